import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateSet, questionSeed } from '../../src/exercises/generate.ts';
import { parseCount, parseNumber } from '../../src/exercises/grade.ts';
import { conventionsOf, CURRENT_VERSION, formatQuiz, GENERATOR_VERSIONS, MAX_COUNT, parseQuiz, versionOf, withConventions } from '../../src/exercises/quizLink.ts';
import { KINDS, LEVELS } from '../../src/exercises/types.ts';

describe('quiz link', () => {
  it('round-trips every valid quiz', () => {
    const spec = fc.record({
      kinds: fc.uniqueArray(fc.constantFrom(...KINDS), { minLength: 1, maxLength: 6 }),
      level: fc.constantFrom(...LEVELS),
      count: fc.integer({ min: 1, max: MAX_COUNT }),
      seed: fc.integer({ min: 0, max: 0xffffffff }),
    });
    fc.assert(
      fc.property(spec, (s) => {
        const { spec: back, problems } = parseQuiz(`?${formatQuiz(s)}`, 7);
        expect(problems).toEqual([]);
        expect(back).toEqual(s);
      }),
    );
  });

  it('carries the generator version: a link without v is version 1 (every link made before versions), v=2 reads back, an unknown version is reported and version 1 used', () => {
    expect(versionOf(parseQuiz('kinds=which-order&seed=9', 1).spec)).toBe(1);
    const { spec, problems } = parseQuiz('kinds=which-order&seed=9&cut=gt&v=2', 1);
    expect(problems).toEqual([]);
    expect(versionOf(spec)).toBe(2);
    expect(formatQuiz(spec)).toBe('kinds=which-order&level=easy&count=5&seed=9&cut=gt&v=2');
    expect(formatQuiz({ ...spec, version: 1 })).toBe('kinds=which-order&level=easy&count=5&seed=9&cut=gt');
    const bad = parseQuiz('kinds=which-order&seed=9&v=9', 1);
    expect(bad.problems).toEqual([{ field: 'v', text: '9' }]);
    expect(versionOf(bad.spec)).toBe(1);
    expect(versionOf({ kinds: ['minimax'], level: 'easy', count: 1, seed: 1, version: CURRENT_VERSION })).toBe(GENERATOR_VERSIONS[GENERATOR_VERSIONS.length - 1]);
  });

  it('carries the conventions that differ from the defaults, and reads them back; a link without them means the defaults', () => {
    const conventions = fc.record({ cut: fc.constantFrom('ge' as const, 'gt' as const), fail: fc.constantFrom('soft' as const, 'hard' as const), best: fc.constantFrom('wdl' as const, 'fast' as const) });
    fc.assert(
      fc.property(conventions, fc.integer({ min: 0, max: 0xffffffff }), (c, seed) => {
        const spec = withConventions({ kinds: [...KINDS], level: 'hard' as const, count: 7, seed }, c);
        const link = formatQuiz(spec);
        expect(link.startsWith(`kinds=${KINDS.join(',')}&level=hard&count=7&seed=${seed}`)).toBe(true);
        const { spec: back, problems } = parseQuiz(link, 1);
        expect(problems).toEqual([]);
        expect(conventionsOf(back)).toEqual(c);
        expect(back).toEqual(spec);
      }),
    );
    expect(formatQuiz(withConventions({ kinds: ['alpha-beta'], level: 'easy', count: 3, seed: 9 }, { cut: 'gt', fail: 'soft', best: 'wdl' }))).toBe('kinds=alpha-beta&level=easy&count=3&seed=9&cut=gt');
    expect(parseQuiz('kinds=alpha-beta&seed=9&cut=ge&fail=soft&best=wdl', 1).spec).toEqual({ kinds: ['alpha-beta'], level: 'easy', count: 5, seed: 9 });
    const { spec, problems } = parseQuiz('seed=9&cut=geq&fail=hard&best=fastest', 1);
    expect(problems).toEqual([
      { field: 'cut', text: 'geq' },
      { field: 'best', text: 'fastest' },
    ]);
    expect(conventionsOf(spec)).toEqual({ cut: 'ge', fail: 'hard', best: 'wdl' });
  });

  it('reports each unreadable field and replaces it, so a bad link still gives a valid set', () => {
    const { spec, problems } = parseQuiz('kinds=who-wins,nope&level=impossible&count=abc&seed=-3&colour=red', 42);
    expect(problems.map((p) => p.field).sort()).toEqual(['count', 'kinds', 'level', 'seed', 'unknown']);
    expect(spec).toEqual({ kinds: [...KINDS], level: 'easy', count: 5, seed: 42 });
    expect(generateSet(spec)).toHaveLength(5);
    expect(parseQuiz('', 9).problems).toEqual([{ field: 'seed', text: '' }]);
    expect(parseQuiz('count=0&seed=1', 9).problems).toEqual([{ field: 'count', text: '0' }]);
    expect(parseQuiz('count=21&seed=1', 9).problems).toEqual([{ field: 'count', text: '21' }]);
    expect(parseQuiz('seed=4294967296', 9).problems).toEqual([{ field: 'seed', text: '4294967296' }]);
    expect(parseQuiz('kinds=minimax,minimax&seed=1', 9).problems).toEqual([{ field: 'kinds', text: 'minimax,minimax' }]);
    expect(parseQuiz('seed=%E0%A4%A', 9).problems).toEqual([{ field: 'seed', text: '%E0%A4%A' }]);
  });

  it('a field given twice takes its last value and is reported once; a field’s text is kept whole for the page to quote', () => {
    const { spec, problems } = parseQuiz('kinds=minimax&level=hard&seed=5&seed=6&seed=7&level=medium', 9);
    expect(spec).toEqual({ kinds: ['minimax'], level: 'medium', count: 5, seed: 7 });
    expect(problems).toEqual([
      { field: 'repeated', text: 'seed' },
      { field: 'repeated', text: 'level' },
    ]);
    // Not clipped by UTF-16 units here (that cut an emoji in half): the page quotes it (quoteUserText).
    const long = `${'a'.repeat(23)}😀😀`;
    expect(parseQuiz(`kinds=${encodeURIComponent(long)}&seed=1`, 9).problems).toEqual([{ field: 'kinds', text: long }]);
    expect(parseQuiz('kinds=%E2%80%AEabc&seed=1', 9).problems).toEqual([{ field: 'kinds', text: '\u202eabc' }]);
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (q) => {
        const { spec } = parseQuiz(q, 1);
        expect(spec.count).toBeGreaterThanOrEqual(1);
        expect(spec.kinds.length).toBeGreaterThan(0);
      }),
    );
  });

  it('a set cycles through its kinds, and the same link gives the same questions', () => {
    const spec = { kinds: ['minimax', 'who-wins'] as const, level: 'medium' as const, count: 5, seed: 2024 };
    const set = generateSet(spec);
    expect(set.map((e) => e.kind)).toEqual(['minimax', 'who-wins', 'minimax', 'who-wins', 'minimax']);
    expect(generateSet(spec)).toEqual(set);
    expect(generateSet({ ...spec, seed: 2025 })).not.toEqual(set);
    expect(new Set(Array.from({ length: 20 }, (_, i) => questionSeed(2024, i))).size).toBe(20);
  });
});

describe('typed numbers', () => {
  it('reads values and infinities, and says why others are not read', () => {
    expect(parseNumber(' -1 ')).toEqual({ ok: true, value: -1 });
    expect(parseNumber('−1')).toEqual({ ok: true, value: -1 });
    expect(parseNumber('+1')).toEqual({ ok: true, value: 1 });
    expect(parseNumber('-0')).toEqual({ ok: true, value: 0 });
    expect(parseNumber('∞')).toEqual({ ok: true, value: Infinity });
    expect(parseNumber('-inf')).toEqual({ ok: true, value: -Infinity });
    expect(parseNumber('+INF')).toEqual({ ok: true, value: Infinity });
    expect(parseNumber('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseNumber('abc')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(parseNumber('1.5')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(parseNumber('2', [-1, 0, 1])).toEqual({ ok: false, problem: 'not-allowed' });
    expect(parseNumber('∞', [-1, 0, 1])).toEqual({ ok: false, problem: 'not-allowed' });
    expect(parseNumber('120')).toEqual({ ok: true, value: 120 });
  });

  it('reads full-width digits and signs (a Japanese keyboard in full-width mode), a leading +, and the minus sign U+2212', () => {
    expect(parseNumber('１')).toEqual({ ok: true, value: 1 });
    expect(parseNumber('１２０')).toEqual({ ok: true, value: 120 });
    expect(parseNumber('－１')).toEqual({ ok: true, value: -1 });
    expect(parseNumber('＋１')).toEqual({ ok: true, value: 1 });
    expect(parseNumber('−１')).toEqual({ ok: true, value: -1 });
    expect(parseNumber('\u2212 1')).toEqual({ ok: true, value: -1 });
    expect(parseNumber('+0')).toEqual({ ok: true, value: 0 });
    expect(parseNumber('－０')).toEqual({ ok: true, value: 0 });
    expect(parseNumber('　１　')).toEqual({ ok: true, value: 1 });
    expect(parseNumber('－ｉｎｆ')).toEqual({ ok: true, value: -Infinity });
    expect(parseNumber('＋∞')).toEqual({ ok: true, value: Infinity });
    expect(parseNumber('−∞', [-Infinity, 0])).toEqual({ ok: true, value: -Infinity });
    expect(parseNumber('１', [-1, 0, 1])).toEqual({ ok: true, value: 1 });
    expect(parseNumber('２', [-1, 0, 1])).toEqual({ ok: false, problem: 'not-allowed' });
    expect(parseNumber('１．５')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(parseNumber('++1')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(parseNumber('-+1')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(parseCount('１２')).toBe(12);
    expect(parseCount('＋3')).toBe(3);
    expect(parseCount('abc')).toBeNaN();
    expect(parseCount('1.5')).toBeNaN();
  });
});
