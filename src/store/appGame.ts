/**
 * The game the app plays and explores. The store reaches the game's rules
 * only through this Game object and the generic layers; the game switcher
 * (Othello) will make it part of the state.
 */
import { ticTacToe, ticTacToeModule, ticTacToeView, type Board } from '../games/tictactoe/index.ts';
import type { GameTree } from '../tree/gameTree.ts';
import type { PositionTable } from '../tree/positions.ts';

export const APP_GAME = ticTacToe;
/** The app game's module (its words). */
export const APP_MODULE = ticTacToeModule;
/** The app game's board drawing. */
export const APP_VIEW = ticTacToeView;
/** A position of the app game. */
export type AppPosition = Board;
/** The app's complete game tree. */
export type AppTree = GameTree<Board>;
/** The app game's scored position table (it arrives ahead of the tree: enough to play). */
export type AppPositions = PositionTable<Board>;
