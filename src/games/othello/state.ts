/**
 * Othello positions and rules over the bitboards (bitboard.ts).
 *
 * A state is an immutable object: black's and white's discs as halves, the
 * side to move (0 black, the first player; 1 white), and, computed once when
 * the state is made, the legal squares of the side to move and the status:
 * playing (it has a move), pass (it has none but the opponent has: its only
 * move is PASS) or over (neither side can move). A pass is an ordinary move
 * and a ply; after a pass the opponent always has a move, so "two passes end
 * the game" means the game is over exactly when the side to move and its
 * opponent both have no move.
 */
import { OUT, flips, legalSquares, popcount } from './bitboard.ts';

/** The move code of a pass (squares are 0..63). */
export const PASS = 64;

/** Status of a state: the side to move has a move, must pass, or the game is over. */
export const STATUS = { playing: 0, pass: 1, over: 2 } as const;
export type Status = (typeof STATUS)[keyof typeof STATUS];

export interface OthelloState {
  /** Black's discs, squares 0-31 and 32-63. */
  readonly bl: number;
  readonly bh: number;
  /** White's discs. */
  readonly wl: number;
  readonly wh: number;
  /** 0 black to move, 1 white. */
  readonly side: 0 | 1;
  /** Legal squares of the side to move (both 0 unless status is playing). */
  readonly ml: number;
  readonly mh: number;
  readonly status: Status;
}

/** The state with these discs and side to move (its moves and status computed). O(1). */
export function makeState(bl: number, bh: number, wl: number, wh: number, side: 0 | 1): OthelloState {
  if (side === 0) legalSquares(bl, bh, wl, wh);
  else legalSquares(wl, wh, bl, bh);
  const ml = OUT[0];
  const mh = OUT[1];
  let status: Status = STATUS.playing;
  if ((ml | mh) === 0) {
    if (side === 0) legalSquares(wl, wh, bl, bh);
    else legalSquares(bl, bh, wl, wh);
    status = (OUT[0] | OUT[1]) === 0 ? STATUS.over : STATUS.pass;
  }
  return { bl: bl | 0, bh: bh | 0, wl: wl | 0, wh: wh | 0, side, ml, mh, status };
}

/** The standard start: d5 and e4 black, d4 and e5 white, black to move. */
export const INITIAL: OthelloState = makeState(1 << 28, 1 << 3, 1 << 27, 1 << 4, 0);

/** True when `sq` (0..63) is in the set (lo, hi). */
export function hasSquare(lo: number, hi: number, sq: number): boolean {
  return sq < 32 ? ((lo >>> sq) & 1) === 1 : ((hi >>> (sq - 32)) & 1) === 1;
}

/** True when `move` is legal in `s` (a square of the mover's legal set, or PASS when it must pass). */
export function isLegal(s: OthelloState, move: number): boolean {
  if (move === PASS) return s.status === STATUS.pass;
  return Number.isInteger(move) && move >= 0 && move < 64 && hasSquare(s.ml, s.mh, move);
}

/** The state after a legal move (unchecked). O(discs turned). */
export function playMove(s: OthelloState, move: number): OthelloState {
  if (move === PASS) return makeState(s.bl, s.bh, s.wl, s.wh, (1 - s.side) as 0 | 1);
  const ll = move < 32 ? 1 << move : 0;
  const lh = move < 32 ? 0 : 1 << (move - 32);
  if (s.side === 0) {
    flips(move, s.bl, s.bh, s.wl, s.wh);
    const fl = OUT[0];
    const fh = OUT[1];
    return makeState(s.bl | fl | ll, s.bh | fh | lh, s.wl & ~fl, s.wh & ~fh, 1);
  }
  flips(move, s.wl, s.wh, s.bl, s.bh);
  const fl = OUT[0];
  const fh = OUT[1];
  return makeState(s.bl & ~fl, s.bh & ~fh, s.wl | fl | ll, s.wh | fh | lh, 0);
}

/** Writes the legal moves of `s` (squares ascending, or PASS) into `out` from `offset`; returns how many (0 when over). */
export function writeMoves(s: OthelloState, out: Int16Array, offset: number): number {
  if (s.status === STATUS.pass) {
    out[offset] = PASS;
    return 1;
  }
  let n = 0;
  for (let m = s.ml; m !== 0; m &= m - 1) out[offset + n++] = 31 - Math.clz32(m & -m);
  for (let m = s.mh; m !== 0; m &= m - 1) out[offset + n++] = 63 - Math.clz32(m & -m);
  return n;
}

/** Black's discs minus white's. */
export function discDifference(s: OthelloState): number {
  return popcount(s.bl, s.bh) - popcount(s.wl, s.wh);
}

/** Number of legal squares of `side` in `s` (computed for either side, whoever is to move). */
export function mobilityOf(s: OthelloState, side: 0 | 1): number {
  if (side === s.side) return popcount(s.ml, s.mh);
  if (side === 0) legalSquares(s.bl, s.bh, s.wl, s.wh);
  else legalSquares(s.wl, s.wh, s.bl, s.bh);
  return popcount(OUT[0], OUT[1]);
}

/** Number of empty squares. */
export function emptyCount(s: OthelloState): number {
  return 64 - popcount(s.bl | s.wl, s.bh | s.wh);
}
