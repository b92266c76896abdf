/**
 * The registry: the games the app knows, one module each (see module.ts).
 * This is the one place that lists games; the worker, the store, the
 * components and the command line find a game here by id and then know it
 * only through its module. Adding a game is its folder plus one line below.
 */
import type { Game } from './game.ts';
import type { GameModule } from './module.ts';
import { othelloModule } from './othello/index.ts';
import { ticTacToeModule } from './tictactoe/index.ts';

/**
 * Every game, in the order the game switch shows them. The registry's one
 * type-erasing cast: a module is invariant in its state type, and generic
 * code handles a module's states only by passing them back to that module.
 */
export const GAME_MODULES = [ticTacToeModule, othelloModule] as readonly GameModule<unknown>[];

/** The module of the game with this id, or null. */
export function moduleById(id: string): GameModule<unknown> | null {
  return GAME_MODULES.find((m) => m.game.id === id) ?? null;
}

/** The game with this id, or null. */
export function gameById(id: string): Game<unknown> | null {
  return moduleById(id)?.game ?? null;
}
