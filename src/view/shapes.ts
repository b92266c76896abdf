/**
 * A board as drawing primitives in world units (origin = the board's top-left
 * corner), at a level of detail chosen from its size on screen. The canvas
 * painter and the SVG export both draw these, so the picture is the same.
 */
import { cellAt, status, type Board } from '../games/tictactoe/board.ts';
import { BOARD } from './geometry.ts';
import { INK, VALUE_BACKGROUND, valueClass } from './colors.ts';

export type Shape =
  | { readonly kind: 'rect'; readonly x: number; readonly y: number; readonly w: number; readonly h: number; readonly fill?: string; readonly stroke?: string; readonly lineWidth?: number }
  | { readonly kind: 'line'; readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number; readonly stroke: string; readonly lineWidth: number }
  | { readonly kind: 'circle'; readonly cx: number; readonly cy: number; readonly r: number; readonly stroke: string; readonly lineWidth: number }
  | { readonly kind: 'text'; readonly x: number; readonly y: number; readonly text: string; readonly size: number; readonly color: string; readonly bold?: boolean; readonly align?: 'left' | 'center' | 'right'; readonly background?: string };

/** Detail levels by board size on screen (px): a coloured dot, a framed tile, marks, everything. */
export type Detail = 'dot' | 'tile' | 'marks' | 'full';

export function detailFor(screenSize: number): Detail {
  if (screenSize < 7) return 'dot';
  if (screenSize < 20) return 'tile';
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

const MARGIN = BOARD * 0.1;
const CELL = (BOARD - 2 * MARGIN) / 3;

function formatValue(v: number): string {
  return v > 0 ? `+${v}` : String(v);
}

/** The shapes of one board at a detail level, offset to (ox, oy); `scale` is the zoom (sizes dots). */
export function boardShapes(look: BoardLook, ox: number, oy: number, detail: Detail, scale = 1): Shape[] {
  const cls = valueClass(look.value);
  const out: Shape[] = [];
  if (detail === 'dot') {
    // At least 2.5 px on screen, so a fully zoomed-out tree still shows its colours.
    const size = Math.max(BOARD, 2.5 / scale);
    const c = (BOARD - size) / 2;
    out.push({ kind: 'rect', x: ox + c, y: oy + c, w: size, h: size, fill: DOT_FILL[cls] });
    if (look.focus) out.push({ kind: 'rect', x: ox - 3, y: oy - 3, w: BOARD + 6, h: BOARD + 6, stroke: INK.frame, lineWidth: 6 });
    return out;
  }
  out.push({ kind: 'rect', x: ox, y: oy, w: BOARD, h: BOARD, fill: VALUE_BACKGROUND[cls], stroke: INK.border, lineWidth: 1 });
  if (detail !== 'tile') {
    const g = (i: number) => MARGIN + i * CELL;
    for (const i of [1, 2]) {
      out.push({ kind: 'line', x0: ox + g(i), y0: oy + MARGIN, x1: ox + g(i), y1: oy + BOARD - MARGIN, stroke: INK.grid, lineWidth: 1 });
      out.push({ kind: 'line', x0: ox + MARGIN, y0: oy + g(i), x1: ox + BOARD - MARGIN, y1: oy + g(i), stroke: INK.grid, lineWidth: 1 });
    }
    for (let c = 0; c < 9; c++) {
      const mark = cellAt(look.board, c);
      const cx = ox + MARGIN + (c % 3) * CELL + CELL / 2;
      const cy = oy + MARGIN + Math.floor(c / 3) * CELL + CELL / 2;
      const last = c === look.lastMove;
      if (mark === 'o') out.push({ kind: 'circle', cx, cy, r: CELL * 0.3, stroke: last ? INK.last : INK.o, lineWidth: 2.2 });
      else if (mark === 'x') {
        const d = CELL * 0.27;
        const stroke = last ? INK.last : INK.x;
        out.push({ kind: 'line', x0: cx - d, y0: cy - d, x1: cx + d, y1: cy + d, stroke, lineWidth: 2.2 });
        out.push({ kind: 'line', x0: cx - d, y0: cy + d, x1: cx + d, y1: cy - d, stroke, lineWidth: 2.2 });
      } else if (detail === 'full' && look.bestMask !== undefined && (look.bestMask >> c) & 1) {
        out.push({ kind: 'circle', cx, cy, r: 1.2, stroke: '#64748b', lineWidth: 1.6 });
      }
    }
    const st = status(look.board);
    if (st.line) {
      const at = (c: number) => [ox + MARGIN + (c % 3) * CELL + CELL / 2, oy + MARGIN + Math.floor(c / 3) * CELL + CELL / 2];
      const [ax, ay] = at(st.line[0]);
      const [bx, by] = at(st.line[2]);
      out.push({ kind: 'line', x0: ax, y0: ay, x1: bx, y1: by, stroke: INK.winLine, lineWidth: 2.6 });
    }
  }
  if (detail === 'full' && look.value !== null) {
    // Above the board's top-left corner, clear of the marks (rows are ROW - BOARD = 12 units apart).
    out.push({ kind: 'text', x: ox + 1, y: oy - 11, text: formatValue(look.value), size: 9.5, color: INK.text, bold: true, align: 'left', background: VALUE_BACKGROUND[cls] });
  }
  if (detail !== 'tile' && (look.multiplicity ?? 1) > 1) {
    out.push({ kind: 'text', x: ox + BOARD - 2, y: oy + BOARD - 11, text: `×${look.multiplicity}`, size: 10, color: '#ffffff', bold: true, align: 'right', background: '#334155' });
  }
  if (look.active) out.push({ kind: 'rect', x: ox - 5, y: oy - 5, w: BOARD + 10, h: BOARD + 10, stroke: '#2563eb', lineWidth: 2.5 });
  if (look.focus) out.push({ kind: 'rect', x: ox - 2, y: oy - 2, w: BOARD + 4, h: BOARD + 4, stroke: INK.frame, lineWidth: 3 });
  return out;
}
