/**
 * The evaluation function of depth-limited search: a guess at the value of an
 * unfinished position, from o's point of view.
 *
 * Heuristic (source article 1 style, "open lines"): the number of lines still open for
 * o (no x on them) minus the number still open for x (no o on them). Empty
 * lines are open for both and cancel, so this equals "lines holding only o
 * minus lines holding only x". On an unfinished board the difference lies in
 * -8..8; dividing by EVAL_DIVISOR = 9 puts the estimate in [-8/9, 8/9].
 *
 * Why 9: every real win is worth at least 1 in both scoring modes ('wdl': 1;
 * 'shortest': the slowest o win, at move 9, is 1 and the slowest x win, at
 * move 8, is -1), so an estimate never outranks a forced win or loss, and the
 * same formula serves both modes.
 */
import { LINE_MASKS, oMask, xMask, type Board } from './board.ts';

/** The divisor that scales the open-line difference into (-1, 1). */
const EVAL_DIVISOR = 9;


/** Lines open for o (no x on them) minus lines open for x (no o on them): -8..8. O(8). */
export function openLineDifference(b: Board): number {
  const o = oMask(b);
  const x = xMask(b);
  let d = 0;
  for (let l = 0; l < 8; l++) {
    const m = LINE_MASKS[l];
    if ((x & m) === 0) d++;
    if ((o & m) === 0) d--;
  }
  return d;
}

/**
 * Heuristic value of an unfinished board, from o's point of view, in
 * [-8/9, 8/9] (strictly inside (-1, 1), below every win value
 * of both scoring modes). Meaningless on a finished board. O(8).
 */
export function evaluate(b: Board): number {
  return openLineDifference(b) / EVAL_DIVISOR;
}
