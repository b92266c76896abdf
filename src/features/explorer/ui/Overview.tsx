import { useTreeWords } from '../../../components/treeGame.ts';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ScoreMode } from '../../../games/game.ts';
import { formatNumber } from '../../../i18n/translate.ts';
import type { LegendEntry } from '../../../view/legend.ts';
import { extentOf, MIX_HEX, overviewMix, overviewNodeAt, overviewRowTexts, startOf, type OverviewGeometry, type OverviewMix, type OverviewWeight } from '../../../view/overview.ts';
import { movesOf, pathOf, type TreeSource } from '../../../view/treeSource.ts';
import type { AppState } from '../../../store/appState.ts';
import { selectLanguage } from '../../../components/selectors.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { prefersReducedMotion } from './treeView.ts';
import { drawOverview, OVERVIEW_LABEL_PX, OVERVIEW_MIN_ROW_PX, OVERVIEW_PRESENT_LABEL_PX, type OverviewDrawn, type OverviewFrame } from './overviewCanvas.ts';
import { OverviewLegend, overviewLegendItems } from './OverviewLegend.tsx';
import { legendEntriesOf } from '../../../components/LegendList.tsx';
import { useStageSize } from './useStageSize.ts';
import { selectHideValues } from '../../hide/state/hideSlice.ts';
import { overviewColours } from '../../../view/hideValues.ts';
import { focusLost, focusQuietly, takeTreeFocusRequest, useFocusWhenDisabled } from '../../../components/focus.ts';
import { zoomControlIn } from './explorerFocus.ts';

/** What the explorer's export buttons ask of the overview. */
export interface OverviewExports {
  /** The picture on screen at `scale` × its CSS size. */
  snapshot(scale: number): HTMLCanvasElement;
  /** Draws the picture on screen into a box of another canvas (a slide). */
  drawInto(ctx: CanvasRenderingContext2D, box: { x: number; y: number; width: number; height: number }): void;
  /** The overview's own legend (its colours, the blended columns, the frames), for a slide. */
  readonly legend: readonly LegendEntry[];
}

/** What the last frame drew, in CSS px, as the canvas's `data-geometry` (read back by the browser geometry test). */
function geometryData(d: OverviewDrawn, dpr: number): string {
  const r = (v: number) => Math.round((v / dpr) * 100) / 100;
  const rect = (b: { x: number; y: number; w: number; h: number }) => ({ x: r(b.x), y: r(b.y), w: r(b.w), h: r(b.h) });
  const g: OverviewGeometry = d.geometry;
  return JSON.stringify({
    width: r(g.width),
    height: r(g.height),
    gutter: r(g.gutter),
    rowH: r(g.rowH),
    labels: g.labels.map((l) => ({ ...rect(l), level: l.level, text: l.text, font: r(l.font) })),
    here: d.here.map((m) => ({ ...rect(m), level: m.level, focus: m.focus, node: m.node })),
    boxes: d.boxes.length,
    boxesX: d.boxes.length ? [r(Math.min(...d.boxes.map((b) => b.x0))), r(Math.max(...d.boxes.map((b) => b.x1)))] : [],
  });
}

const selectPresent = (s: AppState) => s.present;

const mixes = new WeakMap<TreeSource, Map<string, OverviewMix>>();

/** The mix table of a source for a mode and weighting, computed once. */
export function mixFor(source: TreeSource, mode: ScoreMode, weight: OverviewWeight): OverviewMix {
  let bySource = mixes.get(source);
  if (!bySource) mixes.set(source, (bySource = new Map()));
  const key = `${mode}|${weight}`;
  let m = bySource.get(key);
  if (!m) bySource.set(key, (m = overviewMix(source, mode, weight)));
  return m;
}

const ZOOM_MS = 400;

/**
 * A game whose overview comes with its own mix (a game solved whole: view/wholeGameSource.ts), its width the
 * finished games only (its source counts no nodes below), and its sides' names.
 */
export interface GivenOverview {
  readonly mix: OverviewMix;
  readonly sides: readonly [string, string];
}

/**
 * The whole game as an icicle: click a node to make it the focus, double-click
 * (or the buttons) to zoom into a subtree and back out. A labelled image with
 * a text alternative: the focus's path and how the finished games split at
 * each level.
 */
export function Overview({ source, focus, mode, exportsRef, given }: { source: TreeSource; focus: number; mode: ScoreMode; exportsRef: { current: OverviewExports | null }; given?: GivenOverview }) {
  const t = useT();
  const treeSides = useTreeWords().sides;
  const sides = given?.sides ?? treeSides;
  const lang = useAppStore(selectLanguage);
  const store = useAppStoreApi();
  const [chosenWeight, setWeight] = useState<OverviewWeight>('games');
  const weight = given?.mix.weight ?? chosenWeight;
  const [root, setRoot] = useState(source.root);
  const mix = useMemo(() => given?.mix ?? mixFor(source, mode, weight), [given, source, mode, weight]);
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const size = useStageSize(wrapRef);
  const descId = useId();
  // The visible interval of the root's extent, animated between zooms.
  const target = useMemo(() => {
    const a = startOf(source, root, weight);
    return { a, b: a + extentOf(source, root, weight) };
  }, [source, root, weight]);
  const shown = useRef(target);
  const anim = useRef(0);
  const rows = useMemo(() => {
    return {
      long: overviewRowTexts(source, mix.levels, t('explorer.root'), sides, (n, side) => t('overview.row', { n, side })),
      short: overviewRowTexts(source, mix.levels, t('overview.row.start.short'), sides, (n, side) => t('overview.row.short', { n, side })),
    };
  }, [source, mix.levels, t, sides]);
  const legendItems = overviewLegendItems(t, MIX_HEX, sides);
  const present = useAppStore(selectPresent);
  const labelPx = present ? OVERVIEW_PRESENT_LABEL_PX : OVERVIEW_LABEL_PX;
  const colours = overviewColours(useAppStore(selectHideValues));
  const frameOf = (iv: { a: number; b: number }): OverviewFrame => ({ source, mix, focus, a: iv.a, b: iv.b, rows, labelPx, colours });
  const gutterCss = useRef(0);

  const paint = (iv: { a: number; b: number }) => {
    const canvas = canvasRef.current;
    if (!canvas || size.width === 0) return;
    const dpr = window.devicePixelRatio || 1;
    const w = Math.round(size.width * dpr);
    const h = Math.round(size.height * dpr);
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const drawn = drawOverview(ctx, frameOf(iv), 0, 0, w, h, dpr);
    gutterCss.current = drawn.geometry.gutter / dpr;
    canvas.dataset.paintMs = drawn.ms.toFixed(2);
    canvas.dataset.geometry = geometryData(drawn, dpr);
    canvas.dataset.frames = String(Number(canvas.dataset.frames ?? 0) + 1);
    canvas.dataset.interval = `${iv.a},${iv.b}`;
  };

  // The effect below repaints with the newest frame's inputs without restarting on every render.
  const paintLatest = useEffectEvent(paint);
  // Draw now on a new focus, weighting or size (the inputs it repaints for are its dependencies); glide to a new zoom.
  useLayoutEffect(() => {
    cancelAnimationFrame(anim.current);
    const from = shown.current;
    const to = target;
    if ((from.a === to.a && from.b === to.b) || prefersReducedMotion() || from.b <= from.a) {
      shown.current = to;
      paintLatest(to);
      return;
    }
    const t0 = performance.now();
    const step = () => {
      const p = Math.min(1, (performance.now() - t0) / ZOOM_MS);
      const e = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
      const iv = { a: from.a + (to.a - from.a) * e, b: from.b + (to.b - from.b) * e };
      shown.current = iv;
      paintLatest(iv);
      if (p < 1) anim.current = requestAnimationFrame(step);
    };
    step();
    return () => cancelAnimationFrame(anim.current);
  }, [target, mix, focus, size, rows, labelPx, colours]);

  useEffect(() => {
    exportsRef.current = {
      snapshot(scale) {
        const out = document.createElement('canvas');
        out.width = Math.round(size.width * scale);
        out.height = Math.round(size.height * scale);
        const ctx = out.getContext('2d');
        if (ctx) drawOverview(ctx, frameOf(shown.current), 0, 0, out.width, out.height, scale);
        return out;
      },
      drawInto(ctx, box) {
        drawOverview(ctx, frameOf(shown.current), box.x, box.y, box.width, box.height, 1);
      },
      legend: legendEntriesOf(legendItems).map((e, i) => (legendItems[i].mixed || legendItems[i].ink ? { kind: 'text' as const, label: e.label } : e)),
    };
    return () => {
      exportsRef.current = null;
    };
  });

  const nodeAt = (e: { clientX: number; clientY: number }) => {
    const canvas = canvasRef.current;
    if (!canvas) return -1;
    const r = canvas.getBoundingClientRect();
    const level = Math.floor(((e.clientY - r.top) / r.height) * mix.levels);
    const gutter = gutterCss.current;
    if (e.clientX - r.left < gutter) return -1; // the row labels
    return overviewNodeAt(source, weight, shown.current.a, shown.current.b, r.width - gutter, level, e.clientX - r.left - gutter);
  };
  // A zoom button that disables itself (its zoom done) hands focus to another control of the group.
  const zoomFocusRef = useRef<HTMLButtonElement>(null);
  const zoomUpRef = useRef<HTMLButtonElement>(null);
  const zoomAllRef = useRef<HTMLButtonElement>(null);
  const otherZoomControl = () => zoomControlIn(zoomFocusRef.current?.parentElement);
  useFocusWhenDisabled(zoomFocusRef, root === focus, otherZoomControl);
  useFocusWhenDisabled(zoomUpRef, source.parent(root) < 0, otherZoomControl);
  useFocusWhenDisabled(zoomAllRef, root === source.root, otherZoomControl);
  // Focus asked for the explorer before the overview had loaded (a position opened from the arena) lands on its controls.
  useLayoutEffect(() => {
    if (takeTreeFocusRequest() && focusLost()) focusQuietly(otherZoomControl());
  }, []);
  const path = pathOf(source, focus);
  const pct = (n: number, total: number) => (total > 0 ? Math.round((100 * n) / total) : 0);
  return (
    <div className="overview">
      <div className="overview-controls" role="group" aria-label={t('overview.controls')}>
        {!given && (
          <label className="field">
            <span>{t('overview.weight')}</span>
            <select value={weight} onChange={(e) => setWeight(e.target.value as OverviewWeight)}>
              <option value="games">{t('overview.weight.games')}</option>
              <option value="nodes">{t('overview.weight.nodes')}</option>
            </select>
          </label>
        )}
        <button ref={zoomFocusRef} type="button" className="button" onClick={() => setRoot(focus)} disabled={root === focus}>
          {t('overview.zoomFocus')}
        </button>
        <button ref={zoomUpRef} type="button" className="button" onClick={() => setRoot(source.parent(root))} disabled={source.parent(root) < 0}>
          {t('overview.zoomUp')}
        </button>
        <button ref={zoomAllRef} type="button" className="button" onClick={() => setRoot(source.root)} disabled={root === source.root}>
          {t('overview.zoomAll')}
        </button>
      </div>
      <div className="tree-stage">
        <div ref={wrapRef} className="overview-wrap" style={{ minHeight: mix.levels * OVERVIEW_MIN_ROW_PX }}>
          <canvas
            ref={canvasRef}
            className="overview-canvas"
            role="img"
            aria-label={given ? t('overview.labelGames', { count: formatNumber(extentOf(source, source.root, 'games'), lang) }) : t('overview.label', { count: formatNumber(source.subtreeSize(source.root), lang) })}
            aria-describedby={descId}
            style={{ width: size.width, height: size.height }}
            onClick={(e) => {
              const n = nodeAt(e);
              if (n >= 0) store.getState().playLoad(movesOf(source, n));
            }}
            onDoubleClick={(e) => {
              const n = nodeAt(e);
              if (n >= 0) setRoot(source.childCount(n) > 0 ? n : Math.max(source.root, source.parent(n)));
            }}
          />
        </div>
      </div>
      <OverviewLegend items={legendItems} />
      <div id={descId} className="overview-here">
        <h3>{t('overview.here')}</h3>
        <ol>
          {path.map((n) => {
            const g = source.games(n);
            const total = g.firstWins + g.draws + g.secondWins;
            const split = {
              depth: source.depth(n),
              moves: n === source.root ? t('explorer.root') : source.moveName(n),
              games: formatNumber(total, lang),
              o: pct(g.firstWins, total),
              d: pct(g.draws, total),
              x: pct(g.secondWins, total),
            };
            return (
              <li key={n} aria-current={n === focus ? 'location' : undefined}>
                {given ? t('overview.levelGames', { ...split, first: sides[0], second: sides[1] }) : t('overview.level', { ...split, nodes: formatNumber(source.subtreeSize(n), lang) })}
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
