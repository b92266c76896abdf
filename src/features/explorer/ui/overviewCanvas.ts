/** Draws the whole-game icicle on a 2D canvas (row labels, pixels from the pure rasteriser, then outlines and "you are here"). */
import { overviewGeometry, overviewHereMarks, overviewPixels, rasterizeOverview, type OverviewBox, type OverviewGeometry, type OverviewHereMark, type OverviewMix } from '../../../view/overview.ts';
import type { TreeSource } from '../../../view/treeSource.ts';

export interface OverviewFrame {
  readonly source: TreeSource;
  readonly mix: OverviewMix;
  readonly focus: number;
  /** Visible interval of the root's extent. */
  readonly a: number;
  readonly b: number;
  /** Each row's label, long ("Move 3 · o") and short ("3 · o") for narrow drawings. */
  readonly rows: { readonly long: readonly string[]; readonly short: readonly string[] };
  /** Row labels' size in CSS px (default OVERVIEW_LABEL_PX; larger in presentation mode). */
  readonly labelPx?: number;
  /** Colours of the three value classes (default: the overview's; "Hide values": one grey). */
  readonly colours?: readonly (readonly [number, number, number])[];
}

/** Row labels' size in CSS px (at most 60 % of a row). */
export const OVERVIEW_LABEL_PX = 16;
/** Row labels' size in presentation mode (CSS px). */
export const OVERVIEW_PRESENT_LABEL_PX = 24;
/** Rows are never lower than this (CSS px): a game of many moves (21 rows, say) makes the picture taller, its labels at least 14 px. */
export const OVERVIEW_MIN_ROW_PX = 24;
/** "You are here" is never narrower than this (CSS px), however small the focus. */
export const OVERVIEW_HERE_MIN_PX = 14;

/** What a frame drew, in the drawing's pixels (read back by the geometry tests through the canvas's data attributes). */
export interface OverviewDrawn {
  readonly ms: number;
  readonly geometry: OverviewGeometry;
  readonly here: readonly OverviewHereMark[];
  /** Boxes of nodes wide enough to outline, shifted into the drawing (x0, x1 within [gutter, width]). */
  readonly boxes: readonly OverviewBox[];
}

/** Buffers reused from frame to frame while zooming (an image of the canvas's size is megabytes). */
const buffers = new WeakMap<CanvasRenderingContext2D, { image: ImageData; weights: Float64Array }>();

const FONT = (px: number) => `600 ${px}px system-ui, sans-serif`;

/**
 * Draws the icicle into the device-pixel box (x, y, width, height) of `ctx`:
 * a gutter of row labels on the left, the icicle to its right. Returns what
 * was drawn and the milliseconds spent (read by the browser benchmark).
 */
export function drawOverview(ctx: CanvasRenderingContext2D, f: OverviewFrame, x: number, y: number, width: number, height: number, dpr: number): OverviewDrawn {
  const started = performance.now();
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const measure = (text: string, px: number) => {
    ctx.font = FONT(px);
    return ctx.measureText(text).width;
  };
  const g = overviewGeometry(w, h, f.mix.levels, f.rows, (f.labelPx ?? OVERVIEW_LABEL_PX) * dpr, measure);
  const iw = Math.max(1, w - g.gutter);
  let buf = buffers.get(ctx);
  if (!buf || buf.image.width !== iw || buf.image.height !== h) {
    buf = { image: ctx.createImageData(iw, h), weights: new Float64Array(0) };
    buffers.set(ctx, buf);
  }
  const raster = rasterizeOverview(f.source, f.mix, f.a, f.b, iw, 3 * dpr, buf.weights);
  buf.weights = raster.weights;
  overviewPixels(raster, h, buf.image.data, undefined, f.colours);
  ctx.putImageData(buf.image, x + g.gutter, y);
  const rowH = g.rowH;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, x, y);
  // The gutter: one label per row (move number and who played it).
  ctx.fillStyle = '#f1f5f9';
  ctx.fillRect(0, 0, g.gutter, h);
  ctx.fillStyle = '#cbd5e1';
  for (let level = 1; level < raster.levels; level++) ctx.fillRect(0, Math.round(level * rowH) - 1, g.gutter, 1);
  ctx.fillStyle = '#0f172a';
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  for (const l of g.labels) {
    ctx.font = FONT(l.font);
    ctx.fillText(l.text, l.x, l.y + l.h / 2, l.w);
  }
  const boxes = raster.boxes.map((b) => ({ ...b, x0: Math.max(0, b.x0) + g.gutter, x1: Math.min(iw, b.x1) + g.gutter }));
  // Node boundaries where nodes are wide enough to tell apart.
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  for (const box of boxes) if (box.x0 > g.gutter) ctx.fillRect(Math.round(box.x0), box.level * rowH, Math.max(1, dpr), rowH - 1);
  // Moves written in nodes wide enough for them.
  ctx.fillStyle = '#0f172a';
  ctx.textAlign = 'center';
  const font = Math.min((f.labelPx ?? OVERVIEW_LABEL_PX) * dpr, rowH * 0.4);
  ctx.font = FONT(font);
  for (const box of boxes) {
    const name = f.source.moveName(box.node);
    if (!name || box.x1 - box.x0 < ctx.measureText(name).width + 6 * dpr) continue;
    ctx.fillText(name, (box.x0 + box.x1) / 2, (box.level + 0.5) * rowH);
  }
  // You are here: the focus (red) and its ancestors (ink) framed, never narrower than OVERVIEW_HERE_MIN_PX, on a white halo.
  const here = overviewHereMarks(f.source, f.mix.weight, f.focus, f.a, f.b, g, OVERVIEW_HERE_MIN_PX * dpr);
  for (const m of [...here].reverse()) {
    const inset = dpr * 1.5;
    const rect = [m.x + inset, m.y + inset, m.w - 2 * inset, m.h - 2 * inset - 1] as const;
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = (m.focus ? 6 : 4) * dpr;
    ctx.strokeRect(...rect);
    ctx.strokeStyle = m.focus ? '#dc2626' : '#0f172a';
    ctx.lineWidth = (m.focus ? 3 : 2) * dpr;
    ctx.strokeRect(...rect);
    if (m.focus) {
      // A pointer above the focus's frame, in the row above (or inside the frame at the root).
      const cx = m.x + m.w / 2;
      const s = Math.min(rowH * 0.35, 9 * dpr);
      const top = m.level > 0 ? m.y - s - dpr : m.y + 3 * dpr;
      ctx.beginPath();
      ctx.moveTo(cx - s, top);
      ctx.lineTo(cx + s, top);
      ctx.lineTo(cx, top + s);
      ctx.closePath();
      ctx.lineWidth = 2 * dpr;
      ctx.strokeStyle = '#ffffff';
      ctx.stroke();
      ctx.fillStyle = '#dc2626';
      ctx.fill();
    }
  }
  ctx.restore();
  return { ms: performance.now() - started, geometry: g, here, boxes };
}
