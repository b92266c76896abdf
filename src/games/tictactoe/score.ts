/**
 * Scoring of finished games, from o's point of view.
 * - 'wdl' (win/draw/loss): o win 1, draw 0, x win -1.
 * - 'shortest' (shortest victory, seed 002): o win = (11 - moves) / 2,
 *   x win = (moves - 10) / 2, draw 0. o wins only after an odd number of
 *   moves and x after an even number, so both are integers: o 3/2/1 for wins
 *   at move 5/7/9, x -2/-1 for wins at move 6/8.
 */
import type { ScoreMode } from '../game.ts';
import { outcomeOf, pieceCount, type Board, type Outcome } from './board.ts';

/** Score of a finished game with `moves` moves played. 0 for 'playing' (callers should not ask). */
export function terminalScore(outcome: Outcome, moves: number, mode: ScoreMode): number {
  if (outcome === 'o-won') return mode === 'wdl' ? 1 : (11 - moves) / 2;
  if (outcome === 'x-won') return mode === 'wdl' ? -1 : (moves - 10) / 2;
  return 0;
}

/** Score of a finished board (throws nothing; 0 for unfinished boards). */
export function boardTerminalScore(b: Board, mode: ScoreMode): number {
  return terminalScore(outcomeOf(b), pieceCount(b), mode);
}

/** Plain words for a value from o's point of view: "o wins", "x wins", "draw". */
export function describeValue(score: number): 'o wins' | 'x wins' | 'draw' {
  return score > 0 ? 'o wins' : score < 0 ? 'x wins' : 'draw';
}
