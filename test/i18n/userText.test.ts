import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeControls, quoteList, quoteUserText } from '../../src/i18n/userText.ts';

const inner = (quoted: string) => {
  expect(quoted.startsWith('\u2068') && quoted.endsWith('\u2069')).toBe(true);
  return quoted.slice(1, -1);
};

describe('quoting user text in a message', () => {
  it('writes bidirectional controls as visible escapes and isolates the whole', () => {
    expect(inner(quoteUserText('\u202e408', 20))).toBe('\\u202e408');
    expect(inner(quoteUserText('a\u2066b\u200fc', 20))).toBe('a\\u2066b\\u200fc');
  });

  it('clips by code points: an emoji is never cut in half', () => {
    const text = `${'1'.repeat(19)}😀😀`;
    expect(text.length).toBe(23); // UTF-16 units: slicing 20 of them would split the first emoji
    expect(inner(quoteUserText(text, 20))).toBe(`${'1'.repeat(19)}😀…`);
    expect(inner(quoteUserText('😀'.repeat(20), 20))).toBe('😀'.repeat(20));
  });

  it('never yields a lone surrogate or a raw control character, for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.integer({ min: 1, max: 30 }), (s, max) => {
        const q = inner(quoteUserText(s, max));
        // eslint-disable-next-line no-control-regex
        expect(q).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/);
        if (!/\p{Cs}/u.test(s)) expect(q).not.toMatch(/\p{Cs}/u); // clipping never makes a lone surrogate
      }),
    );
  });

  it('is bounded whatever the input: 6·max + 3 characters at most, read from the start only', () => {
    const huge = '\u001b'.repeat(1_000_000);
    const q = quoteUserText(huge, 24);
    expect(q.length).toBeLessThanOrEqual(6 * 24 + 3);
    expect(inner(q)).toBe(`${'\\x1b'.repeat(24)}…`);
  });

  it('quoteList names the first five, each quoted, and counts the rest', () => {
    const keys = Array.from({ length: 15_000 }, (_, i) => `k${i}`);
    const { list, more } = quoteList(keys, 30);
    expect(list).toBe(['k0', 'k1', 'k2', 'k3', 'k4'].map((k) => `\u2068${k}\u2069`).join(', '));
    expect(more).toBe(14_995);
    expect(quoteList(['\u202e'], 30)).toEqual({ list: '\u2068\\u202e\u2069', more: 0 });
    expect(quoteList([], 30)).toEqual({ list: '', more: 0 });
  });

  it('escapeControls names newline, CR and tab, and leaves other text alone', () => {
    expect(escapeControls('a\nb\rc\td\u001b]0;t\u0007é漢字😀')).toBe('a\\nb\\rc\\td\\x1b]0;t\\x07é漢字😀');
  });
});
