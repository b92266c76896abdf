/**
 * The transposition table of alpha-beta search (seed 002): for each position,
 * a lower and an upper bound on its minimax value.
 *
 * Memory layout (K = 2^18 slots, one per board code, so the key is the code
 * itself, or its canonical form when the 8 symmetric forms share an entry):
 *   lower  Float64Array(K)  lower bound (-Infinity when unknown)
 *   upper  Float64Array(K)  upper bound (+Infinity when unknown)
 *   depth  Int8Array(K)     remaining search depth the bounds hold for
 *   stamp  Uint32Array(K)   generation that wrote the slot; a slot is live
 *                           only when stamp === generation
 *   keys   Int32Array(K)    live keys in insertion order (for inspection)
 * Float64Array holds ±Infinity exactly, so no sentinel is needed, and exact
 * heuristic values such as 5/9 compare equal to the ones the search computes.
 * `reset()` empties the table in O(1) by bumping the generation, so one table
 * (about 6.3 MB) can serve many searches.
 *
 * Depth: with a depth limit, a value is the minimax value of the game cut at
 * that depth, which is not the value of the full game. Entries therefore carry
 * the remaining depth clamped to the number of empty cells (a search with at
 * least that many plies left sees the whole game, so such entries are
 * full-game bounds), and a probe only matches an entry of the same depth.
 */

const SLOTS = 1 << 18;

/** A (lower, upper) bound table keyed by board code; see the module header. */
export class TranspositionTable {
  readonly lower = new Float64Array(SLOTS);
  readonly upper = new Float64Array(SLOTS);
  readonly depth = new Int8Array(SLOTS);
  readonly stamp = new Uint32Array(SLOTS);
  readonly keys = new Int32Array(SLOTS);
  /** Number of live entries. */
  size = 0;
  /** Current generation; starts at 1 so a fresh (zeroed) stamp array means "empty". */
  generation = 1;

  /** Empties the table. O(1) (O(K) once every 2^32 resets). */
  reset(): void {
    this.size = 0;
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.generation = 1;
    } else {
      this.generation++;
    }
  }

  /** True when the slot `key` holds bounds for remaining depth `depth`. O(1). */
  has(key: number, depth: number): boolean {
    return this.stamp[key] === this.generation && this.depth[key] === depth;
  }

  /**
   * Records bounds for `key`, intersecting them with a live entry of the same
   * depth (both hold the true value, so their intersection does too); an entry
   * of another depth is replaced. Returns nothing; read the slot back for the
   * stored bounds. O(1).
   */
  store(key: number, depth: number, lower: number, upper: number): void {
    if (this.stamp[key] !== this.generation) {
      this.stamp[key] = this.generation;
      this.keys[this.size++] = key;
    } else if (this.depth[key] === depth) {
      if (this.lower[key] > lower) lower = this.lower[key];
      if (this.upper[key] < upper) upper = this.upper[key];
    }
    this.depth[key] = depth;
    this.lower[key] = lower;
    this.upper[key] = upper;
  }

  /** Calls `f` for every live entry, in insertion order. */
  forEach(f: (key: number, lower: number, upper: number, depth: number) => void): void {
    for (let i = 0; i < this.size; i++) {
      const k = this.keys[i];
      f(k, this.lower[k], this.upper[k], this.depth[k]);
    }
  }
}
