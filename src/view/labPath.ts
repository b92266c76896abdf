/**
 * A lab tree's paths: a node's moves from the root and the key the tree's path index uses. Apart from the tree's
 * construction (labTree.ts), so a screen that only names nodes by their path (hide values) loads without it.
 * Pure: runs in Node.
 */
import type { LabTree } from './labTree.ts';

/** The key of a move path in `LabTree.byPath`. */
export function pathKey(moves: readonly number[]): string {
  return moves.join(',');
}

/** The moves from the lab root to node `n`. O(depth). */
export function movesOf<S>(tree: LabTree<S>, n: number): number[] {
  const out: number[] = [];
  for (let i = n; tree.parent[i] >= 0; i = tree.parent[i]) out.push(tree.move[i]);
  return out.reverse();
}
