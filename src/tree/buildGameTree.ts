/**
 * The whole pipeline: positions, nodes, minimax values in both scoring modes,
 * best moves, position table. The default (breadth-first build, values by
 * minimax over the position DAG copied into each node as it is created) is
 * the fast path the app uses: one pass over the 549,946 nodes. The node-level
 * minimax sweeps ('bottom-up', 'depth-first') give the same columns.
 */
import { buildTreeBfs, buildTreeDfs, type ProgressFn } from './build.ts';
import type { GameTree } from './gameTree.ts';
import { scoreTree, type ScoringMethod } from './minimax.ts';
import { enumeratePositions, scorePositions, type PositionTable } from './positions.ts';

export interface BuildOptions {
  readonly method?: 'bfs' | 'dfs';
  readonly scoring?: ScoringMethod;
  readonly onProgress?: ProgressFn;
  /** Called with the scored position table as soon as it exists, before the nodes are built (the app's path only). */
  readonly onPositions?: (positions: PositionTable) => void;
}

/** Builds and scores the complete game tree. O(N). */
export function buildGameTree(options: BuildOptions = {}): GameTree {
  const { method = 'bfs', scoring = 'positions', onProgress, onPositions } = options;
  onProgress?.('positions', 0, 1);
  const positions = enumeratePositions();
  if (method === 'bfs' && scoring === 'positions') {
    scorePositions(positions);
    onProgress?.('positions', 1, 1);
    onPositions?.(positions);
    const tree = buildTreeBfs(onProgress, positions, true);
    onProgress?.('scores', 1, 1);
    return tree;
  }
  onProgress?.('positions', 1, 1);
  const tree = method === 'bfs' ? buildTreeBfs(onProgress, positions) : buildTreeDfs(onProgress, positions);
  scoreTree(tree, scoring, onProgress);
  return tree;
}
