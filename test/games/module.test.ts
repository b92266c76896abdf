/**
 * The registry and each game's module: one entry per game, ids unique, the
 * board view drawing its own game, and words in every language for every
 * side, player and evaluation the game brings (a word missing in one
 * language would fall back to English on a Japanese screen).
 */
import { describe, expect, it } from 'vitest';
import { GAME_ENTRIES, entryById, gameById, loadedGames, moduleById } from '../../src/games/index.ts';
import type { GameWords } from '../../src/games/module.ts';
import { DEFAULT_GAME_MODULE, DEFAULT_TREE_GAME } from '../../src/games/defaultGame.ts';
import { DEFAULT_TREE_MODULE, TREE_ENTRIES, treeModules, treeModuleById } from '../../src/store/appGame.ts';
import { gameWords, hasGameWords, loadGameWords } from '../../src/i18n/gameWords.ts';
import { fillTemplate } from '../../src/i18n/translate.ts';
import { parsePlayerSpec, playersOf } from '../../src/ai/registry.ts';

function strings(w: GameWords): string[] {
  return [w.name, ...w.sides, w.lastMove, w.score.count, w.score.abbr, ...Object.values(w.players).flatMap((p) => [p.name, p.description]), ...Object.values(w.evaluations).flatMap((e) => [e.name, e.short, e.units, e.count, e.abbr, e.quantity])];
}

const GAME_MODULES = loadedGames(); // every game: the test setup loads them all
const TREE_MODULES = treeModules();

describe('the game registry', () => {
  it('has an entry per game that says, before its code loads, what its module says: id, side letters, whether its whole tree fits', () => {
    expect(GAME_MODULES.map((m) => m.game.id)).toEqual(GAME_ENTRIES.map((e) => e.game.id));
    for (const e of GAME_ENTRIES) {
      const m = moduleById(e.game.id);
      expect(entryById(e.game.id)).toBe(e);
      expect(m?.game.sideNames, e.game.id).toEqual(e.game.sideNames);
      expect(m?.game.fullTree, e.game.id).toBe(e.game.fullTree);
      expect(m?.words, e.game.id).toBe(e.words);
    }
    expect(TREE_ENTRIES.map((e) => e.game.id)).toEqual(TREE_MODULES.map((m) => m.game.id));
    expect(entryById('chess')).toBeNull();
    expect(entryById('constructor')).toBeNull();
  });

  it('lists each game once, found by its id, with the view that draws it', () => {
    const ids = GAME_MODULES.map((m) => m.game.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of GAME_MODULES) {
      expect(moduleById(m.game.id)).toBe(m);
      expect(gameById(m.game.id)).toBe(m.game);
      expect(m.view.gameId).toBe(m.game.id);
    }
    expect(moduleById('chess')).toBeNull();
    expect(moduleById('constructor')).toBeNull();
  });

  it('opens with its first full-tree game, the one the page’s entry asks the tree worker for before the registry loads', () => {
    expect(DEFAULT_TREE_GAME).toBe(TREE_MODULES[0].game);
    expect(DEFAULT_GAME_MODULE).toBe(GAME_MODULES[0]);
    expect(DEFAULT_TREE_MODULE).toBe(TREE_MODULES[0]);
    expect(TREE_MODULES.map((m) => m.game.id)).toEqual(GAME_MODULES.filter((m) => m.game.fullTree).map((m) => m.game.id));
    for (const m of GAME_MODULES) expect(treeModuleById(m.game.id)).toBe(m.game.fullTree ? m : null);
  });

  it('names a default evaluation and the as-written one only among the game’s evaluations, and the arena’s players among its players', () => {
    for (const m of GAME_MODULES) {
      const ids = (m.game.evaluations ?? []).map((e) => e.id);
      for (const e of [m.defaults.evaluation, m.extras.asWritten?.evaluation]) if (e !== undefined) expect(ids, m.game.id).toContain(e);
      for (const p of m.defaults.arenaPlayers ?? []) expect(parsePlayerSpec(m.game, p), m.game.id).toEqual({ ok: true, value: p });
    }
  });
});

describe('each game’s words', () => {
  it('load on demand: the bare names first, then English, then Japanese once loaded (English until then)', async () => {
    for (const m of GAME_MODULES) {
      expect(gameWords(m, 'en').name).toBe(m.game.id);
      expect(gameWords(m, 'en').sides).toEqual(m.game.sideNames);
    }
    expect(hasGameWords(GAME_MODULES, 'en')).toBe(false);
    await loadGameWords(GAME_MODULES, 'en');
    expect(hasGameWords(GAME_MODULES, 'en')).toBe(true);
    const english = GAME_MODULES.map((m) => gameWords(m, 'en'));
    for (const [i, m] of GAME_MODULES.entries()) expect(gameWords(m, 'ja')).toBe(english[i]);
    expect(hasGameWords(GAME_MODULES, 'ja')).toBe(false);
    await loadGameWords(GAME_MODULES, 'ja');
    expect(hasGameWords(GAME_MODULES, 'ja')).toBe(true);
    for (const [i, m] of GAME_MODULES.entries()) expect(gameWords(m, 'ja')).not.toBe(english[i]);
  });

  it('name every side, player and evaluation the game brings, in every language, with no key left unfilled', async () => {
    await loadGameWords(GAME_MODULES, 'en');
    await loadGameWords(GAME_MODULES, 'ja');
    for (const m of GAME_MODULES) {
      for (const lang of ['en', 'ja'] as const) {
        const w = gameWords(m, lang);
        const where = `${m.game.id} ${lang}`;
        // Its own players, and any of its registry's players it names in its own words (7×6's perfect player, by its solver).
        const own = m.game.players.map((p) => p.id);
        expect(own.every((id) => Object.hasOwn(w.players, id)), where).toBe(true);
        for (const id of Object.keys(w.players)) expect(own.includes(id) || playersOf(m.game).some((p) => p.id === id), `${where}: ${id}`).toBe(true);
        expect(Object.keys(w.evaluations).sort(), where).toEqual((m.game.evaluations ?? []).map((e) => e.id).sort());
        for (const text of strings(w)) expect(text.trim().length, where).toBeGreaterThan(0);
        // Counts fill in: "{n} {n|disc|discs}" reads "1 disc" and "3 discs" in English; Japanese has no plural.
        for (const count of [w.score.count, ...Object.values(w.evaluations).map((e) => e.count)]) {
          expect(fillTemplate(lang, count, { n: 3 }), where).toMatch(/^3\D/);
          expect(fillTemplate(lang, count, { n: 3 }), where).not.toMatch(/[{}|]/);
          if (lang === 'ja') expect(count, where).not.toMatch(/\{\w+\|/);
        }
      }
      // The Japanese is not the English copied.
      expect(gameWords(m, 'ja').name).not.toBe(gameWords(m, 'en').name);
    }
  });
});
