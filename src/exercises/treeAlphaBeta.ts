/**
 * Alpha-beta, fail-soft, over an exercise's small tree (subtree.ts) in cell
 * order, with a chosen cut rule: on v ≥ β / v ≤ α (the engine's, whose
 * trace the default exercises are read from) or only on v > β / v < α.
 * Used for the strict rule, and for the answer the other rule would give
 * (the feedback's "you cut only on strict inequality here"). With the ≥ rule
 * it agrees with the engine's trace on every generated tree (a test checks).
 */
import { toMove } from './engine.ts';
import type { Conventions } from './conventions.ts';
import type { TreeNode } from './types.ts';

/**
 * What the exercise reads from a search, in search order: entering an inner
 * node below the root with its window, and each cut-off (the node, its
 * window, the value of the child that cut, the cells skipped).
 */
export type SearchEvent =
  | { readonly kind: 'enter'; readonly path: string; readonly alpha: number; readonly beta: number }
  | { readonly kind: 'cutoff'; readonly path: string; readonly alpha: number; readonly beta: number; readonly value: number; readonly skipped: readonly number[] };

export interface TreeSearchFacts {
  /** Root value (o's view). */
  readonly value: number;
  readonly events: readonly SearchEvent[];
}

/** The search of `tree` (preorder, root first) under `cut`. O(nodes). */
export function treeAlphaBeta(tree: readonly TreeNode[], cut: Conventions['cut']): TreeSearchFacts {
  const byPath = new Map(tree.map((n) => [n.path, n]));
  const events: SearchEvent[] = [];
  const beyond = cut === 'ge' ? (v: number, bound: number, max: boolean) => (max ? v >= bound : v <= bound) : (v: number, bound: number, max: boolean) => (max ? v > bound : v < bound);
  const visit = (n: TreeNode, alpha: number, beta: number): number => {
    if (n.leafValue !== null) return n.leafValue;
    if (n.path !== '') events.push({ kind: 'enter', path: n.path, alpha, beta });
    const max = toMove(n.board) === 'o';
    let best = max ? -Infinity : Infinity;
    for (let i = 0; i < n.children.length; i++) {
      const child = byPath.get(n.children[i]);
      if (!child) throw new Error(`tree has no node ${n.children[i]}`);
      const v = visit(child, alpha, beta);
      best = max ? Math.max(best, v) : Math.min(best, v);
      if (beyond(best, max ? beta : alpha, max)) {
        const rest = n.children.slice(i + 1);
        if (rest.length > 0) events.push({ kind: 'cutoff', path: n.path, alpha, beta, value: v, skipped: rest.map((p) => Number(p.slice(-1))) });
        break;
      }
      if (max) alpha = Math.max(alpha, best);
      else beta = Math.min(beta, best);
    }
    return best;
  };
  const root = tree[0];
  const value = visit(root, -Infinity, Infinity);
  return { value, events };
}
