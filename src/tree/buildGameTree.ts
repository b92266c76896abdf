/**
 * The whole pipeline: positions, nodes, minimax values in both scoring modes,
 * best moves, position table. The default (breadth-first build, bottom-up
 * scoring) is the fast path the app and the benchmark use.
 */
import { buildTreeBfs, buildTreeDfs, type ProgressFn } from './build.ts';
import type { GameTree } from './gameTree.ts';
import { scoreTree, type ScoringMethod } from './minimax.ts';
import { enumeratePositions } from './positions.ts';

export interface BuildOptions {
  readonly method?: 'bfs' | 'dfs';
  readonly scoring?: ScoringMethod;
  readonly onProgress?: ProgressFn;
}

/** Builds and scores the complete game tree. O(N). */
export function buildGameTree(options: BuildOptions = {}): GameTree {
  const { method = 'bfs', scoring = 'bottom-up', onProgress } = options;
  onProgress?.('positions', 0, 1);
  const positions = enumeratePositions();
  onProgress?.('positions', 1, 1);
  const tree = method === 'bfs' ? buildTreeBfs(onProgress, positions) : buildTreeDfs(onProgress, positions);
  scoreTree(tree, scoring, onProgress);
  return tree;
}
