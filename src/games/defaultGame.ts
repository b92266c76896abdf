/**
 * The game the app opens with, for the start-up code that runs before the
 * registry loads (the page's entry asks the tree worker for its position
 * table while the app's chunk is still on its way). It must be the first
 * full-tree game of the registry (games/index.ts); a test checks it.
 */
import type { FullTreeGame } from './game.ts';
import { ticTacToe } from './tictactoe/index.ts';

export const DEFAULT_TREE_GAME: FullTreeGame<unknown> = ticTacToe as FullTreeGame<unknown>;
