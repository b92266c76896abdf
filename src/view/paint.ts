/**
 * Draws the visible tree on a 2D canvas context: edges, then boards batched
 * by style (one path per colour), then labels. Boards outside the viewport
 * are culled; small boards are drawn with less detail. The context is a
 * structural type, so Node tests can pass a recorder.
 */
import type { BoardView } from '../games/boardView.ts';
import type { ScoreMode } from '../games/game.ts';
import { INK, PROJECTOR_BACKGROUND, PROJECTOR_DOT, PROJECTOR_LINE_SCALE, VALUE_BACKGROUND, type PaintStyle } from './colors.ts';
import { DOT_FILL } from './shapes.ts';
import { intersects, toWorld, type Rect, type Transform } from './geometry.ts';
import type { TreeLayout } from './layout.ts';
import { lookOf } from './scene.ts';
import { boardShapes, detailFor, EXACT_PALETTE, labelShape, type Detail, type Shape, type ValuePalette } from './shapes.ts';
import type { TreeSource } from './treeSource.ts';

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

export interface PaintInput<S> {
  readonly source: TreeSource<S>;
  readonly view: BoardView<S>;
  /** Value colours (the exact values' palette unless given). */
  readonly palette?: ValuePalette;
  readonly layout: TreeLayout;
  readonly mode: ScoreMode;
  readonly transform: Transform;
  /** Viewport size in CSS pixels. */
  readonly width: number;
  readonly height: number;
  readonly dpr?: number;
  readonly activeItem?: number;
  readonly background?: string;
  /** Presentation mode's projector palette and thicker lines (default: the classroom look). */
  readonly style?: PaintStyle;
  /**
   * A node's label texts, longest first (e.g. its move and value with and without the unit): the painter draws the first
   * that fits its board's width (else the last) in place of the bare value, on the value's colour. Default: the value.
   */
  readonly nodeLabel?: (node: number) => readonly string[] | null;
  /** Value labels whose text would be smaller than this on screen (CSS px) are not written (default 7). */
  readonly labelFloor?: number;
  /** Best-move edges drawn like the others ("Hide values": they would tell the answers). */
  readonly plainEdges?: boolean;
}

export interface PaintStats {
  readonly boards: number;
  readonly segments: number;
  /** Detail of the focus's children (or the focus when it has none). */
  readonly detail: Detail;
  /** Smallest value text drawn on the focus and the two levels below it, in CSS px (Infinity when none is drawn). */
  readonly minLabelPx: number;
  /** Smallest value text drawn on any board, in CSS px (Infinity when none is drawn). */
  readonly smallestLabelPx: number;
  /** Boards of the focus and the two levels below it drawn with a value but without its label. */
  readonly unlabelled: number;
}

/** The projector colour of each classroom colour (value backgrounds and small-board fills). */
const PROJECTOR_COLOURS: ReadonlyMap<string, string> = new Map([
  ...(Object.keys(VALUE_BACKGROUND) as (keyof typeof VALUE_BACKGROUND)[]).map((k) => [VALUE_BACKGROUND[k], PROJECTOR_BACKGROUND[k]] as const),
  ...(Object.keys(DOT_FILL) as (keyof typeof DOT_FILL)[]).map((k) => [DOT_FILL[k], PROJECTOR_DOT[k]] as const),
]);

/** A style's colour for a classroom colour, and its line-width factor. */
function styleOf(style: PaintStyle | undefined): { colour: (c: string) => string; lines: number } {
  if (!style?.projector) return { colour: (c) => c, lines: 1 };
  return { colour: (c) => PROJECTOR_COLOURS.get(c) ?? c, lines: PROJECTOR_LINE_SCALE };
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Paints one frame; returns how much was drawn. */
export function paintTree<S>(ctx: Ctx2D, input: PaintInput<S>): PaintStats {
  const { source, view: boardView, layout, mode, transform: t, width, height } = input;
  const palette = input.palette ?? EXACT_PALETTE;
  const segments = layout.segments;
  const dpr = input.dpr ?? 1;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = input.background ?? '#f8fafc';
  ctx.fillRect(0, 0, width, height);
  const a = toWorld(t, -20, -20);
  const b = toWorld(t, width + 20, height + 20);
  const view: Rect = { x0: a.x, y0: a.y, x1: b.x, y1: b.y };
  const X = (x: number) => x * t.k + t.x;
  const Y = (y: number) => y * t.k + t.y;

  // Edges: two batched paths; edges into boards under 5 px on screen are left out (they would only grey the picture).
  let segCount = 0;
  ctx.lineCap = 'butt';
  for (const best of [false, true]) {
    ctx.beginPath();
    for (const s of segments) {
      if ((s.best && !input.plainEdges) !== best || s.size * t.k < 5) continue;
      if (!intersects(view, { x0: Math.min(s.x0, s.x1), y0: Math.min(s.y0, s.y1), x1: Math.max(s.x0, s.x1) + 1, y1: Math.max(s.y0, s.y1) + 1 })) continue;
      ctx.moveTo(X(s.x0), Y(s.y0));
      ctx.lineTo(X(s.x1), Y(s.y1));
      segCount++;
    }
    ctx.strokeStyle = best ? '#334155' : input.style?.projector ? '#94a3b8' : INK.edge;
    ctx.lineWidth = (best ? Math.max(1.2, Math.min(3, 2.2 * t.k)) : Math.max(0.6, Math.min(1.5, 1.1 * t.k))) * styleOf(input.style).lines;
    ctx.stroke();
  }
  ctx.lineCap = 'round';

  // Boards: collect shapes of visible boards, then draw grouped by style.
  const shapes: Shape[] = [];
  let boards = 0;
  let minLabelPx = Infinity;
  const shown: number[] = [];
  let smallestLabelPx = Infinity;
  let unlabelled = 0;
  for (let i = 0; i < layout.items.length; i++) {
    const it = layout.items[i];
    if (intersects(view, { x0: it.x, y0: it.y - it.label, x1: it.x + it.size, y1: it.y + it.size })) shown.push(i);
  }
  const plan = input.nodeLabel ? planLabels(ctx, layout, shown.filter((i) => detailFor(layout.items[i].size * t.k) !== 'dot'), input.nodeLabel, t.k) : null;
  for (const i of shown) {
    const it = layout.items[i];
    boards++;
    const look = lookOf(source, layout, i, mode, input.activeItem ?? -1);
    const detail = detailFor(it.size * t.k);
    for (const s of boardShapes(boardView, look, it.x, it.y, it.size, detail, t.k, palette)) shapes.push(s);
    // A value kept back ("Hide values") is a "?" where its label would be: something to predict (a CPU board keeps its move).
    const hidden = look.value === null && source.valueHidden?.(it.node) === true;
    const bare = detail === 'dot' ? null : hidden ? hiddenLabel(labelShape(0, it.x, it.y, it.label, t.k, input.labelFloor ?? 7, palette)) : labelShape(look.value, it.x, it.y, it.label, t.k, input.labelFloor ?? 7, palette);
    const label = detail === 'dot' || !input.nodeLabel ? bare : plannedLabel(input.nodeLabel(it.node), bare, plan?.get(it.level), it.x, it.y, it.label, t.k);
    const near = it.level >= 0 && it.level <= 2;
    if (label && hidden) shapes.push(label);
    else if (label && label.kind === 'text') {
      shapes.push(label);
      smallestLabelPx = Math.min(smallestLabelPx, label.size * t.k);
      if (near) minLabelPx = Math.min(minLabelPx, label.size * t.k);
    } else if (near && look.value !== null) unlabelled++;
  }
  drawShapes(ctx, shapes, t, input.style);
  const focus = layout.items[layout.focusItem];
  const first = layout.items[focus.childItems[0] ?? layout.focusItem];
  return { boards, segments: segCount, detail: detailFor(first.size * t.k), minLabelPx, smallestLabelPx, unlabelled };
}

/** Label strip under the text: the value's background, or a neutral one when the node has no value yet. */
const NO_VALUE_BACKGROUND = '#e2e8f0';

/** A node label may shrink below its strip's text size to fit its board, down to this (CSS px) and never below 0.75 of it. */
const FIT_FLOOR_PX = 14;

/** The label form (index into a node's texts) and text size (world units) chosen for each level. */
type LabelPlan = Map<number, { form: number; size: number }>;

/**
 * One label form and size per level, so that a level's labels read alike: the first form (longest text) that
 * fits every board of the level at its strip's text size or smaller (down to FIT_FLOOR_PX, or 0.75 of the
 * size), at the largest size that fits them all; else the last form at the smallest size. O(items × forms).
 */
function planLabels(ctx: Ctx2D, layout: TreeLayout, shown: readonly number[], nodeLabel: (node: number) => readonly string[] | null, k: number): LabelPlan {
  const byLevel = new Map<number, number[]>();
  for (const i of shown) {
    const level = layout.items[i].level;
    const list = byLevel.get(level);
    if (list) list.push(i);
    else byLevel.set(level, [i]);
  }
  const plan: LabelPlan = new Map();
  for (const [level, list] of byLevel) {
    const it0 = layout.items[list[0]];
    const full = it0.label * 0.85;
    const least = Math.min(full, Math.max(0.75 * full, FIT_FLOOR_PX / k));
    const texts = list.map((i) => nodeLabel(layout.items[i].node) ?? []);
    const forms = Math.max(1, ...texts.map((t) => t.length));
    // The largest size (world units) at which text s fits the board's width with the background's padding (0.2 of the size each side).
    const sizeFor = (s: string, board: number) => {
      ctx.font = `600 ${full * k}px ${FONT}`;
      const w = ctx.measureText(s).width / (full * k);
      return (board * k) / (w + 0.4) / k;
    };
    let chosen = { form: forms - 1, size: least };
    for (let f = 0; f < forms; f++) {
      let size = full;
      list.forEach((i, j) => {
        const s = texts[j][Math.min(f, texts[j].length - 1)];
        if (s !== undefined) size = Math.min(size, sizeFor(s, layout.items[i].size));
      });
      if (size >= least) {
        chosen = { form: f, size };
        break;
      }
    }
    plan.set(level, chosen);
  }
  return plan;
}

/** A node's label as its level's plan says, on its value's colour (neutral when it has no value yet); null when it has no text or is too small to read. */
function plannedLabel(texts: readonly string[] | null, bare: Shape | null, plan: { form: number; size: number } | undefined, x: number, y: number, strip: number, k: number): Shape | null {
  if (!texts || texts.length === 0 || !plan) return bare;
  if (plan.size * k < 7) return null;
  const text = texts[Math.min(plan.form, texts.length - 1)];
  const full = strip * 0.85;
  const base = bare?.kind === 'text' ? bare : null;
  return { kind: 'text', x: x + strip * 0.05, y: y - strip * 0.95 + (full - plan.size), text, size: plan.size, color: INK.text, bold: true, align: 'left', background: base?.background ?? NO_VALUE_BACKGROUND };
}

/** The "?" of a hidden value, in the place and size of a value label. */
function hiddenLabel(label: Shape | null): Shape | null {
  return label && label.kind === 'text' ? { ...label, text: '?', background: HIDDEN_LABEL_BACKGROUND } : null;
}
const HIDDEN_LABEL_BACKGROUND = '#e2e8f0';

/** Draws shapes in world units under transform t: fills batched by colour, strokes by colour and width, then text. */
export function drawShapes(ctx: Ctx2D, shapes: readonly Shape[], t: Transform, style?: PaintStyle): void {
  const { colour, lines } = styleOf(style);
  const X = (x: number) => x * t.k + t.x;
  const Y = (y: number) => y * t.k + t.y;
  const fills = new Map<string, Shape[]>();
  // Pieces are filled after every board's background, whatever their colours (batching by colour alone would let a later background cover them).
  const pieceFills = new Map<string, Shape[]>();
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
    } else {
      if (s.kind === 'circle' && s.fill) add(pieceFills, s.fill, s);
      add(strokes, `${s.stroke}|${s.lineWidth}`, s);
    }
  }
  for (const [fill, list] of [...fills, ...pieceFills]) {
    ctx.beginPath();
    for (const s of list) {
      if (s.kind === 'rect') ctx.rect(X(s.x), Y(s.y), s.w * t.k, s.h * t.k);
      else if (s.kind === 'circle') {
        ctx.moveTo(X(s.cx) + s.r * t.k, Y(s.cy));
        ctx.arc(X(s.cx), Y(s.cy), s.r * t.k, 0, Math.PI * 2);
      }
    }
    ctx.fillStyle = colour(fill);
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
    ctx.lineWidth = (emphatic ? Number(lw) : Math.max(0.6, Number(lw) * t.k)) * lines;
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
      const pad = size * 0.2;
      const w = ctx.measureText(s.text).width + 2 * pad;
      const left = s.align === 'right' ? x - w + pad : s.align === 'center' ? x - w / 2 : x - pad;
      ctx.fillStyle = colour(s.background);
      ctx.fillRect(left, y - pad / 2, w, size + pad);
    }
    ctx.fillStyle = s.color;
    ctx.fillText(s.text, x, y);
  }
}
