/**
 * Othello evaluations, black's point of view, strictly inside (-1, 1) as the
 * seam asks (src/games/game.ts), so that a finished game, scored by its final
 * disc difference (an integer, at least 1 for a win), outranks any estimate.
 * Each is a sum in natural units divided by a bound on its size; `scale`
 * turns a value back into those units for display.
 * - discs: black's discs minus white's (source article 3's disc count, made
 *   symmetric), over 64.
 * - weights: the classic square-weight table (Norvig, PAIP ch. 18: corners
 *   120, X-squares -40), black's squares minus white's, over 1,200 (the
 *   weights' absolute values sum to 1,176).
 * - mobility: half the relative mobility (black's legal moves minus white's,
 *   over their sum plus 2) plus half the corner balance (over 4).
 */
import { popcount } from './bitboard.ts';
import { mobilityOf, type OthelloState } from './state.ts';

/** PAIP's square weights, a1..h8 row by row. */
const SQUARE_WEIGHTS: readonly number[] = [
  120, -20, 20, 5, 5, 20, -20, 120,
  -20, -40, -5, -5, -5, -5, -40, -20,
  20, -5, 15, 3, 3, 15, -5, 20,
  5, -5, 3, 3, 3, 3, -5, 5,
  5, -5, 3, 3, 3, 3, -5, 5,
  20, -5, 15, 3, 3, 15, -5, 20,
  -20, -40, -5, -5, -5, -5, -40, -20,
  120, -20, 20, 5, 5, 20, -20, 120,
];
const WEIGHTS = Int16Array.from(SQUARE_WEIGHTS);

/** Corners a1, h1 (low half) and a8, h8 (high half). */
const CORNERS_LO = 1 | (1 << 7);
const CORNERS_HI = (1 << 24) | (1 << 31);

/** An evaluation of unfinished positions, black's view, in (-1, 1). */
export interface OthelloEvaluation {
  readonly id: 'discs' | 'weights' | 'mobility';
  readonly evaluate: (s: OthelloState) => number;
  /** Multiply a value by this to read it in the evaluation's natural units (discs, weight points, percent). */
  readonly scale: number;
}

function weightSum(lo: number, hi: number): number {
  let sum = 0;
  for (let m = lo; m !== 0; m &= m - 1) sum += WEIGHTS[31 - Math.clz32(m & -m)];
  for (let m = hi; m !== 0; m &= m - 1) sum += WEIGHTS[63 - Math.clz32(m & -m)];
  return sum;
}

/** Black's discs minus white's, over 64. O(1). */
function evaluateDiscs(s: OthelloState): number {
  return (popcount(s.bl, s.bh) - popcount(s.wl, s.wh)) / 64;
}

/** Square weights of black's discs minus white's, over 1,200. O(discs). */
export function evaluateWeights(s: OthelloState): number {
  return (weightSum(s.bl, s.bh) - weightSum(s.wl, s.wh)) / 1200;
}

/** Half the relative mobility plus half the corner balance. O(1) (one extra move generation). */
function evaluateMobility(s: OthelloState): number {
  const mb = mobilityOf(s, 0);
  const mw = mobilityOf(s, 1);
  const cb = popcount(s.bl & CORNERS_LO, s.bh & CORNERS_HI);
  const cw = popcount(s.wl & CORNERS_LO, s.wh & CORNERS_HI);
  return (0.5 * (mb - mw)) / (mb + mw + 2) + (0.5 * (cb - cw)) / 4;
}

export const EVALUATIONS: readonly OthelloEvaluation[] = [
  { id: 'discs', evaluate: evaluateDiscs, scale: 64 },
  { id: 'weights', evaluate: evaluateWeights, scale: 1200 },
  { id: 'mobility', evaluate: evaluateMobility, scale: 100 },
];

/** Move priority for ordering, lower first: minus the square's weight (corners first, X-squares last); a pass 0. */
export function squarePriority(move: number): number {
  return move >= 0 && move < 64 ? -WEIGHTS[move] : 0;
}
