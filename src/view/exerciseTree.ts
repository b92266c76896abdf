/**
 * Layout of an exercise's hand-worked tree (minimax and alpha-beta by hand,
 * on game positions or on numeric trees): the lab's layout over the
 * exercise's own nodes, so every node gets its own point by construction (no
 * look-up from one key format into another). Pure: runs in Node, read back by
 * the geometry tests.
 */
import type { TreeNode } from '../exercises/types.ts';
import { bracketX, layoutLabTree, type BracketEdge, type BracketLayout, type LabLayoutOptions, type LabPoint } from './labLayout.ts';

/** What the layout reads of a node: its id (a path), its parent's and its children's. */
export interface LaidNode {
  readonly path: string;
  readonly parent: string | null;
  readonly children: readonly string[];
}

export interface ExercisePlacedNode<N extends LaidNode = TreeNode> {
  readonly node: N;
  /** Top-left corner of the node's board (or box). */
  readonly point: LabPoint;
}

export interface ExercisePlacedEdge<N extends LaidNode = TreeNode> extends BracketEdge<N> {
  /** Middle of the horizontal segment into the child (where its toggle sits). */
  readonly x: number;
  readonly y: number;
  /** The edge's own last segment (the bracket above it is shared with its siblings). */
  readonly own: string;
}

export interface ExerciseTreeLayout<N extends LaidNode = TreeNode> extends BracketLayout<ExercisePlacedEdge<N>> {
  readonly nodes: readonly ExercisePlacedNode<N>[];
}

/**
 * Places every node of `tree` (preorder, root first, ids are paths): root on
 * the left, children to the right in the order listed. Throws if a child or
 * parent path names no node of the tree. O(nodes).
 */
export function layoutExerciseTree<N extends LaidNode>(tree: readonly N[], options: LabLayoutOptions): ExerciseTreeLayout<N> {
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
