import type { AppTree } from '../../store/appGame.ts';
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type MouseEvent } from 'react';
import type { ScoreMode } from '../../games/tictactoe/score.ts';
import { fitTransform, toWorld, type Transform } from '../../view/geometry.ts';
import { hitTest, type Segment, type TreeLayout } from '../../view/layout.ts';
import { paintTree, type Ctx2D } from '../../view/paint.ts';
import { useAppStoreApi } from '../StoreContext.tsx';
import { homeTransform } from './homeView.ts';
import { createZoomController, type ZoomController } from './zoomController.ts';

interface Props {
  readonly tree: AppTree;
  readonly layout: TreeLayout;
  readonly segments: readonly Segment[];
  readonly mode: ScoreMode;
  readonly activeItem: number;
  readonly onChoose: (item: number) => void;
  readonly onHover: (item: number, x: number, y: number) => void;
}

interface Size {
  readonly width: number;
  readonly height: number;
}

/** `prev` when it already has this width and height, else a new size. */
function sameSize(prev: Size, width: number, height: number): Size {
  return prev.width === width && prev.height === height ? prev : { width, height };
}

/** The canvas that draws the tree, with d3-zoom pan/zoom, culling and level of detail. */
export function TreeCanvas({ tree, layout, segments, mode, activeItem, onChoose, onHover }: Props) {
  const store = useAppStoreApi();
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const zoomRef = useRef<ZoomController | null>(null);
  const prevLayout = useRef<TreeLayout | null>(null);
  const [size, setSize] = useState<Size>({ width: 800, height: 560 });
  const frame = useRef(0);
  const props = useRef({ tree, layout, segments, mode, activeItem, size });
  useLayoutEffect(() => {
    props.current = { tree, layout, segments, mode, activeItem, size };
  });

  const ctxRef = useRef<Ctx2D | null>(null);
  /** What the last frame showed: a frame scheduled for the same inputs is skipped. */
  const drawn = useRef<{ props: typeof props.current; transform: Transform } | null>(null);
  const draw = () => {
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    const canvas = canvasRef.current;
    if (!canvas) return;
    ctxRef.current ??= canvas.getContext('2d') as Ctx2D | null;
    const ctx = ctxRef.current;
    if (!ctx) return;
    const p = props.current;
    const dpr = window.devicePixelRatio || 1;
    const t = store.getState().viewTransform;
    drawn.current = { props: p, transform: t };
    const started = performance.now();
    const stats = paintTree(ctx, { ...p, transform: t, width: p.size.width, height: p.size.height, dpr });
    // Read by the browser benchmark and tests: what the last frame showed and what it cost.
    canvas.dataset.paintMs = (performance.now() - started).toFixed(2);
    canvas.dataset.focus = String(p.layout.items[p.layout.focusItem].node);
    canvas.dataset.boardsDrawn = String(stats.boards);
    canvas.dataset.transform = `${t.x},${t.y},${t.k}`;
    if (!canvas.dataset.frames) performance.mark('mx:first-draw');
    canvas.dataset.frames = String(Number(canvas.dataset.frames ?? 0) + 1);
  };
  const schedule = () => {
    const last = drawn.current;
    const p = props.current;
    if (last && last.transform === store.getState().viewTransform && Object.keys(p).every((k) => p[k as keyof typeof p] === last.props[k as keyof typeof p])) return;
    if (!frame.current) frame.current = requestAnimationFrame(draw);
  };

  // Measure the box before the first paint (a layout the paint needs anyway), so the first
  // frame is drawn at the right size in the same task as the mount, not a frame later.
  const sizePending = useRef(false);
  useLayoutEffect(() => {
    const wrap = wrapRef.current;
    if (!wrap) return;
    const r = wrap.getBoundingClientRect();
    const width = Math.round(r.width);
    const height = Math.round(r.height);
    if (width > 0 && height > 0 && (width !== size.width || height !== size.height)) {
      sizePending.current = true;
      setSize(sameSize(size, width, height));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // d3-zoom, once (before the first draw); redraw on every transform change.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    zoomRef.current = createZoomController(canvas, (t) => store.getState().setViewTransform(t));
    const unsubscribe = store.subscribe((s, prev) => {
      if (s.viewTransform !== prev.viewTransform) schedule();
    });
    return () => {
      unsubscribe();
      zoomRef.current?.dispose();
      zoomRef.current = null;
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  // Size the canvas to its box as it changes (window resize, panels).
  useEffect(() => {
    const wrap = wrapRef.current;
    if (!wrap || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      // The same size keeps the same object, so nothing redraws.
      if (width > 0 && height > 0) setSize((prev) => sameSize(prev, Math.round(width), Math.round(height)));
    });
    ro.observe(wrap);
    return () => ro.disconnect();
  }, []);

  // A new layout: keep the chosen board where it was on screen, then glide home.
  useLayoutEffect(() => {
    const z = zoomRef.current;
    const prev = prevLayout.current;
    prevLayout.current = layout;
    // A first measurement is on its way: the size effect below draws the first frame.
    if (!z || sizePending.current) return;
    const home = homeTransform(layout, size.width, size.height);
    const focus = layout.items[layout.focusItem];
    const before = prev?.itemOfNode.get(focus.node);
    if (prev && before !== undefined && prev !== layout) {
      const t = z.current();
      const old = prev.items[before];
      z.moveTo({ k: t.k, x: old.x * t.k + t.x - focus.x * t.k, y: old.y * t.k + t.y - focus.y * t.k }, 0);
      draw(); // the new view now, in the same task as the click; the glide home follows frame by frame
      z.moveTo(home, 450);
    } else {
      z.moveTo(home, prev ? 450 : 0);
      draw();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout]);

  // A new size (first measurement, window resize): settle into the home view again, drawn now.
  const homedSize = useRef(size);
  useLayoutEffect(() => {
    if (homedSize.current === size) return; // the initial size (the layout effect above draws), or a repeated run
    homedSize.current = size;
    sizePending.current = false;
    zoomRef.current?.moveTo(homeTransform(props.current.layout, size.width, size.height), 0);
    draw();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [size]);

  useEffect(
    () =>
      store.subscribe((s, prev) => {
        const { layout: l, size: sz } = props.current;
        if (s.viewFitRequest !== prev.viewFitRequest) zoomRef.current?.moveTo(fitTransform(l.bounds, sz.width, sz.height, 24, 1.25));
        if (s.viewResetRequest !== prev.viewResetRequest) zoomRef.current?.moveTo(homeTransform(l, sz.width, sz.height));
      }),
    [store],
  );

  useEffect(schedule, [tree, layout, segments, mode, activeItem, size]); // eslint-disable-line react-hooks/exhaustive-deps

  const itemAt = (e: { clientX: number; clientY: number }) => {
    const canvas = canvasRef.current;
    if (!canvas) return -1;
    const r = canvas.getBoundingClientRect();
    const t: Transform = store.getState().viewTransform;
    const w = toWorld(t, e.clientX - r.left, e.clientY - r.top);
    return hitTest(layout, w.x, w.y);
  };
  const dpr = typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1;
  return (
    <div ref={wrapRef} className="tree-canvas-wrap">
      <canvas
        ref={canvasRef}
        className="tree-canvas"
        width={Math.round(size.width * dpr)}
        height={Math.round(size.height * dpr)}
        style={{ width: size.width, height: size.height }}
        aria-hidden="true"
        onClick={(e: MouseEvent) => {
          const i = itemAt(e);
          if (i >= 0) onChoose(i);
        }}
        onPointerMove={(e: PointerEvent) => onHover(itemAt(e), e.clientX, e.clientY)}
        onPointerLeave={() => onHover(-1, 0, 0)}
      />
    </div>
  );
}
