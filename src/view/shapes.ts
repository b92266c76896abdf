/**
 * A board as drawing primitives in world units (origin = the board's top-left
 * corner, side `size`), at a level of detail chosen from its size on screen.
 * The canvas painter and the SVG export both draw these, so the picture is
 * the same. The frame, the value background, the badges and the focus rings
 * are drawn here for every game; what is inside the frame is the game's
 * BoardView.
 */
import type { BoardView, Detail, Shape } from '../games/boardView.ts';
import { INK, VALUE_BACKGROUND, valueClass } from './colors.ts';

export type { Detail, Shape } from '../games/boardView.ts';

/** The detail level for a board `screenSize` px wide. */
export function detailFor(screenSize: number): Detail {
  if (screenSize < 7) return 'dot';
  if (screenSize < 14) return 'tile';
  if (screenSize < 42) return 'marks';
  return 'full';
}

/** Mid-tone fills for boards too small to show their light background. */
export const DOT_FILL = { firstWin: '#67c6d6', secondWin: '#e58fb4', draw: '#e3d25f', none: '#cbd5e1' } as const;

/** Colours of a board's value: its light background and the mid tone of small boards. */
export interface ValuePalette {
  background(value: number | null): string;
  dot(value: number | null): string;
  /** How a value is written above a board (default: formatValue). */
  format?(value: number): string;
}

/** The exact values' palette (first player wins, draw, second player wins, unknown). */
export const EXACT_PALETTE: ValuePalette = {
  background: (v) => VALUE_BACKGROUND[valueClass(v)],
  dot: (v) => DOT_FILL[valueClass(v)],
};

export interface BoardLook<S> {
  readonly board: S;
  /** Value (first player's point of view), null when unknown. */
  readonly value: number | null;
  /** The move that led here, -1 for the start. */
  readonly lastMove: number;
  readonly focus: boolean;
  /** Keyboard cursor (drawn as a blue ring). */
  readonly active?: boolean;
  readonly multiplicity?: number;
  /** Best moves of this position, drawn as small dots in empty squares at full detail. */
  readonly bestMoves?: readonly number[];
  /** Greyed out (a branch alpha-beta pruned). */
  readonly dim?: boolean;
}

/** A value as written on the boards: +1, 0, -1. */
function formatValue(v: number): string {
  return v > 0 ? `+${v}` : String(v);
}

/**
 * The shapes of one board of side `size` at a detail level, offset to (ox, oy);
 * `scale` is the zoom (sizes dots). O(squares).
 */
export function boardShapes<S>(view: BoardView<S>, look: BoardLook<S>, ox: number, oy: number, size: number, detail: Detail, scale = 1, palette: ValuePalette = EXACT_PALETTE): Shape[] {
  const out: Shape[] = [];
  const u = size / 54; // line widths and marks were designed on a 54-unit board
  if (detail === 'dot') {
    // At least 2.5 px on screen, so a fully zoomed-out tree still shows its colours.
    const side = Math.max(size, 2.5 / scale);
    const c = (size - side) / 2;
    out.push({ kind: 'rect', x: ox + c, y: oy + c, w: side, h: side, fill: look.dim ? DIM_FILL : palette.dot(look.value) });
    if (look.focus) out.push({ kind: 'rect', x: ox - 3 * u, y: oy - 3 * u, w: size + 6 * u, h: size + 6 * u, stroke: INK.frame, lineWidth: 3 });
    return out;
  }
  // Tiles are filled with the mid tone, so the value colour shows on a few pixels.
  const fill = look.dim ? DIM_FILL : detail === 'tile' ? palette.dot(look.value) : palette.background(look.value);
  out.push({ kind: 'rect', x: ox, y: oy, w: size, h: size, fill, stroke: INK.border, lineWidth: u });
  if (detail === 'tile') {
    // Too small for the pieces: the last move stays, as a dark dot on its square (a piece fill, drawn over every background).
    const square = look.lastMove >= 0 ? view.playedSquare(look.board, look.lastMove) : null;
    if (square) {
      const cell = (size * (1 - 2 * view.margin)) / Math.max(view.columns, view.rows);
      const r = cell * 0.42;
      out.push({ kind: 'circle', cx: ox + size * view.margin + (square[0] + 0.5) * cell, cy: oy + size * view.margin + (square[1] + 0.5) * cell, r, fill: TILE_MARK, stroke: TILE_MARK, lineWidth: r * 0.2 });
    }
  }
  if (detail !== 'tile') view.drawPieces(out, { state: look.board, lastMove: look.lastMove, bestMoves: look.bestMoves }, ox, oy, size, detail);
  if (detail !== 'tile' && (look.multiplicity ?? 1) > 1) {
    const t = Math.max(10 * u, 9 / scale);
    out.push({ kind: 'text', x: ox + size - 2 * u, y: oy + size - t - u, text: `×${look.multiplicity}`, size: t, color: '#ffffff', bold: true, align: 'right', background: '#334155' });
  }
  const ring = Math.max(2, 4 * u);
  if (look.active) out.push({ kind: 'rect', x: ox - ring * 1.6, y: oy - ring * 1.6, w: size + ring * 3.2, h: size + ring * 3.2, stroke: '#2563eb', lineWidth: 2.5 });
  if (look.focus) out.push({ kind: 'rect', x: ox - ring / 2, y: oy - ring / 2, w: size + ring, h: size + ring, stroke: INK.frame, lineWidth: 3 });
  return out;
}

/** The last move's dot on a tile-sized board (dark slate: visible on every value colour of both palettes). */
export const TILE_MARK = '#0f172a';

/** Fill of a pruned (greyed) board. */
export const DIM_FILL = '#e2e8f0';

/**
 * The value label written in the strip of height `strip` above a board, when
 * its text is at least `minPx` px on screen at zoom `scale`; else nothing.
 */
export function labelShape(value: number | null, ox: number, oy: number, strip: number, scale: number, minPx = 7, palette: ValuePalette = EXACT_PALETTE): Shape | null {
  if (value === null) return null;
  const size = strip * 0.85;
  if (size * scale < minPx) return null;
  return { kind: 'text', x: ox + strip * 0.05, y: oy - strip * 0.95, text: palette.format ? palette.format(value) : formatValue(value), size, color: INK.text, bold: true, align: 'left', background: palette.background(value) };
}

/** Steps of the estimated palette from small to large advantages: Black's (first player's) in orange, White's in violet. */
const ESTIMATE_FIRST = ['#fff7ed', '#fed7aa', '#fdba74', '#fb923c'] as const;
const ESTIMATE_SECOND = ['#f5f3ff', '#ddd6fe', '#c4b5fd', '#a78bfa'] as const;
const ESTIMATE_EVEN = '#f1f5f9';

/** The step (0..3) of a value's size on a scale where `scale` is a large advantage. */
export function estimateStep(value: number, scale: number): number {
  return Math.min(3, Math.floor((Math.abs(value) / scale) * 4));
}

/**
 * The palette of depth-limited (estimated) values: orange when the first
 * player is ahead, violet when the second is, deeper with the size of the
 * advantage (four steps up to `scale`), slate for an even position; distinct
 * from the exact values' cyan / yellow / pink.
 */
export function estimatedPalette(scale: number, format?: (v: number) => string): ValuePalette & { readonly scale: number } {
  const pick = (v: number | null) => (v === null || v === 0 ? ESTIMATE_EVEN : v > 0 ? ESTIMATE_FIRST[estimateStep(v, scale)] : ESTIMATE_SECOND[estimateStep(v, scale)]);
  return { scale, format, background: pick, dot: (v) => (v === null || v === 0 ? '#cbd5e1' : v > 0 ? ESTIMATE_FIRST[3] : ESTIMATE_SECOND[3]) };
}

/** The colours of the estimated legend: [first ahead, even, second ahead], strongest shade. */
export const ESTIMATE_LEGEND = { first: ESTIMATE_FIRST[3], firstLight: ESTIMATE_FIRST[1], even: ESTIMATE_EVEN, second: ESTIMATE_SECOND[3], secondLight: ESTIMATE_SECOND[1] } as const;
