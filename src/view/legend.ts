/** The legend of the tree picture as shapes, for exported images (the page has its own). */
import { INK, VALUE_BACKGROUND } from './colors.ts';
import type { Shape } from './shapes.ts';

export interface LegendLabels {
  readonly oWin: string;
  readonly draw: string;
  readonly xWin: string;
  readonly best: string;
  readonly focus: string;
}

/** Rough text width for laying out the legend (no font metrics in Node): 0.6 em a character, 1 em for CJK. */
function textWidth(text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += ch.charCodeAt(0) > 0x2e80 ? size : size * 0.6;
  return w;
}

/** The legend in one row from (x, y), `size` px text, wrapping within `width`. */
export function legendShapes(labels: LegendLabels, x: number, y: number, width: number, size = 14): Shape[] {
  const out: Shape[] = [];
  let cx = x;
  let cy = y;
  const entry = (label: string, draw: (ex: number, ey: number) => void) => {
    const w = size * 1.6 + textWidth(label, size) + size * 1.4;
    if (cx > x && cx + w > x + width) {
      cx = x;
      cy += size * 1.8;
    }
    draw(cx, cy);
    out.push({ kind: 'text', x: cx + size * 1.6, y: cy, text: label, size, color: INK.text });
    cx += w;
  };
  for (const [fill, label] of [
    [VALUE_BACKGROUND.oWin, labels.oWin],
    [VALUE_BACKGROUND.draw, labels.draw],
    [VALUE_BACKGROUND.xWin, labels.xWin],
  ] as const) {
    entry(label, (ex, ey) => out.push({ kind: 'rect', x: ex, y: ey, w: size * 1.1, h: size * 1.1, fill, stroke: INK.border, lineWidth: 1 }));
  }
  entry(labels.best, (ex, ey) => out.push({ kind: 'line', x0: ex, y0: ey + size * 0.55, x1: ex + size * 1.2, y1: ey + size * 0.55, stroke: '#334155', lineWidth: 2.5 }));
  entry(labels.focus, (ex, ey) => out.push({ kind: 'rect', x: ex + 1, y: ey + 1, w: size * 1.1 - 2, h: size * 1.1 - 2, stroke: INK.frame, lineWidth: 2 }));
  return out;
}

/** Height the legend needs in `width` (rows of 1.8 em). */
export function legendHeight(labels: LegendLabels, width: number, size = 14): number {
  const shapes = legendShapes(labels, 0, 0, width, size);
  let bottom = 0;
  for (const s of shapes) if (s.kind === 'text') bottom = Math.max(bottom, s.y + size * 1.2);
  return bottom;
}
