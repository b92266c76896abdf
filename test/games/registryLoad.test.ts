/**
 * Games load on demand: before a game's code is asked for, the registry knows
 * its entry only; the opening game's code comes with the page. Each test
 * imports a fresh registry (the test setup loads every game into its own).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Registry = typeof import('../../src/games/index.ts');
let registry: Registry;

beforeEach(async () => {
  vi.resetModules();
  registry = await import('../../src/games/index.ts');
});

describe('loading a game', () => {
  it('starts with the opening game only; another is known by its entry until its code is loaded', async () => {
    const { GAME_ENTRIES, entryById, gameById, loadGame, loadedGames, moduleById } = registry;
    expect(loadedGames().map((m) => m.game.id)).toEqual([GAME_ENTRIES[0].game.id]);
    for (const e of GAME_ENTRIES.slice(1)) {
      expect(moduleById(e.game.id), e.game.id).toBeNull();
      expect(gameById(e.game.id), e.game.id).toBeNull();
      expect(entryById(e.game.id)).toBe(e);
    }
    const other = GAME_ENTRIES[1].game.id;
    const [a, b] = [loadGame(other), loadGame(other)];
    const module = await a;
    expect(await b).toBe(module);
    expect(module.game.id).toBe(other);
    expect(moduleById(other)).toBe(module);
    expect(await loadGame(other)).toBe(module);
    expect(loadedGames().map((m) => m.game.id)).toEqual([GAME_ENTRIES[0].game.id, other]);
  });

  it('refuses an id the registry does not list, and may try again after a failed load', async () => {
    const { GAME_ENTRIES, loadGame, moduleById } = registry;
    await expect(loadGame('chess')).rejects.toThrow(/no game "chess"/);
    const entry = GAME_ENTRIES[1];
    const real = entry.load;
    let fail = true;
    const spy = vi.spyOn(entry, 'load').mockImplementation(() => (fail ? Promise.reject(new Error('offline')) : real()));
    await expect(loadGame(entry.game.id)).rejects.toThrow('offline');
    expect(moduleById(entry.game.id)).toBeNull();
    fail = false;
    expect((await loadGame(entry.game.id)).game.id).toBe(entry.game.id);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
