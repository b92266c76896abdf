/**
 * The whole game in one picture: an icicle of every node, root row at the
 * top, one row per depth, each node as wide as the finished games below it
 * (or the nodes below it), coloured by its minimax value.
 *
 * Nothing is built per node. Per position and per depth below it, a mix
 * table holds the extent of the descendants of each value class
 * (positions × levels × 3 numbers, computed once over the positions). The
 * rasteriser walks only nodes at least a pixel wide; a narrower node adds its
 * position's mix to the pixel columns it covers on every level below it, so
 * each pixel column gets the colour mix of exactly the values beneath it,
 * weighted by extent, at any zoom. Pure: runs in Node.
 */
import type { ScoreMode } from '../games/game.ts';
import type { TreeSource } from './treeSource.ts';
import { MIX_RGB } from './colors.ts';

/** What a node's width stands for. */
export type OverviewWeight = 'games' | 'nodes';

export interface OverviewMix {
  readonly weight: OverviewWeight;
  readonly mode: ScoreMode;
  /** Rows of the icicle: depths 0..levels-1. */
  readonly levels: number;
  /** mix[(p * levels + r) * 3 + c]: extent of the descendants r moves below position p with value class c (empty with `rowOf`). */
  readonly mix: Float64Array;
  /**
   * Optional: adds row r of position p's mix into out[0..2], for a source whose full table would not fit (a
   * position DAG of millions: view/wholeGameSource.ts reads a compact one); absent, `mix` is read.
   */
  readonly rowOf?: (p: number, r: number, out: Float64Array) => void;
}

/** The class index of a value: 0 first player wins, 1 draw, 2 second player wins. */
function classOf(v: number | null): number {
  return v === null || v === 0 ? 1 : v > 0 ? 0 : 2;
}

/** The extent of a node under a weighting. O(1). */
export function extentOf(source: TreeSource, node: number, weight: OverviewWeight): number {
  if (weight === 'nodes') return source.subtreeSize(node);
  const g = source.games(node);
  return g.firstWins + g.draws + g.secondWins;
}

/**
 * The mix table: for every position, the extent of its descendants by depth
 * below it and value class. One visit per position (children of the first
 * node met for each), iterative. O(positions × children × levels).
 */
export function overviewMix(source: TreeSource, mode: ScoreMode, weight: OverviewWeight): OverviewMix {
  const levels = source.maxDepth + 1;
  const mix = new Float64Array(source.positionCount * levels * 3);
  const done = new Uint8Array(source.positionCount);
  const stack: number[] = [source.root];
  const expanded: boolean[] = [false];
  while (stack.length) {
    const node = stack[stack.length - 1];
    const p = source.positionOf(node);
    if (done[p]) {
      stack.pop();
      expanded.pop();
      continue;
    }
    const n = source.childCount(node);
    if (!expanded[expanded.length - 1]) {
      expanded[expanded.length - 1] = true;
      for (let k = 0; k < n; k++) {
        const c = source.child(node, k);
        if (!done[source.positionOf(c)]) {
          stack.push(c);
          expanded.push(false);
        }
      }
      if (stack[stack.length - 1] !== node) continue;
    }
    const base = p * levels * 3;
    mix[base + classOf(source.value(node, mode))] = extentOf(source, node, weight);
    for (let k = 0; k < n; k++) {
      const cb = source.positionOf(source.child(node, k)) * levels * 3;
      for (let i = 0; i < (levels - 1) * 3; i++) mix[base + 3 + i] += mix[cb + i];
    }
    done[p] = 1;
    stack.pop();
    expanded.pop();
  }
  return { weight, mode, levels, mix };
}

/** A node wide enough to be outlined and clicked as itself. */
export interface OverviewBox {
  readonly node: number;
  readonly level: number;
  readonly x0: number;
  readonly x1: number;
}

export interface OverviewRaster {
  readonly width: number;
  readonly levels: number;
  /** weights[(level * width + x) * 3 + c]: extent of class c under pixel column x of the level. */
  readonly weights: Float64Array;
  /** Nodes at least `boxMin` px wide, in visiting order. */
  readonly boxes: OverviewBox[];
}

/** The absolute start of a node within the root's extent (sum of earlier siblings' extents on its path). O(depth × children). */
export function startOf(source: TreeSource, node: number, weight: OverviewWeight): number {
  let start = 0;
  for (let n = node; source.parent(n) >= 0; n = source.parent(n)) {
    const p = source.parent(n);
    const unit = weight === 'nodes' ? 1 : 0; // a parent's own unit comes before its children
    start += unit;
    for (let k = 0; k < source.childCount(p); k++) {
      const c = source.child(p, k);
      if (c === n) break;
      start += extentOf(source, c, weight);
    }
  }
  return start;
}

/**
 * Rasterises the icicle for the interval [a, b) of the root's extent into
 * `width` pixel columns per level, reusing `into` when it fits. Visits nodes
 * at least a pixel wide and, for narrower ones, adds their position's mix.
 * O(width × levels × children) whatever the zoom.
 */
export function rasterizeOverview(source: TreeSource, m: OverviewMix, a: number, b: number, width: number, boxMin = 3, into?: Float64Array): OverviewRaster {
  const { levels, mix, weight } = m;
  const size = levels * width * 3;
  const weights = into && into.length === size ? into : new Float64Array(size);
  weights.fill(0);
  const boxes: OverviewBox[] = [];
  const scale = width / Math.max(1e-9, b - a);
  /** Adds `amount` of class c spread over screen span [x0, x1) of a level. */
  const add = (level: number, x0: number, x1: number, c: number, amount: number) => {
    const lo = Math.max(0, x0);
    const hi = Math.min(width, x1);
    if (hi <= lo || amount === 0) return;
    const per = amount / (x1 - x0);
    const row = level * width;
    for (let x = Math.floor(lo); x < hi; x++) {
      const overlap = Math.min(hi, x + 1) - Math.max(lo, x);
      if (overlap > 0) weights[(row + x) * 3 + c] += per * overlap;
    }
  };
  const row = new Float64Array(3);
  // Explicit stack of (node, start) pairs.
  const nodes: number[] = [source.root];
  const starts: number[] = [0];
  while (nodes.length) {
    const node = nodes.pop() as number;
    const start = starts.pop() as number;
    const e = extentOf(source, node, weight);
    const x0 = (start - a) * scale;
    const x1 = (start + e - a) * scale;
    if (x1 <= 0 || x0 >= width || e === 0) continue;
    const level = source.depth(node);
    if (x1 - x0 < 1) {
      const p = source.positionOf(node);
      const base = p * levels * 3;
      for (let r = 0; level + r < levels; r++) {
        if (m.rowOf) {
          row.fill(0);
          m.rowOf(p, r, row);
          for (let c = 0; c < 3; c++) add(level + r, x0, x1, c, row[c]);
        } else for (let c = 0; c < 3; c++) add(level + r, x0, x1, c, mix[base + r * 3 + c]);
      }
      continue;
    }
    add(level, x0, x1, classOf(source.value(node, m.mode)), e);
    if (x1 - x0 >= boxMin) boxes.push({ node, level, x0, x1 });
    let s = start + (weight === 'nodes' ? 1 : 0);
    const n = source.childCount(node);
    for (let k = 0; k < n; k++) {
      const c = source.child(node, k);
      nodes.push(c);
      starts.push(s);
      s += extentOf(source, c, weight);
    }
  }
  return { width, levels, weights, boxes };
}

/** The node drawn at pixel column x of a level for the interval [a, b), or -1 (a gap). O(depth × children). */
export function overviewNodeAt(source: TreeSource, weight: OverviewWeight, a: number, b: number, width: number, level: number, x: number): number {
  const at = a + (x / width) * (b - a);
  let node = source.root;
  let start = 0;
  if (at < 0 || at >= extentOf(source, node, weight)) return -1;
  while (source.depth(node) < level) {
    let s = start + (weight === 'nodes' ? 1 : 0);
    let next = -1;
    for (let k = 0; k < source.childCount(node); k++) {
      const c = source.child(node, k);
      const e = extentOf(source, c, weight);
      if (at >= s && at < s + e) {
        next = c;
        break;
      }
      s += e;
    }
    if (next < 0) return -1;
    node = next;
    start = s;
  }
  return node;
}


/**
 * Paints a raster into RGBA pixels of `width` × `height`, levels as equal
 * rows with a 1 px gap; pixels with no weight are `background`. Each level's
 * pixel row is computed once and copied down its rows. O(pixels) copying,
 * O(width × levels) arithmetic.
 */
export function overviewPixels(r: OverviewRaster, height: number, out: Uint8ClampedArray, background: readonly [number, number, number] = [248, 250, 252], rgb: readonly (readonly [number, number, number])[] = MIX_RGB): void {
  const { width, levels, weights } = r;
  const rowH = height / levels;
  const line = new Uint8ClampedArray(width * 4);
  const gap = new Uint8ClampedArray(width * 4);
  for (let x = 0; x < width; x++) {
    gap[x * 4] = background[0];
    gap[x * 4 + 1] = background[1];
    gap[x * 4 + 2] = background[2];
    gap[x * 4 + 3] = 255;
  }
  for (let level = 0; level < levels; level++) {
    for (let x = 0; x < width; x++) {
      const i = (level * width + x) * 3;
      const w0 = weights[i];
      const w1 = weights[i + 1];
      const w2 = weights[i + 2];
      const total = w0 + w1 + w2;
      const o = x * 4;
      if (total > 0) {
        line[o] = (w0 * rgb[0][0] + w1 * rgb[1][0] + w2 * rgb[2][0]) / total;
        line[o + 1] = (w0 * rgb[0][1] + w1 * rgb[1][1] + w2 * rgb[2][1]) / total;
        line[o + 2] = (w0 * rgb[0][2] + w1 * rgb[1][2] + w2 * rgb[2][2]) / total;
      } else {
        line[o] = background[0];
        line[o + 1] = background[1];
        line[o + 2] = background[2];
      }
      line[o + 3] = 255;
    }
    const y0 = Math.round(level * rowH);
    const y1 = Math.round((level + 1) * rowH);
    for (let y = y0; y < y1 && y < height; y++) out.set(y === y1 - 1 && y1 - y0 > 1 ? gap : line, y * width * 4);
  }
}

/** The three classes' colours as CSS hex (the overview's legend). */
export const MIX_HEX: readonly string[] = MIX_RGB.map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`);

/** A rectangle of the drawing, in its own pixels. */
export interface OverviewRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A row's label in the left gutter. */
export interface OverviewRowLabel extends OverviewRect {
  readonly level: number;
  readonly text: string;
  /** Font size in the drawing's pixels. */
  readonly font: number;
}

/** One frame of "you are here": the focus (`focus` true) or one of its ancestors. */
export interface OverviewHereMark extends OverviewRect {
  readonly node: number;
  readonly level: number;
  readonly focus: boolean;
  /** The node's true span, before widening to the minimum visible width. */
  readonly x0: number;
  readonly x1: number;
}

/** Where everything of the overview goes in a drawing of `width` × `height` pixels. */
export interface OverviewGeometry {
  readonly width: number;
  readonly height: number;
  /** The icicle occupies [gutter, width) × [0, height); the row labels [0, gutter). */
  readonly gutter: number;
  readonly rowH: number;
  readonly labels: readonly OverviewRowLabel[];
}

/**
 * The words of each row: row 0 is the start, row r >= 1 holds the positions
 * after move r, named with the side that played it (read from the tree: the
 * side to move at the first node of the row above). O(nodes down to the
 * deepest row's first node).
 * `long(n, side)` and `short(n, side)` make the two forms. O(levels).
 */
export function overviewRowTexts(source: TreeSource, levels: number, start: string, sides: readonly [string, string], make: (n: number, side: string) => string): string[] {
  // The first node met at each depth (depth-first, first children first).
  const firstAt: number[] = [];
  const stack = [source.root];
  while (stack.length && firstAt.length < levels) {
    const node = stack.pop() as number;
    const d = source.depth(node);
    if (firstAt[d] === undefined) firstAt[d] = node;
    for (let k = source.childCount(node) - 1; k >= 0; k--) stack.push(source.child(node, k));
  }
  const out = [start];
  for (let r = 1; r < levels; r++) out.push(make(r, sides[firstAt[r - 1] === undefined || source.firstToMove(firstAt[r - 1]) ? 0 : 1]));
  return out;
}

/**
 * Lays out the rows and their labels: a left gutter as wide as the widest
 * label (measured by `measure` at `font` px) plus padding, each label centred
 * in its row. Uses the long texts when the gutter stays within a fifth of the
 * width, else the short ones. O(levels).
 */
export function overviewGeometry(width: number, height: number, levels: number, texts: { long: readonly string[]; short: readonly string[] }, font: number, measure: (text: string, font: number) => number): OverviewGeometry {
  const rowH = height / levels;
  const size = Math.min(font, Math.max(1, rowH * 0.6));
  const pad = size * 0.6;
  const widest = (list: readonly string[]) => list.reduce((m, s) => Math.max(m, measure(s, size)), 0);
  let list = texts.long;
  let textW = widest(list);
  if (textW + 2 * pad > width / 5) {
    list = texts.short;
    textW = widest(list);
  }
  const gutter = Math.min(width / 2, Math.ceil(textW + 2 * pad));
  const labels = list.map((text, level) => {
    const w = Math.min(gutter - pad, measure(text, size));
    return { level, text, font: size, x: pad, y: level * rowH + (rowH - size * 1.2) / 2, w, h: size * 1.2 };
  });
  return { width, height, gutter, rowH, labels };
}

/**
 * The frames of "you are here" for the focus and its ancestors, in drawing
 * pixels for the interval [a, b) drawn over [gutter, width): each as wide as
 * its node, but at least `minWidth` (centred on the node, kept inside the
 * icicle), so a focus of one pixel or less still shows. O(depth² × children).
 */
export function overviewHereMarks(source: TreeSource, weight: OverviewWeight, focus: number, a: number, b: number, g: OverviewGeometry, minWidth: number): OverviewHereMark[] {
  const out: OverviewHereMark[] = [];
  const span = g.width - g.gutter;
  const scale = span / Math.max(1e-9, b - a);
  for (let n = focus; n >= 0; n = source.parent(n)) {
    const s = startOf(source, n, weight);
    const x0 = g.gutter + (s - a) * scale;
    const x1 = g.gutter + (s + extentOf(source, n, weight) - a) * scale;
    if (x1 <= g.gutter || x0 >= g.width) continue; // zoomed into another subtree: not on the picture
    let l = Math.max(g.gutter, x0);
    let r = Math.min(g.width, x1);
    if (r - l < minWidth) {
      const c = Math.min(g.width, Math.max(g.gutter, (x0 + x1) / 2));
      l = Math.max(g.gutter, Math.min(g.width - minWidth, c - minWidth / 2));
      r = l + minWidth;
    }
    const level = source.depth(n);
    out.push({ node: n, level, focus: n === focus, x0, x1, x: l, y: level * g.rowH, w: r - l, h: g.rowH });
  }
  return out;
}
