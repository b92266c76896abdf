/** Draws the whole-game icicle on a 2D canvas (pixels from the pure rasteriser, then outlines and "you are here"). */
import { extentOf, overviewPixels, rasterizeOverview, startOf, type OverviewMix } from '../../view/overview.ts';
import type { TreeSource } from '../../view/treeSource.ts';

export interface OverviewFrame {
  readonly source: TreeSource;
  readonly mix: OverviewMix;
  readonly focus: number;
  /** Visible interval of the root's extent. */
  readonly a: number;
  readonly b: number;
  /** Colours of the three value classes (default: the overview's; "Hide values": one grey). */
  readonly colours?: readonly (readonly [number, number, number])[];
}

/**
 * Draws the icicle into the device-pixel box (x, y, width, height) of `ctx`.
 * Returns the milliseconds spent (read by the browser benchmark).
 */
/** Buffers reused from frame to frame while zooming (an image of the canvas's size is megabytes). */
const buffers = new WeakMap<CanvasRenderingContext2D, { image: ImageData; weights: Float64Array }>();

export function drawOverview(ctx: CanvasRenderingContext2D, f: OverviewFrame, x: number, y: number, width: number, height: number, dpr: number): number {
  const started = performance.now();
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  let buf = buffers.get(ctx);
  if (!buf || buf.image.width !== w || buf.image.height !== h) {
    buf = { image: ctx.createImageData(w, h), weights: new Float64Array(0) };
    buffers.set(ctx, buf);
  }
  const raster = rasterizeOverview(f.source, f.mix, f.a, f.b, w, 3 * dpr, buf.weights);
  buf.weights = raster.weights;
  const image = buf.image;
  overviewPixels(raster, h, image.data, undefined, f.colours);
  ctx.putImageData(image, x, y);
  const rowH = h / raster.levels;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, x, y);
  // Node boundaries where nodes are wide enough to tell apart.
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  for (const box of raster.boxes) ctx.fillRect(Math.round(box.x0), box.level * rowH, Math.max(1, dpr), rowH - 1);
  // Moves written in nodes wide enough for them.
  ctx.fillStyle = '#0f172a';
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  const font = Math.min(16 * dpr, rowH * 0.4);
  ctx.font = `600 ${font}px system-ui, sans-serif`;
  for (const box of raster.boxes) {
    const name = f.source.moveName(box.node);
    if (!name || box.x1 - box.x0 < font * 0.62 * name.length + 6 * dpr) continue;
    ctx.fillText(name, (Math.max(0, box.x0) + Math.min(w, box.x1)) / 2, (box.level + 0.5) * rowH);
  }
  // You are here: the focus and its ancestors framed, at least 4 px wide.
  ctx.strokeStyle = '#0f172a';
  ctx.lineWidth = 2 * dpr;
  const scale = w / (f.b - f.a);
  for (let n = f.focus; n >= 0; n = f.source.parent(n)) {
    const s = startOf(f.source, n, f.mix.weight);
    let x0 = (s - f.a) * scale;
    let x1 = (s + extentOf(f.source, n, f.mix.weight) - f.a) * scale;
    if (x1 - x0 < 4 * dpr) {
      const c = (x0 + x1) / 2;
      x0 = c - 2 * dpr;
      x1 = c + 2 * dpr;
    }
    const level = f.source.depth(n);
    ctx.strokeStyle = n === f.focus ? '#dc2626' : '#0f172a';
    ctx.lineWidth = (n === f.focus ? 3 : 2) * dpr;
    ctx.strokeRect(Math.max(-4, x0) + dpr, level * rowH + dpr, Math.min(w + 4, x1) - Math.max(-4, x0) - 2 * dpr, rowH - 2 * dpr - 1);
  }
  ctx.restore();
  return performance.now() - started;
}
