/** The legend of the tree picture as shapes, for exported images (the page has its own). */
import { INK, VALUE_BACKGROUND } from './colors.ts';
import type { Shape } from './shapes.ts';

export interface LegendLabels {
  readonly firstWin: string;
  readonly draw: string;
  readonly secondWin: string;
  readonly best: string;
  readonly focus: string;
}

/** One entry of a legend drawn as shapes: a value colour's swatch, the best / chosen line, the focus frame, or words alone. */
export type LegendEntry =
  | { readonly kind: 'swatch'; readonly fill: string; readonly label: string }
  | { readonly kind: 'line'; readonly label: string }
  | { readonly kind: 'frame'; readonly label: string }
  | { readonly kind: 'text'; readonly label: string };

/** The exact values' legend: the three outcome colours, the best line, the focus frame. */
function exactLegend(labels: LegendLabels): LegendEntry[] {
  return [
    { kind: 'swatch', fill: VALUE_BACKGROUND.firstWin, label: labels.firstWin },
    { kind: 'swatch', fill: VALUE_BACKGROUND.draw, label: labels.draw },
    { kind: 'swatch', fill: VALUE_BACKGROUND.secondWin, label: labels.secondWin },
    { kind: 'line', label: labels.best },
    { kind: 'frame', label: labels.focus },
  ];
}

/** Rough text width for laying out the legend (no font metrics in Node): 0.6 em a character, 1 em for CJK. */
function textWidth(text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += ch.charCodeAt(0) > 0x2e80 ? size : size * 0.6;
  return w;
}

/** The legend (the exact values' labels, or any entries) in one row from (x, y), `size` px text, wrapping within `width`. */
export function legendShapes(legend: LegendLabels | readonly LegendEntry[], x: number, y: number, width: number, size = 14): Shape[] {
  const entries = Array.isArray(legend) ? (legend as readonly LegendEntry[]) : exactLegend(legend as LegendLabels);
  const out: Shape[] = [];
  let cx = x;
  let cy = y;
  for (const e of entries) {
    const mark = e.kind === 'text' ? 0 : size * 1.6;
    const w = mark + textWidth(e.label, size) + size * 1.4;
    if (cx > x && cx + w > x + width) {
      cx = x;
      cy += size * 1.8;
    }
    if (e.kind === 'swatch') out.push({ kind: 'rect', x: cx, y: cy, w: size * 1.1, h: size * 1.1, fill: e.fill, stroke: INK.border, lineWidth: 1 });
    else if (e.kind === 'line') out.push({ kind: 'line', x0: cx, y0: cy + size * 0.55, x1: cx + size * 1.2, y1: cy + size * 0.55, stroke: '#334155', lineWidth: 2.5 });
    else if (e.kind === 'frame') out.push({ kind: 'rect', x: cx + 1, y: cy + 1, w: size * 1.1 - 2, h: size * 1.1 - 2, stroke: INK.frame, lineWidth: 2 });
    out.push({ kind: 'text', x: cx + mark, y: cy, text: e.label, size, color: INK.text });
    cx += w;
  }
  return out;
}

/** Height the legend needs in `width` (rows of 1.8 em). */
export function legendHeight(legend: LegendLabels | readonly LegendEntry[], width: number, size = 14): number {
  const shapes = legendShapes(legend, 0, 0, width, size);
  let bottom = 0;
  for (const s of shapes) if (s.kind === 'text') bottom = Math.max(bottom, s.y + size * 1.2);
  return bottom;
}
