/**
 * Layout of an exercise's hand-worked tree (minimax and alpha-beta by hand):
 * the lab's layout over the exercise's own nodes, so every node gets its own
 * point by construction (no look-up from one key format into another). Pure:
 * runs in Node, read back by the geometry tests.
 */
import type { TreeNode } from '../exercises/types.ts';
import { bracketX, layoutLabTree, type BracketEdge, type BracketLayout, type LabLayoutOptions, type LabPoint } from './labLayout.ts';

export interface ExercisePlacedNode {
  readonly node: TreeNode;
  /** Top-left corner of the node's board. */
  readonly point: LabPoint;
}

export interface ExercisePlacedEdge extends BracketEdge<TreeNode> {
  /** Middle of the horizontal segment into the child (where its toggle sits). */
  readonly x: number;
  readonly y: number;
  /** The edge's own last segment (the bracket above it is shared with its siblings). */
  readonly own: string;
}

export interface ExerciseTreeLayout extends BracketLayout<ExercisePlacedEdge> {
  readonly nodes: readonly ExercisePlacedNode[];
}

/**
 * Places every node of `tree` (preorder, root first, ids are paths): root on
 * the left, children to the right in the order listed. Throws if a child or
 * parent path names no node of the tree. O(nodes).
 */
export function layoutExerciseTree(tree: readonly TreeNode[], options: LabLayoutOptions): ExerciseTreeLayout {
  const indexOf = new Map(tree.map((n, i) => [n.path, i]));
  const find = (path: string): number => {
    const i = indexOf.get(path);
    if (i === undefined) throw new Error(`exercise tree: no node "${path}"`);
    return i;
  };
  const nodes = tree.map((n, index) => ({ index, parent: n.parent === null ? -1 : find(n.parent), children: n.children.map(find) }));
  const layout = layoutLabTree({ nodes }, options);
  const b = options.board;
  const placed = tree.map((node, i) => ({ node, point: layout.points[i] }));
  const edges = layout.edges.map((e) => {
    const p = layout.points[e.parent];
    const c = layout.points[e.child];
    const barX = bracketX(p.x, options);
    const y = c.y + b / 2;
    return { parent: tree[e.parent], child: tree[e.child], x: (barX + c.x) / 2, y, path: e.path, own: `M${barX},${y}H${c.x}` };
  });
  return { nodes: placed, edges, width: layout.width, height: layout.height, options };
}
