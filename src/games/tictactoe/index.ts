/**
 * Tic-tac-toe behind the seam: the `Game` every generic layer uses. A state is
 * the 18-bit board code (board.ts), so keys are the codes themselves and
 * tables can be direct arrays of 2^18 slots; o is the first player.
 */
import type { Game, OutcomeCode, ScoreMode } from '../game.ts';
import { applyMoveUnchecked, boardError, EMPTY_BOARD, legalMask, OUTCOME_NAMES, outcomeCode, pieceCount, tryMove, type Board } from './board.ts';
import { evaluate } from './evaluate.ts';
import { formatBoard, formatMoves, parseBoard, parseMoveLine } from './notation.ts';
import { terminalScore } from './score.ts';
import { canonicalBoard } from './symmetry.ts';
import { RULE_PLAYERS } from './players.ts';

/** Centre first, then corners, then edges: the classic static move order. */
const PRIORITY = Int8Array.from([1, 2, 1, 2, 0, 2, 1, 2, 1]);

/** Terminal scores by mode, outcome code and moves played: [outcome * 10 + moves]. */
const TERMINAL: Readonly<Record<ScoreMode, Int8Array>> = { wdl: new Int8Array(40), shortest: new Int8Array(40) };
for (let o = 1; o < 4; o++) {
  for (let d = 0; d < 10; d++) {
    TERMINAL.wdl[o * 10 + d] = terminalScore(OUTCOME_NAMES[o], d, 'wdl');
    TERMINAL.shortest[o * 10 + d] = terminalScore(OUTCOME_NAMES[o], d, 'shortest');
  }
}

export const ticTacToe: Game<Board> = {
  id: 'tictactoe',
  initial: EMPTY_BOARD,
  maxMoves: 9,
  maxPlies: 9,
  keySpace: 1 << 18,
  fullTree: true,
  symmetryCount: 8,
  players: RULE_PLAYERS,
  toMove: (b) => (pieceCount(b) & 1) as 0 | 1,
  legalMoves(b, out, offset) {
    let n = 0;
    for (let free = legalMask(b); free !== 0; free &= free - 1) out[offset + n++] = 31 - Math.clz32(free & -free);
    return n;
  },
  play: applyMoveUnchecked,
  outcome: (b) => outcomeCode(b) as OutcomeCode,
  terminalScore: (b, mode) => TERMINAL[mode][outcomeCode(b) * 10 + pieceCount(b)],
  evaluate,
  movePriority: (cell) => PRIORITY[cell],
  key: (b) => b,
  fromKey: (k) => k,
  canonicalKey: canonicalBoard,
  pliesLeftAtMost: (b) => (outcomeCode(b) === 0 ? 9 - pieceCount(b) : 0),
  stateError: boardError,
  tryPlay: tryMove,
  parseMoves: parseMoveLine,
  formatMoves,
  formatMove: (cell) => String(cell),
  parsePosition: parseBoard,
  formatPosition: formatBoard,
};
