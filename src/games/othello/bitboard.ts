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
function popcount32(x: number): number {
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
 * player's disc. In each of the 8 directions, the runs of opponent discs
 * next to the player's are grown by a parallel-prefix fill (Kogge-Stone
 * style, as in Edax): one step, one more, then twice by two steps through
 * the opponent squares whose neighbour is an opponent's too (`pr`), which
 * reaches the 6 discs a line can hold; the move lies one step past a run.
 * Horizontal and diagonal runs exclude columns a and h so none wraps a row.
 * Unrolled with constant shifts (the JIT emits plain shift instructions).
 * Writes OUT; O(1), about 250 integer operations.
 */
export function legalSquares(pl: number, ph: number, ol: number, oh: number): void {
  const el = ~(pl | ol);
  const eh = ~(ph | oh);
  const il = ol & INNER;
  const ih = oh & INNER;
  let ml = 0;
  let mh = 0;
  // East and west (shifts by 1): a row never straddles the halves, so each half on its own.
  let pr = 0;
  let f = 0;
  pr = il & (il << 1);
  f = il & (pl << 1);
  f |= il & (f << 1);
  f |= pr & (f << 2);
  f |= pr & (f << 2);
  ml |= el & (f << 1);
  pr >>>= 1;
  f = il & (pl >>> 1);
  f |= il & (f >>> 1);
  f |= pr & (f >>> 2);
  f |= pr & (f >>> 2);
  ml |= el & (f >>> 1);
  pr = ih & (ih << 1);
  f = ih & (ph << 1);
  f |= ih & (f << 1);
  f |= pr & (f << 2);
  f |= pr & (f << 2);
  mh |= eh & (f << 1);
  pr >>>= 1;
  f = ih & (ph >>> 1);
  f |= ih & (f >>> 1);
  f |= pr & (f >>> 2);
  f |= pr & (f >>> 2);
  mh |= eh & (f >>> 1);
  let prl = 0;
  let prh = 0;
  let fl = 0;
  let fh = 0;
  // South and north: shifts by 8 across the halves (the high half takes the low half's top bits)
  prl = ol & (ol << 8);
  prh = oh & ((oh << 8) | (ol >>> 24));
  fl = ol & (pl << 8);
  fh = oh & ((ph << 8) | (pl >>> 24));
  fh |= oh & ((fh << 8) | (fl >>> 24));
  fl |= ol & (fl << 8);
  fh |= prh & ((fh << 16) | (fl >>> 16));
  fl |= prl & (fl << 16);
  fh |= prh & ((fh << 16) | (fl >>> 16));
  fl |= prl & (fl << 16);
  mh |= eh & ((fh << 8) | (fl >>> 24));
  ml |= el & (fl << 8);
  prl = (prl >>> 8) | (prh << 24);
  prh >>>= 8;
  fl = ol & ((pl >>> 8) | (ph << 24));
  fh = oh & (ph >>> 8);
  fl |= ol & ((fl >>> 8) | (fh << 24));
  fh |= oh & (fh >>> 8);
  fl |= prl & ((fl >>> 16) | (fh << 16));
  fh |= prh & (fh >>> 16);
  fl |= prl & ((fl >>> 16) | (fh << 16));
  fh |= prh & (fh >>> 16);
  ml |= el & ((fl >>> 8) | (fh << 24));
  mh |= eh & (fh >>> 8);
  // South-west and north-east: shifts by 7 across the halves (the high half takes the low half's top bits)
  prl = il & (il << 7);
  prh = ih & ((ih << 7) | (il >>> 25));
  fl = il & (pl << 7);
  fh = ih & ((ph << 7) | (pl >>> 25));
  fh |= ih & ((fh << 7) | (fl >>> 25));
  fl |= il & (fl << 7);
  fh |= prh & ((fh << 14) | (fl >>> 18));
  fl |= prl & (fl << 14);
  fh |= prh & ((fh << 14) | (fl >>> 18));
  fl |= prl & (fl << 14);
  mh |= eh & ((fh << 7) | (fl >>> 25));
  ml |= el & (fl << 7);
  prl = (prl >>> 7) | (prh << 25);
  prh >>>= 7;
  fl = il & ((pl >>> 7) | (ph << 25));
  fh = ih & (ph >>> 7);
  fl |= il & ((fl >>> 7) | (fh << 25));
  fh |= ih & (fh >>> 7);
  fl |= prl & ((fl >>> 14) | (fh << 18));
  fh |= prh & (fh >>> 14);
  fl |= prl & ((fl >>> 14) | (fh << 18));
  fh |= prh & (fh >>> 14);
  ml |= el & ((fl >>> 7) | (fh << 25));
  mh |= eh & (fh >>> 7);
  // South-east and north-west: shifts by 9 across the halves (the high half takes the low half's top bits)
  prl = il & (il << 9);
  prh = ih & ((ih << 9) | (il >>> 23));
  fl = il & (pl << 9);
  fh = ih & ((ph << 9) | (pl >>> 23));
  fh |= ih & ((fh << 9) | (fl >>> 23));
  fl |= il & (fl << 9);
  fh |= prh & ((fh << 18) | (fl >>> 14));
  fl |= prl & (fl << 18);
  fh |= prh & ((fh << 18) | (fl >>> 14));
  fl |= prl & (fl << 18);
  mh |= eh & ((fh << 9) | (fl >>> 23));
  ml |= el & (fl << 9);
  prl = (prl >>> 9) | (prh << 23);
  prh >>>= 9;
  fl = il & ((pl >>> 9) | (ph << 23));
  fh = ih & (ph >>> 9);
  fl |= il & ((fl >>> 9) | (fh << 23));
  fh |= ih & (fh >>> 9);
  fl |= prl & ((fl >>> 18) | (fh << 14));
  fh |= prh & (fh >>> 18);
  fl |= prl & ((fl >>> 18) | (fh << 14));
  fh |= prh & (fh >>> 18);
  ml |= el & ((fl >>> 9) | (fh << 23));
  mh |= eh & (fh >>> 9);
  OUT[0] = ml;
  OUT[1] = mh;
}

/**
 * The 8 directions, 0-3 towards higher square indices (east, south-west,
 * south, south-east: +1, +7, +8, +9) and 4-7 towards lower ones (west,
 * north-east, north, north-west), as row and column steps.
 */
const DIR_ROW = [0, 1, 1, 1, 0, -1, -1, -1];
const DIR_COL = [1, -1, 0, 1, -1, 1, 0, -1];
/** RAY_LO[sq * 8 + d], RAY_HI[...]: the squares from sq (excluded) to the edge in direction d, as halves. */
const RAY_LO = new Int32Array(64 * 8);
const RAY_HI = new Int32Array(64 * 8);
for (let sq = 0; sq < 64; sq++) {
  for (let d = 0; d < 8; d++) {
    let r = (sq >> 3) + DIR_ROW[d];
    let c = (sq & 7) + DIR_COL[d];
    for (; r >= 0 && r < 8 && c >= 0 && c < 8; r += DIR_ROW[d], c += DIR_COL[d]) {
      if (r < 4) RAY_LO[sq * 8 + d] |= 1 << (r * 8 + c);
      else RAY_HI[sq * 8 + d] |= 1 << (r * 8 + c - 32);
    }
  }
}

/** Within one half, the run of `o` along ray `r` (towards higher indices) closed by `p`: the nearest square is the lowest set bit. */
function runUp(r: number, p: number, o: number): number {
  const x = r & ~o;
  const b = x & -x;
  const c = b & p;
  return r & (b - 1) & ((c | -c) >> 31);
}

/** Within one half, the run of `o` along ray `r` (towards lower indices) closed by `p`: the nearest square is the highest set bit. */
function runDown(r: number, p: number, o: number): number {
  const x = r & ~o;
  const b = x & (1 << (31 - Math.clz32(x)));
  const c = b & p;
  return r & -(b << 1) & ((c | -c) >> 31);
}

/**
 * The opponent discs a player's disc on `sq` turns over (empty when `sq` is
 * not a legal move): in each direction, a run of opponent discs closed by a
 * player's disc. By bit scan along precomputed rays, without branches per
 * direction: the nearest square of the ray that is not the opponent's
 * closes the run if it is the player's, and the run is the ray's squares
 * before it. From the low half, east and the four directions towards lower
 * indices stay in it (from the high half, west and the four towards higher
 * indices), so only three directions look at both halves. Writes OUT; O(1),
 * about 120 integer operations and no allocation.
 */
export function flips(sq: number, pl: number, ph: number, ol: number, oh: number): void {
  let fl = 0;
  let fh = 0;
  const base = sq << 3;
  if (sq < 32) {
    fl = runUp(RAY_LO[base], pl, ol);
    for (let d = base + 4; d < base + 8; d++) fl |= runDown(RAY_LO[d], pl, ol);
    // South-west, south, south-east: the nearest square is in the low half if any is.
    for (let d = base + 1; d < base + 4; d++) {
      const rl = RAY_LO[d];
      const rh = RAY_HI[d];
      const xl = rl & ~ol;
      const xh = rh & ~oh;
      const inLo = (xl | -xl) >> 31;
      const bl = xl & -xl;
      const bh = xh & -xh & ~inLo;
      const c = (bl & pl) | (bh & ph);
      const keep = (c | -c) >> 31;
      fl |= rl & (bl - 1) & keep;
      fh |= rh & (bh - 1) & ~inLo & keep;
    }
  } else {
    fh = runDown(RAY_HI[base + 4], ph, oh);
    for (let d = base; d < base + 4; d++) fh |= runUp(RAY_HI[d], ph, oh);
    // North-east, north, north-west: the nearest square is in the high half if any is.
    for (let d = base + 5; d < base + 8; d++) {
      const rl = RAY_LO[d];
      const rh = RAY_HI[d];
      const xl = rl & ~ol;
      const xh = rh & ~oh;
      const inHi = (xh | -xh) >> 31;
      const bh = xh & (1 << (31 - Math.clz32(xh)));
      const bl = xl & (1 << (31 - Math.clz32(xl))) & ~inHi;
      const c = (bl & pl) | (bh & ph);
      const keep = (c | -c) >> 31;
      fh |= rh & (-(bh << 1) | ~inHi) & keep;
      fl |= rl & -(bl << 1) & ~inHi & keep;
    }
  }
  OUT[0] = fl;
  OUT[1] = fh;
}

/**
 * Perft: the number of move sequences of `depth` plies from the position
 * with the player (pl, ph) to move against (ol, oh), a pass counting as a
 * ply and a finished game (neither side can move) as a leaf before the
 * depth. With `bulk`, the last ply is counted in bulk (popcount of the legal
 * squares: the usual perft, O(nodes at depth - 1)); without, every leaf is
 * made (its flips and boards), which makes the walk a measure of move
 * generation: legal squares at every inner node, flips at every node
 * (O(nodes at depth)).
 */
export function perftBits(pl: number, ph: number, ol: number, oh: number, depth: number, bulk: boolean): number {
  if (depth === 0) return 1;
  legalSquares(pl, ph, ol, oh);
  let ml = OUT[0];
  let mh = OUT[1];
  if ((ml | mh) === 0) {
    legalSquares(ol, oh, pl, ph);
    if ((OUT[0] | OUT[1]) === 0) return 1;
    return perftBits(ol, oh, pl, ph, depth - 1, bulk);
  }
  if (depth === 1 && bulk) return popcount(ml, mh);
  let n = 0;
  while (ml !== 0) {
    const b = ml & -ml;
    ml ^= b;
    flips(31 - Math.clz32(b), pl, ph, ol, oh);
    const fl = OUT[0];
    const fh = OUT[1];
    n += perftBits(ol & ~fl, oh & ~fh, pl | fl | b, ph | fh, depth - 1, bulk);
  }
  while (mh !== 0) {
    const b = mh & -mh;
    mh ^= b;
    flips(63 - Math.clz32(b), pl, ph, ol, oh);
    const fl = OUT[0];
    const fh = OUT[1];
    n += perftBits(ol & ~fl, oh & ~fh, pl | fl, ph | fh | b, depth - 1, bulk);
  }
  return n;
}
