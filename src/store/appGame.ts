/**
 * The game the app plays and explores. The store reaches the game's rules
 * only through this Game object and the generic layers; the game switcher
 * (Othello) will make it part of the state.
 */
import type { Board } from '../games/tictactoe/board.ts';
import { ticTacToe } from '../games/tictactoe/index.ts';
import type { GameTree } from '../tree/gameTree.ts';

export const APP_GAME = ticTacToe;
/** The app's complete game tree. */
export type AppTree = GameTree<Board>;
