/**
 * Seedable randomness for the AI layer. Nothing in src/ai calls Math.random:
 * every random choice draws from an injected Rng, so a seed reproduces a run.
 *
 * The generator is mulberry32 (Tommy Ettinger, public domain): one 32-bit
 * word of state, a full 2^32 period, good enough statistics for game play,
 * and cheap enough to inline in the arena's hot loop (see fastPlay.ts, which
 * must stay in step with `Mulberry32.nextUint32`; a test checks they agree).
 */

/** A source of uniform random numbers. */
export interface Rng {
  /** A uniform float in [0, 1). */
  next(): number;
  /** A uniform integer in [0, n) for an integer 1 <= n <= 2^26. */
  int(n: number): number;
}

/** The additive constant of mulberry32's Weyl sequence. */
const MULBERRY32_GAMMA = 0x6d2b79f5;
/** 2^-32, to scale a 32-bit word into [0, 1). */
const INV_2_32 = 1 / 4294967296;
/** 2^27: `int` scales the top 27 bits of a word. */
const TWO_27 = 134217728;

/** mulberry32. `state` is public so hot loops can run the same sequence inline and store it back. */
export class Mulberry32 implements Rng {
  /** The 32-bit state (as a signed int32). */
  state: number;

  /** Seeds are taken modulo 2^32 (ToInt32); every seed, 0 included, is fine. */
  constructor(seed: number) {
    this.state = seed | 0;
  }

  /** The next 32-bit output as an unsigned integer. */
  nextUint32(): number {
    const s = (this.state = (this.state + MULBERRY32_GAMMA) | 0);
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  }

  next(): number {
    return this.nextUint32() * INV_2_32;
  }

  /**
   * floor((u >>> 5) * n / 2^27): the top 27 bits of one output scaled to
   * [0, n). Exact integer arithmetic for n <= 2^26; off uniform by less than
   * n / 2^27 (under 7e-8 for the 9 cells). For n <= 15 this equals
   * `((u >>> 5) * n) >>> 27`, all in int32, which is what the hot loop computes.
   */
  int(n: number): number {
    return Math.floor(((this.nextUint32() >>> 5) * n) / TWO_27);
  }
}

/** A fresh seeded generator. O(1). */
export function createRng(seed: number): Mulberry32 {
  return new Mulberry32(seed);
}
