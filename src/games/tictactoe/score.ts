/**
 * Scoring of finished games, from o's point of view.
 * - 'wdl' (win/draw/loss): o win 1, draw 0, x win -1.
 * - 'shortest' (shortest victory, source article 2): o win = (11 - moves) / 2,
 *   x win = (moves - 10) / 2, draw 0. o wins only after an odd number of
 *   moves and x after an even number, so both are integers: o 3/2/1 for wins
 *   at move 5/7/9, x -2/-1 for wins at move 6/8.
 */
import type { ScoreMode } from '../game.ts';
import { FULL, lineOfMask, OUTCOME_NAMES, popcount9, type Board, type Outcome } from './board.ts';

/** Score of a finished game with `moves` moves played. 0 for 'playing' (callers should not ask). */
export function terminalScore(outcome: Outcome, moves: number, mode: ScoreMode): number {
  if (outcome === 'o-won') return mode === 'wdl' ? 1 : (11 - moves) / 2;
  if (outcome === 'x-won') return mode === 'wdl' ? -1 : (moves - 10) / 2;
  return 0;
}

/** Terminal scores by mode, outcome code (see outcomeCode) and moves played: [outcome * 10 + moves]. */
const TERMINAL: Readonly<Record<ScoreMode, Int8Array>> = { wdl: new Int8Array(40), shortest: new Int8Array(40) };
for (let o = 1; o < 4; o++) {
  for (let d = 0; d < 10; d++) {
    TERMINAL.wdl[o * 10 + d] = terminalScore(OUTCOME_NAMES[o], d, 'wdl');
    TERMINAL.shortest[o * 10 + d] = terminalScore(OUTCOME_NAMES[o], d, 'shortest');
  }
}

/**
 * Score of a finished board (0 for unfinished boards; throws nothing), by
 * table look-ups with no calls inside: the position table scores every
 * finished board with it on each page load, before the JIT has warmed up. O(1).
 */
export function boardTerminalScore(b: Board, mode: ScoreMode): number {
  const o = b & FULL;
  const x = (b >> 9) & FULL;
  const code = lineOfMask[o] >= 0 ? 1 : lineOfMask[x] >= 0 ? 2 : (o | x) === FULL ? 3 : 0;
  return TERMINAL[mode][code * 10 + popcount9[o] + popcount9[x]];
}
