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

describe('choosing a game whose code has not loaded', () => {
  async function freshStore() {
    const { createAppStore } = await import('../../src/store/createAppStore.ts');
    const { createInlineClient } = await import('../../src/worker/client.ts');
    return createAppStore({ treeClient: createInlineClient() });
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('shows it once loaded, saying meanwhile that it is loading', async () => {
    const store = await freshStore();
    const other = registry.GAME_ENTRIES.find((e) => !e.game.fullTree)?.game.id ?? '';
    const first = store.getState().appGameId;
    store.getState().chooseGame(other);
    expect(store.getState().appGameId).toBe(first);
    expect(store.getState().appGameLoading).toBe(other);
    await registry.loadGame(other);
    await settle();
    expect(store.getState().appGameId).toBe(other);
    expect(store.getState().appGameLoading).toBeNull();
  });

  it('the newest choice wins: a game chosen again before the load ends stays', async () => {
    const store = await freshStore();
    const other = registry.GAME_ENTRIES.find((e) => !e.game.fullTree)?.game.id ?? '';
    const first = store.getState().appGameId;
    store.getState().chooseGame(other);
    store.getState().chooseGame(first);
    expect(store.getState().appGameLoading).toBeNull();
    await registry.loadGame(other);
    await settle();
    expect(store.getState().appGameId).toBe(first);
  });

  it('a failed load says so, and the game can be chosen again', async () => {
    const store = await freshStore();
    const entry = registry.GAME_ENTRIES.find((e) => !e.game.fullTree);
    if (!entry) throw new Error('no depth-limited game registered');
    const real = entry.load;
    const spy = vi.spyOn(entry, 'load').mockImplementationOnce(() => Promise.reject(new Error('offline')));
    store.getState().chooseGame(entry.game.id);
    await settle();
    await settle();
    expect(store.getState().appGameLoading).toBeNull();
    expect(store.getState().appNotices.map((n) => n.key)).toContain('notice.gameLoadFailed');
    spy.mockImplementation(real);
    store.getState().chooseGame(entry.game.id);
    await registry.loadGame(entry.game.id);
    await settle();
    expect(store.getState().appGameId).toBe(entry.game.id);
    expect(store.getState().appNotices.map((n) => n.key)).not.toContain('notice.gameLoadFailed');
  });
});
