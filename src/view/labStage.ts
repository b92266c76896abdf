/**
 * What the search lab's stage shows of a lab tree at one frame, and where its
 * camera goes. Pure: runs in Node (the geometry tests read it back).
 *
 * A tree of at most LAB_MAX_NODES nodes is drawn whole. A bigger one (the
 * empty board has 549,946 nodes) is drawn collapsed: the root and the open
 * nodes of the search path are expanded, every other node with children is
 * one box (its value, its node count, a button that opens it), and the nodes
 * the person opened stay open. The layout is the lab's tidy tree
 * (labLayout.ts) over the visible nodes only.
 */
import { fitTransform, type Rect, type Transform } from './geometry.ts';
import { layoutLabTree, type LabLayout, type LabLayoutOptions, type LabPoint } from './labLayout.ts';
import { childrenOf, LAB_MAX_NODES, type LabTree } from './labTree.ts';

/** Font size of every label of the lab tree, in world units (CSS px at zoom 1): lab.css uses it. */
export const LAB_TEXT = 9;
/** Smallest label on screen at the home view, in CSS px: normally, and in presentation mode. */
export const LAB_MIN_LABEL_PX = 14.5;
export const LAB_MIN_LABEL_PX_PRESENT = 24.5;
/** Room above a board for its value badge, in world units. */
const BADGE_ROOM = 10;

export interface LabScene {
  /** The visible nodes, preorder (index 0 is the lab root). */
  readonly nodes: readonly number[];
  /** Layout of the visible nodes: `layout.points[i]` is `nodes[i]`'s board. */
  readonly layout: LabLayout;
  /** The local index of a visible node. */
  readonly local: ReadonlyMap<number, number>;
  /** Per visible node: it has children that are not drawn (a collapsed subtree). */
  readonly collapsed: readonly boolean[];
  /** Per visible node: it is open because the person opened it (it may be closed again). */
  readonly opened: readonly boolean[];
}

/** True when the tree is drawn whole (no collapsed subtrees). */
export function drawnWhole<S>(tree: LabTree<S>): boolean {
  return tree.size <= LAB_MAX_NODES;
}

/**
 * The visible nodes of `tree`, laid out with `options`: see the header.
 * `path` is the search path of the frame shown (its open nodes, see
 * labFrames.searchPath), `opened` the nodes the person opened. O(visible nodes).
 */
export function labScene<S>(tree: LabTree<S>, path: readonly number[], opened: ReadonlySet<number>, options: LabLayoutOptions): LabScene {
  const onPath = new Set(path);
  const whole = drawnWhole(tree);
  const nodes: number[] = [];
  const local = new Map<number, number>();
  const collapsed: boolean[] = [];
  const openedFlags: boolean[] = [];
  const children: number[][] = [];
  const parents: number[] = [];
  const stack: [number, number][] = [[0, -1]];
  while (stack.length > 0) {
    const [n, p] = stack.pop() as [number, number];
    const i = nodes.length;
    nodes.push(n);
    local.set(n, i);
    parents.push(p);
    children.push([]);
    if (p >= 0) children[p].push(i);
    const byPath = n === 0 || onPath.has(n);
    const expanded = whole || byPath || opened.has(n);
    const has = tree.childCount[n] > 0;
    collapsed.push(has && !expanded);
    openedFlags.push(has && !whole && !byPath && opened.has(n));
    if (!has || !expanded) continue;
    const kids = childrenOf(tree, n);
    for (let k = kids.length - 1; k >= 0; k--) stack.push([kids[k], i]);
  }
  const layout = layoutLabTree({ nodes: nodes.map((_, i) => ({ index: i, parent: parents[i], children: children[i] })) }, options);
  return { nodes, layout, local, collapsed, opened: openedFlags };
}

/** The box a node's board, badge and side labels take, in world units. */
export function nodeBox(p: LabPoint, options: LabLayoutOptions): Rect {
  return { x0: p.x - 6, y0: p.y - BADGE_ROOM, x1: p.x + options.board + options.label, y1: p.y + options.board + 2 };
}

/** The union of rectangles (null for none). */
function union(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  return rects.reduce((a, b) => ({ x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) }));
}

export interface LabCamera {
  readonly transform: Transform;
  /** 'whole': the whole drawing at a legible size; 'follow': the current step, its path and its siblings at the legible size. */
  readonly kind: 'whole' | 'follow';
}

/** Margin kept around what the camera shows, in CSS px. */
const MARGIN = 16;

/**
 * The lab's home view in a `width` x `height` box: the whole drawing when it
 * fits with labels of at least `minLabelPx` CSS px (at most twice that size),
 * else the current node at that size with as much as fits of its search path
 * (root to the node), its siblings and its drawn children (the edge a step
 * walks back along); the current node is always inside, and its nearest drawn
 * child with it when both fit.
 */
export function labHomeCamera<S>(tree: LabTree<S>, scene: LabScene, current: number, width: number, height: number, minLabelPx: number): LabCamera {
  const { layout } = scene;
  const o = layout.options;
  const kMin = minLabelPx / LAB_TEXT;
  const whole: Rect = { x0: 0, y0: 0, x1: layout.width, y1: layout.height };
  const fit = fitTransform(whole, width, height, MARGIN, 2 * kMin, 0.01);
  if (fit.k >= kMin) return { transform: fit, kind: 'whole' };
  const k = kMin;
  // The current node, or its nearest visible ancestor.
  let c = current;
  while (!scene.local.has(c) && tree.parent[c] >= 0) c = tree.parent[c];
  const ci = scene.local.get(c) ?? 0;
  const box = (n: number) => nodeBox(layout.points[scene.local.get(n) as number], o);
  const path: number[] = [];
  for (let n = c; n >= 0; n = tree.parent[n]) path.push(n);
  const parent = tree.parent[c];
  const siblings = parent >= 0 ? childrenOf(tree, parent).filter((s) => scene.local.has(s)) : [];
  const kids = scene.collapsed[ci] ? [] : childrenOf(tree, c).filter((s) => scene.local.has(s));
  const cur = nodeBox(layout.points[ci], o);
  const focus = union([...path, ...siblings, ...kids].map(box)) ?? cur;
  // What must be on screen: the current node and, when both fit, its nearest drawn child (the next step's edge: at
  // step 0 the root of a tall tree sits between its children's subtrees, far from any of them).
  const mid = (r: Rect) => (r.y0 + r.y1) / 2;
  const nearest = kids.map(box).reduce<Rect | null>((a, b) => (a === null || Math.abs(mid(b) - mid(cur)) < Math.abs(mid(a) - mid(cur)) ? b : a), null);
  const withChild = nearest ? (union([cur, nearest]) as Rect) : cur;
  const core = (withChild.x1 - withChild.x0) * k <= width - 2 * MARGIN && (withChild.y1 - withChild.y0) * k <= height - 2 * MARGIN ? withChild : cur;
  const place = (lo: number, hi: number, curLo: number, curHi: number, size: number, endFirst: boolean): number => {
    // Screen offset so that [lo, hi] * k is centred, or, when it does not fit, the current node's span is inside with the rest cut on the far side.
    if ((hi - lo) * k <= size - 2 * MARGIN) return (size - (hi - lo) * k) / 2 - lo * k;
    const centred = size / 2 - ((curLo + curHi) / 2) * k;
    const atStart = MARGIN - lo * k;
    const atEnd = size - MARGIN - hi * k;
    const startFits = curHi * k + atStart <= size - MARGIN;
    const endFits = curLo * k + atEnd >= MARGIN;
    // Show one end of the focus span if the current node stays inside (the preferred end first), else centre the current node.
    if (endFirst ? endFits : startFits) return endFirst ? atEnd : atStart;
    if (endFirst ? startFits : endFits) return endFirst ? atStart : atEnd;
    return centred;
  };
  // Across, the end: the current node's children and the step's edge stay whole, the path runs in from the left
  // (its start lies rows away from the current node, so showing it would show empty columns). Down, the start.
  const x = place(focus.x0, focus.x1, core.x0, core.x1, width, true);
  const y = place(focus.y0, focus.y1, core.y0, core.y1, height, false);
  return { transform: { k, x, y }, kind: 'follow' };
}

/** The transform that shows the whole drawing (the Fit button), whatever the label size. */
export function labFitCamera(layout: LabLayout, width: number, height: number): Transform {
  return fitTransform({ x0: 0, y0: 0, x1: layout.width, y1: layout.height }, width, height, MARGIN, 4, 0.01);
}
