/**
 * The transposition table of alpha-beta search (source article 2): for each position,
 * a lower and an upper bound on its minimax value.
 *
 * Memory layout (K slots): a direct table with one slot per key when the
 * game's key space is small (such as 2^18 codes of a 3×3 board, or their
 * canonical forms), else 2^20 slots addressed by a hash of the key, a slot
 * keeping the key it holds and a new key replacing an old one (always-replace):
 *   lower  Float64Array(K)  lower bound (-Infinity when unknown)
 *   upper  Float64Array(K)  upper bound (+Infinity when unknown)
 *   depth  Int8Array(K)     remaining search depth the bounds hold for
 *   stamp  Uint32Array(K)   generation that wrote the slot; a slot is live
 *                           only when stamp === generation
 *   owner  Float64Array(K)  the key a hashed slot holds (direct tables: unused)
 *   keys   Float64Array(K)  live keys in insertion order (for inspection)
 * Float64Array holds ±Infinity exactly, so no sentinel is needed, and exact
 * heuristic values such as 5/9 compare equal to the ones the search computes.
 * `reset()` empties the table in O(1) by bumping the generation, so one table
 * can serve many searches.
 *
 * Depth: with a depth limit, a value is the minimax value of the game cut at
 * that depth, which is not the value of the full game. Entries therefore carry
 * the remaining depth clamped to the game's bound on the plies left (a search
 * with at least that many plies left sees the whole game, so such entries are
 * full-game bounds), and a probe only matches an entry of the same depth.
 */

/** Key spaces up to this size get a direct table; larger ones are hashed. */
const DIRECT_LIMIT = 1 << 20;
const HASHED_SLOTS = 1 << 20;

/** A (lower, upper) bound table keyed by the game's keys; see the module header. */
export class TranspositionTable {
  readonly lower: Float64Array;
  readonly upper: Float64Array;
  readonly depth: Int8Array;
  readonly stamp: Uint32Array;
  readonly owner: Float64Array;
  readonly keys: Float64Array;
  private readonly direct: boolean;
  private readonly mask: number;
  /** Number of live entries. */
  size = 0;
  /** Current generation; starts at 1 so a fresh (zeroed) stamp array means "empty". */
  generation = 1;

  /** A table for keys in [0, keySpace) (direct when small), or any safe integer keys (keySpace Infinity: hashed). */
  constructor(keySpace: number) {
    this.direct = Number.isFinite(keySpace) && keySpace <= DIRECT_LIMIT;
    const slots = this.direct ? keySpace : HASHED_SLOTS;
    this.mask = slots - 1;
    this.lower = new Float64Array(slots);
    this.upper = new Float64Array(slots);
    this.depth = new Int8Array(slots);
    this.stamp = new Uint32Array(slots);
    this.owner = new Float64Array(this.direct ? 0 : slots);
    this.keys = new Float64Array(slots);
  }

  /** The slot of a key (direct tables: the key itself). O(1). */
  slot(key: number): number {
    if (this.direct) return key;
    // Mix the high and low 32-bit halves (keys may exceed 2^32).
    const h = Math.imul((key | 0) ^ Math.imul(Math.floor(key / 4294967296) | 0, 0x9e3779b1), 0x85ebca6b);
    return (h ^ (h >>> 15)) & this.mask;
  }

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

  /** True when slot `s` (of key `key`) holds bounds for remaining depth `depth`. O(1). */
  has(key: number, depth: number, s: number = this.slot(key)): boolean {
    return this.stamp[s] === this.generation && this.depth[s] === depth && (this.direct || this.owner[s] === key);
  }

  /**
   * Records bounds for `key`, intersecting them with a live entry of the same
   * key and depth (both hold the true value, so their intersection does too);
   * an entry of another depth or key is replaced. O(1).
   */
  store(key: number, depth: number, lower: number, upper: number, s: number = this.slot(key)): void {
    const live = this.stamp[s] === this.generation && (this.direct || this.owner[s] === key);
    if (!live) {
      this.stamp[s] = this.generation;
      if (!this.direct) this.owner[s] = key;
      if (this.size < this.keys.length) this.keys[this.size++] = key;
    } else if (this.depth[s] === depth) {
      if (this.lower[s] > lower) lower = this.lower[s];
      if (this.upper[s] < upper) upper = this.upper[s];
    }
    this.depth[s] = depth;
    this.lower[s] = lower;
    this.upper[s] = upper;
  }

  /** Calls `f` for every live entry, in insertion order. */
  forEach(f: (key: number, lower: number, upper: number, depth: number) => void): void {
    for (let i = 0; i < this.size; i++) {
      const k = this.keys[i];
      const s = this.slot(k);
      if (this.stamp[s] === this.generation && (this.direct || this.owner[s] === k)) f(k, this.lower[s], this.upper[s], this.depth[s]);
    }
  }
}
