/**
 * Tic-tac-toe behind the seam: the `Game` every generic layer uses. A state is
 * the 18-bit board code (board.ts), so keys are the codes themselves and
 * tables can be direct arrays of 2^18 slots; o is the first player.
 *
 * This file is the game's public face: outside src/games/tictactoe/, code
 * imports only from here (ESLint keeps it so), and the generic layers not
 * even that, only the seam (src/games/game.ts).
 */
import type { FullTreeGame, OutcomeCode } from '../game.ts';
import type { GameModule } from '../module.ts';
import { words } from './words.ts';
import { applyMoveUnchecked, boardError, boardInfo, expandBoard, EMPTY_BOARD, legalMask, lowestCell, outcomeCode, pieceCount, tryMove, type Board } from './board.ts';
import { discoverBoards } from './dag.ts';
import { evaluate } from './evaluate.ts';
import { formatBoard, formatMoves, formatMovesWithPlayers, parseBoard, parseMoveLine } from './notation.ts';
import { boardTerminalScore } from './score.ts';
import { canonicalBoard } from './symmetry.ts';
import { RULE_PLAYERS } from './players.ts';
import { ticTacToeView } from './view.ts';

/** Centre first, then corners, then edges: the classic static move order. */
const PRIORITY = Int8Array.from([1, 2, 1, 2, 0, 2, 1, 2, 1]);

export const ticTacToe: FullTreeGame<Board> = {
  id: 'tictactoe',
  initial: EMPTY_BOARD,
  maxMoves: 9,
  maxPlies: 9,
  keySpace: 1 << 18,
  fullTree: true,
  symmetryCount: 8,
  sideNames: ['o', 'x'],
  players: RULE_PLAYERS,
  toMove: (b) => (pieceCount(b) & 1) as 0 | 1,
  legalMoves(b, out, offset) {
    let n = 0;
    for (let free = legalMask(b); free !== 0; free &= free - 1) out[offset + n++] = lowestCell[free];
    return n;
  },
  keyInfo: boardInfo,
  play: applyMoveUnchecked,
  outcome: (b) => outcomeCode(b) as OutcomeCode,
  terminalScore: boardTerminalScore,
  evaluate,
  movePriority: (cell) => PRIORITY[cell],
  key: (b) => b,
  fromKey: (k) => k,
  expandKey: expandBoard,
  discoverPositions: discoverBoards,
  canonicalKey: canonicalBoard,
  pliesLeftAtMost: (b) => (outcomeCode(b) === 0 ? 9 - pieceCount(b) : 0),
  stateError: boardError,
  tryPlay: tryMove,
  parseMoves: parseMoveLine,
  formatMoves,
  formatMove: (cell) => String(cell),
  formatLine: (moves, first = 0) => formatMovesWithPlayers(moves, first === 0 ? 'o' : 'x'),
  parsePosition: parseBoard,
  formatPosition: formatBoard,
};

/** Tic-tac-toe as the app sees it: rules, board, words; no named evaluations, no extras. */
export const ticTacToeModule: GameModule<Board> = {
  game: ticTacToe,
  view: ticTacToeView,
  words,
  defaults: {},
  extras: {},
};

// What the tic-tac-toe UI and command line use besides the Game.
export { applyMoveUnchecked, cellAt, isOver, legalMoves, LINES, pieceCount, toMove } from './board.ts';
export type { Board } from './board.ts';
export { formatBoard, formatMovesWithPlayers } from './notation.ts';
export { boardTerminalScore } from './score.ts';
export { ticTacToeView };
