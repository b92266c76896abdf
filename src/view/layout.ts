/**
 * Layout of the visible part of the tree, made to fill a screen: the focus on
 * the left with its ancestors in a line before it, and below-and-right of it
 * each parent's children wrapped into a grid (row-major, so the root's nine
 * openings sit where they are played). Boards shrink with depth. The number
 * of grid columns per level and the shrink factor are chosen for the viewport
 * the layout is made for, so the whole view fills it: at scale 1 one world
 * unit is one CSS pixel of that viewport. Only the visible subtree is visited
 * (at most 18,730 nodes at 5 levels from the root), through a TreeSource.
 * Pure: runs in Node.
 */
import type { ScoreMode } from '../games/game.ts';
import type { Rect } from './geometry.ts';
import { pathOf, type TreeSource } from './treeSource.ts';

export type ChildOrder = 'cell' | 'value';

/** The most levels below the focus the explorer shows. */
export const MAX_LEVELS = 5;

export interface LayoutOptions {
  /** Levels of descendants shown below the focus, 1..MAX_LEVELS. */
  readonly depth: number;
  readonly order: ChildOrder;
  /** Show one representative per symmetry class among siblings, with its multiplicity. */
  readonly mergeSymmetry: boolean;
  readonly mode: ScoreMode;
  /** The box (CSS px) the layout fills at scale 1. */
  readonly viewport: { readonly width: number; readonly height: number };
  /** Smallest value text (px) on the focus and the two levels below it; default 12.5 (see classroomLabel). */
  readonly minLabel?: number;
  /** Smallest board (CSS px at scale 1) wanted on the deepest level: a design that reaches it wins over any that does not; default none. */
  readonly leastLeaf?: number;
}

/**
 * The smallest value text (CSS px) the explorer asks of the focus and the two
 * levels below it, for a stage of this size: 24 on a projector (presentation
 * mode), 16 on a wide stage (a 1920×1080 screen, read from the back row),
 * 11 on a phone, 12.5 on a laptop. O(1).
 */
export function classroomLabel(viewport: { readonly width: number; readonly height: number }, present: boolean): number {
  if (present) return 24;
  if (viewport.width >= 1200) return 16;
  return viewport.width < 600 ? 11 : 12.5;
}

export interface LayoutItem {
  readonly node: number;
  /** Top-left corner of the board in world units. */
  readonly x: number;
  readonly y: number;
  /** Side of the board in world units. */
  readonly size: number;
  /** Height of the value label above the board (world units; the text is 0.85 of it). */
  readonly label: number;
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

/** Edges as line segments (world units). */
export interface Segment {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  /** Leads to a best child (emphasised). */
  readonly best: boolean;
  /** Board size of the children it leads to (the painter skips edges into boards too small to see). */
  readonly size: number;
}

export interface TreeLayout {
  readonly items: LayoutItem[];
  /** Index of the focus node's item. */
  readonly focusItem: number;
  /** Bounds of all boards and labels in world units. */
  readonly bounds: Rect;
  /** Item index by node (only visible nodes). */
  readonly itemOfNode: Map<number, number>;
  readonly segments: Segment[];
  /** The viewport the layout was made for. */
  readonly viewport: { readonly width: number; readonly height: number };
}

/** Blank border kept around the drawing inside the viewport (px). */
export const LAYOUT_MARGIN = 16;

/** Children of `node` as displayed: ordered, optionally merged by symmetry. O(children). */
export function visibleChildren(source: TreeSource, node: number, options: Pick<LayoutOptions, 'order' | 'mergeSymmetry' | 'mode'>): { node: number; multiplicity: number }[] {
  let list: { node: number; multiplicity: number }[] = [];
  for (let k = 0; k < source.childCount(node); k++) list.push({ node: source.child(node, k), multiplicity: 1 });
  if (options.mergeSymmetry) {
    const byClass = new Map<number, { node: number; multiplicity: number }>();
    for (const c of list) {
      const key = source.symmetryKey(c.node);
      const seen = byClass.get(key);
      if (seen) seen.multiplicity++;
      else byClass.set(key, { ...c });
    }
    list = [...byClass.values()];
  }
  if (options.order === 'value') {
    const v = (n: number) => source.value(n, options.mode) ?? 0;
    const sign = source.firstToMove(node) ? -1 : 1; // first player to move: highest first; second: lowest first
    list.sort((a, b) => sign * (v(a.node) - v(b.node)) || source.move(a.node) - source.move(b.node));
  }
  return list;
}

/** Proportions of the drawing, as fractions of the board size of the level they belong to. */
const LABEL = 0.3; // value label strip above a board big enough to show it
/** The value text's size as a fraction of its label strip. */
export const LABEL_TEXT = 0.85;
const NO_LABEL = 0.12; // the gap above a board too small for a label
const LABEL_MIN_PX = 18; // boards smaller than this on screen at scale 1 get no label strip
const LABEL_MAX_PX = 30; // label strips stop growing here
const SPINE = 0.38; // room left of a grid column for its spine and stubs
const COL_GAP = 0.22;
const ROW_GAP = 0.12;
const BUS = 0.36; // room above a wrapped grid for the bus joining its spines
const EDGE = 0.26; // parent board to its grid
const ANCESTOR = 0.5; // ancestors' boards, as a fraction of the focus's
/** Size ratios between consecutive levels: one for the focus and its children, one below. */
const GROWTHS = [1.25, 1.5, 1.8, 2.2, 2.7];

/** The visible subtree as flat arrays, parents before children. */
interface Visible {
  readonly node: number[];
  readonly multiplicity: number[];
  readonly level: number[];
  readonly children: number[][];
  /** Most children of one node, per level of the children (index 1..depth). */
  readonly maxChildren: number[];
}

function collect(source: TreeSource, focus: number, depth: number, options: LayoutOptions): Visible {
  const v: Visible = { node: [focus], multiplicity: [1], level: [0], children: [[]], maxChildren: new Array<number>(depth + 1).fill(0) };
  for (let i = 0; i < v.node.length; i++) {
    if (v.level[i] >= depth) continue;
    const kids = visibleChildren(source, v.node[i], options);
    const l = v.level[i] + 1;
    v.maxChildren[l] = Math.max(v.maxChildren[l], kids.length);
    for (const c of kids) {
      v.children[i].push(v.node.length);
      v.node.push(c.node);
      v.multiplicity.push(c.multiplicity);
      v.level.push(l);
      v.children.push([]);
    }
  }
  return v;
}

/** Sizes of one candidate design, in units of the deepest level's board. */
interface Design {
  /** Grid columns for the children at each level (index 1..depth). */
  readonly columns: readonly number[];
  readonly board: number[];
  readonly label: number[];
  /** Block (a board and all its visible descendants) width and height per level. */
  readonly blockW: number[];
  readonly blockH: number[];
  readonly width: number;
  readonly height: number;
}

/** Board sizes for the two growth ratios, deepest level = 1. */
function boardSizes(depth: number, top: number, bottom: number): number[] {
  const board: number[] = [];
  board[depth] = 1;
  for (let l = depth - 1; l >= 0; l--) board[l] = board[l + 1] * (l < 2 ? top : bottom);
  return board;
}

/** Scratch arrays for the design search (no allocation per candidate). */
const scratch = { label: new Float64Array(MAX_LEVELS + 1), blockW: new Float64Array(MAX_LEVELS + 1), blockH: new Float64Array(MAX_LEVELS + 1) };

/**
 * Block sizes bottom-up for grid columns per level, with label strips for a
 * scale estimate (labels where the board is big enough on screen, and at
 * least `minLabel` px on the focus and levels 1 and 2), into `out`. Returns the drawing's
 * width and height. O(depth).
 */
function measure(columns: ArrayLike<number>, board: ArrayLike<number>, maxChildren: readonly number[], ancestors: number, scale: number, minLabel: number, out: typeof scratch): { width: number; height: number } {
  const depth = maxChildren.length - 1;
  const { label, blockW, blockH } = out;
  for (let l = 0; l <= depth; l++) {
    const own = board[l] * scale >= LABEL_MIN_PX ? Math.min(LABEL * board[l], LABEL_MAX_PX / scale) : NO_LABEL * board[l];
    // The floor stops at 0.9 of the board: on a phone a label twice its board's size is clutter, not help.
    // (+0.05 px: the floor survives the home view's rounding, so a 16 px promise is drawn at 16, not 15.99.)
    label[l] = l <= 2 ? Math.max(own, Math.min((minLabel + 0.05) / LABEL_TEXT / scale, 0.9 * board[l])) : own;
  }
  for (let l = depth; l >= 0; l--) {
    const m = l < depth ? maxChildren[l + 1] : 0;
    if (m === 0) {
      blockW[l] = board[l];
      blockH[l] = label[l] + board[l];
      continue;
    }
    const s = board[l + 1];
    const k = Math.min(columns[l + 1], m);
    const rows = Math.ceil(m / k);
    const bus = k > 1 ? BUS * s : 0;
    const gridW = k * (SPINE * s + blockW[l + 1]) + (k - 1) * COL_GAP * s;
    const gridH = bus + rows * blockH[l + 1] + (rows - 1) * ROW_GAP * s;
    blockW[l] = board[l] + EDGE * s + gridW;
    blockH[l] = Math.max(bus + label[l] + board[l], gridH);
  }
  const a = ANCESTOR * board[0];
  return { width: blockW[0] + ancestors * a * (1 + EDGE * 2), height: Math.max(blockH[0], ancestors > 0 ? a * (1 + LABEL) : 0) };
}

interface Scored {
  readonly design: Design;
  readonly scale: number;
  readonly score: number;
}

/** Fits a candidate into width x height (labels re-sized for the scale) and scores it; `keep` returns its Design. */
function fitDesign(columns: readonly number[], board: number[], maxChildren: readonly number[], ancestors: number, width: number, height: number, minLabel: number, keep: boolean, leastLeaf = 0): Scored | number {
  let m = measure(columns, board, maxChildren, ancestors, Infinity, 0, scratch);
  let scale = Math.min(width / m.width, height / m.height);
  // Two rounds rank the candidates; the chosen one is refined with two more.
  for (let i = 0; i < (keep ? 4 : 2); i++) {
    m = measure(columns, board, maxChildren, ancestors, scale, minLabel, scratch);
    scale = Math.min(width / m.width, height / m.height);
  }
  const depth = board.length - 1;
  const leaf = board[depth] * scale;
  const child = board[Math.min(1, depth)] * scale;
  const grand = board[Math.min(2, depth)] * scale;
  const cover = Math.min((m.width * scale) / width, (m.height * scale) / height);
  // A label the board is too small to carry below the floor (the focus and two levels): the class cannot read it.
  let short = 0;
  for (let l = 0; l <= Math.min(2, depth); l++) if (scratch.label[l] * scale * LABEL_TEXT < minLabel - 0.05) short++;
  const score =
    3 * Math.log(Math.min(leaf, 16)) +
    2 * Math.log(Math.min(child, 150)) +
    Math.log(Math.min(grand, 60)) +
    2 * Math.log(Math.min(cover, 0.9)) -
    (leaf < 6.3 ? 20 : 0) -
    (child < 34 ? 8 : 0) -
    (cover < 0.55 ? 20 : 0) -
    (leaf < leastLeaf ? 60 : 0) -
    40 * short;
  if (!keep) return score;
  const design: Design = { columns: [...columns], board: [...board], label: [...scratch.label.slice(0, depth + 1)], blockW: [...scratch.blockW.slice(0, depth + 1)], blockH: [...scratch.blockH.slice(0, depth + 1)], width: m.width, height: m.height };
  return { design, scale, score };
}

/** Every choice of grid columns per level (the narrowest count for each number of rows). */
function columnChoices(maxChildren: readonly number[]): number[][] {
  let out: number[][] = [[0]];
  for (let l = 1; l < maxChildren.length; l++) {
    const m = Math.max(1, maxChildren[l]);
    const ks: number[] = [];
    let lastRows = -1;
    for (let k = 1; k <= m; k++) {
      const rows = Math.ceil(m / k);
      if (rows !== lastRows) ks.push(k);
      lastRows = rows;
    }
    out = out.flatMap((prefix) => ks.map((k) => [...prefix, k]));
  }
  return out;
}

const designCache = new Map<string, Scored>();

/**
 * The best design for the viewport: grid columns per level and the two
 * shrink ratios that maximise the smallest boards and the children's size
 * while the drawing covers the viewport. Cached by shape and viewport.
 * O(choices × depth), at most a few tens of thousands of steps.
 */
function chooseDesign(maxChildren: readonly number[], ancestors: number, width: number, height: number, minLabel: number, leastLeaf: number): Scored {
  const key = `${maxChildren.join(',')}|${ancestors}|${width}|${height}|${minLabel}|${leastLeaf}`;
  const cached = designCache.get(key);
  if (cached) return cached;
  const depth = maxChildren.length - 1;
  const choices = columnChoices(maxChildren);
  let best = { columns: choices[0], board: boardSizes(depth, 1, 1) };
  let bestScore = -Infinity;
  for (const top of GROWTHS) {
    for (const bottom of depth > 2 ? GROWTHS : [1]) {
      const board = boardSizes(depth, top, bottom);
      for (const columns of choices) {
        const score = fitDesign(columns, board, maxChildren, ancestors, width, height, minLabel, false, leastLeaf) as number;
        if (score > bestScore) {
          bestScore = score;
          best = { columns, board };
        }
      }
    }
  }
  const chosen = fitDesign(best.columns, best.board, maxChildren, ancestors, width, height, minLabel, true, leastLeaf) as Scored;
  if (designCache.size > 200) designCache.clear();
  designCache.set(key, chosen);
  return chosen;
}

/** Lays out the focus, its ancestors and `depth` levels of descendants for a viewport. O(visible nodes + design choices). */
export function layoutTree(source: TreeSource, focus: number, options: LayoutOptions): TreeLayout {
  const depth = Math.max(1, Math.min(MAX_LEVELS, Math.round(options.depth)));
  const vis = collect(source, focus, depth, options);
  // Levels with no children at all (a finished focus) do not take room.
  let shown = depth;
  while (shown > 0 && vis.maxChildren[shown] === 0) shown--;
  const maxChildren = vis.maxChildren.slice(0, shown + 1);
  const path = pathOf(source, focus);
  const ancestors = path.length - 1;
  const width = Math.max(80, options.viewport.width - 2 * LAYOUT_MARGIN);
  const height = Math.max(80, options.viewport.height - 2 * LAYOUT_MARGIN);
  const minLabel = options.minLabel ?? 12.5;
  const chosen = shown === 0 ? (fitDesign([0], [1], [0], ancestors, width, height, 0, true) as Scored) : chooseDesign(maxChildren, ancestors, width, height, minLabel, options.leastLeaf ?? 0);
  const d = chosen.design;
  const k = Math.min(chosen.scale, shown === 0 ? 160 : Infinity);
  const S = (l: number) => d.board[Math.min(l, shown)] * k;
  const L = (l: number) => d.label[Math.min(l, shown)] * k;

  const items: LayoutItem[] = [];
  const itemOfNode = new Map<number, number>();
  const segments: Segment[] = [];
  const mode = options.mode;
  // Ancestors first (root .. parent of focus), in a line left of the focus, boards top-aligned with it.
  const a = ANCESTOR * S(0);
  const aStep = a * (1 + EDGE * 2);
  const firstBus = shown > 0 && Math.min(d.columns[1], maxChildren[1]) > 1 ? BUS * S(1) : 0;
  const focusY = firstBus + L(0);
  // Their labels meet the floor too where the board can carry it, no taller than the focus's (so they stay inside the drawing).
  const aLabel = Math.min(L(0), Math.max(LABEL * a, Math.min((minLabel + 0.05) / LABEL_TEXT, 0.9 * a)));
  path.slice(0, -1).forEach((node, i) => {
    const level = i - ancestors;
    const x = i * aStep;
    items.push({ node, x, y: focusY, size: a, label: aLabel, level, parentItem: i - 1, childItems: i < ancestors - 1 ? [i + 1] : [], multiplicity: 1, best: source.best(node, mode), collapsed: false });
    itemOfNode.set(node, i);
    segments.push({ x0: x + a, y0: focusY + a / 2, x1: x + aStep, y1: focusY + a / 2, best: i < ancestors - 1 ? source.best(path[i + 1], mode) : source.best(focus, mode), size: a });
  });
  const focusItem = items.length;

  // The focus's block and, recursively, its children's grids, pre-order so parents precede children.
  const place = (v: number, parentItem: number, x: number, y: number, bus: number) => {
    const l = vis.level[v];
    const s = S(l);
    const index = items.length;
    const node = vis.node[v];
    const by = y + bus + L(l);
    items.push({
      node,
      x,
      y: by,
      size: s,
      label: L(l),
      level: l,
      parentItem,
      childItems: [],
      multiplicity: vis.multiplicity[v],
      best: l > 0 && source.best(node, mode),
      collapsed: vis.children[v].length === 0 && source.childCount(node) > 0,
    });
    itemOfNode.set(node, index);
    if (parentItem >= 0) items[parentItem].childItems.push(index);
    const kids = vis.children[v];
    if (kids.length === 0) return;
    const cs = S(l + 1);
    const cols = Math.min(d.columns[l + 1], maxChildren[l + 1]);
    const k2 = Math.min(cols, kids.length);
    const childBus = Math.min(d.columns[l + 2] ?? 1, maxChildren[l + 2] ?? 0) > 1 ? BUS * S(l + 2) : 0;
    const cellW = SPINE * cs + d.blockW[l + 1] * k;
    const cellH = d.blockH[l + 1] * k;
    const gx = x + s + EDGE * cs;
    const gy = y + (cols > 1 ? BUS * cs : 0);
    const busY = y + (BUS * cs) / 2;
    const spineX = (j: number) => gx + j * (cellW + COL_GAP * cs) + (SPINE * cs) / 2;
    const py = by + s / 2;
    const lastMid: number[] = [];
    // One column: the spine runs from the first child's middle (which may lie above the parent's) to the last's.
    let firstMid = Infinity;
    const anyBest = kids.some((c) => source.best(vis.node[c], mode));
    segments.push({ x0: x + s, y0: py, x1: spineX(0), y1: py, best: anyBest, size: cs });
    kids.forEach((c, i) => {
      const row = Math.floor(i / cols);
      const col = i % cols;
      const cx = gx + col * (cellW + COL_GAP * cs) + SPINE * cs;
      const cy = gy + row * (cellH + ROW_GAP * cs);
      const mid = cy + childBus + L(l + 1) + cs / 2;
      lastMid[col] = mid;
      firstMid = Math.min(firstMid, mid);
      segments.push({ x0: spineX(col), y0: mid, x1: cx, y1: mid, best: source.best(vis.node[c], mode), size: cs });
      place(c, index, cx, cy, childBus);
    });
    if (k2 > 1) segments.push({ x0: spineX(0), y0: busY, x1: spineX(k2 - 1), y1: busY, best: false, size: cs });
    for (let j = 0; j < k2; j++) {
      const top = k2 > 1 ? busY : Math.min(py, firstMid);
      const bottom = j === 0 ? Math.max(py, lastMid[0]) : lastMid[j];
      if (bottom > top) segments.push({ x0: spineX(j), y0: top, x1: spineX(j), y1: bottom, best: false, size: cs });
    }
  };
  place(0, focusItem - 1, ancestors * aStep, 0, firstBus);

  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const it of items) {
    x0 = Math.min(x0, it.x);
    y0 = Math.min(y0, it.y - it.label);
    x1 = Math.max(x1, it.x + it.size);
    y1 = Math.max(y1, it.y + it.size);
  }
  return { items, focusItem, bounds: { x0, y0, x1, y1 }, itemOfNode, segments, viewport: options.viewport };
}

/** Item whose board contains the world point, or -1. O(items). */
export function hitTest(layout: TreeLayout, x: number, y: number): number {
  for (let i = layout.items.length - 1; i >= 0; i--) {
    const it = layout.items[i];
    if (x >= it.x && x <= it.x + it.size && y >= it.y && y <= it.y + it.size) return i;
  }
  return -1;
}
