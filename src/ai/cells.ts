/**
 * Cell-mask helpers for players: the k-th set bit of a 9-bit mask and the
 * cells that complete a line. Both are look-up tables built once at load
 * (512 * 9 + 512 bytes/words), so a player's choice is O(1) and allocates nothing.
 */
import { LINES } from '../games/tictactoe/board.ts';

/** NTH_CELL[mask * 9 + k] = the k-th smallest cell of `mask` (k from 0), or -1. */
const NTH_CELL = new Int8Array(512 * 9).fill(-1);
/** WIN_CELLS[own] = cells that would give `own` three in a row (occupied or not). */
const WIN_CELLS = new Uint16Array(512);
/** Number of set bits of each 9-bit mask. */
const BITS = new Uint8Array(512);

const LINE_MASKS = LINES.map(([a, b, c]) => (1 << a) | (1 << b) | (1 << c));
for (let m = 0; m < 512; m++) {
  let k = 0;
  for (let c = 0; c < 9; c++) if ((m >> c) & 1) NTH_CELL[m * 9 + k++] = c;
  BITS[m] = k;
  let win = 0;
  for (const line of LINE_MASKS) {
    const missing = line & ~m;
    // Exactly one cell of the line is missing: that cell completes it.
    if (missing !== 0 && (missing & (missing - 1)) === 0) win |= missing;
  }
  WIN_CELLS[m] = win;
}

/** The k-th smallest cell of a 9-bit mask (k from 0), or -1 when the mask has k or fewer cells. O(1). */
export function nthCell(mask: number, k: number): number {
  return k >= 0 && k < 9 ? NTH_CELL[(mask & 0x1ff) * 9 + k] : -1;
}

/** Number of cells in a 9-bit mask. O(1). */
export function cellCount(mask: number): number {
  return BITS[mask & 0x1ff];
}

/** Cells that complete a line for the owner of 9-bit mask `own` (intersect with the empty cells yourself). O(1). */
export function winningCells(own: number): number {
  return WIN_CELLS[own & 0x1ff];
}
