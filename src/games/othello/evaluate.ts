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
 * - strong: the stronger midgame's blend (docs/manual.md, "stronger midgame"), each part in
 *   [-1, 1], black's view: 0.30 mobility (as above), 0.15 potential mobility
 *   (white's frontier discs minus black's, over their sum plus 2: a frontier
 *   disc touches an empty square and gives the opponent moves), 0.30 corners
 *   (corner balance minus a quarter of the X-square balance, X-squares only
 *   next to an empty corner, over 5), 0.20 stability (stable discs,
 *   stability.ts, black's minus white's, over 64) and 0.05 parity (+1 when
 *   the side to move would play the last empty square, ignoring passes).
 *   The weights sum to 1 and the mobility part is always below 1, so the
 *   value stays inside (-1, 1).
 */
import { popcount } from './bitboard.ts';
import { stableCount } from './stability.ts';
import { emptyCount, mobilityOf, type OthelloState } from './state.ts';

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
  readonly id: 'discs' | 'weights' | 'mobility' | 'strong';
  readonly evaluate: (s: OthelloState) => number;
  /** Multiply a value by this to read it in the evaluation's natural units (discs, weight points, percent). */
  readonly scale: number;
  /** 'pvs': the play tab's AI searches by principal-variation search with it (the stronger midgame). */
  readonly search?: 'pvs';
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

const COL_A = 0x01010101;
const COL_H = 0x80808080 | 0;
/** X-squares b2, g2 (low half) and b7, g7 (high half), each with its corner. */
const X_SQUARES: readonly (readonly [number, number])[] = [
  [9, 0],
  [14, 7],
  [49, 56],
  [54, 63],
];

function has(lo: number, hi: number, sq: number): boolean {
  return sq < 32 ? (lo & (1 << sq)) !== 0 : (hi & (1 << (sq - 32))) !== 0;
}

/** Black's and white's frontier discs (discs with an empty neighbour, any of 8 directions). O(1). */
export function frontierCounts(s: OthelloState): readonly [number, number] {
  const el = ~(s.bl | s.wl);
  const eh = ~(s.bh | s.wh);
  // Empty squares spread one column either way, then one row either way: every square next to an empty one.
  const hl = el | ((el << 1) & ~COL_A) | ((el >>> 1) & ~COL_H);
  const hh = eh | ((eh << 1) & ~COL_A) | ((eh >>> 1) & ~COL_H);
  const nl = hl | (hl << 8) | (hl >>> 8) | (hh << 24);
  const nh = hh | (hh << 8) | (hh >>> 8) | (hl >>> 24);
  return [popcount(s.bl & nl, s.bh & nh), popcount(s.wl & nl, s.wh & nh)];
}

/** Black's corners minus white's, less a quarter of (black's X-squares minus white's) next to an empty corner: in [-5, 5]. */
export function cornerBalance(s: OthelloState): number {
  let v = popcount(s.bl & CORNERS_LO, s.bh & CORNERS_HI) - popcount(s.wl & CORNERS_LO, s.wh & CORNERS_HI);
  for (const [x, corner] of X_SQUARES) {
    if (has(s.bl | s.wl, s.bh | s.wh, corner)) continue;
    if (has(s.bl, s.bh, x)) v -= 0.25;
    else if (has(s.wl, s.wh, x)) v += 0.25;
  }
  return v;
}

/** Black's stable discs minus white's (stability.ts: a sound lower bound on each side). */
export function stabilityBalance(s: OthelloState): number {
  return stableCount(s.bl, s.bh, s.wl, s.wh) - stableCount(s.wl, s.wh, s.bl, s.bh);
}

/** +1 when black would play the last empty square (ignoring passes), -1 when white would. */
export function parityOf(s: OthelloState): number {
  const moverLast = (emptyCount(s) & 1) === 1;
  return moverLast === (s.side === 0) ? 1 : -1;
}

/** The parts of `strong`, each in [-1, 1], black's view, and their weights (the value is their weighted sum). */
export function strongParts(s: OthelloState): { mobility: number; frontier: number; corners: number; stability: number; parity: number } {
  const mb = mobilityOf(s, 0);
  const mw = mobilityOf(s, 1);
  const [fb, fw] = frontierCounts(s);
  return {
    mobility: (mb - mw) / (mb + mw + 2),
    frontier: (fw - fb) / (fb + fw + 2),
    corners: cornerBalance(s) / 5,
    stability: stabilityBalance(s) / 64,
    parity: parityOf(s),
  };
}

const STRONG_WEIGHTS = { mobility: 0.3, frontier: 0.15, corners: 0.3, stability: 0.2, parity: 0.05 } as const;

/** Mobility, potential mobility, corners, stability and parity (see the module header). O(1): two move generations and two stability fixed points. */
export function evaluateStrong(s: OthelloState): number {
  const p = strongParts(s);
  const w = STRONG_WEIGHTS;
  return w.mobility * p.mobility + w.frontier * p.frontier + w.corners * p.corners + w.stability * p.stability + w.parity * p.parity;
}

export const EVALUATIONS: readonly OthelloEvaluation[] = [
  { id: 'discs', evaluate: evaluateDiscs, scale: 64 },
  { id: 'weights', evaluate: evaluateWeights, scale: 1200 },
  { id: 'mobility', evaluate: evaluateMobility, scale: 100 },
  { id: 'strong', evaluate: evaluateStrong, scale: 100, search: 'pvs' },
];

/** Move priority for ordering, lower first: minus the square's weight (corners first, X-squares last); a pass 0. */
export function squarePriority(move: number): number {
  return move >= 0 && move < 64 ? -WEIGHTS[move] : 0;
}
