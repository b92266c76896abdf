/**
 * The game the app opens with: the registry's first entry (games/index.ts;
 * a test checks it), a full-tree game. Its code comes with the page, not on
 * demand: the page's entry asks the tree worker for its position table while
 * the app's chunk is still on its way, and the tree worker answers that
 * first request without waiting for a chunk.
 */
import type { FullTreeGame } from './game.ts';
import type { GameModule } from './module.ts';
import { ticTacToeModule } from './tictactoe/index.ts';

/** The opening game's module: a full-tree game (the cast erases its state type, as the registry's does). */
export const DEFAULT_GAME_MODULE = ticTacToeModule as GameModule<unknown> & { readonly game: FullTreeGame<unknown> };

/** The opening game's rules. */
export const DEFAULT_TREE_GAME: FullTreeGame<unknown> = DEFAULT_GAME_MODULE.game;
