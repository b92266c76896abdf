/**
 * Layout of the lab tree, like the explorer and source article 0's figures: the root
 * on the left, children to the right in cell order, placed by d3-hierarchy's
 * tidy tree, edges drawn as brackets. It places the nodes it is given: the lab
 * hands it the visible nodes only (labStage.ts), a few hundred at most. Pure:
 * runs in Node.
 *
 * Geometry of one column: [board][label block][link]. The label block right
 * of a board holds two short text lines (above and below the outgoing edge),
 * the link is the bracket and the edge label (the window a child was searched
 * with) sits above its last horizontal segment.
 */
import { hierarchy, tree as tidyTree } from 'd3-hierarchy';

/** What the layout reads of a tree: nodes by index, each with its parent (-1 for the root) and children. */
export interface LayoutTree {
  readonly nodes: readonly { readonly index: number; readonly parent: number; readonly children: readonly number[] }[];
}

export interface LabLayoutOptions {
  /** Board side. */
  readonly board: number;
  /** Free space between two rows of boards. */
  readonly rowGap: number;
  /** Width of the text block right of each board. */
  readonly label: number;
  /** Length of the bracket from the text block to the children. */
  readonly link: number;
  readonly margin: number;
}

/** Minimax mode: values only. */
export const LAB_LAYOUT_VALUES: LabLayoutOptions = { board: 36, rowGap: 12, label: 46, link: 34, margin: 14 };
/** Alpha-beta mode: room for windows and stored bounds. */
export const LAB_LAYOUT_WINDOWS: LabLayoutOptions = { board: 36, rowGap: 12, label: 58, link: 72, margin: 14 };

/** Top-left corner of a board. */
export interface LabPoint {
  readonly x: number;
  readonly y: number;
}

/** An edge of a laid-out lab tree: its two ends (node indices, or the nodes themselves) and its bracket. */
export interface BracketEdge<N> {
  readonly parent: N;
  readonly child: N;
  /** SVG path of the bracket from the parent's right side to the child's left side. */
  readonly path: string;
}

/** x of the vertical bar of the bracket out of a board whose left side is at `parentX`. */
export function bracketX(parentX: number, options: LabLayoutOptions): number {
  return parentX + options.board + options.label + 8;
}

export interface LabEdge extends BracketEdge<number> {
  /** Start of the edge label (left end, text baseline) above the segment into the child. */
  readonly labelX: number;
  readonly labelY: number;
}

/** A laid-out tree's edges, its size and the options it was laid out with. */
export interface BracketLayout<E> {
  readonly edges: readonly E[];
  readonly width: number;
  readonly height: number;
  readonly options: LabLayoutOptions;
}

export interface LabLayout extends BracketLayout<LabEdge> {
  /** One point per lab node, by node index. */
  readonly points: readonly LabPoint[];
}

/**
 * Places every node of `tree`: x grows with depth, y follows the tidy tree
 * (leaves one row apart). Invariants: a child's x is one column right of its
 * parent's; siblings keep cell order top to bottom; all points lie inside
 * (margin, width - margin) x (margin, height - margin). O(nodes).
 */
export function layoutLabTree(tree: LayoutTree, options: LabLayoutOptions = LAB_LAYOUT_WINDOWS): LabLayout {
  const { board, rowGap, label, link, margin } = options;
  const column = board + label + link;
  const root = hierarchy<number>(0, (i) => tree.nodes[i].children);
  const laid = tidyTree<number>()
    .nodeSize([board + rowGap, column])
    .separation(() => 1)(root);
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = 0;
  laid.each((d) => {
    minX = Math.min(minX, d.x);
    maxX = Math.max(maxX, d.x);
    maxY = Math.max(maxY, d.y);
  });
  const points: LabPoint[] = new Array(tree.nodes.length);
  laid.each((d) => {
    points[d.data] = { x: margin + d.y, y: margin + d.x - minX };
  });
  const edges: LabEdge[] = [];
  const half = board / 2;
  for (const node of tree.nodes) {
    if (node.parent < 0) continue;
    const p = points[node.parent];
    const c = points[node.index];
    const barX = bracketX(p.x, options);
    edges.push({
      parent: node.parent,
      child: node.index,
      path: `M${p.x + board},${p.y + half}H${barX}V${c.y + half}H${c.x}`,
      labelX: barX + 4,
      labelY: c.y + half - 3,
    });
  }
  return {
    points,
    edges,
    width: 2 * margin + maxY + board + label,
    height: 2 * margin + (maxX - minX) + board,
    options,
  };
}
