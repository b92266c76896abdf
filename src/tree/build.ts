/**
 * Builders of the complete game tree, breadth-first and depth-first, as the
 * seeds teach. Both produce contiguous, cell-ordered children; they differ in
 * node numbering (see normalise.ts to compare them).
 */
import { applyMoveUnchecked, legalMask, type Board } from '../games/tictactoe/board.ts';
import { allocateTree, type GameTree } from './gameTree.ts';
import { enumeratePositions, positionEdges, type PositionTable } from './positions.ts';

/** Phases reported by the builders and the scorer. */
export type BuildPhase = 'positions' | 'nodes' | 'scores' | 'best-moves';
/** Progress callback: `done` of `total` units of `phase` are finished. */
export type ProgressFn = (phase: BuildPhase, done: number, total: number) => void;

/**
 * Breadth-first build: level by level, each node's children appended in cell
 * order. Nodes end up sorted by depth. O(N). Reports progress after every slice
 * of CHUNK nodes (callers throttle).
 *
 * With `withValues`, `positions` must already hold both modes' minimax values
 * (scorePositions): each node then receives its position's values and
 * best-move masks as it is created, so the tree comes out scored from this
 * one pass over the nodes (the app's fast path; see buildGameTree).
 */
export function buildTreeBfs(onProgress?: ProgressFn, positions: PositionTable = enumeratePositions(), withValues = false): GameTree {
  const n = positions.subtreeSize[0];
  const tree = allocateTree(n, 'bfs', positions, new Int32Array(11));
  const { parent, firstChild, childCount, move, depth, pos } = tree;
  // Compact child lists per position (legal moves only), so the node loop does no cell tests.
  const { start: listStart, child: listPos, cell: listMove } = positionEdges(positions);
  const posNode = positions.node;
  posNode[0] = 0;
  parent[0] = -1;
  move[0] = -1;
  if (withValues) {
    tree.score[0] = positions.score[0];
    tree.scoreShortest[0] = positions.scoreShortest[0];
    tree.bestMask[0] = positions.bestMask[0];
    tree.bestMaskShortest[0] = positions.bestMaskShortest[0];
  }
  let next = 1;
  for (let d = 0; d <= 9; d++) {
    const lo = d === 0 ? 0 : tree.levelStart[d];
    const hi = next;
    tree.levelStart[d] = lo;
    // A small function called on slices of at most CHUNK nodes: V8 optimises it after the
    // first slices, so the big levels run optimised code even on a cold start.
    for (let a = lo; a < hi; a += CHUNK) {
      const b = Math.min(hi, a + CHUNK);
      next = withValues
        ? expandLevelScored(a, b, next, tree, positions, listStart, listPos, listMove)
        : expandLevel(a, b, next, pos, firstChild, childCount, parent, move, posNode, listStart, listPos, listMove);
      onProgress?.('nodes', b, n);
    }
    if (d < 9) tree.levelStart[d + 1] = hi;
    depth.fill(d, lo, hi);
    onProgress?.('nodes', hi, n);
  }
  tree.levelStart[10] = n;
  tree.scored = withValues;
  return tree;
}

const CHUNK = 4096;

/** Appends the children of nodes [lo, hi) from `next` on; returns the new end. */
function expandLevel(
  lo: number,
  hi: number,
  next: number,
  pos: Uint16Array,
  firstChild: Int32Array,
  childCount: Uint8Array,
  parent: Int32Array,
  move: Int8Array,
  posNode: Int32Array,
  listStart: Int32Array,
  listPos: Uint16Array,
  listMove: Int8Array,
): number {
  for (let i = lo; i < hi; i++) {
    const p = pos[i];
    const a = listStart[p];
    const b = listStart[p + 1];
    firstChild[i] = next;
    childCount[i] = b - a;
    for (let k = a; k < b; k++) {
      const q = listPos[k];
      parent[next] = i;
      move[next] = listMove[k];
      pos[next] = q;
      if (posNode[q] < 0) posNode[q] = next;
      next++;
    }
  }
  return next;
}

/** expandLevel, also copying each new node's values and best moves from its (scored) position. */
function expandLevelScored(
  lo: number,
  hi: number,
  next: number,
  tree: GameTree,
  positions: PositionTable,
  listStart: Int32Array,
  listPos: Uint16Array,
  listMove: Int8Array,
): number {
  const { pos, firstChild, childCount, parent, move, score, scoreShortest, bestMask, bestMaskShortest } = tree;
  const posNode = positions.node;
  const posScore = positions.score;
  const posScoreShortest = positions.scoreShortest;
  const posBest = positions.bestMask;
  const posBestShortest = positions.bestMaskShortest;
  for (let i = lo; i < hi; i++) {
    const p = pos[i];
    const a = listStart[p];
    const b = listStart[p + 1];
    firstChild[i] = next;
    childCount[i] = b - a;
    for (let k = a; k < b; k++) {
      const q = listPos[k];
      parent[next] = i;
      move[next] = listMove[k];
      pos[next] = q;
      score[next] = posScore[q];
      scoreShortest[next] = posScoreShortest[q];
      bestMask[next] = posBest[q];
      bestMaskShortest[next] = posBestShortest[q];
      if (posNode[q] < 0) posNode[q] = next;
      next++;
    }
  }
  return next;
}

/**
 * Depth-first build with an explicit stack, from boards alone (it does not use
 * the position DAG's child links): when a node is expanded, all its children
 * are allocated together (so they are contiguous, in cell order), then they
 * are expanded one after another, deepest first. O(N).
 */
export function buildTreeDfs(onProgress?: ProgressFn, positions: PositionTable = enumeratePositions()): GameTree {
  const n = countNodesDfs();
  const tree = allocateTree(n, 'dfs', positions, new Int32Array(0));
  const { parent, firstChild, childCount, move, depth, pos } = tree;
  const boards = new Int32Array(n);
  const stack = new Int32Array(9 * 10 + 1);
  let sp = 0;
  parent[0] = -1;
  move[0] = -1;
  pos[0] = positions.indexOf[0];
  positions.node[pos[0]] = 0;
  stack[sp++] = 0;
  let next = 1;
  let expanded = 0;
  const step = Math.ceil(n / 20);
  while (sp > 0) {
    const i = stack[--sp];
    const b: Board = boards[i];
    const legal = legalMask(b);
    firstChild[i] = next;
    for (let c = 0; c < 9; c++) {
      if (!((legal >> c) & 1)) continue;
      const nb = applyMoveUnchecked(b, c);
      boards[next] = nb;
      parent[next] = i;
      move[next] = c;
      depth[next] = depth[i] + 1;
      const q = positions.indexOf[nb];
      pos[next] = q;
      if (positions.node[q] < 0) positions.node[q] = next;
      next++;
    }
    childCount[i] = next - firstChild[i];
    // Push in reverse so the lowest cell is expanded first.
    for (let k = next - 1; k >= firstChild[i]; k--) stack[sp++] = k;
    if (++expanded % step === 0) onProgress?.('nodes', expanded, n);
  }
  onProgress?.('nodes', n, n);
  return tree;
}

/** Counts the nodes of the game tree by a depth-first walk over boards. */
export function countNodesDfs(b: Board = 0): number {
  const stack: number[] = [b];
  let count = 0;
  while (stack.length > 0) {
    const cur = stack.pop() as number;
    count++;
    const legal = legalMask(cur);
    for (let c = 0; c < 9; c++) if ((legal >> c) & 1) stack.push(applyMoveUnchecked(cur, c));
  }
  return count;
}
