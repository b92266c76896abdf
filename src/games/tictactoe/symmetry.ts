/**
 * The eight symmetries of the square (rotations and reflections) acting on
 * boards and cells, and a canonical form (the smallest code among the 8 images).
 *
 * Symmetry s maps cell i to CELL_MAPS[s][i]. Board images are computed through
 * a 8 x 512 table of mask images, so a transform is two look-ups.
 */
import type { Board } from './board.ts';

type Perm = readonly number[];
const rot: Perm = [6, 3, 0, 7, 4, 1, 8, 5, 2]; // (r, c) -> (c, 2 - r): cell i moves to rot[i]
const flip: Perm = [2, 1, 0, 5, 4, 3, 8, 7, 6]; // mirror left-right

function compose(a: Perm, b: Perm): Perm {
  // first a, then b
  return a.map((to) => b[to]);
}
const id: Perm = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const r2 = compose(rot, rot);
const r3 = compose(r2, rot);

/** CELL_MAPS[s][i]: where cell i goes under symmetry s. s = 0 is the identity. */
export const CELL_MAPS: readonly Perm[] = [id, rot, r2, r3, flip, compose(rot, flip), compose(r2, flip), compose(r3, flip)];


const maskImage = new Uint16Array(8 * 512);
for (let s = 0; s < 8; s++) {
  for (let m = 0; m < 512; m++) {
    let out = 0;
    for (let c = 0; c < 9; c++) if ((m >> c) & 1) out |= 1 << CELL_MAPS[s][c];
    maskImage[s * 512 + m] = out;
  }
}

/** Image of a board under symmetry s (0..7). O(1). */
export function transformBoard(b: Board, s: number): Board {
  const base = s * 512;
  return maskImage[base + (b & 0x1ff)] | (maskImage[base + ((b >> 9) & 0x1ff)] << 9);
}

/** Canonical form: the smallest board code among the 8 images. O(1). */
export function canonicalBoard(b: Board): Board {
  let best = b;
  for (let s = 1; s < 8; s++) {
    const t = transformBoard(b, s);
    if (t < best) best = t;
  }
  return best;
}
