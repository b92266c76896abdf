/**
 * The exact endgame search: fail-soft negamax alpha-beta over the bitboard
 * halves (bitboard.ts) with principal-variation (null-window) searches, to
 * the end of the game. Scores are final disc differences from the side to
 * move's view, empty squares counted for the winner (the tournament rule).
 *
 * Two kinds of node, as in Edax and the other strong engines:
 * - deep nodes (more than SHALLOW empties): the moves are made once, sorted
 *   fastest-first (fewest replies for the opponent, a corner reply counted
 *   double, the table's move first; below ORDER_FROM empties then an
 *   X-square, potential mobility and parity: fastKey) and searched with PVS; the opponent's
 *   legal squares computed for the sort are passed down, so no node computes
 *   its own; from ORDER_FROM empties a depth-2 search of each child
 *   (orderValue, its leaves scoring mobility, potential mobility, corners
 *   and X-squares: leafValue) joins the sort key. From TABLE_FROM empties a
 *   transposition table keeps bounds (below); from ETC_FROM
 *   empties the children are looked up in it before any is searched
 *   (enhanced transposition cut-off).
 * - shallow nodes (SHALLOW empties or fewer): no table, no sort; the empty
 *   squares (a linked list in a static order, corners first, X-squares last)
 *   are tried directly (a square turning nothing is not a move; one touching
 *   no opponent disc is skipped unflipped), those of quadrants with an odd
 *   number of empties first (parity). Two empties have their own node; the
 *   last empty square is scored from the number of discs it turns, without
 *   making the move.
 * - both: stability cut-offs when alpha is high (stability.ts: the
 *   opponent's stable discs bound the score from above).
 *
 * Module state (the node counter, the poll, the table) makes the search
 * single-threaded per module instance, which a worker is.
 *
 * Table layout (struct of arrays, 2^TABLE_BITS entries, ~13 bytes each):
 * T_KEY[4i..4i+3] the position (player lo, hi, opponent lo, hi: compared in
 * full, so a collision never returns a wrong bound), T_LOWER[i] / T_UPPER[i]
 * the bounds on its exact score (-64..64), T_MOVE[i] the move that was best
 * or refuted (-1 none), T_EMPTIES[i] its empties (-1 unused). Buckets of two
 * entries (2j, 2j + 1): the first keeps the deeper position, the second is
 * always replaced. Allocated by the first search, not at import. Bounds of a
 * position's exact score never go stale, so entries stay valid across
 * searches.
 */
import { OUT, flips, legalSquares, popcount } from './bitboard.ts';
import { stableCount } from './stability.ts';

/** Empties at or below which nodes are shallow (no table, no sort): 5, 6, 7 and 8 measured alike in time on #40-#41 (6 fewest nodes per second lost), see docs/manual.md. */
const SHALLOW = 6;

/** Buckets of two entries: 2^TABLE_BITS entries in all. */
const TABLE_BITS = 20;
const TABLE_SIZE = 1 << TABLE_BITS;
// Allocated by the first search (beginSearch), not at import: ~21 MB a page that never solves should not pay.
let T_KEY = new Int32Array(0);
let T_LOWER = new Int8Array(0);
let T_UPPER = new Int8Array(0);
let T_MOVE = new Int8Array(0);
let T_EMPTIES = new Int8Array(0);

function allocateTable(): void {
  T_KEY = new Int32Array(TABLE_SIZE * 4);
  T_LOWER = new Int8Array(TABLE_SIZE);
  T_UPPER = new Int8Array(TABLE_SIZE);
  T_MOVE = new Int8Array(TABLE_SIZE);
  T_EMPTIES = new Int8Array(TABLE_SIZE).fill(-1);
}

/** Per level (empties, 0..60) up to 64 moves: square, discs turned (lo, hi), the opponent's replies (lo, hi), sort key. */
const L_SQ = new Int8Array(61 * 64);
const L_FL = new Int32Array(61 * 64);
const L_FH = new Int32Array(61 * 64);
const L_ML = new Int32Array(61 * 64);
const L_MH = new Int32Array(61 * 64);
const L_KEY = new Int32Array(61 * 64);

/** The four corners, per half. */
const CORNERS_LO = (1 << 0) | (1 << 7);
const CORNERS_HI = (1 << 24) | (1 << 31);

/** NEIGHBOUR_LO[sq], NEIGHBOUR_HI[sq]: the up to 8 squares next to sq (a move must touch an opponent's disc). */
const NEIGHBOUR_LO = new Int32Array(64);
const NEIGHBOUR_HI = new Int32Array(64);
for (let sq = 0; sq < 64; sq++) {
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const r = (sq >> 3) + dr;
      const c = (sq & 7) + dc;
      if ((dr === 0 && dc === 0) || r < 0 || r > 7 || c < 0 || c > 7) continue;
      if (r < 4) NEIGHBOUR_LO[sq] |= 1 << (r * 8 + c);
      else NEIGHBOUR_HI[sq] |= 1 << (r * 8 + c - 32);
    }
  }
}

/**
 * The empty squares as a circular doubly linked list through HEAD (64), in
 * a static order (corners first, X-squares last: STATIC_ORDER), kept by
 * every move of the search; QUADRANT[sq] the bit of sq's quadrant; `parity`
 * the quadrants with an odd number of empties.
 */
const HEAD = 64;
const NEXT = new Int8Array(65);
const PREV = new Int8Array(65);
const QUADRANT = new Int8Array(65);
for (let sq = 0; sq < 64; sq++) QUADRANT[sq] = 1 << (((sq >> 5) << 1) | ((sq >> 2) & 1));
/** Corners, then the edges' A and B squares, the inner squares, the C squares, the X squares last. */
const STATIC_ORDER = [
  0, 7, 56, 63, 2, 5, 16, 23, 40, 47, 58, 61, 3, 4, 24, 31, 32, 39, 59, 60, 18, 21, 42, 45, 19, 20, 26, 29, 34, 37, 43, 44,
  10, 11, 12, 13, 17, 22, 25, 30, 33, 38, 41, 46, 50, 51, 52, 53, 27, 28, 35, 36, 1, 6, 8, 15, 48, 55, 57, 62, 9, 14, 49, 54,
];
let parity = 0;

/** Fills the list of empties and the parity from the empty squares (el, eh). */
function initEmpties(el: number, eh: number): void {
  let last = HEAD;
  parity = 0;
  for (const sq of STATIC_ORDER) {
    if ((((sq < 32 ? el >>> sq : eh >>> (sq - 32)) & 1)) === 0) continue;
    NEXT[last] = sq;
    PREV[sq] = last;
    last = sq;
    parity ^= QUADRANT[sq];
  }
  NEXT[last] = HEAD;
  PREV[HEAD] = last;
}

/** Thrown through the search when `shouldStop` answers true. */
export class EndgameStopped extends Error {}

/**
 * STABILITY_FROM[empties]: the alpha from which a node counts the opponent's
 * stable discs (its score is at most 64 - 2 x that count): Edax's thresholds
 * (only a high alpha can be cut, and counting costs a few hundred operations).
 */
const STABILITY_FROM = Int8Array.from([99, 99, 99, 99, 6, 8, 10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 48, 50, 50, 52, 52, 54, 54, 56, 56, 58, 58, 60, 60, 62, 62, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64]);
let useStability = true;
/**
 * From ORDER_FROM empties, deep nodes sort by ORDER_MOB x the weighted
 * replies plus orderValue at depth ORDER_DEPTH, whose leaves are leafValue
 * (measured in docs/manual.md: with leafValue over a mobility-only leaf, #45
 * 685 -> 298 M nodes; from 12 empties fewer nodes but twice the CPU time).
 */
const ORDER_FROM = 14;
const ORDER_DEPTH = 2;
const ORDER_MOB = 2;
/** leafValue's weights: mobility, corner moves (extra), potential mobility, corners held, X-squares next to an empty corner. */
const W_MOB = 1;
const W_CMOB = 3;
const W_POT = 1;
const W_CORNER = 8;
const W_X = 4;
/**
 * Empties from which a deep node looks its children up in the table before searching (enhanced
 * transposition cut-off): #40 15.76 -> 14.94 M nodes, #41 72.4 -> 67.4 M at 10 (12: 68.7 M);
 * 12 since the WebAssembly core (each look-up a cache miss there; docs/manual.md).
 */
const ETC_FROM = 12;
/**
 * Empties from which deep nodes use the table: below, a probe and a store (a cache miss each in
 * a table of tens of MB) cost more than the nodes they save (docs/manual.md: #40-#46 from 7 to 9 empties,
 * 573 -> 615 M nodes and no more CPU time on the WebAssembly core).
 */
const TABLE_FROM = 9;

let nodes = 0;
let nextPoll = 0;
let pollEvery = 1 << 16;
let onPoll: ((nodes: number) => void) | undefined;
let shouldStop: (() => boolean) | undefined;
let useTable = true;
let sortDeep = true;

/** Search settings (what the benchmark switches off one by one to measure each). */
export interface SearchSetup {
  readonly pollEvery?: number;
  readonly onPoll?: (nodes: number) => void;
  readonly shouldStop?: () => boolean;
  /** Default true: the transposition table. */
  readonly table?: boolean;
  /** Default true: fastest-first order at deep nodes (false: ascending squares, the table's move first). */
  readonly sort?: boolean;
  /** Default true: stability cut-offs. */
  readonly stability?: boolean;
}

/** Sets up the module for a search from a position with empty squares (el, eh): counters to 0, the poll, the list of empties; `clear` empties the table. */
function beginSearch(setup: SearchSetup, clear: boolean, el: number, eh: number): void {
  initEmpties(el, eh);
  nodes = 0;
  pollEvery = Math.max(1, Math.floor(setup.pollEvery ?? 1 << 16));
  nextPoll = pollEvery;
  onPoll = setup.onPoll;
  shouldStop = setup.shouldStop;
  useTable = setup.table ?? true;
  sortDeep = setup.sort ?? true;
  useStability = setup.stability ?? true;
  if (T_EMPTIES.length === 0) allocateTable();
  else if (clear) T_EMPTIES.fill(-1);
}

/** Nodes visited since beginSearch. */
function nodeCount(): number {
  return nodes;
}

function poll(): void {
  nextPoll = nodes + pollEvery;
  onPoll?.(nodes);
  if (shouldStop?.()) throw new EndgameStopped();
}

/** The final score of a finished position (neither side can move), empties to the winner. */
function finalScore(pl: number, ph: number, ol: number, oh: number): number {
  const p = popcount(pl, ph);
  const o = popcount(ol, oh);
  return p > o ? 64 - 2 * o : p < o ? 2 * p - 64 : 0;
}

/** The table index of a position: the high bits of a multiplicative mix of its four words. */
function tableIndex(pl: number, ph: number, ol: number, oh: number): number {
  let h = Math.imul(pl ^ 0x27d4eb2d, 0x9e3779b1) ^ Math.imul(ph ^ 0x165667b1, 0x85ebca77);
  h ^= Math.imul(ol ^ 0x61c88647, 0xc2b2ae3d) ^ Math.imul(oh ^ 0x3c6ef372, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return ((h ^ (h >>> 13)) >>> (33 - TABLE_BITS)) << 1;
}

/** The entry of the bucket at i (even) that holds the position, or -1. */
function probe(i: number, pl: number, ph: number, ol: number, oh: number): number {
  let k = i << 2;
  if (T_KEY[k] === pl && T_KEY[k + 1] === ph && T_KEY[k + 2] === ol && T_KEY[k + 3] === oh && T_EMPTIES[i] >= 0) return i;
  k += 4;
  if (T_KEY[k] === pl && T_KEY[k + 1] === ph && T_KEY[k + 2] === ol && T_KEY[k + 3] === oh && T_EMPTIES[i + 1] >= 0) return i + 1;
  return -1;
}

/**
 * Stores bounds in the bucket at i (even): into the entry already holding
 * the position (the bounds intersected), else the first entry (the deeper
 * one) when the position has at least its empties, that entry moving to the
 * second, else the second (always replaced).
 */
function store(i: number, pl: number, ph: number, ol: number, oh: number, empties: number, lower: number, upper: number, move: number): void {
  let e = probe(i, pl, ph, ol, oh);
  if (e >= 0) {
    if (T_LOWER[e] > lower) lower = T_LOWER[e];
    if (T_UPPER[e] < upper) upper = T_UPPER[e];
  } else if (T_EMPTIES[i] < 0) {
    e = i;
  } else if (T_EMPTIES[i] <= empties) {
    copyEntry(i, i + 1);
    e = i;
  } else {
    e = i + 1;
  }
  const k = e << 2;
  T_KEY[k] = pl;
  T_KEY[k + 1] = ph;
  T_KEY[k + 2] = ol;
  T_KEY[k + 3] = oh;
  T_LOWER[e] = lower;
  T_UPPER[e] = upper;
  T_MOVE[e] = move;
  T_EMPTIES[e] = empties;
}

function copyEntry(from: number, to: number): void {
  const f = from << 2;
  const t = to << 2;
  T_KEY[t] = T_KEY[f];
  T_KEY[t + 1] = T_KEY[f + 1];
  T_KEY[t + 2] = T_KEY[f + 2];
  T_KEY[t + 3] = T_KEY[f + 3];
  T_LOWER[to] = T_LOWER[from];
  T_UPPER[to] = T_UPPER[from];
  T_MOVE[to] = T_MOVE[from];
  T_EMPTIES[to] = T_EMPTIES[from];
}

/**
 * Counting the discs a move to the last empty square turns, without making
 * it (Edax's count_last_flip): the board is full but for that square, so on
 * each of its four lines the discs turned are the other side's discs
 * between it and the mover's nearest disc, if there is one. Each line's
 * discs of the mover are gathered into an 8-bit pattern (a row by a shift;
 * a column and the two diagonals by a multiplication that adds the rows'
 * bytes into the top byte, each row holding a different bit), and
 * LAST_COUNT[position * 256 + pattern] holds the count for the square at
 * `position` on a line with that pattern. Squares off a short diagonal read
 * as 0 and lie beyond its ends, where no mover's disc can close a run.
 */
const LAST_COUNT = new Int8Array(8 * 256);
for (let x = 0; x < 8; x++) {
  for (let pat = 0; pat < 256; pat++) {
    let n = 0;
    for (const d of [-1, 1]) {
      let k = 0;
      let i = x + d;
      while (i >= 0 && i < 8 && ((pat >> i) & 1) === 0) {
        k++;
        i += d;
      }
      if (i >= 0 && i < 8) n += k;
    }
    LAST_COUNT[x * 256 + pat] = n;
  }
}
/** Per square: its diagonal (a1-h8 direction) and anti-diagonal as halves. */
const DIAG_SQ_LO = new Int32Array(64);
const DIAG_SQ_HI = new Int32Array(64);
const ANTI_SQ_LO = new Int32Array(64);
const ANTI_SQ_HI = new Int32Array(64);
for (let sq = 0; sq < 64; sq++) {
  for (let t = 0; t < 64; t++) {
    const dr = (t >> 3) - (sq >> 3);
    const dc = (t & 7) - (sq & 7);
    if (dr === dc) {
      if (t < 32) DIAG_SQ_LO[sq] |= 1 << t;
      else DIAG_SQ_HI[sq] |= 1 << (t - 32);
    }
    if (dr === -dc) {
      if (t < 32) ANTI_SQ_LO[sq] |= 1 << t;
      else ANTI_SQ_HI[sq] |= 1 << (t - 32);
    }
  }
}

/** The number of discs a move of the side (xl, xh) to `sq` turns on a board full but for `sq` (the other side holds the rest). */
export function lastFlipCount(sq: number, xl: number, xh: number): number {
  const c = sq & 7;
  const r = sq >> 3;
  const row = (r < 4 ? xl >>> (r << 3) : xh >>> ((r - 4) << 3)) & 0xff;
  const col = (Math.imul((xl >>> c) & 0x01010101, 0x10204080) >>> 28) | ((Math.imul((xh >>> c) & 0x01010101, 0x10204080) >>> 28) << 4);
  const dia = (Math.imul(xl & DIAG_SQ_LO[sq], 0x01010101) >>> 24) | (Math.imul(xh & DIAG_SQ_HI[sq], 0x01010101) >>> 24);
  const ant = (Math.imul(xl & ANTI_SQ_LO[sq], 0x01010101) >>> 24) | (Math.imul(xh & ANTI_SQ_HI[sq], 0x01010101) >>> 24);
  const cx = c << 8;
  return LAST_COUNT[cx | row] + LAST_COUNT[(r << 8) | col] + LAST_COUNT[cx | dia] + LAST_COUNT[cx | ant];
}

/**
 * The score of a position with exactly one empty square `sq` (player to move:
 * p + o = 63). From the number of discs a move there turns, without making it
 * (lastFlipCount).
 */
function last1(pl: number, ph: number, ol: number, oh: number, sq: number): number {
  nodes++;
  const p = popcount(pl, ph);
  let n = lastFlipCount(sq, pl, ph);
  if (n !== 0) return 2 * (p + n + 1) - 64;
  n = lastFlipCount(sq, ol, oh);
  if (n !== 0) return 2 * (p - n) - 64;
  return p > 31 ? 2 * p - 62 : 2 * p - 64;
}

/**
 * A node with exactly two empty squares x1 and x2: each tried by the player
 * (then the last square scored by last1), else by the opponent after a pass,
 * else the game is over. No list, no parity: the shallow loop's overhead
 * costs more than the choice saves here.
 */
function last2(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, x1: number, x2: number): number {
  if (++nodes >= nextPoll) poll();
  let best = -65;
  if (((NEIGHBOUR_LO[x1] & ol) | (NEIGHBOUR_HI[x1] & oh)) !== 0) {
    flips(x1, pl, ph, ol, oh);
    const fl = OUT[0];
    const fh = OUT[1];
    if ((fl | fh) !== 0) {
      best = -last1(ol & ~fl, oh & ~fh, pl | fl | (x1 < 32 ? 1 << x1 : 0), ph | fh | (x1 < 32 ? 0 : 1 << (x1 - 32)), x2);
      if (best >= beta) return best;
    }
  }
  if (((NEIGHBOUR_LO[x2] & ol) | (NEIGHBOUR_HI[x2] & oh)) !== 0) {
    flips(x2, pl, ph, ol, oh);
    const fl = OUT[0];
    const fh = OUT[1];
    if ((fl | fh) !== 0) {
      const v = -last1(ol & ~fl, oh & ~fh, pl | fl | (x2 < 32 ? 1 << x2 : 0), ph | fh | (x2 < 32 ? 0 : 1 << (x2 - 32)), x1);
      if (v > best) best = v;
    }
  }
  if (best !== -65) return best;
  // The player passes: the opponent's best, from the player's view the lowest.
  nodes++;
  best = 65;
  if (((NEIGHBOUR_LO[x1] & pl) | (NEIGHBOUR_HI[x1] & ph)) !== 0) {
    flips(x1, ol, oh, pl, ph);
    const fl = OUT[0];
    const fh = OUT[1];
    if ((fl | fh) !== 0) {
      best = last1(pl & ~fl, ph & ~fh, ol | fl | (x1 < 32 ? 1 << x1 : 0), oh | fh | (x1 < 32 ? 0 : 1 << (x1 - 32)), x2);
      if (best <= alpha) return best;
    }
  }
  if (((NEIGHBOUR_LO[x2] & pl) | (NEIGHBOUR_HI[x2] & ph)) !== 0) {
    flips(x2, ol, oh, pl, ph);
    const fl = OUT[0];
    const fh = OUT[1];
    if ((fl | fh) !== 0) {
      const v = last1(pl & ~fl, ph & ~fh, ol | fl | (x2 < 32 ? 1 << x2 : 0), oh | fh | (x2 < 32 ? 0 : 1 << (x2 - 32)), x1);
      if (v < best) best = v;
    }
  }
  return best !== 65 ? best : finalScore(pl, ph, ol, oh);
}

/** What moveLast3 / moveLast2 return when the square is not a legal move. */
const NO_MOVE = -99;

/** The player's move to `sq` (else NO_MOVE) and the resulting three-empties node (r1, r2, r3 in list order), from the player's view. */
function moveLast3(sq: number, pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, r1: number, r2: number, r3: number, par: number): number {
  if (((NEIGHBOUR_LO[sq] & ol) | (NEIGHBOUR_HI[sq] & oh)) === 0) return NO_MOVE;
  flips(sq, pl, ph, ol, oh);
  const fl = OUT[0];
  const fh = OUT[1];
  if ((fl | fh) === 0) return NO_MOVE;
  return -last3(ol & ~fl, oh & ~fh, pl | fl | (sq < 32 ? 1 << sq : 0), ph | fh | (sq < 32 ? 0 : 1 << (sq - 32)), -beta, -alpha, r1, r2, r3, par ^ QUADRANT[sq], false);
}

/** The player's move to `sq` (else NO_MOVE) and the resulting two-empties node (r1, r2 in list order), from the player's view. */
function moveLast2(sq: number, pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, r1: number, r2: number): number {
  if (((NEIGHBOUR_LO[sq] & ol) | (NEIGHBOUR_HI[sq] & oh)) === 0) return NO_MOVE;
  flips(sq, pl, ph, ol, oh);
  const fl = OUT[0];
  const fh = OUT[1];
  if ((fl | fh) === 0) return NO_MOVE;
  return -last2(ol & ~fl, oh & ~fh, pl | fl | (sq < 32 ? 1 << sq : 0), ph | fh | (sq < 32 ? 0 : 1 << (sq - 32)), -beta, -alpha, r1, r2);
}

/**
 * A node with exactly four empty squares a, b, c, d (in the list's order):
 * the shallow node unrolled (same order, same cut-offs: those in quadrants
 * with an odd number of empties first, `par` the odd quadrants), without
 * the list. `passed`: the opponent has just passed.
 */
function last4(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, a: number, b: number, c: number, d: number, par: number, passed: boolean): number {
  if (++nodes >= nextPoll) poll();
  if (useStability && alpha >= STABILITY_FROM[4]) {
    const bound = 64 - 2 * stableCount(ol, oh, pl, ph);
    if (bound <= alpha) return bound;
  }
  let best = -65;
  for (let round = 0; round < 2; round++) {
    const want = round === 0 ? par : ~par;
    if ((QUADRANT[a] & want) !== 0) {
      const v = moveLast3(a, pl, ph, ol, oh, alpha, beta, b, c, d, par);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
    if ((QUADRANT[b] & want) !== 0) {
      const v = moveLast3(b, pl, ph, ol, oh, alpha, beta, a, c, d, par);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
    if ((QUADRANT[c] & want) !== 0) {
      const v = moveLast3(c, pl, ph, ol, oh, alpha, beta, a, b, d, par);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
    if ((QUADRANT[d] & want) !== 0) {
      const v = moveLast3(d, pl, ph, ol, oh, alpha, beta, a, b, c, par);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
  }
  if (best !== -65) return best;
  if (passed) return finalScore(pl, ph, ol, oh);
  return -last4(ol, oh, pl, ph, -beta, -alpha, a, b, c, d, par, true);
}

/** A node with exactly three empty squares a, b, c (in the list's order): as last4 (no stability cut-off: Edax's threshold is out of reach at 3 empties). */
function last3(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, a: number, b: number, c: number, par: number, passed: boolean): number {
  if (++nodes >= nextPoll) poll();
  let best = -65;
  for (let round = 0; round < 2; round++) {
    const want = round === 0 ? par : ~par;
    if ((QUADRANT[a] & want) !== 0) {
      const v = moveLast2(a, pl, ph, ol, oh, alpha, beta, b, c);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
    if ((QUADRANT[b] & want) !== 0) {
      const v = moveLast2(b, pl, ph, ol, oh, alpha, beta, a, c);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
    if ((QUADRANT[c] & want) !== 0) {
      const v = moveLast2(c, pl, ph, ol, oh, alpha, beta, a, b);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
  }
  if (best !== -65) return best;
  if (passed) return finalScore(pl, ph, ol, oh);
  return -last3(ol, oh, pl, ph, -beta, -alpha, a, b, c, par, true);
}

/**
 * A shallow node (SHALLOW empties or fewer): the empty squares of the list
 * tried in parity order (those in quadrants with an odd number of empties
 * first, the list's static order within). `parity`: bit q set when quadrant q
 * has an odd number of empties. `passed`: the opponent has just passed (a
 * second pass ends the game).
 */
function shallow(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, empties: number, parity: number, passed: boolean): number {
  if (++nodes >= nextPoll) poll();
  if (useStability && alpha >= STABILITY_FROM[empties]) {
    const bound = 64 - 2 * stableCount(ol, oh, pl, ph);
    if (bound <= alpha) return bound;
  }
  let best = -65;
  for (let round = 0; round < 2; round++) {
    const want = round === 0 ? parity : ~parity;
    for (let sq = NEXT[HEAD]; sq !== HEAD; sq = NEXT[sq]) {
      if ((QUADRANT[sq] & want) === 0) continue;
      if (((NEIGHBOUR_LO[sq] & ol) | (NEIGHBOUR_HI[sq] & oh)) === 0) continue;
      flips(sq, pl, ph, ol, oh);
      const fl = OUT[0];
      const fh = OUT[1];
      if ((fl | fh) === 0) continue;
      const npl = pl | fl | (sq < 32 ? 1 << sq : 0);
      const nph = ph | fh | (sq < 32 ? 0 : 1 << (sq - 32));
      const nol = ol & ~fl;
      const noh = oh & ~fh;
      const prev = PREV[sq];
      const next = NEXT[sq];
      NEXT[prev] = next;
      PREV[next] = prev;
      let v: number;
      if (empties === 5) {
        const a = NEXT[HEAD];
        const b = NEXT[a];
        const c = NEXT[b];
        v = -last4(nol, noh, npl, nph, -beta, -alpha, a, b, c, NEXT[c], parity ^ QUADRANT[sq], false);
      } else if (empties === 3) v = -last2(nol, noh, npl, nph, -beta, -alpha, NEXT[HEAD], NEXT[NEXT[HEAD]]);
      else if (empties === 2) v = -last1(nol, noh, npl, nph, NEXT[HEAD]);
      else v = -shallow(nol, noh, npl, nph, -beta, -alpha, empties - 1, parity ^ QUADRANT[sq], false);
      NEXT[prev] = sq;
      PREV[next] = sq;
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
  }
  if (best !== -65) return best;
  if (passed) return finalScore(pl, ph, ol, oh);
  return -shallow(ol, oh, pl, ph, -beta, -alpha, empties, parity, true);
}

/**
 * The position after a move to `sq` (already made on the boards: the player
 * to move is the one who did not move), searched in (alpha, beta) from its
 * mover's view: `sq` leaves the list of empties meanwhile; shallow when few
 * empties remain. `empties` counts those after the move.
 */
function child(sq: number, pl: number, ph: number, ol: number, oh: number, ml: number, mh: number, alpha: number, beta: number, empties: number): number {
  const prev = PREV[sq];
  const next = NEXT[sq];
  NEXT[prev] = next;
  PREV[next] = prev;
  parity ^= QUADRANT[sq];
  const v = empties > SHALLOW ? deep(pl, ph, ol, oh, ml, mh, alpha, beta, empties) : shallow(pl, ph, ol, oh, alpha, beta, empties, parity, false);
  parity ^= QUADRANT[sq];
  NEXT[prev] = sq;
  PREV[next] = sq;
  return v;
}

/** A position searched as is (the root, or after a pass): the list of empties must hold its empties. */
function solvePosition(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, empties: number): number {
  legalSquares(pl, ph, ol, oh);
  return empties > SHALLOW ? deep(pl, ph, ol, oh, OUT[0], OUT[1], alpha, beta, empties) : shallow(pl, ph, ol, oh, alpha, beta, empties, parity, false);
}

const COL_A = 0x01010101;
const COL_H = 0x80808080 | 0;
/** X-squares b2, g2 (low half), b7, g7 (high half), and their corners. */
const X_LO = (1 << 9) | (1 << 14);
const X_HI = (1 << 17) | (1 << 22);

/** The squares next to (lo, hi) (and those squares themselves) in OUT. */
function around(lo: number, hi: number): void {
  const hl = lo | ((lo & ~COL_H) << 1) | ((lo & ~COL_A) >>> 1);
  const hh = hi | ((hi & ~COL_H) << 1) | ((hi & ~COL_A) >>> 1);
  OUT[0] = hl | (hl << 8) | (hl >>> 8) | (hh << 24);
  OUT[1] = hh | (hh << 8) | (hh >>> 8) | (hl >>> 24);
}

/** X-squares of (lo, hi) whose corner is empty (given the empties el, eh). */
function badX(lo: number, hi: number, el: number, eh: number): number {
  const xl = lo & X_LO & (((el & 1) << 9) | ((el & 0x80) << 7));
  const xh = hi & X_HI & (((eh >>> 7) & (1 << 17)) | ((eh >>> 9) & (1 << 22)));
  return popcount(xl, xh);
}

/** A leaf value for the move order, the player's view: mobility (corner moves extra), potential mobility, corners, X-squares next to an empty corner. */
function leafValue(pl: number, ph: number, ol: number, oh: number, ml: number, mh: number, rl: number, rh: number): number {
  const el = ~(pl | ol);
  const eh = ~(ph | oh);
  around(ol, oh);
  const potP = popcount(OUT[0] & el, OUT[1] & eh);
  around(pl, ph);
  const potO = popcount(OUT[0] & el, OUT[1] & eh);
  return (
    W_MOB * (popcount(ml, mh) - popcount(rl, rh)) +
    W_CMOB * (popcount(ml & CORNERS_LO, mh & CORNERS_HI) - popcount(rl & CORNERS_LO, rh & CORNERS_HI)) +
    W_POT * (potP - potO) +
    W_CORNER * (popcount(pl & CORNERS_LO, ph & CORNERS_HI) - popcount(ol & CORNERS_LO, oh & CORNERS_HI)) -
    W_X * (badX(pl, ph, el, eh) - badX(ol, oh, el, eh))
  );
}

/**
 * A rough value of a position for the move order near the root: a
 * depth-limited negamax whose leaves score mobility (the player's moves
 * minus the opponent's, corners counted four times more). `ml, mh` the
 * player's legal squares.
 */
function orderValue(pl: number, ph: number, ol: number, oh: number, ml: number, mh: number, depth: number, alpha: number, beta: number): number {
  if (depth === 0 || (ml | mh) === 0) {
    legalSquares(ol, oh, pl, ph);
    const rl = OUT[0];
    const rh = OUT[1];
    return leafValue(pl, ph, ol, oh, ml, mh, rl, rh);
  }
  let best = -100000;
  for (let half = 0; half < 2; half++) {
    let m = half === 0 ? ml : mh;
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      const sq = (half << 5) + 31 - Math.clz32(b);
      flips(sq, pl, ph, ol, oh);
      const fl = OUT[0];
      const fh = OUT[1];
      const npl = pl | fl | (half === 0 ? b : 0);
      const nph = ph | fh | (half === 0 ? 0 : b);
      const nol = ol & ~fl;
      const noh = oh & ~fh;
      legalSquares(nol, noh, npl, nph);
      const v = -orderValue(nol, noh, npl, nph, OUT[0], OUT[1], depth - 1, -beta, -Math.max(alpha, best));
      if (v > best) {
        best = v;
        if (v >= beta) return v;
      }
    }
  }
  return best;
}

/**
 * A deep node: the player (pl, ph) to move with legal squares (ml, mh)
 * against (ol, oh), `empties` empty squares, window (alpha, beta). Fail-soft:
 * a result <= alpha is an upper bound, >= beta a lower bound, else exact.
 */
/**
 * The sort key of a move below ORDER_FROM empties (lowest first; P the mover after the move):
 * the weighted replies first (a move to an X-square next to an empty corner half a reply more),
 * then the opponent's potential mobility (empty squares next to the mover's discs), then parity
 * (a move in a quadrant with an odd number of empties first), after Edax's fast move evaluation
 * (#40-#46: 615 -> 584 M nodes, docs/manual.md).
 */
function fastKey(replies: number, sq: number, pl: number, ph: number, ol: number, oh: number): number {
  const el = ~(pl | ol);
  const eh = ~(ph | oh);
  const x = badX(sq < 32 ? 1 << sq : 0, sq < 32 ? 0 : 1 << (sq - 32), el, eh);
  around(pl, ph);
  return 128 * replies + 64 * x + 2 * popcount(OUT[0] & el, OUT[1] & eh) + ((QUADRANT[sq] & parity) !== 0 ? 0 : 1);
}

function deep(pl: number, ph: number, ol: number, oh: number, ml: number, mh: number, alpha: number, beta: number, empties: number): number {
  if (++nodes >= nextPoll) poll();
  if ((ml | mh) === 0) {
    legalSquares(ol, oh, pl, ph);
    const rl = OUT[0];
    const rh = OUT[1];
    if ((rl | rh) === 0) return finalScore(pl, ph, ol, oh);
    return -deep(ol, oh, pl, ph, rl, rh, -beta, -alpha, empties);
  }
  if (useStability && alpha >= STABILITY_FROM[empties]) {
    const bound = 64 - 2 * stableCount(ol, oh, pl, ph);
    if (bound <= alpha) return bound;
  }
  let ti = 0;
  let ttMove = -1;
  const tabled = useTable && empties >= TABLE_FROM;
  if (tabled) {
    ti = tableIndex(pl, ph, ol, oh);
    const e = probe(ti, pl, ph, ol, oh);
    if (e >= 0) {
      const lower = T_LOWER[e];
      const upper = T_UPPER[e];
      if (lower >= beta) return lower;
      if (upper <= alpha || lower === upper) return upper;
      if (lower > alpha) alpha = lower;
      if (upper < beta) beta = upper;
      ttMove = T_MOVE[e];
    }
  }
  const alpha0 = alpha;
  const base = empties << 6;
  let n = 0;
  for (let half = 0; half < 2; half++) {
    let m = half === 0 ? ml : mh;
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      const sq = (half << 5) + 31 - Math.clz32(b);
      flips(sq, pl, ph, ol, oh);
      const fl = OUT[0];
      const fh = OUT[1];
      const i = base + n++;
      L_SQ[i] = sq;
      L_FL[i] = fl;
      L_FH[i] = fh;
      const npl = pl | fl | (half === 0 ? b : 0);
      const nph = ph | fh | (half === 0 ? 0 : b);
      legalSquares(ol & ~fl, oh & ~fh, npl, nph);
      const rl = OUT[0];
      const rh = OUT[1];
      L_ML[i] = rl;
      L_MH[i] = rh;
      if (useTable && empties >= ETC_FROM) {
        // Enhanced transposition cut-off: a child whose upper bound (its mover's view) is at most -beta refutes this node.
        const nol = ol & ~fl;
        const noh = oh & ~fh;
        const ce = probe(tableIndex(nol, noh, npl, nph), nol, noh, npl, nph);
        if (ce >= 0 && -T_UPPER[ce] >= beta) {
          store(ti, pl, ph, ol, oh, empties, -T_UPPER[ce], 64, sq);
          return -T_UPPER[ce];
        }
      }
      L_KEY[i] = sq === ttMove ? -1e9 : sortDeep ? popcount(rl, rh) + popcount(rl & CORNERS_LO, rh & CORNERS_HI) : sq;
      if (sortDeep && empties < ORDER_FROM && sq !== ttMove) L_KEY[i] = fastKey(L_KEY[i], sq, npl, nph, ol & ~fl, oh & ~fh);
      if (sortDeep && empties >= ORDER_FROM && sq !== ttMove) L_KEY[i] = L_KEY[i] * ORDER_MOB + orderValue(ol & ~fl, oh & ~fh, npl, nph, rl, rh, ORDER_DEPTH, -100000, 100000);
    }
  }
  let best = -65;
  let bestMove = -1;
  for (let j = 0; j < n; j++) {
    // Selection sort, one step per move searched: a cut-off early saves the rest of the sort.
    let pick = base + j;
    for (let i = pick + 1; i < base + n; i++) if (L_KEY[i] < L_KEY[pick]) pick = i;
    const sq = L_SQ[pick];
    const fl = L_FL[pick];
    const fh = L_FH[pick];
    const rl = L_ML[pick];
    const rh = L_MH[pick];
    if (pick !== base + j) {
      const i = base + j;
      L_SQ[pick] = L_SQ[i];
      L_FL[pick] = L_FL[i];
      L_FH[pick] = L_FH[i];
      L_ML[pick] = L_ML[i];
      L_MH[pick] = L_MH[i];
      L_KEY[pick] = L_KEY[i];
    }
    const npl = pl | fl | (sq < 32 ? 1 << sq : 0);
    const nph = ph | fh | (sq < 32 ? 0 : 1 << (sq - 32));
    const nol = ol & ~fl;
    const noh = oh & ~fh;
    let v: number;
    if (j === 0) {
      v = -child(sq, nol, noh, npl, nph, rl, rh, -beta, -alpha, empties - 1);
    } else {
      v = -child(sq, nol, noh, npl, nph, rl, rh, -alpha - 1, -alpha, empties - 1);
      if (v > alpha && v < beta) v = -child(sq, nol, noh, npl, nph, rl, rh, -beta, -v, empties - 1);
    }
    if (v > best) {
      best = v;
      bestMove = sq;
      if (v > alpha) {
        alpha = v;
        if (v >= beta) break;
      }
    }
  }
  if (tabled) store(ti, pl, ph, ol, oh, empties, best > alpha0 ? best : -64, best < beta ? best : 64, bestMove);
  return best;
}

/** The order value of a position (its mover's view) by a depth-limited search: `ml, mh` its mover's legal squares. */
function estimate(pl: number, ph: number, ol: number, oh: number, ml: number, mh: number, depth: number): number {
  return orderValue(pl, ph, ol, oh, ml, mh, depth, -100000, 100000);
}

/**
 * The search below the root as endgame.ts uses it: this module's (TS_CORE) or
 * the WebAssembly core's (endgameWasm.ts), the same search (the same nodes on the tests' positions).
 */
export interface EndgameCore {
  beginSearch(setup: SearchSetup, clear: boolean, el: number, eh: number): void;
  child(sq: number, pl: number, ph: number, ol: number, oh: number, ml: number, mh: number, alpha: number, beta: number, empties: number): number;
  solvePosition(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, empties: number): number;
  estimate(pl: number, ph: number, ol: number, oh: number, ml: number, mh: number, depth: number): number;
  finalScore(pl: number, ph: number, ol: number, oh: number): number;
  nodeCount(): number;
}

/** This module's search as a core. */
export const TS_CORE: EndgameCore = { beginSearch, child, solvePosition, estimate, finalScore, nodeCount };
