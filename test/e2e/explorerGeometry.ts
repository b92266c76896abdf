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
import { LAYOUT_MARGIN, layoutTree, type TreeLayout } from '../../src/view/layout.ts';

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

/** The layout the app draws for a position, depth and canvas box (default settings otherwise). */
export function layoutFor(moves: readonly number[], depth: number, box: Rect): TreeLayout {
  return layoutTree(source, nodeByMoves(tree, moves), { depth, order: 'cell', mergeSymmetry: false, mode: 'wdl', viewport: { width: box.x1 - box.x0, height: box.y1 - box.y0 } });
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
    await page.waitForTimeout(50);
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
