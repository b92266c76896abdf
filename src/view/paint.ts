/**
 * Draws the visible tree on a 2D canvas context: edges, then boards batched
 * by style (one path per colour), then labels. Boards outside the viewport
 * are culled; small boards are drawn with less detail. The context is a
 * structural type, so Node tests can pass a recorder.
 */
import type { Board } from '../games/tictactoe/board.ts';
import type { ScoreMode } from '../games/tictactoe/score.ts';
import type { GameTree } from '../tree/gameTree.ts';
import { INK } from './colors.ts';
import { BOARD, intersects, toWorld, type Rect, type Transform } from './geometry.ts';
import type { Segment, TreeLayout } from './layout.ts';
import { lookOf } from './scene.ts';
import { boardShapes, detailFor, type Detail, type Shape } from './shapes.ts';

/** The subset of CanvasRenderingContext2D the painter uses. */
export interface Ctx2D {
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, r: number, a0: number, a1: number): void;
  rect(x: number, y: number, w: number, h: number): void;
  stroke(): void;
  fill(): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  font: string;
  textAlign: string;
  textBaseline: string;
  lineCap: string;
}

export interface PaintInput {
  readonly tree: GameTree<Board>;
  readonly layout: TreeLayout;
  readonly segments: readonly Segment[];
  readonly mode: ScoreMode;
  readonly transform: Transform;
  /** Viewport size in CSS pixels. */
  readonly width: number;
  readonly height: number;
  readonly dpr?: number;
  readonly activeItem?: number;
  readonly background?: string;
}

export interface PaintStats {
  readonly boards: number;
  readonly segments: number;
  readonly detail: Detail;
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Paints one frame; returns how much was drawn. */
export function paintTree(ctx: Ctx2D, input: PaintInput): PaintStats {
  const { tree, layout, segments, mode, transform: t, width, height } = input;
  const dpr = input.dpr ?? 1;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = input.background ?? '#f8fafc';
  ctx.fillRect(0, 0, width, height);
  const a = toWorld(t, -BOARD, -BOARD);
  const b = toWorld(t, width + BOARD, height + BOARD);
  const view: Rect = { x0: a.x, y0: a.y, x1: b.x, y1: b.y };
  const X = (x: number) => x * t.k + t.x;
  const Y = (y: number) => y * t.k + t.y;
  ctx.lineCap = 'round';

  // Edges: two batched paths.
  let segCount = 0;
  for (const best of [false, true]) {
    ctx.beginPath();
    for (const s of segments) {
      if (s.best !== best) continue;
      if (!intersects(view, { x0: Math.min(s.x0, s.x1), y0: Math.min(s.y0, s.y1), x1: Math.max(s.x0, s.x1) + 1, y1: Math.max(s.y0, s.y1) + 1 })) continue;
      ctx.moveTo(X(s.x0), Y(s.y0));
      ctx.lineTo(X(s.x1), Y(s.y1));
      segCount++;
    }
    ctx.strokeStyle = best ? '#334155' : INK.edge;
    ctx.lineWidth = best ? Math.max(1.5, Math.min(3.5, 2.8 * t.k)) : Math.max(0.75, Math.min(1.5, 1.2 * t.k));
    ctx.stroke();
  }

  // Boards: collect shapes of visible boards, then draw grouped by style.
  const detail = detailFor(BOARD * t.k);
  const shapes: Shape[] = [];
  let boards = 0;
  for (let i = 0; i < layout.items.length; i++) {
    const it = layout.items[i];
    if (!intersects(view, { x0: it.x, y0: it.y, x1: it.x + BOARD, y1: it.y + BOARD })) continue;
    boards++;
    const look = lookOf(tree, layout, i, mode, input.activeItem ?? -1);
    for (const s of boardShapes(look, it.x, it.y, detail, t.k)) shapes.push(s);
  }
  drawShapes(ctx, shapes, t);
  return { boards, segments: segCount, detail };
}

/** Draws shapes in world units under transform t: fills batched by colour, strokes by colour and width, then text. */
export function drawShapes(ctx: Ctx2D, shapes: readonly Shape[], t: Transform): void {
  const X = (x: number) => x * t.k + t.x;
  const Y = (y: number) => y * t.k + t.y;
  const fills = new Map<string, Shape[]>();
  const strokes = new Map<string, Shape[]>();
  const texts: Shape[] = [];
  const add = (m: Map<string, Shape[]>, key: string, s: Shape) => {
    const list = m.get(key);
    if (list) list.push(s);
    else m.set(key, [s]);
  };
  for (const s of shapes) {
    if (s.kind === 'text') texts.push(s);
    else if (s.kind === 'rect') {
      if (s.fill) add(fills, s.fill, s);
      if (s.stroke) add(strokes, `${s.stroke}|${s.lineWidth ?? 1}`, s);
    } else add(strokes, `${s.stroke}|${s.lineWidth}`, s);
  }
  for (const [fill, list] of fills) {
    ctx.beginPath();
    for (const s of list) if (s.kind === 'rect') ctx.rect(X(s.x), Y(s.y), s.w * t.k, s.h * t.k);
    ctx.fillStyle = fill;
    ctx.fill();
  }
  for (const [key, list] of strokes) {
    const [stroke, lw] = key.split('|');
    const emphatic = stroke === INK.frame || stroke === '#2563eb';
    ctx.beginPath();
    for (const s of list) {
      if (s.kind === 'rect') ctx.rect(X(s.x), Y(s.y), s.w * t.k, s.h * t.k);
      else if (s.kind === 'line') {
        ctx.moveTo(X(s.x0), Y(s.y0));
        ctx.lineTo(X(s.x1), Y(s.y1));
      } else if (s.kind === 'circle') {
        ctx.moveTo(X(s.cx) + s.r * t.k, Y(s.cy));
        ctx.arc(X(s.cx), Y(s.cy), s.r * t.k, 0, Math.PI * 2);
      }
    }
    ctx.strokeStyle = stroke;
    ctx.lineWidth = Math.max(emphatic ? 2 : 0.6, Number(lw) * Math.min(t.k, emphatic ? 1.4 : 3));
    ctx.stroke();
  }
  ctx.textBaseline = 'top';
  for (const s of texts) {
    if (s.kind !== 'text') continue;
    const size = s.size * t.k;
    ctx.font = `${s.bold ? '600 ' : ''}${size}px ${FONT}`;
    ctx.textAlign = s.align ?? 'left';
    const x = X(s.x);
    const y = Y(s.y);
    if (s.background) {
      const w = ctx.measureText(s.text).width + 4 * t.k;
      const left = s.align === 'right' ? x - w + 2 * t.k : s.align === 'center' ? x - w / 2 : x - 2 * t.k;
      ctx.fillStyle = s.background;
      ctx.fillRect(left, y - 1 * t.k, w, size + 2 * t.k);
    }
    ctx.fillStyle = s.color;
    ctx.fillText(s.text, x, y);
  }
}
