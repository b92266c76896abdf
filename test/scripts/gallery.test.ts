// The gallery's pure parts: which pictures it takes (every view x language x size), their names,
// the command line, the button-name patterns and the index page.
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { ja } from '../../src/i18n/ja.ts';
import { FULL_TREE_ADDRESS, searchedAddress } from '../../src/store/gameAddress.ts';
import { addressFields } from '../../src/store/urlFields.ts';
import { parseHash } from '../../src/store/url.ts';
import { entryById } from '../../src/games/index.ts';
import { GALLERY_LANGUAGES, GALLERY_SIZES, GALLERY_VIEWS, galleryIndex, galleryShots, indexResults, labelPattern, parseGalleryArgs, selectedShots } from '../../scripts/galleryViews.ts';

describe('the gallery', () => {
  it('takes every view in both languages at 1920x1080, 1280x720 and 390x844, each under its own file name', () => {
    expect(GALLERY_LANGUAGES).toEqual(['en', 'ja']);
    expect(GALLERY_SIZES.map((s) => `${s.width}x${s.height}`)).toEqual(['1920x1080', '1280x720', '390x844']);
    const shots = galleryShots();
    expect(shots).toHaveLength(GALLERY_VIEWS.length * 2 * 3);
    expect(new Set(shots.map((s) => s.file)).size).toBe(shots.length);
    expect(shots[0].file).toBe('explorer-root-en-1920x1080.png');
    for (const s of shots) expect(s.file).toMatch(/^[a-z0-9-]+-(en|ja)-\d+x\d+\.png$/);
    expect(new Set(GALLERY_VIEWS.map((v) => v.id)).size).toBe(GALLERY_VIEWS.length);
  });

  it('covers every view the issue lists', () => {
    const ids = GALLERY_VIEWS.map((v) => v.id);
    for (const id of ['explorer-root', 'explorer-4', 'explorer-408', 'overview', 'play-vs-ai', 'lab-minimax', 'lab-alphabeta', 'arena', 'worksheet', 'answer-key', 'othello-play', 'othello-tree', 'othello-lab', 'othello-arena', 'present-explorer', 'present-lab', 'embed']) {
      expect(ids, id).toContain(id);
    }
    for (const kind of ['who-wins', 'best-moves', 'minimax', 'alpha-beta', 'which-case', 'which-order']) expect(ids).toContain(`exercise-${kind}`);
    const byId = new Map(GALLERY_VIEWS.map((v) => [v.id, v]));
    expect(byId.get('explorer-408')?.address).toBe('#/408?levels=3');
    expect(byId.get('worksheet')?.print).toBe(true);
    expect(byId.get('answer-key')?.print).toBe(true);
    expect(byId.get('present-lab')?.address).toMatch(/^\?present#\/.*tab=lab/);
    expect(byId.get('embed')?.address).toContain('embed');
    // Every button a view presses has its words in both languages.
    for (const v of GALLERY_VIEWS) {
      for (const step of v.steps ?? []) {
        const key = 'click' in step ? step.click : 'waitEnabled' in step ? step.waitEnabled : 'fill' in step ? step.fill : null;
        if (key) expect([en[key], ja[key]].every((w) => typeof w === 'string' && w.length > 0), `${v.id}: ${key}`).toBe(true);
      }
    }
  });

  it('finds buttons by their message with any text for a placeholder, in either language', () => {
    expect(labelPattern('Play {games} games').test('Play 20 games')).toBe(true);
    expect(labelPattern(en['arena.games.total']).test('4 games in all')).toBe(true); // with a plural choice
    expect(labelPattern('{games} 局対戦する').test('20 局対戦する')).toBe(true);
    expect(labelPattern('{games} 局対戦する').test('中止')).toBe(false);
    expect(labelPattern('Show the search tree (depth {depth})').test('Show the search tree (depth 4)')).toBe(true);
    expect(labelPattern('Worksheet').test('Answer key')).toBe(false);
    expect(labelPattern('a.b (c)').test('a.b (c)')).toBe(true);
    expect(labelPattern('a.b (c)').test('axb (c)')).toBe(false);
  });

  it('reads its command line, and names a bad argument', () => {
    const all = parseGalleryArgs([]);
    expect(all).toEqual({ out: 'gallery', only: [], languages: ['en', 'ja'], sizes: GALLERY_SIZES, parallel: 2 });
    expect(selectedShots(all)).toHaveLength(GALLERY_VIEWS.length * 6);
    const some = parseGalleryArgs(['--only', 'explorer-4,embed', '--lang', 'ja', '--size', '390x844', '--out', '/tmp/g', '--parallel', '1']);
    expect(selectedShots(some).map((s) => s.file)).toEqual(['explorer-4-ja-390x844.png', 'embed-ja-390x844.png']);
    expect(some.out).toBe('/tmp/g');
    expect(() => parseGalleryArgs(['--only', 'nope'])).toThrow(/no view "nope"/);
    expect(() => parseGalleryArgs(['--lang', 'fr'])).toThrow(/no language "fr"/);
    expect(() => parseGalleryArgs(['--size', '1280'])).toThrow(/WIDTHxHEIGHT/);
    expect(() => parseGalleryArgs(['--parallel', '9'])).toThrow(/1 to 4/);
    expect(() => parseGalleryArgs(['--out'])).toThrow(/needs a value/);
    expect(() => parseGalleryArgs(['--colour', 'red'])).toThrow(/unknown argument "--colour"/);
  });

  it('writes an index with a captioned picture per shot, grouped by view, and says which failed', () => {
    const shots = galleryShots(GALLERY_VIEWS.slice(0, 2));
    const html = galleryIndex(
      shots.map((shot, i) => (i === 1 ? { shot, error: 'Timeout <60 s>' } : i === 2 ? { shot, pageErrors: ['console: boom & bust'] } : { shot })),
      'Gallery',
    );
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.match(/<img /g)).toHaveLength(shots.length - 1);
    expect(html.match(/<section /g)).toHaveLength(2);
    for (const s of shots.filter((_, i) => i !== 1)) expect(html).toContain(`<img src="${s.file}"`);
    expect(html).toContain(`${GALLERY_VIEWS[0].title} · en · 1920x1080`);
    expect(html).toContain(`${GALLERY_VIEWS[0].title} · ja · 390x844`);
    expect(html).toContain('Not taken: Timeout &lt;60 s&gt;');
    expect(html).toContain('console: boom &amp; bust');
    expect(html).toContain('1 not taken');
    expect(html).not.toMatch(/<script/);
  });

  it('asks only for options the app reads (a bad one would show an "ignored" notice in every picture)', () => {
    for (const view of GALLERY_VIEWS) {
      const hash = view.address.slice(view.address.indexOf('#'));
      if (hash.startsWith('#/quiz')) continue; // the quiz link has its own reader, tested with the exercises
      const game = parseHash(hash).game;
      const fields = addressFields(entryById(game)?.game.fullTree === false ? searchedAddress(game) : FULL_TREE_ADDRESS);
      const query = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
      for (const [key, value] of new URLSearchParams(query)) {
        const field = fields.find((f) => f.key === key);
        expect(field, `${view.id}: ${key}`).toBeDefined();
        expect(field?.valid(value) || (field?.flag === true && value === ''), `${view.id}: ${key}=${value}`).toBe(true);
      }
    }
  });

  it('an index after a run of a few views still shows the pictures earlier runs left, in gallery order', () => {
    const all = galleryShots();
    const redone = all.filter((s) => s.view.id === 'embed').map((shot) => ({ shot, error: shot.language === 'ja' ? 'boom' : undefined }));
    const left = new Set(all.filter((s) => s.view.id === 'explorer-4' || s.view.id === 'embed').map((s) => s.file));
    const shown = indexResults(redone, (f) => left.has(f));
    expect(shown.map((r) => r.shot.view.id)).toEqual([...Array(6).fill('explorer-4'), ...Array(6).fill('embed')]);
    expect(shown.filter((r) => r.error)).toHaveLength(3);
    expect(indexResults([], () => false)).toEqual([]);
  });
});
