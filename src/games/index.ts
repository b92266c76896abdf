/**
 * The registry: the games the app knows, one entry each (see GameEntry in
 * module.ts). This is the one place that lists games; the worker, the store,
 * the components and the command line find a game here by id and then know
 * it only through its module. Adding a game is its folder plus one line below.
 *
 * A game's code loads on demand (`loadGame`), in its own chunk: the page
 * carries only the opening game's (defaultGame.ts). Code that handles a game
 * by id (`moduleById`) runs once it is loaded: the app loads the game an
 * address or the game switch names before it shows it.
 */
import type { Game } from './game.ts';
import type { GameEntry, GameModule } from './module.ts';
import { DEFAULT_GAME_MODULE } from './defaultGame.ts';
import { entry as connect3 } from './connect/entry.ts';
import { entry as connect4 } from './connect/connect4Entry.ts';
import { entry4x4 as connect4x4, entry5x4 as connect5x4 } from './connect/smallEntries.ts';
import { entry as othello } from './othello/entry.ts';
import { entry as ticTacToe } from './tictactoe/entry.ts';

/**
 * Every game, in the order the game switch shows them. The registry's one
 * type-erasing cast: a module is invariant in its state type, and generic
 * code handles a module's states only by passing them back to that module.
 */
export const GAME_ENTRIES = [ticTacToe, othello, connect3, connect4, connect5x4, connect4x4] as readonly GameEntry<unknown>[];

const loaded = new Map<string, GameModule<unknown>>([[DEFAULT_GAME_MODULE.game.id, DEFAULT_GAME_MODULE]]);
const loading = new Map<string, Promise<GameModule<unknown>>>();

/** The games of the family the game with this id belongs to (its board sizes, the family's first game first); empty when it has none. */
export function familyOf(id: string): readonly GameEntry<unknown>[] {
  const of = entryById(id)?.family?.of;
  return of === undefined ? [] : GAME_ENTRIES.filter((e) => e.family?.of === of);
}

/** The entry of the game with this id, or null. */
export function entryById(id: string): GameEntry<unknown> | null {
  return GAME_ENTRIES.find((e) => e.game.id === id) ?? null;
}

/** The module of the game with this id once loaded, else null (no such game, or its code has not loaded). */
export function moduleById(id: string): GameModule<unknown> | null {
  return loaded.get(id) ?? null;
}

/** The game with this id once loaded, or null. */
export function gameById(id: string): Game<unknown> | null {
  return moduleById(id)?.game ?? null;
}

/** The loaded games, in the registry's order. */
export function loadedGames(): GameModule<unknown>[] {
  return GAME_ENTRIES.flatMap((e) => loaded.get(e.game.id) ?? []);
}

/** Loads a game's code (once; a failed load may be tried again). Rejects for an id the registry does not know. */
export function loadGame(id: string): Promise<GameModule<unknown>> {
  const here = loaded.get(id);
  if (here) return Promise.resolve(here);
  const entry = entryById(id);
  if (!entry) return Promise.reject(new RangeError(`no game ${JSON.stringify(id)}`));
  let load = loading.get(id);
  if (!load) {
    load = entry.load().then(
      (module) => {
        loaded.set(id, module);
        loading.delete(id);
        return module;
      },
      (error: unknown) => {
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, load);
  }
  return load;
}
