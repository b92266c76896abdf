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
  for (let d = 0; d < 4; d++) {
    // shifts 1 (east), 7 (south-west), 8 (south), 9 (south-east), towards higher indices; and back
    const k = d === 0 ? 1 : d + 6;
    const al = k === 8 ? ol : il;
    const ah = k === 8 ? oh : ih;
    const r = 32 - k;
    // towards higher indices: (lo, hi) << k
    let tl = (pl << k) & al;
    let th = ((ph << k) | (pl >>> r)) & ah;
    for (let i = 0; i < 5; i++) {
      const nl = (tl << k) & al;
      th |= ((th << k) | (tl >>> r)) & ah;
      tl |= nl;
    }
    ml |= (tl << k) & el;
    mh |= ((th << k) | (tl >>> r)) & eh;
    // towards lower indices: (lo, hi) >>> k
    tl = ((pl >>> k) | (ph << r)) & al;
    th = (ph >>> k) & ah;
    for (let i = 0; i < 5; i++) {
      tl |= ((tl >>> k) | (th << r)) & al;
      th |= (th >>> k) & ah;
    }
    ml |= ((tl >>> k) | (th << r)) & el;
    mh |= (th >>> k) & eh;
  }
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
