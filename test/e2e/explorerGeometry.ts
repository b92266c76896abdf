/**
 * The explorer's geometry seen from a browser test: the layout is a pure
 * function, so the test lays out the same view in Node for the canvas's size
 * and maps it through the transform the canvas reports, giving each board's
 * rectangle on the page.
 */
import type { Page } from 'playwright-core';
import { buildGameTree } from '../../src/tree/build.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { nodeByMoves } from '../../src/tree/query.ts';
import { gameTreeSource } from '../../src/view/gameTreeSource.ts';
import { fitTransform, type Rect, type Transform } from '../../src/view/geometry.ts';
import { classroomLabel, LABEL_TEXT, LAYOUT_MARGIN, layoutTree, type TreeLayout } from '../../src/view/layout.ts';
import type { PaintStats } from '../../src/view/paint.ts';
import type { Box } from '../helpers/geometry.ts';

export const tree = buildGameTree(ticTacToe);
export const source = gameTreeSource(tree);

export interface CanvasState {
  /** The canvas's box on the page (CSS px). */
  readonly box: Rect;
  readonly transform: Transform;
  readonly focus: number;
  readonly frames: number;
}

export async function canvasState(page: Page): Promise<CanvasState> {
  return page.evaluate(() => {
    const c = document.querySelector<HTMLCanvasElement>('canvas.tree-canvas');
    if (!c?.dataset.transform) throw new Error('the canvas has not drawn');
    const r = c.getBoundingClientRect();
    const [x, y, k] = c.dataset.transform.split(',').map(Number);
    return { box: { x0: r.left, y0: r.top, x1: r.right, y1: r.bottom }, transform: { x, y, k }, focus: Number(c.dataset.focus), frames: Number(c.dataset.frames) };
  });
}

/** The layout the app draws for a position, depth and canvas box (default settings otherwise; the label floor the app asks for that box). */
export function layoutFor(moves: readonly number[], depth: number, box: Rect, present = false): TreeLayout {
  const viewport = { width: box.x1 - box.x0, height: box.y1 - box.y0 };
  return layoutTree(source, nodeByMoves(tree, moves), { depth, order: 'cell', mergeSymmetry: false, mode: 'wdl', viewport, minLabel: classroomLabel(viewport, present) });
}

/** What the canvas's last frame drew (the painter's own count: labels, their sizes, boards left unlabelled). */
export async function paintStats(page: Page): Promise<PaintStats> {
  const json = await page.evaluate(() => document.querySelector<HTMLCanvasElement>('canvas.tree-canvas')?.dataset.paintStats ?? '');
  if (!json) throw new Error('the canvas reports no paint statistics');
  const stats = JSON.parse(json) as Record<string, number | null>;
  // JSON writes Infinity (nothing drawn) as null.
  return { ...stats, minLabelPx: stats.minLabelPx ?? Infinity, smallestLabelPx: stats.smallestLabelPx ?? Infinity } as unknown as PaintStats;
}

/** Page boxes of every board with its value label strip above it (for overlap and inside checks). */
export function boxesOnPage(layout: TreeLayout, s: CanvasState): Box[] {
  return layout.items.map((it, i) => {
    const r = boardOnPage(layout, i, s);
    const label = it.label * s.transform.k;
    return { id: `${i}`, x: r.x0, y: r.y0 - label, w: r.size, h: r.size + label };
  });
}

/** Value text size (CSS px) of a layout item's label at the canvas's zoom. */
export const labelPx = (layout: TreeLayout, item: number, s: CanvasState) => layout.items[item].label * LABEL_TEXT * s.transform.k;

/**
 * Edges that do not join their own parent and child, on the page: every
 * board below the focus must have a line ending at the middle of its left
 * side, and the lines connected to that one (touching end to side) must
 * reach the middle of the right side of its parent and of no other board.
 * Returns a description of each failure (empty when all join). O(segments × (segments + boards)).
 */
export function edgeProblems(layout: TreeLayout, s: CanvasState): string[] {
  const t = s.transform;
  const P = (x: number, y: number): [number, number] => [s.box.x0 + x * t.k + t.x, s.box.y0 + y * t.k + t.y];
  const segs = layout.segments.map((g) => ({ a: P(g.x0, g.y0), b: P(g.x1, g.y1) }));
  const eps = 0.5;
  const onSeg = (p: [number, number], g: { a: [number, number]; b: [number, number] }) =>
    p[0] >= Math.min(g.a[0], g.b[0]) - eps && p[0] <= Math.max(g.a[0], g.b[0]) + eps && p[1] >= Math.min(g.a[1], g.b[1]) - eps && p[1] <= Math.max(g.a[1], g.b[1]) + eps;
  // Connected components of the segments: two join when an end of one lies on the other.
  const comp = segs.map((_, i) => i);
  const find = (i: number): number => (comp[i] === i ? i : (comp[i] = find(comp[i])));
  for (let i = 0; i < segs.length; i++) {
    for (let j = i + 1; j < segs.length; j++) {
      if (onSeg(segs[i].a, segs[j]) || onSeg(segs[i].b, segs[j]) || onSeg(segs[j].a, segs[i]) || onSeg(segs[j].b, segs[i])) comp[find(i)] = find(j);
    }
  }
  const near = (p: [number, number], q: [number, number]) => Math.abs(p[0] - q[0]) <= eps && Math.abs(p[1] - q[1]) <= eps;
  const leftMid = (i: number) => P(layout.items[i].x, layout.items[i].y + layout.items[i].size / 2);
  const rightMid = (i: number) => P(layout.items[i].x + layout.items[i].size, layout.items[i].y + layout.items[i].size / 2);
  // The boards whose right side each group of lines starts from.
  const startsOf = new Map<number, number[]>();
  for (let i = 0; i < layout.items.length; i++) {
    const groups = new Set(segs.flatMap((g, k) => (near(g.a, rightMid(i)) || near(g.b, rightMid(i)) ? [find(k)] : [])));
    for (const group of groups) startsOf.set(group, [...(startsOf.get(group) ?? []), i]);
  }
  const out: string[] = [];
  for (let c = 0; c < layout.items.length; c++) {
    const p = layout.items[c].parentItem;
    if (p < 0 || layout.items[c].level <= 0) continue;
    const stub = segs.findIndex((g) => near(g.b, leftMid(c)) || near(g.a, leftMid(c)));
    if (stub < 0) {
      out.push(`board ${c}: no line ends at its left side`);
      continue;
    }
    const parents = startsOf.get(find(stub)) ?? [];
    if (parents.length !== 1 || parents[0] !== p) out.push(`board ${c}: its line reaches boards ${parents.join(',') || 'none'}, not its parent ${p}`);
  }
  return out;
}

/** The home view's transform (the whole layout, at most at its own scale). */
export function homeOf(layout: TreeLayout, box: Rect): Transform {
  return fitTransform(layout.bounds, box.x1 - box.x0, box.y1 - box.y0, LAYOUT_MARGIN, 1, 0.1);
}

/** Page rectangle of a layout item's board under a transform. */
export function boardOnPage(layout: TreeLayout, item: number, s: CanvasState): Rect & { size: number } {
  const it = layout.items[item];
  const t = s.transform;
  const x0 = s.box.x0 + it.x * t.k + t.x;
  const y0 = s.box.y0 + it.y * t.k + t.y;
  return { x0, y0, x1: x0 + it.size * t.k, y1: y0 + it.size * t.k, size: it.size * t.k };
}

/** True when r lies inside the box. */
export function inside(r: Rect, box: Rect): boolean {
  return r.x0 >= box.x0 - 0.5 && r.y0 >= box.y0 - 0.5 && r.x1 <= box.x1 + 0.5 && r.y1 <= box.y1 + 0.5;
}

/** Waits until the canvas shows `focus` at the transform `want` (the glide has settled). */
export async function waitForTransform(page: Page, focus: number, want: (s: CanvasState) => Transform, timeoutMs = 5000): Promise<CanvasState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = await canvasState(page);
    const t = want(s);
    if (s.focus === focus && Math.abs(s.transform.k - t.k) < 1e-3 && Math.abs(s.transform.x - t.x) < 0.5 && Math.abs(s.transform.y - t.y) < 0.5) return s;
    if (Date.now() > deadline) throw new Error(`the view did not settle: focus ${s.focus} (want ${focus}), transform ${JSON.stringify(s.transform)} (want ${JSON.stringify(t)})`);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  }
}

/** The colour of one device pixel of the tree canvas at a page point. */
export async function canvasPixel(page: Page, x: number, y: number): Promise<[number, number, number]> {
  return page.evaluate(
    ([px, py]) => {
      const c = document.querySelector<HTMLCanvasElement>('canvas.tree-canvas') as HTMLCanvasElement;
      const r = c.getBoundingClientRect();
      const dpr = c.width / r.width;
      const d = (c.getContext('2d') as CanvasRenderingContext2D).getImageData(Math.floor((px - r.left) * dpr), Math.floor((py - r.top) * dpr), 1, 1).data;
      return [d[0], d[1], d[2]] as [number, number, number];
    },
    [x, y],
  );
}


/**
 * The explorer's screens of the classroom brief, with the canvas box the app gives the tree on each
 * (CSS px; the same at every position and depth, give or take the stage's sub-pixel rounding).
 * test/view/explorerScreens.test.ts lays out the whole grid of states in Node for these boxes and
 * for boxes 1 px smaller and larger; explorerView.e2e.test.ts checks in Chromium that the canvas has
 * this size within 1 px and draws what the layout says at a few of the states.
 */
export const EXPLORER_SCREENS = [
  { width: 1920, height: 1080, minChild: 32, canvas: { width: 1460, height: 743 } },
  { width: 1280, height: 720, minChild: 20, canvas: { width: 820, height: 400 } },
] as const;
export const EXPLORER_POSITIONS = [[], [4], [4, 0, 8]] as const;
export const EXPLORER_DEPTHS = [1, 2, 3, 4] as const;

/** True when a canvas box measured on the page is the screen's canvas box within 1 px each way. */
export const canvasBoxMatches = (box: Rect, canvas: { readonly width: number; readonly height: number }) => Math.abs(box.x1 - box.x0 - canvas.width) <= 1 && Math.abs(box.y1 - box.y0 - canvas.height) <= 1;

/** The part of the canvas the drawn layout covers, as fractions of its width and height. */
export function covered(layout: TreeLayout, s: CanvasState): { width: number; height: number } {
  const t = s.transform;
  const drawn = { x0: s.box.x0 + layout.bounds.x0 * t.k + t.x, x1: s.box.x0 + layout.bounds.x1 * t.k + t.x, y0: s.box.y0 + layout.bounds.y0 * t.k + t.y, y1: s.box.y0 + layout.bounds.y1 * t.k + t.y };
  return {
    width: (Math.min(drawn.x1, s.box.x1) - Math.max(drawn.x0, s.box.x0)) / (s.box.x1 - s.box.x0),
    height: (Math.min(drawn.y1, s.box.y1) - Math.max(drawn.y0, s.box.y0)) / (s.box.y1 - s.box.y0),
  };
}

/** Reset view leaves out four levels below the root and below o:4 at 1280×720 (see the Node grid for why). */
export const resetViewSkipped = (width: number, moves: readonly number[], depth: number) => width === 1280 && depth === 4 && moves.length < 3;
