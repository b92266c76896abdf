/**
 * The explorer's canvas view, framework-free and created once per canvas:
 * it owns the pan / zoom stage (../zoomStage.ts: d3-zoom wrapped once, shared
 * with the search lab's tree), the painting and hit testing. React hands it layouts and sizes;
 * the store's Fit / Reset actions call it. (The chessground / xyflow way:
 * the board owns its DOM, the framework only feeds it.)
 */
import { createZoomStage, GLIDE_MS, MAX_SCALE, MIN_SCALE } from '../../../components/zoomStage.ts';
import type { BoardView } from '../../../games/boardView.ts';
import type { ScoreMode } from '../../../games/game.ts';
import { fitTransform, toWorld, type Transform } from '../../../view/geometry.ts';
import { hitTest, LAYOUT_MARGIN, type TreeLayout } from '../../../view/layout.ts';
import { paintTree, type Ctx2D } from '../../../view/paint.ts';
import type { PaintStyle } from '../../../view/colors.ts';
import type { TreeSource } from '../../../view/treeSource.ts';
import type { ValuePalette } from '../../../view/shapes.ts';

export interface TreeViewScene {
  readonly source: TreeSource<unknown>;
  readonly view: BoardView<unknown>;
  readonly palette?: ValuePalette;
  readonly layout: TreeLayout;
  readonly mode: ScoreMode;
  /** Presentation mode's projector palette and thicker lines. */
  readonly style?: PaintStyle;
  /** Label texts of a node, longest first (see PaintInput.nodeLabel). */
  readonly nodeLabel?: (node: number) => readonly string[] | null;
  /** Value labels smaller than this on screen (CSS px) are not written. */
  readonly labelFloor?: number;
  /** Best-move edges drawn like the others (values hidden). */
  readonly plainEdges?: boolean;
}

export interface TreeView {
  /** Shows a layout: `glide` keeps the focus where it was on screen, then glides home; else jumps home. Drawn at once. */
  setLayout(scene: TreeViewScene, move: 'glide' | 'jump'): void;
  /** The same layout drawn from another source (values hidden or revealed): the view does not move. */
  setScene(scene: TreeViewScene): void;
  /** The canvas's CSS size; the backing store follows the device pixel ratio. Does not move the view. */
  resize(width: number, height: number): void;
  /** The keyboard cursor's item (-1: none). */
  setActive(item: number): void;
  /** Draws now. */
  redraw(): void;
  /** Every board of the view on screen. */
  fit(): void;
  /** Back to the home view of the focus. */
  reset(): void;
  transform(): Transform;
  /** The item under a client point, or -1. */
  itemAt(clientX: number, clientY: number): number;
  /** What is on screen, drawn again at `scale` × the CSS size (for PNG export). */
  snapshot(scale: number): HTMLCanvasElement;
  destroy(): void;
}

export interface TreeViewHandlers {
  onChoose(item: number): void;
  onHover(item: number, clientX: number, clientY: number): void;
}

export { prefersReducedMotion } from '../../../components/zoomStage.ts';

/** The home view of a layout: the whole drawing, at most at its own scale (it was made for this size). */
export function homeTransform(layout: TreeLayout, width: number, height: number): Transform {
  return fitTransform(layout.bounds, width, height, LAYOUT_MARGIN, 1, MIN_SCALE);
}

/** Creates the view on a canvas. */
export function createTreeView(canvas: HTMLCanvasElement, handlers: TreeViewHandlers): TreeView {
  let t: Transform = { x: 0, y: 0, k: 1 };
  let scene: TreeViewScene | null = null;
  let width = 0;
  let height = 0;
  let active = -1;
  let frame = 0;
  let ctx: Ctx2D | null = null;

  /**
   * While panning (the scale unchanged since the last frame) the whole layout
   * is drawn once into an offscreen bitmap and each frame only copies it: a
   * 18,730-board view pans at the cost of one image copy. Only for bitmaps up
   * to four times the canvas's area; zooming and gliding paint directly.
   */
  let cache: { canvas: HTMLCanvasElement; scene: TreeViewScene; k: number; active: number; dpr: number; x0: number; y0: number } | null = null;
  let lastK = NaN;
  const cachedFrame = (c: Ctx2D, dpr: number): boolean => {
    if (!scene) return false;
    const k = t.k;
    const { bounds } = scene.layout;
    const pad = 8;
    const w = Math.ceil(((bounds.x1 - bounds.x0) * k + 2 * pad) * dpr);
    const h = Math.ceil(((bounds.y1 - bounds.y0) * k + 2 * pad) * dpr);
    if (w * h > 4 * width * height * dpr * dpr) return false;
    if (!cache || cache.scene !== scene || cache.k !== k || cache.active !== active || cache.dpr !== dpr) {
      const off = cache?.canvas ?? document.createElement('canvas');
      off.width = w;
      off.height = h;
      const oc = off.getContext('2d') as Ctx2D | null;
      if (!oc) return false;
      const x0 = bounds.x0 * k - pad;
      const y0 = bounds.y0 * k - pad;
      paintTree(oc, { ...scene, transform: { k, x: -x0, y: -y0 }, width: w / dpr, height: h / dpr, dpr, activeItem: active, background: '#f8fafc' });
      cache = { canvas: off, scene, k, active, dpr, x0, y0 };
    }
    c.setTransform(1, 0, 0, 1, 0, 0);
    c.fillStyle = '#f8fafc';
    c.fillRect(0, 0, width * dpr, height * dpr);
    (c as unknown as CanvasRenderingContext2D).drawImage(cache.canvas, Math.round((t.x + cache.x0) * dpr), Math.round((t.y + cache.y0) * dpr));
    return true;
  };

  const draw = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    if (!scene || width === 0) return;
    ctx ??= canvas.getContext('2d') as Ctx2D | null;
    if (!ctx) return;
    const dpr = window.devicePixelRatio || 1;
    const started = performance.now();
    const panning = t.k === lastK;
    lastK = t.k;
    let boards = -1;
    if (!(panning && cachedFrame(ctx, dpr))) {
      cache = panning ? cache : null;
      const stats = paintTree(ctx, { ...scene, transform: t, width, height, dpr, activeItem: active });
      boards = stats.boards;
      // Read by the presentation-mode browser test: the smallest value label on the focus and two levels below.
      canvas.dataset.minLabelPx = Number.isFinite(stats.minLabelPx) ? stats.minLabelPx.toFixed(1) : '';
      canvas.dataset.paintStats = JSON.stringify(stats);
    }
    // Read by the browser benchmark and tests: what the last frame showed and what it cost.
    canvas.dataset.paintMs = (performance.now() - started).toFixed(2);
    canvas.dataset.focus = String(scene.layout.items[scene.layout.focusItem].node);
    if (boards >= 0) canvas.dataset.boardsDrawn = String(boards);
    canvas.dataset.items = String(scene.layout.items.length);
    canvas.dataset.transform = `${t.x},${t.y},${t.k}`;
    if (!canvas.dataset.frames) performance.mark('mx:first-draw');
    canvas.dataset.frames = String(Number(canvas.dataset.frames ?? 0) + 1);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };

  const stage = createZoomStage(canvas, (next) => {
    t = next;
    schedule();
  });
  const moveTo = stage.moveTo;
  const home = () => (scene ? homeTransform(scene.layout, width, height) : t);

  const itemAt = (clientX: number, clientY: number) => {
    if (!scene) return -1;
    const r = canvas.getBoundingClientRect();
    const w = toWorld(t, clientX - r.left, clientY - r.top);
    return hitTest(scene.layout, w.x, w.y);
  };
  const onClick = (e: MouseEvent) => {
    const i = itemAt(e.clientX, e.clientY);
    if (i >= 0) handlers.onChoose(i);
  };
  let hovered = -1;
  const onMove = (e: PointerEvent) => {
    // No hover card while dragging; and only changes are reported.
    const item = e.buttons ? -1 : itemAt(e.clientX, e.clientY);
    if (item === hovered && item < 0) return;
    hovered = item;
    handlers.onHover(item, e.clientX, e.clientY);
  };
  const onLeave = () => handlers.onHover(-1, 0, 0);
  canvas.addEventListener('click', onClick);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerleave', onLeave);

  return {
    setLayout(next, move) {
      const prev = scene;
      scene = next;
      active = -1;
      // The first frame of a new layout is painted directly (the bitmap would put its raster on the click's path).
      lastK = NaN;
      cache = null;
      const focus = next.layout.items[next.layout.focusItem];
      const before = prev?.layout.itemOfNode.get(focus.node);
      if (move === 'glide' && prev && before !== undefined && prev.layout !== next.layout) {
        // The chosen board stays where it was on screen, at the size it had; then the view glides home.
        const old = prev.layout.items[before];
        const k = (old.size * t.k) / focus.size;
        moveTo({ k, x: old.x * t.k + t.x - focus.x * k, y: old.y * t.k + t.y - focus.y * k }, 0);
        draw();
        moveTo(home(), GLIDE_MS);
      } else {
        moveTo(home(), 0);
        draw();
      }
    },
    setScene(next) {
      scene = next;
      cache = null;
      lastK = NaN;
      draw();
    },
    resize(w, h) {
      if (w === width && h === height) return;
      width = w;
      height = h;
      const dpr = window.devicePixelRatio || 1;
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
      canvas.style.width = `${w}px`;
      canvas.style.height = `${h}px`;
    },
    setActive(item) {
      if (item === active) return;
      active = item;
      schedule();
    },
    redraw: draw,
    fit() {
      if (scene) moveTo(fitTransform(scene.layout.bounds, width, height, LAYOUT_MARGIN, MAX_SCALE, MIN_SCALE), GLIDE_MS);
    },
    reset() {
      moveTo(home(), GLIDE_MS);
    },
    transform: () => t,
    itemAt,
    snapshot(scale) {
      const out = document.createElement('canvas');
      out.width = Math.round(width * scale);
      out.height = Math.round(height * scale);
      const c = out.getContext('2d') as Ctx2D | null;
      if (c && scene) paintTree(c, { ...scene, transform: t, width, height, dpr: scale, background: '#ffffff' });
      return out;
    },
    destroy() {
      cancelAnimationFrame(frame);
      cache = null;
      stage.destroy();
      canvas.removeEventListener('click', onClick);
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerleave', onLeave);
      scene = null;
    },
  };
}
