/**
 * AssemblyScript: the exact Othello endgame search of
 * src/games/othello/endgameSearch.ts on 64-bit bitboards (i64 boards, native
 * popcnt, ctz and clz), compiled to WebAssembly by `npm run build:wasm` into
 * src/games/othello/endgame.wasm. The same search: the same
 * move order, cut-offs, table (same hash of the four 32-bit words, same
 * buckets), so the node counts equal the TypeScript search's (a test checks
 * it on 80 positions; FFO #45 and #49 differ by a few nodes in 10^5, cause
 * not found, docs/manual.md). The root (MTD(f), all moves) stays in endgame.ts, which calls
 * `child`, `solvePosition` and `estimate` here through endgameWasm.ts; `perft` is the Othello
 * module's perft on these boards.
 *
 * Boards cross the boundary as 32-bit halves (lo: squares 0-31, hi: 32-63),
 * no BigInt. The poll is the host's `poll(nodes)` every `pollEvery` nodes; to
 * stop, it throws (the exception unwinds the WebAssembly frames; the next
 * beginSearch resets this module's state).
 *
 * Square i = row * 8 + col, a1 = 0, h8 = 63 (bitboard.ts).
 */

@external("env", "poll")
declare function hostPoll(nodes: f64): void;

// ---------------------------------------------------------------- bitboards

const INNER: u64 = 0x7e7e7e7e7e7e7e7e;
const COL_A: u64 = 0x0101010101010101;
const COL_H: u64 = 0x8080808080808080;
const CORNERS: u64 = 0x8100000000000081;

@inline function pop(x: u64): i32 {
  return <i32>popcnt(x);
}

@inline function join(lo: i32, hi: i32): u64 {
  return (<u64><u32>hi << 32) | <u64><u32>lo;
}

/** A vector of the board (lane 0) and the board mirrored top to bottom (lane 1: its bytes reversed). */
@inline function mirrored(X: u64): v128 {
  return v128.swizzle(i64x2.splat(X), i8x16(0, 1, 2, 3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8));
}

/** The fill of legal.ts's one direction on both lanes: shift s towards higher squares on the board and on its mirror (the opposite vertical direction). */
@inline function fillPair(P: v128, M: v128, s: i32): v128 {
  const pr = v128.and(M, i64x2.shl(M, s));
  let f = v128.and(M, i64x2.shl(P, s));
  f = v128.or(f, v128.and(M, i64x2.shl(f, s)));
  f = v128.or(f, v128.and(pr, i64x2.shl(f, s << 1)));
  f = v128.or(f, v128.and(pr, i64x2.shl(f, s << 1)));
  return i64x2.shl(f, s);
}

/**
 * The player's legal squares (Kogge-Stone fills in the 8 directions, as bitboard.ts's
 * legalSquares): east and west on the board; the three directions up (7, 8, 9) on two lanes, the
 * board and its mirror, whose "up" is the board's down, so one vector fill does two directions.
 */
function legal(P: u64, O: u64): u64 {
  const E = ~(P | O);
  const I = O & INNER;
  let m: u64 = 0;
  let pr: u64;
  let f: u64;
  pr = I & (I << 1);
  f = I & (P << 1);
  f |= I & (f << 1);
  f |= pr & (f << 2);
  f |= pr & (f << 2);
  m |= f << 1;
  pr = I & (I >> 1);
  f = I & (P >> 1);
  f |= I & (f >> 1);
  f |= pr & (f >> 2);
  f |= pr & (f >> 2);
  m |= f >> 1;
  const vP = mirrored(P);
  const vO = mirrored(O);
  const vI = v128.and(vO, i64x2.splat(INNER));
  const up = v128.or(v128.or(fillPair(vP, vO, 8), fillPair(vP, vI, 7)), fillPair(vP, vI, 9));
  const back = v128.swizzle(up, i8x16(0, 1, 2, 3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8));
  return (m | i64x2.extract_lane(back, 0) | i64x2.extract_lane(back, 1)) & E;
}

/** RAY[sq * 8 + d]: the squares from sq (excluded) to the edge in direction d; d 0-3 towards higher indices (+1, +7, +8, +9), 4-7 towards lower ones. */
const RAY = new StaticArray<u64>(64 * 8);
const DIR_ROW: StaticArray<i32> = [0, 1, 1, 1, 0, -1, -1, -1];
const DIR_COL: StaticArray<i32> = [1, -1, 0, 1, -1, 1, 0, -1];
for (let sq = 0; sq < 64; sq++) {
  for (let d = 0; d < 8; d++) {
    let r = (sq >> 3) + DIR_ROW[d];
    let c = (sq & 7) + DIR_COL[d];
    let ray: u64 = 0;
    for (; r >= 0 && r < 8 && c >= 0 && c < 8; r += DIR_ROW[d], c += DIR_COL[d]) ray |= (<u64>1) << <u64>(r * 8 + c);
    RAY[sq * 8 + d] = ray;
  }
}

/** Towards higher indices: the run of O along the ray closed by P (the nearest square is the lowest bit). */
@inline function runUp(r: u64, P: u64, O: u64): u64 {
  const x = r & ~O;
  const b = x & (0 - x);
  return (b & P) != 0 ? r & (b - 1) : 0;
}

/** Towards lower indices: the nearest square is the highest bit (x = 0 gives b = bit 63, whose run is empty). */
@inline function runDown(r: u64, P: u64, O: u64): u64 {
  const x = r & ~O;
  const b = (<u64>0x8000000000000000) >> clz(x);
  return (b & P) != 0 ? r & (0 - (b << 1)) : 0;
}

/**
 * The discs a player's disc on sq turns, sq a constant once inlined (flips' cases): the
 * directions whose ray from sq holds fewer than two squares can turn nothing and fold away
 * (a corner has 3 directions left, an edge square 3 or 5), and the rays' addresses are constants.
 */
@inline function flipsOn(sq: i32, P: u64, O: u64): u64 {
  const r = sq >> 3;
  const c = sq & 7;
  const base = sq << 3;
  let f: u64 = 0;
  if (7 - c >= 2) f |= runUp(unchecked(RAY[base]), P, O);
  if ((7 - r < c ? 7 - r : c) >= 2) f |= runUp(unchecked(RAY[base + 1]), P, O);
  if (7 - r >= 2) f |= runUp(unchecked(RAY[base + 2]), P, O);
  if ((7 - r < 7 - c ? 7 - r : 7 - c) >= 2) f |= runUp(unchecked(RAY[base + 3]), P, O);
  if (c >= 2) f |= runDown(unchecked(RAY[base + 4]), P, O);
  if ((r < 7 - c ? r : 7 - c) >= 2) f |= runDown(unchecked(RAY[base + 5]), P, O);
  if (r >= 2) f |= runDown(unchecked(RAY[base + 6]), P, O);
  if ((r < c ? r : c) >= 2) f |= runDown(unchecked(RAY[base + 7]), P, O);
  return f;
}

/** The discs a player's disc on sq turns (0 when sq is not a move): one case a square, so that flipsOn folds its directions for it. */
function flips(sq: i32, P: u64, O: u64): u64 {
  switch (sq) {
    case 0: return flipsOn(0, P, O);
    case 1: return flipsOn(1, P, O);
    case 2: return flipsOn(2, P, O);
    case 3: return flipsOn(3, P, O);
    case 4: return flipsOn(4, P, O);
    case 5: return flipsOn(5, P, O);
    case 6: return flipsOn(6, P, O);
    case 7: return flipsOn(7, P, O);
    case 8: return flipsOn(8, P, O);
    case 9: return flipsOn(9, P, O);
    case 10: return flipsOn(10, P, O);
    case 11: return flipsOn(11, P, O);
    case 12: return flipsOn(12, P, O);
    case 13: return flipsOn(13, P, O);
    case 14: return flipsOn(14, P, O);
    case 15: return flipsOn(15, P, O);
    case 16: return flipsOn(16, P, O);
    case 17: return flipsOn(17, P, O);
    case 18: return flipsOn(18, P, O);
    case 19: return flipsOn(19, P, O);
    case 20: return flipsOn(20, P, O);
    case 21: return flipsOn(21, P, O);
    case 22: return flipsOn(22, P, O);
    case 23: return flipsOn(23, P, O);
    case 24: return flipsOn(24, P, O);
    case 25: return flipsOn(25, P, O);
    case 26: return flipsOn(26, P, O);
    case 27: return flipsOn(27, P, O);
    case 28: return flipsOn(28, P, O);
    case 29: return flipsOn(29, P, O);
    case 30: return flipsOn(30, P, O);
    case 31: return flipsOn(31, P, O);
    case 32: return flipsOn(32, P, O);
    case 33: return flipsOn(33, P, O);
    case 34: return flipsOn(34, P, O);
    case 35: return flipsOn(35, P, O);
    case 36: return flipsOn(36, P, O);
    case 37: return flipsOn(37, P, O);
    case 38: return flipsOn(38, P, O);
    case 39: return flipsOn(39, P, O);
    case 40: return flipsOn(40, P, O);
    case 41: return flipsOn(41, P, O);
    case 42: return flipsOn(42, P, O);
    case 43: return flipsOn(43, P, O);
    case 44: return flipsOn(44, P, O);
    case 45: return flipsOn(45, P, O);
    case 46: return flipsOn(46, P, O);
    case 47: return flipsOn(47, P, O);
    case 48: return flipsOn(48, P, O);
    case 49: return flipsOn(49, P, O);
    case 50: return flipsOn(50, P, O);
    case 51: return flipsOn(51, P, O);
    case 52: return flipsOn(52, P, O);
    case 53: return flipsOn(53, P, O);
    case 54: return flipsOn(54, P, O);
    case 55: return flipsOn(55, P, O);
    case 56: return flipsOn(56, P, O);
    case 57: return flipsOn(57, P, O);
    case 58: return flipsOn(58, P, O);
    case 59: return flipsOn(59, P, O);
    case 60: return flipsOn(60, P, O);
    case 61: return flipsOn(61, P, O);
    case 62: return flipsOn(62, P, O);
    case 63: return flipsOn(63, P, O);
  }
  return 0;
}

/** NEIGHBOUR[sq]: the up to 8 squares next to sq. */
const NEIGHBOUR = new StaticArray<u64>(64);
for (let sq = 0; sq < 64; sq++) {
  let n: u64 = 0;
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const r = (sq >> 3) + dr;
      const c = (sq & 7) + dc;
      if ((dr == 0 && dc == 0) || r < 0 || r > 7 || c < 0 || c > 7) continue;
      n |= (<u64>1) << <u64>(r * 8 + c);
    }
  }
  NEIGHBOUR[sq] = n;
}

@inline function bit(sq: i32): u64 {
  return (<u64>1) << <u64>sq;
}

// ---------------------------------------------------------------- stability (stability.ts)

/**
 * The number of stable discs of X on a board where the other side has Y. Full lines by shifts
 * (Edax's get_full_lines: each step ANDs a square with the one 1, 2, then 4 steps along its line,
 * squares whose line ends sooner counted as full that far), no loop over the lines.
 */
function stableCount(X: u64, Y: u64): i32 {
  const F = X | Y;
  let full = F & (F >> 1);
  full &= full >> 2;
  full &= full >> 4;
  const row: u64 = ((full & COL_A) * 0xff) | COL_A | COL_H;
  let c = F & (F >> 32);
  c &= c >> 16;
  c &= c >> 8;
  c &= 0xff;
  const col: u64 = (c * COL_A) | 0xff | 0xff00000000000000;
  const edge: u64 = COL_A | COL_H | 0xff | 0xff00000000000000;
  let l9 = F & (0xff80808080808080 | (F >> 9));
  let r9 = F & (0x01010101010101ff | (F << 9));
  l9 &= 0xffffc0c0c0c0c0c0 | (l9 >> 18);
  r9 &= 0x030303030303ffff | (r9 << 18);
  const dia = (l9 & r9 & (0x0f0f0f0ff0f0f0f0 | (l9 >> 36) | (r9 << 36))) | edge;
  let l7 = F & (0xff01010101010101 | (F >> 7));
  let r7 = F & (0x80808080808080ff | (F << 7));
  l7 &= 0xffff030303030303 | (l7 >> 14);
  r7 &= 0xc0c0c0c0c0c0ffff | (r7 << 14);
  l7 &= 0xffffffff0f0f0f0f | (l7 >> 28);
  r7 &= 0xf0f0f0f0ffffffff | (r7 << 28);
  const ant = (l7 & r7) | edge;
  let S: u64 = 0;
  while (true) {
    const h = row | ((S << 1) & ~COL_A) | ((S >> 1) & ~COL_H);
    const v = col | (S << 8) | (S >> 8);
    const dd = dia | ((S << 9) & ~COL_A) | ((S >> 9) & ~COL_H);
    const aa = ant | ((S << 7) & ~COL_H) | ((S >> 7) & ~COL_A);
    const N = X & h & v & dd & aa;
    if (N == S) break;
    S = N;
  }
  return pop(S);
}

// ---------------------------------------------------------------- search state

const SHALLOW = 6;
const TABLE_BITS = 20;
const TABLE_SIZE = 1 << TABLE_BITS;
/**
 * The table: buckets of two entries (the index i of tableIndex is even: entries i and i + 1), a
 * bucket one 64-byte cache line at TABLE (aligned), so that a probe reads one line where the
 * former three arrays (positions, opponents, infos) read three. Entry k of a bucket: the position
 * at +16k (the mover's discs) and +16k + 8 (the other's), its info word at +32 + 4k, bounds,
 * move and empties packed: (lower + 64) | (upper + 64) << 8 | (move + 1) << 16 | (empties + 1) << 24
 * (0: unused); bytes 40-63 unused.
 */
let TABLE_MEM = new StaticArray<u64>(0);
let TABLE: usize = 0;

@inline function slot(i: i32): usize {
  return TABLE + ((<usize>(i >> 1)) << 6) + ((<usize>(i & 1)) << 4);
}
@inline function infoAt(i: i32): usize {
  return TABLE + ((<usize>(i >> 1)) << 6) + 32 + ((<usize>(i & 1)) << 2);
}
@inline function tP(i: i32): u64 {
  return load<u64>(slot(i));
}
@inline function tO(i: i32): u64 {
  return load<u64>(slot(i), 8);
}
@inline function tInfo(i: i32): i32 {
  return load<i32>(infoAt(i));
}
@inline function setEntry(i: i32, P: u64, O: u64, info: i32): void {
  store<u64>(slot(i), P);
  store<u64>(slot(i), O, 8);
  store<i32>(infoAt(i), info);
}

/** Per level (empties) up to 64 moves: square, discs turned, the opponent's replies, sort key. */
const L_SQ = new StaticArray<i32>(61 * 64);
const L_F = new StaticArray<u64>(61 * 64);
const L_M = new StaticArray<u64>(61 * 64);
const L_KEY = new StaticArray<i32>(61 * 64);

const HEAD = 64;
const NEXT = new StaticArray<i32>(65);
const PREV = new StaticArray<i32>(65);
const QUADRANT = new StaticArray<i32>(65);
for (let sq = 0; sq < 64; sq++) QUADRANT[sq] = 1 << (((sq >> 5) << 1) | ((sq >> 2) & 1));
const STATIC_ORDER: StaticArray<i32> = [
  0, 7, 56, 63, 2, 5, 16, 23, 40, 47, 58, 61, 3, 4, 24, 31, 32, 39, 59, 60, 18, 21, 42, 45, 19, 20, 26, 29, 34, 37, 43, 44,
  10, 11, 12, 13, 17, 22, 25, 30, 33, 38, 41, 46, 50, 51, 52, 53, 27, 28, 35, 36, 1, 6, 8, 15, 48, 55, 57, 62, 9, 14, 49, 54,
];
let parity: i32 = 0;

const STABILITY_FROM: StaticArray<i32> = [99, 99, 99, 99, 6, 8, 10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 48, 50, 50, 52, 52, 54, 54, 56, 56, 58, 58, 60, 60, 62, 62, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64];

const ORDER_FROM = 14;
const ORDER_DEPTH = 2;
const ORDER_MOB = 2;
const W_MOB = 1;
const W_CMOB = 3;
const W_POT = 1;
const W_CORNER = 8;
const W_X = 4;
const ETC_FROM = 12;
const TABLE_FROM = 9;

let nodes: i64 = 0;
let nextPoll: i64 = 0;
let pollEvery: i64 = 1 << 16;
let useTable = true;
let sortDeep = true;
let useStability = true;

function doPoll(): void {
  nextPoll = nodes + pollEvery;
  hostPoll(<f64>nodes);
}

/**
 * Sets up a search from a position whose empty squares are (el, eh): the
 * list of empties and parity, the counters, the poll interval, the switches
 * (flags bit 0 no table, bit 1 no sort, bit 2 no stability), the table
 * (allocated at the first search; emptied when `clear`).
 */
export function beginSearch(el: i32, eh: i32, every: i32, flags: i32, clear: bool): void {
  const E = join(el, eh);
  let last = HEAD;
  parity = 0;
  for (let k = 0; k < 64; k++) {
    const sq = unchecked(STATIC_ORDER[k]);
    if ((E & bit(sq)) == 0) continue;
    NEXT[last] = sq;
    PREV[sq] = last;
    last = sq;
    parity ^= QUADRANT[sq];
  }
  NEXT[last] = HEAD;
  PREV[HEAD] = last;
  nodes = 0;
  pollEvery = every < 1 ? 1 : every;
  nextPoll = pollEvery;
  useTable = (flags & 1) == 0;
  sortDeep = (flags & 2) == 0;
  useStability = (flags & 4) == 0;
  if (TABLE == 0) {
    // TABLE_SIZE / 2 buckets of 8 words, and 8 more to align the first on 64 bytes.
    TABLE_MEM = new StaticArray<u64>((TABLE_SIZE << 2) + 8);
    TABLE = (changetype<usize>(TABLE_MEM) + 63) & ~(<usize>63);
  } else if (clear) {
    memory.fill(TABLE, 0, <usize>TABLE_SIZE << 5);
  }
}

/** Nodes visited since beginSearch. */
export function nodeCount(): f64 {
  return <f64>nodes;
}

function finalScore(P: u64, O: u64): i32 {
  const p = pop(P);
  const o = pop(O);
  return p > o ? 64 - 2 * o : p < o ? 2 * p - 64 : 0;
}

/** The final score of a finished position (halves). */
export function finalScoreOf(pl: i32, ph: i32, ol: i32, oh: i32): i32 {
  return finalScore(join(pl, ph), join(ol, oh));
}

// ---------------------------------------------------------------- perft

/** bitboard.ts's perftBits on this module's move generation (its legal squares and flips); a pass is a ply, a finished game a leaf, the last ply counted in bulk. */
function perftOf(P: u64, O: u64, depth: i32): u64 {
  if (depth === 0) return 1;
  let M = legal(P, O);
  if (M === 0) {
    if (legal(O, P) === 0) return 1;
    return perftOf(O, P, depth - 1);
  }
  if (depth === 1) return popcnt(M);
  let n: u64 = 0;
  while (M !== 0) {
    const sq = <i32>ctz(M);
    M &= M - 1;
    const f = flips(sq, P, O);
    n += perftOf(O ^ f, P | f | (<u64>1 << sq), depth - 1);
  }
  return n;
}

/** Perft (move sequences of `depth` plies, as bitboard.ts's perftBits counts them in bulk) from the player (pl, ph) to move against (ol, oh); exact below 2^53. */
export function perft(pl: i32, ph: i32, ol: i32, oh: i32, depth: i32): f64 {
  return <f64>perftOf(join(pl, ph), join(ol, oh), depth);
}

// ---------------------------------------------------------------- table

/** endgameSearch.ts's tableIndex on the four 32-bit words (so the two searches fill their tables alike). */
@inline function tableIndex(P: u64, O: u64): i32 {
  const pl = <u32>P;
  const ph = <u32>(P >> 32);
  const ol = <u32>O;
  const oh = <u32>(O >> 32);
  let h: u32 = ((pl ^ 0x27d4eb2d) * 0x9e3779b1) ^ ((ph ^ 0x165667b1) * 0x85ebca77);
  h ^= ((ol ^ 0x61c88647) * 0xc2b2ae3d) ^ ((oh ^ 0x3c6ef372) * 0x27d4eb2f);
  h = (h ^ (h >> 15)) * 0x2c1b3c6d;
  return <i32>(((h ^ (h >> 13)) >> (33 - TABLE_BITS)) << 1);
}

@inline function probe(i: i32, P: u64, O: u64): i32 {
  if (tP(i) == P && tO(i) == O && tInfo(i) != 0) return i;
  if (tP(i + 1) == P && tO(i + 1) == O && tInfo(i + 1) != 0) return i + 1;
  return -1;
}

@inline function infoLower(x: i32): i32 {
  return (x & 0xff) - 64;
}
@inline function infoUpper(x: i32): i32 {
  return ((x >> 8) & 0xff) - 64;
}
@inline function infoMove(x: i32): i32 {
  return ((x >> 16) & 0xff) - 1;
}
@inline function infoEmpties(x: i32): i32 {
  return (x >>> 24) - 1;
}

function save(i: i32, P: u64, O: u64, empties: i32, lower: i32, upper: i32, move: i32): void {
  let e = probe(i, P, O);
  if (e >= 0) {
    const x = tInfo(e);
    if (infoLower(x) > lower) lower = infoLower(x);
    if (infoUpper(x) < upper) upper = infoUpper(x);
  } else if (tInfo(i) == 0) {
    e = i;
  } else if (infoEmpties(tInfo(i)) <= empties) {
    setEntry(i + 1, tP(i), tO(i), tInfo(i));
    e = i;
  } else {
    e = i + 1;
  }
  setEntry(e, P, O, (lower + 64) | ((upper + 64) << 8) | ((move + 1) << 16) | ((empties + 1) << 24));
}

// ---------------------------------------------------------------- the last empties

/** LAST_COUNT[position * 256 + pattern]: discs turned on a line by a move at `position` (endgameSearch.ts's lastFlipCount). */
const LAST_COUNT = new StaticArray<u8>(8 * 256);
for (let x = 0; x < 8; x++) {
  for (let pat = 0; pat < 256; pat++) {
    let n = 0;
    for (let d = -1; d <= 1; d += 2) {
      let k = 0;
      let i = x + d;
      while (i >= 0 && i < 8 && ((pat >> i) & 1) == 0) {
        k++;
        i += d;
      }
      if (i >= 0 && i < 8) n += k;
    }
    LAST_COUNT[x * 256 + pat] = <u8>n;
  }
}
const DIAG_SQ = new StaticArray<u64>(64);
const ANTI_SQ = new StaticArray<u64>(64);
for (let sq = 0; sq < 64; sq++) {
  for (let t = 0; t < 64; t++) {
    const dr = (t >> 3) - (sq >> 3);
    const dc = (t & 7) - (sq & 7);
    if (dr == dc) DIAG_SQ[sq] |= bit(t);
    if (dr == -dc) ANTI_SQ[sq] |= bit(t);
  }
}

/** Discs a move of X to sq turns on a board full but for sq. */
@inline function lastFlipCount(sq: i32, X: u64): i32 {
  const c = sq & 7;
  const r = sq >> 3;
  const row = <i32>((X >> <u64>(r << 3)) & 0xff);
  const col = <i32>((((X >> <u64>c) & COL_A) * 0x0102040810204080) >> 56);
  const dia = <i32>(((X & unchecked(DIAG_SQ[sq])) * COL_A) >> 56);
  const ant = <i32>(((X & unchecked(ANTI_SQ[sq])) * COL_A) >> 56);
  const cx = c << 8;
  return <i32>unchecked(LAST_COUNT[cx | row]) + <i32>unchecked(LAST_COUNT[(r << 8) | col]) + <i32>unchecked(LAST_COUNT[cx | dia]) + <i32>unchecked(LAST_COUNT[cx | ant]);
}

/** Test hook: lastFlipCount on halves. */
export function lastFlipCountOf(sq: i32, xl: i32, xh: i32): i32 {
  return lastFlipCount(sq, join(xl, xh));
}

function last1(P: u64, O: u64, sq: i32): i32 {
  nodes++;
  const p = pop(P);
  let n = lastFlipCount(sq, P);
  if (n != 0) return 2 * (p + n + 1) - 64;
  n = lastFlipCount(sq, O);
  if (n != 0) return 2 * (p - n) - 64;
  return p > 31 ? 2 * p - 62 : 2 * p - 64;
}

function last2(P: u64, O: u64, alpha: i32, beta: i32, x1: i32, x2: i32): i32 {
  if (++nodes >= nextPoll) doPoll();
  let best = -65;
  if ((unchecked(NEIGHBOUR[x1]) & O) != 0) {
    const f = flips(x1, P, O);
    if (f != 0) {
      best = -last1(O & ~f, P | f | bit(x1), x2);
      if (best >= beta) return best;
    }
  }
  if ((unchecked(NEIGHBOUR[x2]) & O) != 0) {
    const f = flips(x2, P, O);
    if (f != 0) {
      const v = -last1(O & ~f, P | f | bit(x2), x1);
      if (v > best) best = v;
    }
  }
  if (best != -65) return best;
  nodes++;
  best = 65;
  if ((unchecked(NEIGHBOUR[x1]) & P) != 0) {
    const f = flips(x1, O, P);
    if (f != 0) {
      best = last1(P & ~f, O | f | bit(x1), x2);
      if (best <= alpha) return best;
    }
  }
  if ((unchecked(NEIGHBOUR[x2]) & P) != 0) {
    const f = flips(x2, O, P);
    if (f != 0) {
      const v = last1(P & ~f, O | f | bit(x2), x1);
      if (v < best) best = v;
    }
  }
  return best != 65 ? best : finalScore(P, O);
}

const NO_MOVE = -99;

@inline function moveLast3(sq: i32, P: u64, O: u64, alpha: i32, beta: i32, r1: i32, r2: i32, r3: i32, par: i32): i32 {
  if ((unchecked(NEIGHBOUR[sq]) & O) == 0) return NO_MOVE;
  const f = flips(sq, P, O);
  if (f == 0) return NO_MOVE;
  return -last3(O & ~f, P | f | bit(sq), -beta, -alpha, r1, r2, r3, par ^ unchecked(QUADRANT[sq]), false);
}

@inline function moveLast2(sq: i32, P: u64, O: u64, alpha: i32, beta: i32, r1: i32, r2: i32): i32 {
  if ((unchecked(NEIGHBOUR[sq]) & O) == 0) return NO_MOVE;
  const f = flips(sq, P, O);
  if (f == 0) return NO_MOVE;
  return -last2(O & ~f, P | f | bit(sq), -beta, -alpha, r1, r2);
}

function last4(P: u64, O: u64, alpha: i32, beta: i32, a: i32, b: i32, c: i32, d: i32, par: i32, passed: bool): i32 {
  if (++nodes >= nextPoll) doPoll();
  if (useStability && alpha >= 6) {
    const bound = 64 - 2 * stableCount(O, P);
    if (bound <= alpha) return bound;
  }
  let best = -65;
  for (let round = 0; round < 2; round++) {
    const want = round == 0 ? par : ~par;
    if ((unchecked(QUADRANT[a]) & want) != 0) {
      const v = moveLast3(a, P, O, alpha, beta, b, c, d, par);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
    if ((unchecked(QUADRANT[b]) & want) != 0) {
      const v = moveLast3(b, P, O, alpha, beta, a, c, d, par);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
    if ((unchecked(QUADRANT[c]) & want) != 0) {
      const v = moveLast3(c, P, O, alpha, beta, a, b, d, par);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
    if ((unchecked(QUADRANT[d]) & want) != 0) {
      const v = moveLast3(d, P, O, alpha, beta, a, b, c, par);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
  }
  if (best != -65) return best;
  if (passed) return finalScore(P, O);
  return -last4(O, P, -beta, -alpha, a, b, c, d, par, true);
}

function last3(P: u64, O: u64, alpha: i32, beta: i32, a: i32, b: i32, c: i32, par: i32, passed: bool): i32 {
  if (++nodes >= nextPoll) doPoll();
  let best = -65;
  for (let round = 0; round < 2; round++) {
    const want = round == 0 ? par : ~par;
    if ((unchecked(QUADRANT[a]) & want) != 0) {
      const v = moveLast2(a, P, O, alpha, beta, b, c);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
    if ((unchecked(QUADRANT[b]) & want) != 0) {
      const v = moveLast2(b, P, O, alpha, beta, a, c);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
    if ((unchecked(QUADRANT[c]) & want) != 0) {
      const v = moveLast2(c, P, O, alpha, beta, a, b);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
  }
  if (best != -65) return best;
  if (passed) return finalScore(P, O);
  return -last3(O, P, -beta, -alpha, a, b, c, par, true);
}

function shallow(P: u64, O: u64, alpha: i32, beta: i32, empties: i32, par: i32, passed: bool): i32 {
  if (++nodes >= nextPoll) doPoll();
  if (useStability && alpha >= unchecked(STABILITY_FROM[empties])) {
    const bound = 64 - 2 * stableCount(O, P);
    if (bound <= alpha) return bound;
  }
  let best = -65;
  for (let round = 0; round < 2; round++) {
    const want = round == 0 ? par : ~par;
    for (let sq = unchecked(NEXT[HEAD]); sq != HEAD; sq = unchecked(NEXT[sq])) {
      if ((unchecked(QUADRANT[sq]) & want) == 0) continue;
      if ((unchecked(NEIGHBOUR[sq]) & O) == 0) continue;
      const f = flips(sq, P, O);
      if (f == 0) continue;
      const nP = P | f | bit(sq);
      const nO = O & ~f;
      const prev = unchecked(PREV[sq]);
      const next = unchecked(NEXT[sq]);
      unchecked((NEXT[prev] = next));
      unchecked((PREV[next] = prev));
      let v: i32;
      if (empties == 5) {
        const a = unchecked(NEXT[HEAD]);
        const b = unchecked(NEXT[a]);
        const c = unchecked(NEXT[b]);
        v = -last4(nO, nP, -beta, -alpha, a, b, c, unchecked(NEXT[c]), par ^ unchecked(QUADRANT[sq]), false);
      } else if (empties == 3) {
        const a = unchecked(NEXT[HEAD]);
        v = -last2(nO, nP, -beta, -alpha, a, unchecked(NEXT[a]));
      } else if (empties == 2) v = -last1(nO, nP, unchecked(NEXT[HEAD]));
      else v = -shallow(nO, nP, -beta, -alpha, empties - 1, par ^ unchecked(QUADRANT[sq]), false);
      unchecked((NEXT[prev] = sq));
      unchecked((PREV[next] = sq));
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
  }
  if (best != -65) return best;
  if (passed) return finalScore(P, O);
  return -shallow(O, P, -beta, -alpha, empties, par, true);
}

// ---------------------------------------------------------------- move order near the root

const X_SQ: u64 = bit(9) | bit(14) | bit(49) | bit(54);

@inline function around(X: u64): u64 {
  const h = X | ((X & ~COL_H) << 1) | ((X & ~COL_A) >> 1);
  return h | (h << 8) | (h >> 8);
}

/** X-squares of X whose corner is empty (E the empties). */
@inline function badX(X: u64, E: u64): i32 {
  const xs = X & X_SQ & (((E & bit(0)) << 9) | ((E & bit(7)) << 7) | ((E & bit(56)) >> 7) | ((E & bit(63)) >> 9));
  return pop(xs);
}

function leafValue(P: u64, O: u64, M: u64, R: u64): i32 {
  const E = ~(P | O);
  const potP = pop(around(O) & E);
  const potO = pop(around(P) & E);
  return (
    W_MOB * (pop(M) - pop(R)) +
    W_CMOB * (pop(M & CORNERS) - pop(R & CORNERS)) +
    W_POT * (potP - potO) +
    W_CORNER * (pop(P & CORNERS) - pop(O & CORNERS)) -
    W_X * (badX(P, E) - badX(O, E))
  );
}

function orderValue(P: u64, O: u64, M: u64, depth: i32, alpha: i32, beta: i32): i32 {
  if (depth == 0 || M == 0) return leafValue(P, O, M, legal(O, P));
  let best = -100000;
  let m = M;
  while (m != 0) {
    const sq = <i32>ctz(m);
    m &= m - 1;
    const f = flips(sq, P, O);
    const nP = P | f | bit(sq);
    const nO = O & ~f;
    const v = -orderValue(nO, nP, legal(nO, nP), depth - 1, -beta, -(alpha > best ? alpha : best));
    if (v > best) {
      best = v;
      if (v >= beta) return v;
    }
  }
  return best;
}

/** The order value of a position (halves; M its mover's legal squares) by a depth-limited search. */
export function estimate(pl: i32, ph: i32, ol: i32, oh: i32, ml: i32, mh: i32, depth: i32): i32 {
  return orderValue(join(pl, ph), join(ol, oh), join(ml, mh), depth, -100000, 100000);
}

// ---------------------------------------------------------------- deep nodes

/** endgameSearch.ts's fastKey: below ORDER_FROM empties, the weighted replies (an X-square next to an empty corner half a reply more), then the opponent's potential mobility, then parity. */
@inline function fastKey(replies: i32, sq: i32, P: u64, O: u64): i32 {
  return 128 * replies + 64 * badX(bit(sq), ~(P | O)) + 2 * pop(around(P) & ~(P | O)) + ((unchecked(QUADRANT[sq]) & parity) != 0 ? 0 : 1);
}

function deep(P: u64, O: u64, M: u64, alpha: i32, beta: i32, empties: i32): i32 {
  if (++nodes >= nextPoll) doPoll();
  if (M == 0) {
    const R = legal(O, P);
    if (R == 0) return finalScore(P, O);
    return -deep(O, P, R, -beta, -alpha, empties);
  }
  if (useStability && alpha >= unchecked(STABILITY_FROM[empties])) {
    const bound = 64 - 2 * stableCount(O, P);
    if (bound <= alpha) return bound;
  }
  let ti = 0;
  let ttMove = -1;
  const tabled = useTable && empties >= TABLE_FROM;
  if (tabled) {
    ti = tableIndex(P, O);
    const e = probe(ti, P, O);
    if (e >= 0) {
      const x = tInfo(e);
      const lower = infoLower(x);
      const upper = infoUpper(x);
      if (lower >= beta) return lower;
      if (upper <= alpha || lower == upper) return upper;
      if (lower > alpha) alpha = lower;
      if (upper < beta) beta = upper;
      ttMove = infoMove(x);
    }
  }
  const alpha0 = alpha;
  const base = empties << 6;
  let n = 0;
  let m = M;
  while (m != 0) {
    const sq = <i32>ctz(m);
    m &= m - 1;
    const f = flips(sq, P, O);
    const i = base + n++;
    unchecked((L_SQ[i] = sq));
    unchecked((L_F[i] = f));
    const nP = P | f | bit(sq);
    const nO = O & ~f;
    const R = legal(nO, nP);
    unchecked((L_M[i] = R));
    if (useTable && empties >= ETC_FROM) {
      const ce = probe(tableIndex(nO, nP), nO, nP);
      if (ce >= 0) {
        const cu = infoUpper(tInfo(ce));
        if (-cu >= beta) {
          save(ti, P, O, empties, -cu, 64, sq);
          return -cu;
        }
      }
    }
    let key = sq == ttMove ? -1000000000 : sortDeep ? pop(R) + pop(R & CORNERS) : sq;
    if (sortDeep && empties < ORDER_FROM && sq != ttMove) key = fastKey(key, sq, nP, nO);
    if (sortDeep && empties >= ORDER_FROM && sq != ttMove) key = key * ORDER_MOB + orderValue(nO, nP, R, ORDER_DEPTH, -100000, 100000);
    unchecked((L_KEY[i] = key));
  }
  let best = -65;
  let bestMove = -1;
  for (let j = 0; j < n; j++) {
    let pick = base + j;
    for (let i = pick + 1; i < base + n; i++) if (unchecked(L_KEY[i]) < unchecked(L_KEY[pick])) pick = i;
    const sq = unchecked(L_SQ[pick]);
    const f = unchecked(L_F[pick]);
    const R = unchecked(L_M[pick]);
    if (pick != base + j) {
      const i = base + j;
      unchecked((L_SQ[pick] = unchecked(L_SQ[i])));
      unchecked((L_F[pick] = unchecked(L_F[i])));
      unchecked((L_M[pick] = unchecked(L_M[i])));
      unchecked((L_KEY[pick] = unchecked(L_KEY[i])));
    }
    const nP = P | f | bit(sq);
    const nO = O & ~f;
    let v: i32;
    if (j == 0) {
      v = -childOf(sq, nO, nP, R, -beta, -alpha, empties - 1);
    } else {
      v = -childOf(sq, nO, nP, R, -alpha - 1, -alpha, empties - 1);
      if (v > alpha && v < beta) v = -childOf(sq, nO, nP, R, -beta, -v, empties - 1);
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
  if (tabled) save(ti, P, O, empties, best > alpha0 ? best : -64, best < beta ? best : 64, bestMove);
  return best;
}

/** The position after a move to sq (made: P is to move), searched in (alpha, beta); sq leaves the list meanwhile. */
function childOf(sq: i32, P: u64, O: u64, M: u64, alpha: i32, beta: i32, empties: i32): i32 {
  const prev = unchecked(PREV[sq]);
  const next = unchecked(NEXT[sq]);
  unchecked((NEXT[prev] = next));
  unchecked((PREV[next] = prev));
  parity ^= unchecked(QUADRANT[sq]);
  const v = empties > SHALLOW ? deep(P, O, M, alpha, beta, empties) : shallow(P, O, alpha, beta, empties, parity, false);
  parity ^= unchecked(QUADRANT[sq]);
  unchecked((NEXT[prev] = sq));
  unchecked((PREV[next] = sq));
  return v;
}

/** endgameSearch.ts's child, on halves. */
export function child(sq: i32, pl: i32, ph: i32, ol: i32, oh: i32, ml: i32, mh: i32, alpha: i32, beta: i32, empties: i32): i32 {
  return childOf(sq, join(pl, ph), join(ol, oh), join(ml, mh), alpha, beta, empties);
}

/** endgameSearch.ts's solvePosition, on halves: a position as is (the list must hold its empties). */
export function solvePosition(pl: i32, ph: i32, ol: i32, oh: i32, alpha: i32, beta: i32, empties: i32): i32 {
  const P = join(pl, ph);
  const O = join(ol, oh);
  return empties > SHALLOW ? deep(P, O, legal(P, O), alpha, beta, empties) : shallow(P, O, alpha, beta, empties, parity, false);
}
