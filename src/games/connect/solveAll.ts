/**
 * Small Connect Four boards solved whole: every position reachable in play
 * from the empty board (play stops at four in a row or a full board), each
 * with its exact score, by one depth-first walk with a hash table of
 * positions (a position reached by several move orders is solved once).
 * Published counts: 4×4 161,029 positions, 5×4 3,945,711.
 *
 * Scores as the solver's (solver.ts): the side to move's, a win worth
 * (W·H + 1 - n) / 2 rounded down with n the discs before the winning move, a
 * finished game's score the loser's view of that (a won position: minus the
 * winner's score; a full board: 0).
 *
 * Boards whose whole bitboard fits 31 bits (one word: 4×4, 5×4, 6×4, 4×5,
 * 5×5, ...); the key of a position is its word p + m, a non-negative int32.
 * Pure: runs in Node and in a worker; progress through a callback.
 */
import { createBitboard } from './bitboard.ts';

export interface SolveAllOptions {
  /** Called every `progressEvery` new positions (default 65,536) with the positions found so far. */
  readonly onProgress?: (positions: number) => void;
  readonly progressEvery?: number;
}

/** Every reachable position of a board with its exact score. */
export interface SolvedBoard {
  readonly width: number;
  readonly height: number;
  /** Positions reachable in play, the empty board and finished games included. */
  readonly positions: number;
  /** Positions by the number of discs on the board (index 0: the empty board). */
  readonly perDepth: readonly number[];
  /** The empty board's exact score (the first player's). */
  readonly score: number;
  /** The score of the position with this key (p + m of bitboard.ts, one word), or null when play never reaches it. */
  scoreOf(key: number): number | null;
}

/** Most positions the walk's table grows to (2^26 slots at half load). */
const MAX_POSITIONS = 1 << 25;

/** Why a board is not one this module solves whole, or null. */
export function solveAllSizeError(width: number, height: number): string | null {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 4 || height < 2 || width * (height + 1) > 31) {
    return `a board solved whole needs at least 4 columns, 2 rows, and columns × (rows + 1) at most 31 bits, got ${String(width)}×${String(height)}`;
  }
  return null;
}

export function solveAll(width: number, height: number, options: SolveAllOptions = {}): SolvedBoard {
  const bad = solveAllSizeError(width, height);
  if (bad) throw new RangeError(bad);
  const bb = createBitboard(width, height);
  const L = bb.layout;
  const SQ = L.squares;
  const W = width;
  const win = bb.winningCells;
  const out = new Int32Array(1);
  const every = options.progressEvery ?? 1 << 16;
  const onProgress = options.onProgress;

  // Open addressing, linear probing; -1 marks an empty slot (keys are >= 0).
  let bits = 16;
  let keys = new Int32Array(1 << bits).fill(-1);
  let values = new Int8Array(1 << bits);
  let count = 0;
  const perDepth: number[] = Array.from({ length: SQ + 1 }, () => 0);
  const slot = (key: number, mask: number) => (Math.imul(key, 0x9e3779b1) >>> (32 - bits)) & mask;

  function find(key: number): number {
    const mask = (1 << bits) - 1;
    let i = slot(key, mask);
    while (keys[i] !== -1 && keys[i] !== key) i = (i + 1) & mask;
    return i;
  }

  function grow(): void {
    const oldKeys = keys;
    const oldValues = values;
    bits++;
    keys = new Int32Array(1 << bits).fill(-1);
    values = new Int8Array(1 << bits);
    for (let j = 0; j < oldKeys.length; j++) {
      if (oldKeys[j] === -1) continue;
      const i = find(oldKeys[j]);
      keys[i] = oldKeys[j];
      values[i] = oldValues[j];
    }
  }

  function insert(key: number, value: number, depth: number): void {
    if (count >= MAX_POSITIONS) throw new RangeError(`more than ${MAX_POSITIONS} positions: too many to hold`);
    if (2 * (count + 1) > 1 << bits) grow();
    const i = find(key);
    keys[i] = key;
    values[i] = value;
    count++;
    perDepth[depth]++;
    if (onProgress !== undefined && count % every === 0) onProgress(count);
  }

  /** The score of the position (p, m) with n discs, not finished; solved and stored once. */
  function walk(p: number, m: number, n: number): number {
    const key = p + m;
    const i = find(key);
    if (keys[i] === key) return values[i];
    const possible = (m + L.bottomLo) & L.boardLo;
    const wins = win(p, 0, m, 0, out) & possible;
    let best = -SQ;
    for (let c = 0; c < W; c++) {
      const mv = possible & L.columnLo[c];
      if (mv === 0) continue;
      const cp = p ^ m;
      const cm = m | mv;
      let score: number;
      if ((wins & mv) !== 0) {
        // A finished game: recorded once, its score the loser's.
        score = (SQ + 1 - n) >> 1;
        const j = find(cp + cm);
        if (keys[j] !== cp + cm) insert(cp + cm, -score, n + 1);
      } else if (n + 1 === SQ) {
        score = 0;
        const j = find(cp + cm);
        if (keys[j] !== cp + cm) insert(cp + cm, 0, n + 1);
      } else score = 0 - walk(cp, cm, n + 1);
      if (score > best) best = score;
    }
    insert(key, best, n);
    return best;
  }

  const score = walk(0, 0, 0);
  onProgress?.(count);
  return {
    width,
    height,
    positions: count,
    perDepth,
    score,
    scoreOf(key) {
      const i = find(key);
      return keys[i] === key ? values[i] : null;
    },
  };
}
