/**
 * Stable discs (discs no move can ever turn) of one side, a lower bound
 * found as a fixed point, as in Edax: a disc is stable when, on each of its
 * four lines (row, column, two diagonals), it cannot be flanked: the line is
 * full, or the disc touches the board's edge along it, or its neighbour
 * along it is a stable disc of its colour. Starting from no stable disc, the
 * set grows until it stops (a handful of rounds). Sound (every disc counted
 * is stable) but not complete. Over the bitboard halves (bitboard.ts); O(1),
 * a few hundred integer operations.
 */
import { popcount } from './bitboard.ts';

const COL_A = 0x01010101;
const COL_H = 0x80808080 | 0;
/** The 15 diagonals (a1-h8 direction) and 15 anti-diagonals (h1-a8) as halves. */
const DIAG_LO = new Int32Array(30);
const DIAG_HI = new Int32Array(30);
for (let sq = 0; sq < 64; sq++) {
  const r = sq >> 3;
  const c = sq & 7;
  for (const d of [r - c + 7, 15 + r + c]) {
    if (sq < 32) DIAG_LO[d] |= 1 << sq;
    else DIAG_HI[d] |= 1 << (sq - 32);
  }
}

/** The number of stable discs of the side (xl, xh) on a board where the other side has (yl, yh). */
export function stableCount(xl: number, xh: number, yl: number, yh: number): number {
  const fl = xl | yl;
  const fh = xh | yh;
  // Full rows (walls on a row: columns a and h).
  let rowL = COL_A | COL_H;
  let rowH = COL_A | COL_H;
  for (let s = 0; s < 32; s += 8) {
    if (((fl >>> s) & 0xff) === 0xff) rowL |= 0xff << s;
    if (((fh >>> s) & 0xff) === 0xff) rowH |= 0xff << s;
  }
  // Full columns (walls: rows 1 and 8).
  let c = fl & fh;
  c &= c >>> 16;
  c &= c >>> 8;
  c &= 0xff;
  const colFull = c | (c << 8) | (c << 16) | (c << 24);
  const colL = colFull | 0xff;
  const colH = colFull | (0xff << 24);
  // Full diagonals (walls: every edge square).
  let diaL = COL_A | COL_H | 0xff;
  let diaH = COL_A | COL_H | (0xff << 24);
  let antL = diaL;
  let antH = diaH;
  for (let d = 0; d < 30; d++) {
    const ml = DIAG_LO[d];
    const mh = DIAG_HI[d];
    if ((fl & ml) === ml && (fh & mh) === mh) {
      if (d < 15) {
        diaL |= ml;
        diaH |= mh;
      } else {
        antL |= ml;
        antH |= mh;
      }
    }
  }
  let sl = 0;
  let sh = 0;
  for (;;) {
    // Squares whose neighbour along each line is stable (the set grows, so the old set stays inside).
    const hL = rowL | ((sl << 1) & ~COL_A) | ((sl >>> 1) & ~COL_H);
    const hH = rowH | ((sh << 1) & ~COL_A) | ((sh >>> 1) & ~COL_H);
    const vL = colL | (sl << 8) | (sl >>> 8) | (sh << 24);
    const vH = colH | (sh << 8) | (sl >>> 24) | (sh >>> 8);
    const dL = diaL | ((sl << 9) & ~COL_A) | (((sl >>> 9) | (sh << 23)) & ~COL_H);
    const dH = diaH | (((sh << 9) | (sl >>> 23)) & ~COL_A) | ((sh >>> 9) & ~COL_H);
    const aL = antL | ((sl << 7) & ~COL_H) | (((sl >>> 7) | (sh << 25)) & ~COL_A);
    const aH = antH | (((sh << 7) | (sl >>> 25)) & ~COL_H) | ((sh >>> 7) & ~COL_A);
    const nl = xl & hL & vL & dL & aL;
    const nh = xh & hH & vH & dH & aH;
    if (nl === sl && nh === sh) return popcount(sl, sh);
    sl = nl;
    sh = nh;
  }
}
