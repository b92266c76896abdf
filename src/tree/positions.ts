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
import { legalMask, outcomeOf, pieceCount, type Board, type Outcome } from '../game/board.ts';
import { terminalScore, type ScoreMode } from '../game/score.ts';

export const OUTCOME_CODES: readonly Outcome[] = ['playing', 'o-won', 'x-won', 'draw'];
const OUTCOME_CODE: Record<Outcome, number> = { playing: 0, 'o-won': 1, 'x-won': 2, draw: 3 };

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
}

/**
 * Enumerates every reachable position breadth-first from the empty board and
 * fills board, indexOf, outcome, childPos and the subtree counts. Scores and
 * best moves are left at 0 (see scorePositions / the tree builders). O(P * 9).
 */
export function enumeratePositions(): PositionTable {
  const indexOf = new Int16Array(1 << 18).fill(-1);
  // Capacity 6,000 > 5,478; typed arrays keep the cold (not yet optimised) loop cheap.
  const cap = 6000;
  const boardBuf = new Int32Array(cap);
  const childBuf = new Int16Array(cap * 9).fill(-1);
  let count = 1;
  indexOf[0] = 0;
  for (let p = 0; p < count; p++) {
    const b = boardBuf[p];
    const legal = legalMask(b);
    if (legal === 0) continue;
    const oTurn = pieceCount(b) % 2 === 0;
    for (let c = 0; c < 9; c++) {
      if (((legal >> c) & 1) === 0) continue;
      const nb = oTurn ? b | (1 << c) : b | (1 << (c + 9));
      let q = indexOf[nb];
      if (q < 0) {
        q = count++;
        indexOf[nb] = q;
        boardBuf[q] = nb;
      }
      childBuf[p * 9 + c] = q;
    }
  }
  const boards = boardBuf.subarray(0, count);
  const children = childBuf.subarray(0, count * 9);
  const P = boards.length;
  const table: PositionTable = {
    count: P,
    board: boards.slice(),
    indexOf,
    outcome: new Uint8Array(P),
    childPos: children.slice(),
    subtreeSize: new Int32Array(P),
    oWins: new Int32Array(P),
    draws: new Int32Array(P),
    xWins: new Int32Array(P),
    score: new Int8Array(P),
    scoreShortest: new Int8Array(P),
    bestMask: new Uint16Array(P),
    bestMaskShortest: new Uint16Array(P),
    node: new Int32Array(P).fill(-1),
  };
  for (let p = 0; p < P; p++) table.outcome[p] = OUTCOME_CODE[outcomeOf(boards[p])];
  // Children always have one more piece, so reverse discovery order is a valid bottom-up order.
  for (let p = P - 1; p >= 0; p--) {
    const o = table.outcome[p];
    if (o !== 0) {
      table.subtreeSize[p] = 1;
      if (o === 1) table.oWins[p] = 1;
      else if (o === 2) table.xWins[p] = 1;
      else table.draws[p] = 1;
      continue;
    }
    let size = 1;
    let ow = 0;
    let dr = 0;
    let xw = 0;
    for (let c = 0; c < 9; c++) {
      const q = table.childPos[p * 9 + c];
      if (q < 0) continue;
      size += table.subtreeSize[q];
      ow += table.oWins[q];
      dr += table.draws[q];
      xw += table.xWins[q];
    }
    table.subtreeSize[p] = size;
    table.oWins[p] = ow;
    table.draws[p] = dr;
    table.xWins[p] = xw;
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
 * best-move mask in the given mode, written into the table. An independent
 * route to the values the tree builders compute node by node. O(P * 9).
 */
export function scorePositions(t: PositionTable, mode: ScoreMode): void {
  const score = scoreColumn(t, mode);
  const best = bestColumn(t, mode);
  for (let p = t.count - 1; p >= 0; p--) {
    const b = t.board[p];
    const o = t.outcome[p];
    if (o !== 0) {
      score[p] = terminalScore(OUTCOME_CODES[o], pieceCount(b), mode);
      best[p] = 0;
      continue;
    }
    const maximise = pieceCount(b) % 2 === 0;
    let v = maximise ? -128 : 127;
    for (let c = 0; c < 9; c++) {
      const q = t.childPos[p * 9 + c];
      if (q < 0) continue;
      const s = score[q];
      if (maximise ? s > v : s < v) v = s;
    }
    let mask = 0;
    for (let c = 0; c < 9; c++) {
      const q = t.childPos[p * 9 + c];
      if (q >= 0 && score[q] === v) mask |= 1 << c;
    }
    score[p] = v;
    best[p] = mask;
  }
}

/** Position table with both scoring modes filled by DAG minimax. */
export function buildPositionTable(): PositionTable {
  const t = enumeratePositions();
  scorePositions(t, 'wdl');
  scorePositions(t, 'shortest');
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
