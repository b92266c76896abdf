/**
 * A board as drawing primitives in world units (origin = the board's top-left
 * corner, side `size`), at a level of detail chosen from its size on screen.
 * The canvas painter and the SVG export both draw these, so the picture is
 * the same.
 */
import { cellAt, status, type Board } from '../games/tictactoe/index.ts';
import { INK, VALUE_BACKGROUND, valueClass } from './colors.ts';

export type Shape =
  | { readonly kind: 'rect'; readonly x: number; readonly y: number; readonly w: number; readonly h: number; readonly fill?: string; readonly stroke?: string; readonly lineWidth?: number }
  | { readonly kind: 'line'; readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number; readonly stroke: string; readonly lineWidth: number }
  | { readonly kind: 'circle'; readonly cx: number; readonly cy: number; readonly r: number; readonly stroke: string; readonly lineWidth: number }
  | { readonly kind: 'text'; readonly x: number; readonly y: number; readonly text: string; readonly size: number; readonly color: string; readonly bold?: boolean; readonly align?: 'left' | 'center' | 'right'; readonly background?: string };

/** Detail levels by board size on screen (px): a coloured dot, a framed tile, marks, everything. */
export type Detail = 'dot' | 'tile' | 'marks' | 'full';

/** The detail level for a board `screenSize` px wide. */
export function detailFor(screenSize: number): Detail {
  if (screenSize < 7) return 'dot';
  if (screenSize < 14) return 'tile';
  if (screenSize < 42) return 'marks';
  return 'full';
}

/** Mid-tone fills for boards too small to show their light background. */
export const DOT_FILL = { oWin: '#67c6d6', xWin: '#e58fb4', draw: '#e3d25f', none: '#cbd5e1' } as const;

export interface BoardLook {
  readonly board: Board;
  /** Minimax value (o's point of view), null when unknown. */
  readonly value: number | null;
  /** Cell of the last move, -1 for the empty board. */
  readonly lastMove: number;
  readonly focus: boolean;
  /** Keyboard cursor (drawn as a blue ring). */
  readonly active?: boolean;
  readonly multiplicity?: number;
  /** Best moves of this position, drawn as small dots in empty cells at full detail. */
  readonly bestMask?: number;
}

/** A value as written on the boards: +1, 0, -1. */
export function formatValue(v: number): string {
  return v > 0 ? `+${v}` : String(v);
}

/** The shapes of one board of side `size` at a detail level, offset to (ox, oy); `scale` is the zoom (sizes dots). */
export function boardShapes(look: BoardLook, ox: number, oy: number, size: number, detail: Detail, scale = 1): Shape[] {
  const cls = valueClass(look.value);
  const out: Shape[] = [];
  const u = size / 54; // line widths and marks were designed on a 54-unit board
  if (detail === 'dot') {
    // At least 2.5 px on screen, so a fully zoomed-out tree still shows its colours.
    const side = Math.max(size, 2.5 / scale);
    const c = (size - side) / 2;
    out.push({ kind: 'rect', x: ox + c, y: oy + c, w: side, h: side, fill: DOT_FILL[cls] });
    if (look.focus) out.push({ kind: 'rect', x: ox - 3 * u, y: oy - 3 * u, w: size + 6 * u, h: size + 6 * u, stroke: INK.frame, lineWidth: 3 });
    return out;
  }
  // Tiles are filled with the mid tone, so the value colour shows on a few pixels.
  out.push({ kind: 'rect', x: ox, y: oy, w: size, h: size, fill: detail === 'tile' ? DOT_FILL[cls] : VALUE_BACKGROUND[cls], stroke: INK.border, lineWidth: u });
  if (detail !== 'tile') {
    const margin = size * 0.1;
    const cell = (size - 2 * margin) / 3;
    const g = (i: number) => margin + i * cell;
    for (const i of [1, 2]) {
      out.push({ kind: 'line', x0: ox + g(i), y0: oy + margin, x1: ox + g(i), y1: oy + size - margin, stroke: INK.grid, lineWidth: u });
      out.push({ kind: 'line', x0: ox + margin, y0: oy + g(i), x1: ox + size - margin, y1: oy + g(i), stroke: INK.grid, lineWidth: u });
    }
    for (let c = 0; c < 9; c++) {
      const mark = cellAt(look.board, c);
      const cx = ox + margin + (c % 3) * cell + cell / 2;
      const cy = oy + margin + Math.floor(c / 3) * cell + cell / 2;
      const last = c === look.lastMove;
      if (mark === 'o') out.push({ kind: 'circle', cx, cy, r: cell * 0.3, stroke: last ? INK.last : INK.o, lineWidth: 2.2 * u });
      else if (mark === 'x') {
        const d = cell * 0.27;
        const stroke = last ? INK.last : INK.x;
        out.push({ kind: 'line', x0: cx - d, y0: cy - d, x1: cx + d, y1: cy + d, stroke, lineWidth: 2.2 * u });
        out.push({ kind: 'line', x0: cx - d, y0: cy + d, x1: cx + d, y1: cy - d, stroke, lineWidth: 2.2 * u });
      } else if (detail === 'full' && look.bestMask !== undefined && (look.bestMask >> c) & 1) {
        out.push({ kind: 'circle', cx, cy, r: 1.2 * u, stroke: '#64748b', lineWidth: 1.6 * u });
      }
    }
    const st = status(look.board);
    if (st.line) {
      const at = (c: number) => [ox + margin + (c % 3) * cell + cell / 2, oy + margin + Math.floor(c / 3) * cell + cell / 2];
      const [ax, ay] = at(st.line[0]);
      const [bx, by] = at(st.line[2]);
      out.push({ kind: 'line', x0: ax, y0: ay, x1: bx, y1: by, stroke: INK.winLine, lineWidth: 2.6 * u });
    }
  }
  if (detail !== 'tile' && (look.multiplicity ?? 1) > 1) {
    const t = Math.max(10 * u, 9 / scale);
    out.push({ kind: 'text', x: ox + size - 2 * u, y: oy + size - t - u, text: `×${look.multiplicity}`, size: t, color: '#ffffff', bold: true, align: 'right', background: '#334155' });
  }
  const ring = Math.max(2, 4 * u);
  if (look.active) out.push({ kind: 'rect', x: ox - ring * 1.6, y: oy - ring * 1.6, w: size + ring * 3.2, h: size + ring * 3.2, stroke: '#2563eb', lineWidth: 2.5 });
  if (look.focus) out.push({ kind: 'rect', x: ox - ring / 2, y: oy - ring / 2, w: size + ring, h: size + ring, stroke: INK.frame, lineWidth: 3 });
  return out;
}

/**
 * The value label written in the strip of height `strip` above a board, when
 * its text is at least `minPx` px on screen at zoom `scale`; else nothing.
 */
export function labelShape(value: number | null, ox: number, oy: number, strip: number, scale: number, minPx = 7): Shape | null {
  if (value === null) return null;
  const size = strip * 0.85;
  if (size * scale < minPx) return null;
  return { kind: 'text', x: ox + strip * 0.05, y: oy - strip * 0.95, text: formatValue(value), size, color: INK.text, bold: true, align: 'left', background: VALUE_BACKGROUND[valueClass(value)] };
}
