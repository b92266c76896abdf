/**
 * Estimates in a depth-limited search lab: which values are guesses, and
 * where a guess disagrees with the exact value of the full game tree (the
 * horizon effect). Pure: runs in Node.
 *
 * A node's value is an estimate when the depth limit cut some line below it
 * (one of its descendants, or itself, is a depth-limit leaf) and the value is
 * not a proven result. Every real win is worth at least 1 and evaluations lie
 * strictly between -1 and 1, so a value of magnitude 1 or more can only come
 * from finished games: it is exact even with cut lines below.
 */
import { LEAF_DEPTH, type LabTree } from './labTree.ts';

/** For every node: whether a depth-limit leaf is at or below it. O(nodes). */
export function cutBelow<S>(tree: LabTree<S>): boolean[] {
  const cut = Array.from(tree.leaf, (l) => l === LEAF_DEPTH);
  // Preorder lists parents before children: walking backwards settles each child before its parent.
  for (let i = tree.size - 1; i > 0; i--) if (cut[i]) cut[tree.parent[i]] = true;
  return cut;
}

/** True when `value` at a node with `cut` lines below it is a guess rather than a result. */
export function isEstimate(cut: boolean, value: number): boolean {
  return cut && Math.abs(value) < 1;
}

/** Who the value favours, as a message suffix: 'o' (o ahead), 'x' (x ahead) or 'even'. */
export function aheadOf(value: number): 'o' | 'x' | 'even' {
  return value > 0 ? 'o' : value < 0 ? 'x' : 'even';
}

/**
 * True when an estimate points to a different outcome than the exact value
 * (o ahead but a draw, even but a win, ...): the horizon effect.
 */
export function disagrees(estimate: number, exact: number): boolean {
  return Math.sign(estimate) !== Math.sign(exact);
}
