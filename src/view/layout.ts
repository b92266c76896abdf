/**
 * Layout of the visible part of the tree: the focus node, its ancestors in a
 * line to the left, and its descendants down to `depth` levels to the right,
 * placed by d3-hierarchy's tidy tree. Only the visible subtree becomes a
 * hierarchy (at most 3,610 nodes at depth 4 from the root); the game tree is
 * read straight from its typed arrays. Pure: runs in Node.
 */
import { hierarchy, tree as tidyTree, type HierarchyPointNode } from 'd3-hierarchy';
import { canonicalBoard } from '../games/tictactoe/symmetry.ts';
import type { ScoreMode } from '../games/tictactoe/score.ts';
import type { Board } from '../games/tictactoe/board.ts';
import type { GameTree } from '../tree/gameTree.ts';
import { pathTo, stateOf } from '../tree/query.ts';
import { BOARD, COLUMN, COUSIN_SEPARATION, ROW, type Rect } from './geometry.ts';

export type ChildOrder = 'cell' | 'value';

export interface LayoutOptions {
  /** Levels of descendants shown below the focus, 1..4. */
  readonly depth: number;
  readonly order: ChildOrder;
  /** Show one representative per symmetry class among siblings, with its multiplicity. */
  readonly mergeSymmetry: boolean;
  readonly mode: ScoreMode;
}

export interface LayoutItem {
  readonly node: number;
  /** Top-left corner of the board in world units. */
  readonly x: number;
  readonly y: number;
  /** Level relative to the focus: negative for ancestors, 0 for the focus, 1.. for descendants. */
  readonly level: number;
  /** Index of the parent item in `items`, -1 for the first item. */
  readonly parentItem: number;
  /** Indexes of the child items, in display order. */
  readonly childItems: number[];
  /** Siblings this item stands for (1 unless symmetric siblings are merged). */
  readonly multiplicity: number;
  /** This node's move is a best move of its parent. */
  readonly best: boolean;
  /** The node has children that are not shown (for aria-expanded). */
  readonly collapsed: boolean;
}

export interface TreeLayout {
  readonly items: LayoutItem[];
  /** Index of the focus node's item. */
  readonly focusItem: number;
  /** Bounds of all boards in world units. */
  readonly bounds: Rect;
  /** Item index by node (only visible nodes). */
  readonly itemOfNode: Map<number, number>;
}

interface Datum {
  readonly node: number;
  readonly multiplicity: number;
  readonly level: number;
}

/** Children of `node` as displayed: ordered, optionally merged by symmetry. O(children). */
export function visibleChildren(tree: GameTree<Board>, node: number, options: Pick<LayoutOptions, 'order' | 'mergeSymmetry' | 'mode'>): { node: number; multiplicity: number }[] {
  const first = tree.firstChild[node];
  let list: { node: number; multiplicity: number }[] = [];
  for (let k = 0; k < tree.childCount[node]; k++) list.push({ node: first + k, multiplicity: 1 });
  if (options.mergeSymmetry) {
    const byClass = new Map<number, { node: number; multiplicity: number }>();
    for (const c of list) {
      const key = canonicalBoard(stateOf(tree, c.node));
      const seen = byClass.get(key);
      if (seen) seen.multiplicity++;
      else byClass.set(key, { ...c });
    }
    list = [...byClass.values()];
  }
  if (options.order === 'value') {
    const score = tree.score[options.mode];
    const sign = tree.depth[node] % 2 === 0 ? -1 : 1; // o to move: highest first; x: lowest first
    list.sort((a, b) => sign * (score[a.node] - score[b.node]) || tree.move[a.node] - tree.move[b.node]);
  }
  return list;
}

/** Lays out the focus, its ancestors and `depth` levels of descendants. O(visible nodes). */
export function layoutTree(tree: GameTree<Board>, focus: number, options: LayoutOptions): TreeLayout {
  const depth = Math.max(1, Math.min(4, Math.round(options.depth)));
  const root = hierarchy<Datum>({ node: focus, multiplicity: 1, level: 0 }, (d) =>
    d.level < depth ? visibleChildren(tree, d.node, options).map((c) => ({ ...c, level: d.level + 1 })) : null,
  );
  const placed = tidyTree<Datum>()
    .nodeSize([ROW, COLUMN])
    .separation((a, b) => (a.parent === b.parent ? 1 : COUSIN_SEPARATION))(root);

  const items: LayoutItem[] = [];
  const itemOfNode = new Map<number, number>();
  const best = tree.best[options.mode];
  const isBest = (node: number) => tree.parent[node] >= 0 && best[node] === 1;
  // Ancestors first (root .. parent of focus), on the focus's row.
  const path = pathTo(tree, focus);
  const focusY = placed.x - BOARD / 2;
  path.slice(0, -1).forEach((node, i) => {
    const level = i - (path.length - 1);
    const childItems = i < path.length - 2 ? [i + 1] : []; // the last ancestor gets the focus from visit()
    items.push({ node, x: level * COLUMN, y: focusY, level, parentItem: i - 1, childItems, multiplicity: 1, best: isBest(node), collapsed: false });
    itemOfNode.set(node, i);
  });
  const focusItem = items.length;
  // Then the focus subtree in pre-order, so parents precede children.
  const visit = (h: HierarchyPointNode<Datum>, parentItem: number) => {
    const index = items.length;
    const d = h.data;
    const item: LayoutItem = {
      node: d.node,
      x: h.y,
      y: h.x - BOARD / 2,
      level: d.level,
      parentItem,
      childItems: [],
      multiplicity: d.multiplicity,
      best: isBest(d.node),
      collapsed: !h.children && tree.childCount[d.node] > 0,
    };
    items.push(item);
    itemOfNode.set(d.node, index);
    if (parentItem >= 0) items[parentItem].childItems.push(index);
    h.children?.forEach((c) => visit(c, index));
  };
  visit(placed, focusItem - 1);

  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const it of items) {
    x0 = Math.min(x0, it.x);
    y0 = Math.min(y0, it.y);
    x1 = Math.max(x1, it.x + BOARD);
    y1 = Math.max(y1, it.y + BOARD);
  }
  return { items, focusItem, bounds: { x0, y0, x1, y1 }, itemOfNode };
}

/** Item whose board contains the world point, or -1. O(items). */
export function hitTest(layout: TreeLayout, x: number, y: number): number {
  for (let i = layout.items.length - 1; i >= 0; i--) {
    const it = layout.items[i];
    if (x >= it.x && x <= it.x + BOARD && y >= it.y && y <= it.y + BOARD) return i;
  }
  return -1;
}

/** Edges as line segments (world units): brackets from each parent to its visible children. */
export interface Segment {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  /** Leads to a best child (emphasised). */
  readonly best: boolean;
}

/**
 * Bracket edges: a stub right of the parent, a vertical spine across the
 * children, and a stub into each child. Best-move stubs are flagged so the
 * principal variation can be followed by eye.
 */
export function edgeSegments(layout: TreeLayout): Segment[] {
  const out: Segment[] = [];
  for (const p of layout.items) {
    if (p.childItems.length === 0) continue;
    const px = p.x + BOARD;
    const py = p.y + BOARD / 2;
    const mid = px + (COLUMN - BOARD) / 2;
    const ys = p.childItems.map((c) => layout.items[c].y + BOARD / 2);
    const anyBest = p.childItems.some((c) => layout.items[c].best);
    out.push({ x0: px, y0: py, x1: mid, y1: py, best: anyBest });
    const lo = Math.min(py, ...ys);
    const hi = Math.max(py, ...ys);
    if (hi > lo) out.push({ x0: mid, y0: lo, x1: mid, y1: hi, best: false });
    for (const c of p.childItems) {
      const ch = layout.items[c];
      out.push({ x0: mid, y0: ch.y + BOARD / 2, x1: ch.x, y1: ch.y + BOARD / 2, best: ch.best });
    }
  }
  return out;
}
