/**
 * Connect: discs dropped into columns, K in a row wins (rules.ts), for any
 * board size. The app's game is Connect 3 on 4 columns × 3 rows, small
 * enough for its whole tree (277,167 nodes, 7,157 positions; Red wins with
 * perfect play, faster from a centre column); standard Connect Four (7×6,
 * four in a row) is solved by search (solver.ts) and is the app's searched
 * game connect4.ts (its registry line connect4Entry.ts, its chunk its own).
 *
 * This file is the game's public face: outside src/games/connect/, code
 * imports only from here.
 */
import type { GameModule } from '../module.ts';
import { fullTreeGameOfRules } from './game.ts';
import { createRules, type ConnectSize, type ConnectState } from './rules.ts';
import { connectView } from './view.ts';
import { words } from './words.ts';

/** The app's board: 4 columns, 3 rows, three in a row. */
export const CONNECT3_SIZE: ConnectSize = { width: 4, height: 3, inRow: 3 };

const rules3 = createRules(CONNECT3_SIZE);

/** Connect 3 on 4×3, a FullTreeGame. */
export const connect3 = fullTreeGameOfRules(rules3, 'connect3');
/** Its board drawing. */
export const connect3View = connectView(rules3, connect3.id);

/** Connect 3 as the app sees it: rules, board, words; no defaults or extras needed. */
export const connectModule: GameModule<ConnectState> = {
  game: connect3,
  view: connect3View,
  words,
  defaults: {},
  extras: {},
};

export { createRules } from './rules.ts';
export type { ConnectSize, ConnectState } from './rules.ts';
export { boardSizeError } from './bitboard.ts';
export { createSolver } from './solver.ts';
export { solveAll, solveAllSizeError } from './solveAll.ts';
export { parseScoredLine, parseUnfinishedMoves } from './scoredLines.ts';
export type { ScoredLine } from './scoredLines.ts';
