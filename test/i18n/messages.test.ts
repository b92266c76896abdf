import { describe, expect, it, vi } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { ja } from '../../src/i18n/ja.ts';
import { detectLanguage, formatNumber, joinSentences, loadLanguage, translate } from '../../src/i18n/translate.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('messages', () => {
  it('every key exists in both languages, non-empty, with the same placeholders', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(en[key].trim(), key).not.toBe('');
      expect(ja[key].trim(), key).not.toBe('');
      expect(placeholders(ja[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('loads Japanese from its own file when first asked; until then its look-ups answer in English, never with a key', async () => {
    vi.resetModules();
    const fresh = await import('../../src/i18n/translate.ts');
    expect(fresh.hasLanguage('en')).toBe(true);
    expect(fresh.hasLanguage('ja')).toBe(false);
    expect(fresh.translate('ja', 'app.title')).toBe(en['app.title']);
    let told = 0;
    const stop = fresh.onLanguageLoaded(() => told++);
    const loading = fresh.loadLanguage('ja');
    expect(fresh.loadLanguage('ja')).toBe(loading);
    await loading;
    stop();
    expect(told).toBe(1);
    expect(fresh.hasLanguage('ja')).toBe(true);
    expect(fresh.translate('ja', 'app.title')).toBe(ja['app.title']);
    await fresh.loadLanguage('en');
  });

  it('fills placeholders and formats numbers per language', async () => {
    await loadLanguage('ja');
    expect(translate('en', 'summary.positionsDetail', { positions: 5478, canonical: 765 })).toBe('5,478 reachable, 765 up to symmetry');
    expect(translate('ja', 'summary.positionsDetail', { positions: 5478, canonical: 765 })).toBe('到達可能 5,478、対称形を除くと 765');
    expect(translate('en', 'build.failed', {})).toBe('The game tree could not be built: {message}');
  });

  it('formats numbers like the locales do, integers without Intl', () => {
    for (const n of [0, 7, 999, 1000, -1234, 549946, 1234567890, 12.5, -0.125, 2 ** 53 + 2]) {
      expect(formatNumber(n, 'en')).toBe(n.toLocaleString('en-US'));
      expect(formatNumber(n, 'ja')).toBe(n.toLocaleString('ja-JP'));
    }
  });

  it('detects the browser language, defaulting to English', () => {
    expect(detectLanguage(['ja-JP', 'en-US'])).toBe('ja');
    expect(detectLanguage(['fr-FR', 'en-GB'])).toBe('en');
    expect(detectLanguage(['de'])).toBe('en');
    expect(detectLanguage([])).toBe('en');
  });
});

describe('Japanese spacing around a filled-in value', () => {
  it('keeps the spaces that set off a value in Latin letters or digits, and drops them beside a value in Japanese script', async () => {
    await loadLanguage('ja');
    const latin = translate('ja', 'lab.caption.start.minimax', { node: 'o:4 x:0', count: 5 });
    expect(latin).toMatch(/^ミニマックス法で o:4 x:0 より下の 5 個/);
    const japanese = translate('ja', 'lab.caption.start.minimax', { node: 'ラボで調べている局面', count: 5 });
    expect(japanese).toMatch(/^ミニマックス法でラボで調べている局面より下の 5 個/);
    // Beside a word (not a particle) the spaces stay: 'A 対 B'.
    expect(translate('ja', 'arena.table.caption', { a: 'ランダム', b: '完璧', games: 2, seed: 5 })).toMatch(/^ランダム 対 完璧：/);
    // A space written between two Japanese words of the template itself stays.
    expect(translate('ja', 'ex.sheet.title')).toBe('ミニマックス法 ワークシート');
    // English is untouched.
    expect(translate('en', 'lab.caption.start.minimax', { node: 'the lab’s position', count: 5 })).toMatch(/the lab’s position/);
  });
});

describe('sentences joined into one paragraph', () => {
  it('a space between English sentences, none between Japanese ones (the arena caption had "結果です。 どの")', () => {
    const caption = translate('ja', 'arena.table.caption', { a: 'ランダム', b: '完璧', games: 2, seed: 5 });
    const openings = translate('ja', 'arena.table.openings', { openings: 4 });
    expect(joinSentences('ja', [caption, '', openings])).toBe(`${caption}${openings}`);
    expect(joinSentences('ja', [caption, openings])).not.toMatch(/。 /);
    expect(joinSentences('en', ['Results for A.', '', 'Each game opens with 4 random moves.'])).toBe('Results for A. Each game opens with 4 random moves.');
  });
});
