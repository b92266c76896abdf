/**
 * The reachable positions of tic-tac-toe (5,478 of them) as a DAG, and the
 * position table that answers "value and best moves of this board" in O(1).
 *
 * Memory layout (P = number of positions, in breadth-first discovery order,
 * hence sorted by piece count; index 0 is the empty board):
 *   board       Int32Array(P)      board code of position p
 *   indexOf     Int16Array(2^18)   board code -> p, or -1 when unreachable
 *   outcome     Uint8Array(P)      0 playing, 1 o won, 2 x won, 3 draw
 *   childPos    Int16Array(P * 9)  position after playing cell c from p, or -1
 *   subtreeSize Int32Array(P)      nodes of the game tree below (and including) a node at p
 *   oWins, draws, xWins Int32Array(P)  finished games below such a node
 *   score, scoreShortest           Int8Array(P)  minimax value in each scoring mode
 *   bestMask, bestMaskShortest     Uint16Array(P) cells of the best moves (0 when finished)
 *   node        Int32Array(P)      the first node of the tree at this position (filled by a tree build, else -1)
 * Everything about the game below a node depends only on its position, which
 * is why per-position tables can answer per-node questions.
 */
import { outcomeCode, pieceCount, type Board, type Outcome } from '../games/tictactoe/board.ts';
import { terminalScore, type ScoreMode } from '../games/tictactoe/score.ts';

/** Outcome codes as stored in `PositionTable.outcome` (see `outcomeCode`). */
export const OUTCOME_CODES: readonly Outcome[] = ['playing', 'o-won', 'x-won', 'draw'];

/**
 * Terminal scores by outcome code (1 o, 2 x, 3 draw) and moves played:
 * TERMINAL_SCORES[mode][outcome * 10 + moves]. Lets hot loops score finished
 * games with one load instead of string compares.
 */
export const TERMINAL_SCORES: Readonly<Record<ScoreMode, Int8Array>> = {
  wdl: new Int8Array(40),
  shortest: new Int8Array(40),
};
for (let o = 1; o < 4; o++) {
  for (let d = 0; d < 10; d++) {
    TERMINAL_SCORES.wdl[o * 10 + d] = terminalScore(OUTCOME_CODES[o], d, 'wdl');
    TERMINAL_SCORES.shortest[o * 10 + d] = terminalScore(OUTCOME_CODES[o], d, 'shortest');
  }
}

/** LOWEST_CELL[m] = index of the lowest set bit of the 9-bit mask m (m > 0). */
const LOWEST_CELL = new Int8Array(512);
for (let m = 1; m < 512; m++) LOWEST_CELL[m] = m & 1 ? 0 : LOWEST_CELL[m >> 1] + 1;

export interface PositionTable {
  readonly count: number;
  readonly board: Int32Array;
  readonly indexOf: Int16Array;
  readonly outcome: Uint8Array;
  readonly childPos: Int16Array;
  readonly subtreeSize: Int32Array;
  readonly oWins: Int32Array;
  readonly draws: Int32Array;
  readonly xWins: Int32Array;
  readonly score: Int8Array;
  readonly scoreShortest: Int8Array;
  readonly bestMask: Uint16Array;
  readonly bestMaskShortest: Uint16Array;
  readonly node: Int32Array;
  /** The DAG's edges in compact form (set by enumeratePositions; not transferred: see positionEdges). */
  readonly edges?: PositionEdges;
}

/**
 * The DAG's edges as compact lists: the moves from position p are
 * child[start[p]..start[p+1]) (positions) and cell[...] (the cells played),
 * in cell order; finished positions have none. Loops over these visit the
 * ~16,000 real moves instead of 9 cells of every position.
 */
export interface PositionEdges {
  readonly start: Int32Array;
  readonly child: Uint16Array;
  readonly cell: Int8Array;
}

/** The table's edge lists, rebuilt from childPos when the table came without them (e.g. transferred). O(P * 9). */
export function positionEdges(t: PositionTable): PositionEdges {
  if (t.edges) return t.edges;
  const start = new Int32Array(t.count + 1);
  const child = new Uint16Array(t.count * 9);
  const cell = new Int8Array(t.count * 9);
  let e = 0;
  for (let p = 0; p < t.count; p++) {
    start[p] = e;
    for (let c = 0; c < 9; c++) {
      const q = t.childPos[p * 9 + c];
      if (q >= 0) {
        child[e] = q;
        cell[e] = c;
        e++;
      }
    }
  }
  start[t.count] = e;
  return { start, child: child.slice(0, e), cell: cell.slice(0, e) };
}

/**
 * Enumerates every reachable position breadth-first from the empty board and
 * fills board, indexOf, outcome, childPos and the subtree counts. Scores and
 * best moves are left at 0 (see scorePositions / the tree builders). O(P * 9).
 * Integer-only loops over typed arrays: this runs first, before the JIT has
 * optimised anything, on every page load.
 */
export function enumeratePositions(): PositionTable {
  const indexOf = new Int16Array(1 << 18).fill(-1);
  // Capacity 6,000 > 5,478.
  const cap = 6000;
  const boardBuf = new Int32Array(cap);
  const outcomeBuf = new Uint8Array(cap);
  const childBuf = new Int16Array(cap * 9).fill(-1);
  const edgeStart = new Int32Array(cap + 1);
  const edgeChild = new Uint16Array(cap * 9);
  const edgeCell = new Int8Array(cap * 9);
  let count = 1;
  let e = 0;
  indexOf[0] = 0;
  for (let p = 0; p < count; p++) {
    edgeStart[p] = e;
    if (outcomeBuf[p] !== 0) continue;
    const b = boardBuf[p];
    // o's bit for cell c is c, x's is c + 9; o moves when the piece count is even.
    const shift = (pieceCount(b) & 1) * 9;
    // Empty cells, lowest first (a table look-up per cell: cheap even before the JIT kicks in).
    for (let free = ~(b | (b >> 9)) & 0x1ff; free !== 0; free &= free - 1) {
      const c = LOWEST_CELL[free];
      const nb = b | (1 << (c + shift));
      let q = indexOf[nb];
      if (q < 0) {
        q = count++;
        indexOf[nb] = q;
        boardBuf[q] = nb;
        outcomeBuf[q] = outcomeCode(nb);
      }
      childBuf[p * 9 + c] = q;
      edgeChild[e] = q;
      edgeCell[e] = c;
      e++;
    }
  }
  const P = count;
  edgeStart[P] = e;
  const edges: PositionEdges = { start: edgeStart.slice(0, P + 1), child: edgeChild.slice(0, e), cell: edgeCell.slice(0, e) };
  const table: PositionTable = {
    count: P,
    board: boardBuf.slice(0, P),
    indexOf,
    outcome: outcomeBuf.slice(0, P),
    childPos: childBuf.slice(0, P * 9),
    subtreeSize: new Int32Array(P),
    oWins: new Int32Array(P),
    draws: new Int32Array(P),
    xWins: new Int32Array(P),
    score: new Int8Array(P),
    scoreShortest: new Int8Array(P),
    bestMask: new Uint16Array(P),
    bestMaskShortest: new Uint16Array(P),
    node: new Int32Array(P).fill(-1),
    edges,
  };
  const { outcome, subtreeSize, oWins, draws, xWins } = table;
  const { start, child } = edges;
  // Children always have one more piece, so reverse discovery order is a valid bottom-up order.
  for (let p = P - 1; p >= 0; p--) {
    const o = outcome[p];
    if (o !== 0) {
      subtreeSize[p] = 1;
      if (o === 1) oWins[p] = 1;
      else if (o === 2) xWins[p] = 1;
      else draws[p] = 1;
      continue;
    }
    let size = 1;
    let ow = 0;
    let dr = 0;
    let xw = 0;
    for (let k = start[p]; k < start[p + 1]; k++) {
      const q = child[k];
      size += subtreeSize[q];
      ow += oWins[q];
      dr += draws[q];
      xw += xWins[q];
    }
    subtreeSize[p] = size;
    oWins[p] = ow;
    draws[p] = dr;
    xWins[p] = xw;
  }
  return table;
}

/** Score arrays of a table for a mode. */
export function scoreColumn(t: PositionTable, mode: ScoreMode): Int8Array {
  return mode === 'wdl' ? t.score : t.scoreShortest;
}
/** Best-move mask arrays of a table for a mode. */
export function bestColumn(t: PositionTable, mode: ScoreMode): Uint16Array {
  return mode === 'wdl' ? t.bestMask : t.bestMaskShortest;
}

/**
 * Minimax over the position DAG (not the tree): each position's value and
 * best-move mask in both scoring modes, written into the table. Positions are
 * in discovery order (sorted by piece count), so reverse order is bottom-up.
 * Everything about the game below a node depends only on its position, so
 * these are the values of every node at that position. O(P * 9).
 */
export function scorePositions(t: PositionTable): void {
  const { board, outcome, score, scoreShortest, bestMask, bestMaskShortest } = t;
  const { start, child, cell } = positionEdges(t);
  const termW = TERMINAL_SCORES.wdl;
  const termS = TERMINAL_SCORES.shortest;
  for (let p = t.count - 1; p >= 0; p--) {
    const moves = pieceCount(board[p]);
    const o = outcome[p];
    if (o !== 0) {
      score[p] = termW[o * 10 + moves];
      scoreShortest[p] = termS[o * 10 + moves];
      bestMask[p] = 0;
      bestMaskShortest[p] = 0;
      continue;
    }
    const a = start[p];
    const b = start[p + 1];
    // o (even move count) maximises, x minimises: the maximum of sign * value either way
    // (one loop for both players, so the JIT sees one shape from the start).
    const sign = 1 - 2 * (moves & 1);
    let v = sign * score[child[a]];
    let w = sign * scoreShortest[child[a]];
    for (let k = a + 1; k < b; k++) {
      const q = child[k];
      const sv = sign * score[q];
      const sw = sign * scoreShortest[q];
      if (sv > v) v = sv;
      if (sw > w) w = sw;
    }
    v *= sign;
    w *= sign;
    let mask = 0;
    let maskShortest = 0;
    for (let k = a; k < b; k++) {
      const q = child[k];
      if (score[q] === v) mask |= 1 << cell[k];
      if (scoreShortest[q] === w) maskShortest |= 1 << cell[k];
    }
    score[p] = v;
    scoreShortest[p] = w;
    bestMask[p] = mask;
    bestMaskShortest[p] = maskShortest;
  }
}

/** Position table with both scoring modes filled by DAG minimax. */
export function buildPositionTable(): PositionTable {
  const t = enumeratePositions();
  scorePositions(t);
  return t;
}

/** Position index of a board, or -1 when the board is not reachable. O(1). */
export function positionIndex(t: PositionTable, b: Board): number {
  return b >= 0 && b < 1 << 18 ? t.indexOf[b] : -1;
}

/** Best-move mask of a reachable board (0 when finished or unreachable). O(1), one look-up. */
export function bestMovesMask(t: PositionTable, b: Board, mode: ScoreMode = 'wdl'): number {
  const p = positionIndex(t, b);
  return p < 0 ? 0 : bestColumn(t, mode)[p];
}

/** Minimax value of a reachable board, or null when unreachable. O(1). */
export function positionValue(t: PositionTable, b: Board, mode: ScoreMode = 'wdl'): number | null {
  const p = positionIndex(t, b);
  return p < 0 ? null : scoreColumn(t, mode)[p];
}
