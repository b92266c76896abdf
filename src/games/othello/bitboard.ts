/**
 * Othello bitboards as two 32-bit halves (no BigInt: measured ~24x slower).
 *
 * Square index i = row * 8 + col, row 0 the top row ("1"), col 0 the left
 * column ("a"), so a1 = 0, h1 = 7, a8 = 56, h8 = 63. A set of squares is a
 * pair (lo, hi): bit i of lo for i < 32 (rows 1-4), bit i - 32 of hi for
 * i >= 32 (rows 5-8). Values are int32 (`| 0`), so bit 31 may make them
 * negative; compare with 0, never with `> 0`.
 *
 * Results of two halves go to the module's scratch array `OUT` (OUT[0] lo,
 * OUT[1] hi), so the hot path allocates nothing and returns no objects.
 */

/** Scratch output of the functions below: [lo, hi]. Read it right after the call. */
export const OUT = new Int32Array(2);

/** Every column but a and h: the squares a horizontal or diagonal line may pass through without wrapping. */
const INNER = 0x7e7e7e7e;

/** Number of set bits of a 32-bit value. */
export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
}

/** Number of squares in the set (lo, hi). */
export function popcount(lo: number, hi: number): number {
  return popcount32(lo) + popcount32(hi);
}

/**
 * The squares where the player (pl, ph) may move against the opponent
 * (ol, oh): empty squares from which a line of opponent discs ends on a
 * player's disc. Dumb7fill in the 8 directions (shifts by 1, 7, 8, 9 both
 * ways). Writes OUT; O(1), about 400 integer operations.
 */
export function legalSquares(pl: number, ph: number, ol: number, oh: number): void {
  const el = ~(pl | ol);
  const eh = ~(ph | oh);
  const il = ol & INNER;
  const ih = oh & INNER;
  let ml = 0;
  let mh = 0;
  let tl = 0;
  let th = 0;
  // Unrolled: constant shifts let the JIT emit plain shift instructions (measured ~1.5x faster than a loop over k).
  // shift 1 towards higher indices
  tl = (pl << 1) & il;
  th = ((ph << 1) | (pl >>> 31)) & ih;
  th |= ((th << 1) | (tl >>> 31)) & ih;
  tl |= (tl << 1) & il;
  th |= ((th << 1) | (tl >>> 31)) & ih;
  tl |= (tl << 1) & il;
  th |= ((th << 1) | (tl >>> 31)) & ih;
  tl |= (tl << 1) & il;
  th |= ((th << 1) | (tl >>> 31)) & ih;
  tl |= (tl << 1) & il;
  th |= ((th << 1) | (tl >>> 31)) & ih;
  tl |= (tl << 1) & il;
  ml |= (tl << 1) & el;
  mh |= ((th << 1) | (tl >>> 31)) & eh;
  // shift 1 towards lower indices
  tl = ((pl >>> 1) | (ph << 31)) & il;
  th = (ph >>> 1) & ih;
  tl |= ((tl >>> 1) | (th << 31)) & il;
  th |= (th >>> 1) & ih;
  tl |= ((tl >>> 1) | (th << 31)) & il;
  th |= (th >>> 1) & ih;
  tl |= ((tl >>> 1) | (th << 31)) & il;
  th |= (th >>> 1) & ih;
  tl |= ((tl >>> 1) | (th << 31)) & il;
  th |= (th >>> 1) & ih;
  tl |= ((tl >>> 1) | (th << 31)) & il;
  th |= (th >>> 1) & ih;
  ml |= ((tl >>> 1) | (th << 31)) & el;
  mh |= (th >>> 1) & eh;
  // shift 7 towards higher indices
  tl = (pl << 7) & il;
  th = ((ph << 7) | (pl >>> 25)) & ih;
  th |= ((th << 7) | (tl >>> 25)) & ih;
  tl |= (tl << 7) & il;
  th |= ((th << 7) | (tl >>> 25)) & ih;
  tl |= (tl << 7) & il;
  th |= ((th << 7) | (tl >>> 25)) & ih;
  tl |= (tl << 7) & il;
  th |= ((th << 7) | (tl >>> 25)) & ih;
  tl |= (tl << 7) & il;
  th |= ((th << 7) | (tl >>> 25)) & ih;
  tl |= (tl << 7) & il;
  ml |= (tl << 7) & el;
  mh |= ((th << 7) | (tl >>> 25)) & eh;
  // shift 7 towards lower indices
  tl = ((pl >>> 7) | (ph << 25)) & il;
  th = (ph >>> 7) & ih;
  tl |= ((tl >>> 7) | (th << 25)) & il;
  th |= (th >>> 7) & ih;
  tl |= ((tl >>> 7) | (th << 25)) & il;
  th |= (th >>> 7) & ih;
  tl |= ((tl >>> 7) | (th << 25)) & il;
  th |= (th >>> 7) & ih;
  tl |= ((tl >>> 7) | (th << 25)) & il;
  th |= (th >>> 7) & ih;
  tl |= ((tl >>> 7) | (th << 25)) & il;
  th |= (th >>> 7) & ih;
  ml |= ((tl >>> 7) | (th << 25)) & el;
  mh |= (th >>> 7) & eh;
  // shift 8 towards higher indices
  tl = (pl << 8) & ol;
  th = ((ph << 8) | (pl >>> 24)) & oh;
  th |= ((th << 8) | (tl >>> 24)) & oh;
  tl |= (tl << 8) & ol;
  th |= ((th << 8) | (tl >>> 24)) & oh;
  tl |= (tl << 8) & ol;
  th |= ((th << 8) | (tl >>> 24)) & oh;
  tl |= (tl << 8) & ol;
  th |= ((th << 8) | (tl >>> 24)) & oh;
  tl |= (tl << 8) & ol;
  th |= ((th << 8) | (tl >>> 24)) & oh;
  tl |= (tl << 8) & ol;
  ml |= (tl << 8) & el;
  mh |= ((th << 8) | (tl >>> 24)) & eh;
  // shift 8 towards lower indices
  tl = ((pl >>> 8) | (ph << 24)) & ol;
  th = (ph >>> 8) & oh;
  tl |= ((tl >>> 8) | (th << 24)) & ol;
  th |= (th >>> 8) & oh;
  tl |= ((tl >>> 8) | (th << 24)) & ol;
  th |= (th >>> 8) & oh;
  tl |= ((tl >>> 8) | (th << 24)) & ol;
  th |= (th >>> 8) & oh;
  tl |= ((tl >>> 8) | (th << 24)) & ol;
  th |= (th >>> 8) & oh;
  tl |= ((tl >>> 8) | (th << 24)) & ol;
  th |= (th >>> 8) & oh;
  ml |= ((tl >>> 8) | (th << 24)) & el;
  mh |= (th >>> 8) & eh;
  // shift 9 towards higher indices
  tl = (pl << 9) & il;
  th = ((ph << 9) | (pl >>> 23)) & ih;
  th |= ((th << 9) | (tl >>> 23)) & ih;
  tl |= (tl << 9) & il;
  th |= ((th << 9) | (tl >>> 23)) & ih;
  tl |= (tl << 9) & il;
  th |= ((th << 9) | (tl >>> 23)) & ih;
  tl |= (tl << 9) & il;
  th |= ((th << 9) | (tl >>> 23)) & ih;
  tl |= (tl << 9) & il;
  th |= ((th << 9) | (tl >>> 23)) & ih;
  tl |= (tl << 9) & il;
  ml |= (tl << 9) & el;
  mh |= ((th << 9) | (tl >>> 23)) & eh;
  // shift 9 towards lower indices
  tl = ((pl >>> 9) | (ph << 23)) & il;
  th = (ph >>> 9) & ih;
  tl |= ((tl >>> 9) | (th << 23)) & il;
  th |= (th >>> 9) & ih;
  tl |= ((tl >>> 9) | (th << 23)) & il;
  th |= (th >>> 9) & ih;
  tl |= ((tl >>> 9) | (th << 23)) & il;
  th |= (th >>> 9) & ih;
  tl |= ((tl >>> 9) | (th << 23)) & il;
  th |= (th >>> 9) & ih;
  tl |= ((tl >>> 9) | (th << 23)) & il;
  th |= (th >>> 9) & ih;
  ml |= ((tl >>> 9) | (th << 23)) & el;
  mh |= (th >>> 9) & eh;

  OUT[0] = ml;
  OUT[1] = mh;
}

/** Row and column steps of the 8 directions. */
const DIR_ROW = [-1, -1, -1, 0, 0, 1, 1, 1];
const DIR_COL = [-1, 0, 1, -1, 1, -1, 0, 1];
/** RAY[(sq * 8 + d) * 8 + j]: the j-th square from sq in direction d, -1 past the edge. */
const RAY = new Int8Array(64 * 8 * 8).fill(-1);
for (let sq = 0; sq < 64; sq++) {
  for (let d = 0; d < 8; d++) {
    let r = (sq >> 3) + DIR_ROW[d];
    let c = (sq & 7) + DIR_COL[d];
    for (let j = 0; r >= 0 && r < 8 && c >= 0 && c < 8; j++) {
      RAY[(sq * 8 + d) * 8 + j] = r * 8 + c;
      r += DIR_ROW[d];
      c += DIR_COL[d];
    }
  }
}

/**
 * The opponent discs a player's disc on `sq` turns over (empty when `sq` is
 * not a legal move): in each direction, a run of opponent discs closed by a
 * player's disc. Writes OUT; O(discs turned + 8).
 */
export function flips(sq: number, pl: number, ph: number, ol: number, oh: number): void {
  let fl = 0;
  let fh = 0;
  for (let d = 0; d < 8; d++) {
    const base = (sq * 8 + d) * 8;
    let rl = 0;
    let rh = 0;
    for (let j = 0; j < 7; j++) {
      const s = RAY[base + j];
      if (s < 0) break;
      if (s < 32) {
        const bit = 1 << s;
        if ((ol & bit) !== 0) rl |= bit;
        else {
          if ((pl & bit) !== 0) {
            fl |= rl;
            fh |= rh;
          }
          break;
        }
      } else {
        const bit = 1 << (s - 32);
        if ((oh & bit) !== 0) rh |= bit;
        else {
          if ((ph & bit) !== 0) {
            fl |= rl;
            fh |= rh;
          }
          break;
        }
      }
    }
  }
  OUT[0] = fl;
  OUT[1] = fh;
}

/**
 * Perft: the number of move sequences of `depth` plies from the position
 * with the player (pl, ph) to move against (ol, oh), a pass counting as a
 * ply and a finished game (neither side can move) as a leaf before the
 * depth. Counts the last ply in bulk (popcount of the legal squares).
 * O(nodes at depth - 1).
 */
export function perftBits(pl: number, ph: number, ol: number, oh: number, depth: number): number {
  if (depth === 0) return 1;
  legalSquares(pl, ph, ol, oh);
  let ml = OUT[0];
  let mh = OUT[1];
  if ((ml | mh) === 0) {
    legalSquares(ol, oh, pl, ph);
    if ((OUT[0] | OUT[1]) === 0) return 1;
    return perftBits(ol, oh, pl, ph, depth - 1);
  }
  if (depth === 1) return popcount(ml, mh);
  let n = 0;
  while (ml !== 0) {
    const b = ml & -ml;
    ml ^= b;
    flips(31 - Math.clz32(b), pl, ph, ol, oh);
    const fl = OUT[0];
    const fh = OUT[1];
    n += perftBits(ol & ~fl, oh & ~fh, pl | fl | b, ph | fh, depth - 1);
  }
  while (mh !== 0) {
    const b = mh & -mh;
    mh ^= b;
    flips(63 - Math.clz32(b), pl, ph, ol, oh);
    const fl = OUT[0];
    const fh = OUT[1];
    n += perftBits(ol & ~fl, oh & ~fh, pl | fl, ph | fh | b, depth - 1);
  }
  return n;
}
