/**
 * The game the exercises are about: the exercises' questions and worksheets
 * speak of its cells, its two marks and its 3×3 board, so they reach it
 * through this one file (by way of src/exercises/engine.ts), as the app's
 * opening game is named once in defaultGame.ts. Another game's exercises
 * would be another set of exercises.
 */
import { ticTacToe } from './tictactoe/index.ts';

/** The exercises' game (a full-tree game). */
export const EXERCISE_GAME = ticTacToe;

/** Its id: the one game whose screen has the exercises tab (what the page needs before the exercises' code loads). */
export const EXERCISE_GAME_ID = EXERCISE_GAME.id;

export { applyMoveUnchecked, boardTerminalScore, cellAt, formatBoard, formatMovesWithPlayers, isOver, legalMoves, LINES, pieceCount, toMove, type Board } from './tictactoe/index.ts';
