/**
 * The whole game of a position-solved game (positionSolved.ts: every
 * reachable position held with its exact value) as the whole-game overview
 * draws it: the position DAG with its moves, each position's value, how many
 * finished games (move sequences to a finished position) start from it and
 * how they end, and the overview's mix: per position and per number of moves
 * below it, the finished games passing through the positions reached there,
 * by those positions' value class (first player wins, draw, second wins).
 *
 * Why a layout of its own: the overview's full mix table (view/overview.ts:
 * positions × levels × 3 Float64) is 2 GB for 4 million positions. Here a
 * position at depth d keeps only the rows below it (levels - 1 - d of them:
 * a triangle), only positions at odd depths keep them (an even one's rows
 * are its children's, summed on reading: `wholeGameRow`), and each number
 * is a bfloat16 (the top 16 bits of a Float32: 8 bits of precision, every
 * magnitude): the mix only sets proportions of colour inside a pixel column.
 * 4 million positions of 21 levels: about 48 MB of mix, 174 MB in all;
 * 161,029 of 17: under 7 MB.
 *
 * Memory layout (P positions in the table's breadth-first order, position 0
 * the initial one; E moves), format WHOLE_GAME_FORMAT:
 *   edgeStart   Int32   P + 1   a position's moves are edgeStart[p] .. edgeStart[p + 1], in the game's order
 *   edgeChild   Int32   E       the position a move reaches
 *   edgeMove    Int8    E       the move
 *   value       Int8    P       exact value, first player's view, 'shortest' units (scoreShortest)
 *   games       Float64 P       finished games from p (1 at a finished position); exact up to 2^53
 *   firstShare  Uint16  P       share of them the first player wins, × 65,535
 *   secondShare Uint16  P       share the second player wins, × 65,535
 *   mixStart    Int32   P       where p's rows start in `mix`, -1 when p keeps none
 *   mix         Uint16  ...     for a p that keeps rows: rows 1 .. levels - 1 - depth(p), 3 bfloat16 each
 * Every array is its own buffer (toTransferable sends each whole).
 * Pure: runs in Node and in a worker.
 */
import { OUTCOME, type KeyBuffer } from './game.ts';
import { solvedIndexOf, type KeyedGame, type SolvedPositions } from './positionSolved.ts';

/** The layout's version (the header above). */
const WHOLE_GAME_FORMAT = 1;

export interface WholeGame {
  readonly format: number;
  readonly count: number;
  /** Rows of the overview: the longest game in moves + 1. */
  readonly levels: number;
  readonly edgeStart: Int32Array;
  readonly edgeChild: Int32Array;
  readonly edgeMove: Int8Array;
  readonly value: Int8Array;
  readonly games: Float64Array;
  readonly firstShare: Uint16Array;
  readonly secondShare: Uint16Array;
  readonly mixStart: Int32Array;
  readonly mix: Uint16Array;
}

const SHARE = 65535;
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** A number as bfloat16 (rounded to nearest even; non-negative finite inputs). */
function toBf16(x: number): number {
  f32[0] = x;
  const b = u32[0];
  return (b + 0x7fff + ((b >>> 16) & 1)) >>> 16;
}

/** A bfloat16 read back. */
function fromBf16(h: number): number {
  u32[0] = h << 16;
  return f32[0];
}

/** The class index of a value: 0 first player wins, 1 draw, 2 second player wins. */
function valueClass(v: number): number {
  return v === 0 ? 1 : v > 0 ? 0 : 2;
}

/**
 * Adds row r (0 ≤ r ≤ levels - 1 - depth of p: r moves below p) of position
 * p's mix into out[at .. at + 2]: the finished games through the positions r
 * moves below p, by their value class. O(1) for a position that keeps its
 * rows (and for row 0), O(moves) for one that does not.
 */
export function wholeGameRow(t: WholeGame, p: number, r: number, out: Float64Array, at = 0): void {
  if (r === 0) {
    out[at + valueClass(t.value[p])] += t.games[p];
    return;
  }
  const s = t.mixStart[p];
  if (s >= 0) {
    const i = s + (r - 1) * 3;
    out[at] += fromBf16(t.mix[i]);
    out[at + 1] += fromBf16(t.mix[i + 1]);
    out[at + 2] += fromBf16(t.mix[i + 2]);
    return;
  }
  for (let e = t.edgeStart[p]; e < t.edgeStart[p + 1]; e++) wholeGameRow(t, t.edgeChild[e], r - 1, out, at);
}

/** The finished games from p split by how they end (first wins, draws, second wins), from the shares. O(1). */
export function wholeGameOutcomes(t: WholeGame, p: number): { firstWins: number; draws: number; secondWins: number } {
  const g = t.games[p];
  const firstWins = Math.round((g * t.firstShare[p]) / SHARE);
  const secondWins = Math.round((g * t.secondShare[p]) / SHARE);
  return { firstWins, draws: g - firstWins - secondWins, secondWins };
}

/** Where a whole-game build is: 'moves' counts positions whose moves are listed, 'count' positions counted bottom-up. */
export interface WholeGameProgress {
  readonly phase: 'moves' | 'count';
  readonly done: number;
  readonly total: number;
}

const PROGRESS_EVERY = 1 << 16;

/** The whole game's first pass: the moves, each position's depth, outcome and value; the table is not needed after it. */
interface WholeGameMoves {
  readonly count: number;
  readonly levels: number;
  readonly edgeStart: Int32Array;
  readonly edgeChild: Int32Array;
  readonly edgeMove: Int8Array;
  readonly depth: Uint8Array;
  /** keyInfo's outcome (info >> 1) of each position. */
  readonly outcome: Uint8Array;
  readonly value: Int8Array;
}

/*
 * The whole game from a solved table (every move leads one ply deeper: the table's monotone discovery) is
 * `countWholeGame(wholeGameMoves(game, table))`: two passes, so a caller can let the table go between them.
 * O(P + E + cells), cells the mix's numbers (about 24 million for 4 million positions).
 */

/** The first pass, in discovery order: the moves (counted first, then listed), each position's depth. O(P + E). */
export function wholeGameMoves<S>(game: Pick<KeyedGame<S>, 'maxMoves' | 'expandKey'>, t: SolvedPositions, onProgress?: (p: WholeGameProgress) => void): WholeGameMoves {
  const P = t.count;
  const moves = new Int16Array(game.maxMoves);
  const childKeys: KeyBuffer = new Float64Array(game.maxMoves);
  // The moves counted first, so the edge arrays are made once at their size (millions of positions: no doubling of 35 MB arrays).
  let E = 0;
  for (let p = 0; p < P; p++) if (t.info[p] >> 1 === OUTCOME.playing) E += game.expandKey(t.keys[p], moves, childKeys);
  const edgeStart = new Int32Array(P + 1);
  const edgeChild = new Int32Array(E);
  const edgeMove = new Int8Array(E);
  const depth = new Uint8Array(P);
  let e = 0;
  let levels = 1;
  for (let p = 0; p < P; p++) {
    if (p % PROGRESS_EVERY === 0) onProgress?.({ phase: 'moves', done: p, total: P });
    edgeStart[p] = e;
    if (t.info[p] >> 1 !== OUTCOME.playing) continue;
    const n = game.expandKey(t.keys[p], moves, childKeys);
    for (let m = 0; m < n; m++) {
      const q = solvedIndexOf(t, childKeys[m]);
      edgeChild[e] = q;
      edgeMove[e] = moves[m];
      depth[q] = depth[p] + 1;
      if (depth[q] + 1 > levels) levels = depth[q] + 1;
      e++;
    }
  }
  edgeStart[P] = e;
  const outcome = new Uint8Array(P);
  for (let p = 0; p < P; p++) outcome[p] = t.info[p] >> 1;
  return { count: P, levels, edgeStart, edgeChild, edgeMove, depth, outcome, value: t.scoreShortest.slice(0, P) };
}

/** The second pass, bottom-up (reverse discovery order): finished games, their outcome shares, the mix. O(P + E + cells). */
export function countWholeGame(w: WholeGameMoves, onProgress?: (p: WholeGameProgress) => void): WholeGame {
  const { count: P, levels, edgeStart, edgeChild, edgeMove, depth, outcome, value } = w;
  // Which positions keep rows, and where: odd depths with moves, in position order.
  const mixStart = new Int32Array(P).fill(-1);
  let cells = 0;
  for (let p = 0; p < P; p++) {
    if ((depth[p] & 1) === 1 && edgeStart[p + 1] > edgeStart[p]) {
      mixStart[p] = cells;
      cells += (levels - 1 - depth[p]) * 3;
    }
  }
  const mix = new Uint16Array(cells);
  const games = new Float64Array(P);
  // Only their shares of the games are kept (to 1/65,535): Float32 sums are precise enough, at half the memory.
  const first = new Float32Array(P);
  const second = new Float32Array(P);
  const firstShare = new Uint16Array(P);
  const secondShare = new Uint16Array(P);
  const rows = new Float64Array(levels * 3);
  for (let done = 0; done < P; done++) {
    const p = P - 1 - done;
    if (done % PROGRESS_EVERY === 0) onProgress?.({ phase: 'count', done, total: P });
    const e0 = edgeStart[p];
    const e1 = edgeStart[p + 1];
    if (e0 === e1) {
      games[p] = 1;
      const o = outcome[p];
      if (o === OUTCOME.firstWon) first[p] = 1;
      else if (o === OUTCOME.secondWon) second[p] = 1;
    } else {
      for (let k = e0; k < e1; k++) {
        const c = edgeChild[k];
        games[p] += games[c];
        first[p] += first[c];
        second[p] += second[c];
      }
    }
    firstShare[p] = Math.round((first[p] / games[p]) * SHARE);
    secondShare[p] = Math.round((second[p] / games[p]) * SHARE);
    const s = mixStart[p];
    if (s < 0) continue;
    // Row r of p (at rows[(r - 1) * 3]): its children's own class and games at r = 1, its grandchildren's at r = 2,
    // and below that the grandchildren's kept rows (a grandchild is at an odd depth: it keeps them, or it is finished).
    const n = levels - 1 - depth[p];
    rows.fill(0, 0, n * 3);
    for (let k = e0; k < e1; k++) {
      const c = edgeChild[k];
      rows[valueClass(value[c])] += games[c];
      for (let j = edgeStart[c]; j < edgeStart[c + 1]; j++) {
        const g = edgeChild[j];
        rows[3 + valueClass(value[g])] += games[g];
        const gs = mixStart[g];
        if (gs < 0) continue;
        const m = (n - 2) * 3;
        for (let i = 0; i < m; i++) rows[6 + i] += fromBf16(mix[gs + i]);
      }
    }
    for (let i = 0; i < n * 3; i++) mix[s + i] = toBf16(rows[i]);
  }
  onProgress?.({ phase: 'count', done: P, total: P });
  return { format: WHOLE_GAME_FORMAT, count: P, levels, edgeStart, edgeChild, edgeMove, value, games, firstShare, secondShare, mixStart, mix };
}

/** The arrays to transfer to another thread (each its own whole buffer). */
export function wholeGameTransferables(t: WholeGame): ArrayBuffer[] {
  return [t.edgeStart, t.edgeChild, t.edgeMove, t.value, t.games, t.firstShare, t.secondShare, t.mixStart, t.mix].map((a) => a.buffer as ArrayBuffer);
}
