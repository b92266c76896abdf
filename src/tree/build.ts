/**
 * Building the complete game tree: positions first (enumerated and scored by
 * minimax over the DAG, positions.ts), then the nodes breadth-first, level by
 * level, each node receiving its position's values and its move's best flags
 * as it is created: the tree comes out scored from one pass over the nodes.
 */
import type { FullTreeGame } from '../games/game.ts';
import { allocateTree, type GameTree } from './gameTree.ts';
import { buildPositionTable, type PositionTable } from './positions.ts';

/** Phases reported by the build. */
export type BuildPhase = 'positions' | 'nodes' | 'scores';
/** Progress callback: `done` of `total` units of `phase` are finished. */
export type ProgressFn = (phase: BuildPhase, done: number, total: number) => void;

/**
 * Builds and scores the complete game tree of a `fullTree` game. O(N).
 * `built`, when given, is the game's table already built (the worker
 * posts it ahead of the tree); the build then only adds the nodes.
 */
export function buildGameTree<S>(game: FullTreeGame<S>, onProgress?: ProgressFn, built?: PositionTable<S>): GameTree<S> {
  onProgress?.('positions', 0, 1);
  const positions = built?.game === game ? built : buildPositionTable(game);
  onProgress?.('positions', 1, 1);
  const tree = buildTreeBfs(positions, onProgress);
  onProgress?.('scores', 1, 1);
  return tree;
}

/**
 * Breadth-first build from a scored position table: level by level, each
 * node's children appended in natural move order, with their values and best
 * flags copied from the table. Nodes end up sorted by depth. O(N). Reports
 * progress after every slice of CHUNK nodes (callers throttle).
 */
export function buildTreeBfs<S>(positions: PositionTable<S>, onProgress?: ProgressFn): GameTree<S> {
  const n = positions.subtreeSize[0];
  const tree = allocateTree(positions, n);
  const { levelStart } = tree;
  const maxDepth = positions.game.maxPlies;
  positions.node[0] = 0;
  tree.parent[0] = -1;
  tree.move[0] = -1;
  tree.scoreWdl[0] = positions.scoreWdl[0];
  tree.scoreShortest[0] = positions.scoreShortest[0];
  let next = 1;
  for (let d = 0; d <= maxDepth; d++) {
    const lo = d === 0 ? 0 : levelStart[d];
    const hi = next;
    levelStart[d] = lo;
    // A small function called on slices of at most CHUNK nodes: V8 optimises it after the
    // first slices, so the big levels run optimised code even on a cold start.
    for (let a = lo; a < hi; a += CHUNK) {
      const b = Math.min(hi, a + CHUNK);
      next = expandLevel(a, b, next, tree.pos, tree.firstChild, tree.childCount, tree.parent, tree.move, tree.scoreWdl, tree.scoreShortest, tree.bestWdl, tree.bestShortest, positions.edgeStart, positions.node, positions.scoreWdl, positions.scoreShortest, positions.edges.child, positions.edges.move, positions.edges.bestWdl, positions.edges.bestShortest);
      onProgress?.('nodes', b, n);
    }
    if (d < maxDepth) levelStart[d + 1] = hi;
    tree.depth.fill(d, lo, hi);
    onProgress?.('nodes', hi, n);
  }
  levelStart[maxDepth + 1] = n;
  tree.scored = true;
  return tree;
}

const CHUNK = 4096;

/** Appends the children of nodes [lo, hi) from `next` on, with values and best flags; returns the new end. */
function expandLevel(
  lo: number,
  hi: number,
  next: number,
  pos: Uint16Array,
  firstChild: Int32Array,
  childCount: Uint8Array,
  parent: Int32Array,
  move: Int8Array,
  scoreWdl: Int8Array,
  scoreShortest: Int8Array,
  bestWdl: Uint8Array,
  bestShortest: Uint8Array,
  edgeStart: Int32Array,
  posNode: Int32Array,
  posWdl: Int8Array,
  posShortest: Int8Array,
  child: Uint16Array,
  edgeMove: Int8Array,
  edgeBestWdl: Uint8Array,
  edgeBestShortest: Uint8Array,
): number {
  for (let i = lo; i < hi; i++) {
    const p = pos[i];
    const a = edgeStart[p];
    const b = edgeStart[p + 1];
    firstChild[i] = next;
    childCount[i] = b - a;
    for (let k = a; k < b; k++) {
      const q = child[k];
      parent[next] = i;
      move[next] = edgeMove[k];
      pos[next] = q;
      scoreWdl[next] = posWdl[q];
      scoreShortest[next] = posShortest[q];
      bestWdl[next] = edgeBestWdl[k];
      bestShortest[next] = edgeBestShortest[k];
      if (posNode[q] < 0) posNode[q] = next;
      next++;
    }
  }
  return next;
}
