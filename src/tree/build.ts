/**
 * Builders of the complete game tree, breadth-first and depth-first, as the
 * seeds teach. Both produce contiguous, cell-ordered children; they differ in
 * node numbering (see normalise.ts to compare them).
 */
import { applyMoveUnchecked, legalMask, type Board } from '../game/board.ts';
import { allocateTree, type GameTree } from './gameTree.ts';
import { enumeratePositions, type PositionTable } from './positions.ts';

/** Phases reported by the builders and the scorer. */
export type BuildPhase = 'positions' | 'nodes' | 'scores' | 'best-moves';
/** Progress callback: `done` of `total` units of `phase` are finished. */
export type ProgressFn = (phase: BuildPhase, done: number, total: number) => void;

/**
 * Breadth-first build: level by level, each node's children appended in cell
 * order. Nodes end up sorted by depth. O(N). Reports progress once per level.
 */
export function buildTreeBfs(onProgress?: ProgressFn, positions: PositionTable = enumeratePositions()): GameTree {
  const n = positions.subtreeSize[0];
  const tree = allocateTree(n, 'bfs', positions, new Int32Array(11));
  const { parent, firstChild, childCount, move, depth, pos } = tree;
  const childPos = positions.childPos;
  const outcome = positions.outcome;
  const posNode = positions.node;
  posNode[0] = 0;
  parent[0] = -1;
  move[0] = -1;
  let next = 1;
  let levelEnd = 1;
  let level = 0;
  tree.levelStart[0] = 0;
  for (let i = 0; i < n; i++) {
    if (i === levelEnd) {
      level++;
      tree.levelStart[level] = i;
      levelEnd = next;
      onProgress?.('nodes', i, n);
    }
    const p = pos[i];
    firstChild[i] = next;
    if (outcome[p] !== 0) continue;
    const base = p * 9;
    const d = depth[i] + 1;
    for (let c = 0; c < 9; c++) {
      const q = childPos[base + c];
      if (q < 0) continue;
      parent[next] = i;
      move[next] = c;
      depth[next] = d;
      pos[next] = q;
      if (posNode[q] < 0) posNode[q] = next;
      next++;
    }
    childCount[i] = next - firstChild[i];
  }
  for (let d = level + 1; d <= 10; d++) tree.levelStart[d] = n;
  onProgress?.('nodes', n, n);
  return tree;
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
