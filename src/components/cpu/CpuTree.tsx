import { useLayoutEffect, useMemo, useRef } from 'react';
import { BOARD_VIEWS } from '../../games/index.ts';
import type { BoardView } from '../../games/boardView.ts';
import { layoutTree } from '../../view/layout.ts';
import { DIM_FILL, estimatedPalette, ESTIMATE_LEGEND, type ValuePalette } from '../../view/shapes.ts';
import type { TreeSource } from '../../view/treeSource.ts';
import type { SearchTree } from '../../view/searchTreeSource.ts';
import { evaluationScale, TREE_LEVELS } from '../../store/cpuGameSlice.ts';
import type { AppState } from '../../store/appState.ts';
import { createTreeView, type TreeView } from '../explorer/treeView.ts';
import { useStageSize } from '../explorer/useStageSize.ts';
import { useAppStore, useAppStoreApi, useT } from '../StoreContext.tsx';
import { formatCpuValue } from './formatCpuValue.ts';
import { selectHideValues } from '../../store/hideSlice.ts';
import { cpuKey, hiddenSource, marksShown } from '../../view/hideValues.ts';
import { selectCpuSettings } from './cpuSelectors.ts';
import { CpuTreeNav } from './CpuTreeNav.tsx';
import { legendEntriesOf, LegendList, type LegendItem } from '../LegendList.tsx';
import { ExportButtons, type ExportKind } from '../explorer/ExportButtons.tsx';
import { gameById } from '../../games/index.ts';
import type { MessageKey } from '../../i18n/en.ts';
import type { Translate } from '../../i18n/translate.ts';
import type { TreeLayout } from '../../view/layout.ts';

const selectTree = (s: AppState) => s.cpuTree;
const selectVersion = (s: AppState) => s.cpuTreeVersion;
const selectFocus = (s: AppState) => s.cpuTreeFocus;
const selectLoading = (s: AppState) => s.cpuTreeLoading;
const selectAlphaBeta = (s: AppState) => s.cpuTreeAlphaBeta;
const selectError = (s: AppState) => s.cpuTreeError;
const selectEvaluation = (s: AppState) => s.cpuTreeEvaluation;
const selectPresent = (s: AppState) => s.present;
/** Presentation mode: value texts at least this large (CSS px), the projector's thicker lines. */
const PRESENT_MIN_LABEL = 20;
const PROJECTOR = { projector: true } as const;

/**
 * The value that gets the deepest shade: 100 of the evaluation's units (100
 * weight points, 100% mobility) but at most a quarter of its range (16
 * discs); a won or lost ending (|v| >= 1) is deepest too.
 */
export function paletteScale(unitsScale: number): number {
  return Math.min(0.25, 100 / unitsScale);
}

/** "See the CPU think": its depth-limited search tree from the current position, grown on demand, boards coloured by estimated value. */
export function CpuTree({ gameId, sideWords }: { gameId: string; sideWords: readonly [string, string] }) {
  const t = useT();
  const store = useAppStoreApi();
  const tree = useAppStore(selectTree);
  const version = useAppStore(selectVersion);
  const focus = useAppStore(selectFocus);
  const loading = useAppStore(selectLoading);
  const alphaBeta = useAppStore(selectAlphaBeta);
  const error = useAppStore(selectError);
  const settings = useAppStore(selectCpuSettings);
  const evaluation = useAppStore(selectEvaluation);
  const present = useAppStore(selectPresent);
  const view = BOARD_VIEWS[gameId];
  const scale = evaluationScale(gameId, evaluation);
  const palette = useMemo(() => estimatedPalette(paletteScale(scale), (v) => formatCpuValue(v, scale)), [scale]);
  const shown = useRef<Shown>({ view: null, layout: null, levels: 1 });
  // The export code loads on the first export (it is not needed to draw).
  const onExport = (kind: ExportKind) =>
    void import('../explorer/exportImage.ts').then(({ downloadCanvas, exportScale, exportSlide, exportSvg }) => {
      const { view: canvasView, layout, levels } = shown.current;
      const game = gameById(gameId);
      if (!tree || !view || !game || !layout) return;
      const s = store.getState();
      const moves = game.formatMoves([...s.cpuMoves, ...tree.pathTo(focus)]);
      const name = `${gameId}-search-${moves || 'start'}-d${tree.searchDepth}-${evaluation}`;
      const title = t('cpu.tree.exportTitle', { moves: moves || t('cpu.tree.start'), depth: tree.searchDepth, evaluation: t(`cpu.eval.${evaluation}.short` as MessageKey) });
      const legend = legendEntriesOf(estimatedLegend(t, sideWords));
      const source = tree as TreeSource<unknown>;
      if (kind === 'png' && canvasView) downloadCanvas(canvasView.snapshot(exportScale(layout.viewport.width, layout.viewport.height)), `${name}.png`);
      else if (kind === 'slide') exportSlide(source, view, focus, { depth: levels, order: 'cell', mergeSymmetry: false, mode: 'wdl' }, legend, title, `${name}-slide.png`, palette);
      else if (kind === 'svg') exportSvg(source, view, layout, 'wdl', { legend, title, palette }, `${name}.svg`);
    });
  return (
    <div className="cpu-tree">
      <div className="control-row">
        {tree ? (
          <button type="button" className="button" onClick={() => store.getState().cpuHideTree()}>
            {t('cpu.tree.hide')}
          </button>
        ) : (
          <button type="button" className="button primary" onClick={() => store.getState().cpuShowTree()}>
            {t('cpu.tree.show', { depth: settings.depth })}
          </button>
        )}
        <label className="field check">
          <input type="checkbox" checked={alphaBeta} onChange={(e) => store.getState().cpuSetTreeAlphaBeta(e.target.checked)} />
          {t('cpu.tree.alphabeta')}
        </label>
        {tree && view && <ExportButtons onExport={onExport} />}
        {loading > 0 && (
          <span className="muted" role="status">
            {t('cpu.tree.loading')}
          </span>
        )}
      </div>
      <LegendList items={estimatedLegend(t, sideWords)} label={t('cpu.legend.label')} large={present} />
      {error && (
        <p className="notice tone-error" role="alert">
          {t('cpu.error', { message: error })}
        </p>
      )}
      {tree && view && <TreeStage tree={tree} view={view} version={version} focus={focus} palette={palette} present={present} shownRef={shown} />}
      {tree && view && <CpuTreeNav tree={tree} version={version} focus={focus} sideWords={sideWords} scale={scale} />}
    </div>
  );
}

/** The legend's entries: estimated values on their own palette, the chosen line, pruned branches. */
function estimatedLegend(t: Translate, sideWords: readonly [string, string]): LegendItem[] {
  return [
    { heading: true, label: t('cpu.legend.estimated') },
    { swatch: ESTIMATE_LEGEND.first, label: t('cpu.legend.ahead', { side: sideWords[0] }) },
    { swatch: ESTIMATE_LEGEND.firstLight, label: t('cpu.legend.slightly', { side: sideWords[0] }) },
    { swatch: ESTIMATE_LEGEND.even, label: t('cpu.legend.even') },
    { swatch: ESTIMATE_LEGEND.secondLight, label: t('cpu.legend.slightly', { side: sideWords[1] }) },
    { swatch: ESTIMATE_LEGEND.second, label: t('cpu.legend.ahead', { side: sideWords[1] }) },
    { line: true, label: t('cpu.legend.chosen') },
    { swatch: DIM_FILL, label: t('cpu.legend.pruned') },
    { label: t('cpu.legend.final') },
  ];
}

/** What the tree on screen is drawn from, for the exports. */
interface Shown {
  view: TreeView | null;
  layout: TreeLayout | null;
  /** Levels below the focus in the layout. */
  levels: number;
}

function TreeStage({ tree, view, version, focus, palette, present, shownRef }: { tree: SearchTree<unknown>; view: BoardView<unknown>; version: number; focus: number; palette: ValuePalette; present: boolean; shownRef: { current: Shown } }) {
  const store = useAppStoreApi();
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewRef = useRef<TreeView | null>(null);
  const size = useStageSize(stageRef);
  const hide = useAppStore(selectHideValues);
  // A phone's width holds one level legibly, a projected screen one level large enough for the back row; other screens two.
  const oneLevel = present || (size.width > 0 && size.width < 700);
  const levels = Math.max(1, Math.min(oneLevel ? 1 : TREE_LEVELS, tree.searchDepth - tree.depth(focus)));
  const layout = useMemo(
    () => (size.width > 0 ? layoutTree(tree as TreeSource, focus, { depth: levels, order: 'cell', mergeSymmetry: false, mode: 'wdl', viewport: size, minLabel: present ? PRESENT_MIN_LABEL : 14 }) : null),
    // version: the tree grew (it is mutable).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tree, version, focus, levels, size, present],
  );
  const latest = useRef({ layout, store });
  useLayoutEffect(() => {
    latest.current = { layout, store };
  });
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const v = createTreeView(canvas, {
      onChoose: (i) => {
        const l = latest.current.layout;
        if (l && l.items[i]) latest.current.store.getState().cpuTreeFocusOn(l.items[i].node);
      },
      onHover: () => {},
    });
    viewRef.current = v;
    shownRef.current = { ...shownRef.current, view: v };
    return () => {
      v.destroy();
      viewRef.current = null;
      shownRef.current = { view: null, layout: null, levels: 1 };
    };
  }, [shownRef]);
  const shownFocus = useRef(-1);
  useLayoutEffect(() => {
    const v = viewRef.current;
    if (!v || !layout) return;
    v.resize(size.width, size.height);
    // Presentation mode: nothing moves unless the presenter moves it.
    // Hide values: the search's values and its chosen line show once everything is revealed.
    const source = hiddenSource(tree as TreeSource<unknown>, hide, (n) => cpuKey(`tree:${n}`));
    v.setLayout({ source, view, palette, layout, mode: 'wdl', style: present ? PROJECTOR : undefined, plainEdges: !marksShown(hide) }, shownFocus.current === focus || present ? 'jump' : 'glide');
    shownFocus.current = focus;
    shownRef.current = { view: v, layout, levels };
  }, [levels, layout, size, tree, view, focus, palette, present, shownRef, hide]);
  return (
    <div ref={stageRef} className="cpu-tree-stage">
      <canvas ref={canvasRef} className="tree-canvas" aria-hidden="true" />
    </div>
  );
}
