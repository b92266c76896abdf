/**
 * Zobrist keys of Othello positions: two 32-bit halves of random bits per
 * (square, colour), XORed over the discs, plus one pair for white to move.
 * The table comes from a fixed seed (splitmix32), so keys are the same in
 * every run, thread and test. The key as a number is hi's low 21 bits times
 * 2^32 plus lo (unsigned): a safe integer, what the seam's `key` returns and
 * the hashed transposition table (src/search/transposition.ts) mixes.
 */
import type { OthelloState } from './state.ts';

/** ZOBRIST[(colour * 64 + square) * 2 + half]; colour 0 black, 1 white; index 256..257 the side. */
const ZOBRIST = new Int32Array(258);
let seed = 0x0ddba11;
for (let i = 0; i < ZOBRIST.length; i++) {
  // splitmix32
  seed = (seed + 0x9e3779b9) | 0;
  let z = seed;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  ZOBRIST[i] = z ^ (z >>> 16);
}

let kl = 0;
let kh = 0;

/** XORs the entries of the squares in `bits` (offset `base` in the table) into (kl, kh). */
function mix(bits: number, base: number): void {
  for (let m = bits; m !== 0; m &= m - 1) {
    const i = (base + 31 - Math.clz32(m & -m)) * 2;
    kl ^= ZOBRIST[i];
    kh ^= ZOBRIST[i + 1];
  }
}

/** The Zobrist key of a state as a safe integer (see the module header). O(discs), no allocation. */
export function zobristKey(s: OthelloState): number {
  kl = s.side === 1 ? ZOBRIST[256] : 0;
  kh = s.side === 1 ? ZOBRIST[257] : 0;
  mix(s.bl, 0);
  mix(s.bh, 32);
  mix(s.wl, 64);
  mix(s.wh, 96);
  return (kh & 0x1fffff) * 4294967296 + (kl >>> 0);
}
