import { useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AppTree } from '../../../store/appGame.ts';
import { useTreeModule, useTreeWords } from '../../../components/treeGame.ts';
import { formatNumber } from '../../../i18n/translate.ts';
import { gameTreeSource } from '../../../view/gameTreeSource.ts';
import { classroomLabel, layoutTree, type TreeLayout } from '../../../view/layout.ts';
import { movesOf, type TreeSource } from '../../../view/treeSource.ts';
import { focusLost, focusQuietly, takeTreeFocusRequest, treeIn } from '../../../components/focus.ts';
import { selectFocusNode, selectLanguage, selectSettings, selectTree } from '../../../components/selectors.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import type { AppState } from '../../../store/appState.ts';
import { useFillHeight, type FillOptions } from '../../../components/useFillHeight.ts';
import { selectHideValues } from '../../hide/state/hideSlice.ts';
import { anyHidden, hiddenSource, marksShown, positionKey, valueShown } from '../../../view/hideValues.ts';
import { AccessibleTree } from './AccessibleTree.tsx';
import { nodeName } from './describeNode.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { ExplorerToolbar } from './ExplorerToolbar.tsx';
import type { ExportKind } from './ExportButtons.tsx';
import { Legend } from './Legend.tsx';
import { NodeTooltip } from './NodeTooltip.tsx';
import type { OverviewExports } from './Overview.tsx';
import { TreeCanvas } from './TreeCanvas.tsx';
import type { TreeView } from './treeView.ts';
import { useStageSize } from './useStageSize.ts';
import { useTreeLayout } from './useTreeLayout.ts';

const selectPicture = (s: AppState) => s.viewPicture;
const selectPresent = (s: AppState) => s.present;
const PROJECTOR = { projector: true } as const;
/**
 * The canvas and the legend under it end at the bottom of the first screen (the whole screen in
 * presentation mode, whose chrome folds away); on a phone, where the board comes first, the canvas
 * is 62 % of a screen, leaving room to scroll past it.
 */
const FILL: FillOptions = { min: 300, max: 1100, scrolled: 0.62 };
// The overview loads when the browser is idle (or when first shown), keeping the first load small.
// Not React.lazy: Suspense would hold the first frame back by its reveal throttle (~300 ms).
const loadOverview = () => import('./Overview.tsx');
type OverviewModule = Awaited<ReturnType<typeof loadOverview>>;

/** The tree explorer: toolbar, breadcrumbs, the zoomable canvas (or the whole-game overview) with its accessible tree, legend. */
export function TreeExplorer() {
  const tree = useAppStore(selectTree);
  const focus = useAppStore(selectFocusNode);
  if (!tree || focus < 0) return null;
  return <ExplorerBody tree={tree} focus={focus} />;
}

function ExplorerBody({ tree, focus }: { tree: AppTree; focus: number }) {
  const t = useT();
  const store = useAppStoreApi();
  const { game, view } = useTreeModule();
  const words = useTreeWords();
  const settings = useAppStore(selectSettings);
  const lang = useAppStore(selectLanguage);
  const picture = useAppStore(selectPicture);
  const source = gameTreeSource(tree);
  const hide = useAppStore(selectHideValues);
  // What the picture shows with "Hide values" on (the layout is the source's own: revealing moves nothing).
  const shown = hiddenSource(source, hide);
  const plainEdges = !marksShown(hide);
  const stageRef = useRef<HTMLDivElement>(null);
  const footRef = useRef<HTMLDivElement>(null);
  // Before the stage is measured: the first frame is drawn at the filled size.
  useFillHeight(stageRef, footRef, FILL);
  const size = useStageSize(stageRef);
  const present = useAppStore(selectPresent);
  // Value labels of the focus and two levels below: 24 px on a projector, 16 on a wide screen, 11 on a phone; smaller ones are not written.
  const minLabel = classroomLabel(size, present);
  const layout = useTreeLayout(source, focus, settings, size, minLabel);
  const scene = useMemo(
    () => (layout ? { source: shown as TreeSource<unknown>, view, layout, mode: settings.scoreMode, style: present ? PROJECTOR : undefined, labelFloor: minLabel, plainEdges } : null),
    [shown, view, layout, settings.scoreMode, present, minLabel, plainEdges],
  );
  // The canvas gets the new layout at once; the accessible tree follows in the background (nothing on the first render).
  const a11yLayout = useDeferredValue<TreeLayout | null>(layout, null);
  // The keyboard cursor belongs to one layout; a new layout starts it on the focus.
  const [cursor, setCursor] = useState<{ layout: TreeLayout | null; item: number }>({ layout: null, item: 0 });
  const [keyboard, setKeyboard] = useState(false);
  const [hover, setHover] = useState<{ item: number; x: number; y: number }>({ item: -1, x: 0, y: 0 });
  // Said once a hidden value is revealed (the tree item's name changes, but its cursor does not move).
  const [revealed, setRevealed] = useState('');
  const viewRef = useRef<TreeView | null>(null);
  const overviewRef = useRef<OverviewExports | null>(null);
  const idPrefix = useId().replace(/:/g, '');
  const active = a11yLayout && cursor.layout === a11yLayout ? cursor.item : (a11yLayout?.focusItem ?? 0);
  const setActive = useCallback((item: number) => setCursor({ layout: a11yLayout, item }), [a11yLayout]);

  // While the browser is idle: the overview's module and table (~1 MB, tens of ms), so opening it
  // draws at once; and the layout design of the focus's children, so a click on one lays out fast.
  const { treeDepth, childOrder, mergeSymmetry, scoreMode } = settings;
  const [overviewModule, setOverviewModule] = useState<OverviewModule | null>(null);
  useEffect(() => {
    if (picture === 'overview' && !overviewModule) void loadOverview().then(setOverviewModule);
  }, [picture, overviewModule]);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const id = requestIdleCallback(() => {
      void loadOverview().then((m) => {
        m.mixFor(source, scoreMode, 'games');
        setOverviewModule(m);
      });
      const child = layout?.items[layout.items[layout.focusItem].childItems[0] ?? -1];
      if (child && source.childCount(child.node) > 0) layoutTree(source, child.node, { depth: treeDepth, order: childOrder, mergeSymmetry, mode: scoreMode, viewport: layout.viewport, minLabel });
    }, { timeout: 1500 });
    return () => cancelIdleCallback(id);
  }, [source, layout, treeDepth, childOrder, mergeSymmetry, scoreMode, minLabel]);

  const chooseIn = useCallback(
    (from: TreeLayout | null, item: number) => {
      const it = from?.items[item];
      if (!it) return;
      // Values hidden: a first click shows the board's value, a second goes there.
      const key = positionKey(source.positionOf(it.node));
      if (!valueShown(selectHideValues(store.getState()), key)) {
        store.getState().revealValue(key);
        setRevealed(t('hide.revealed', { name: nodeName(t, words, tree, it.node, settings.scoreMode) }));
        return;
      }
      store.getState().playLoad(movesOf(source, it.node));
    },
    [store, source, t, words, tree, settings.scoreMode],
  );
  const choose = useCallback((item: number) => chooseIn(layout, item), [chooseIn, layout]);
  const a11yRef = useRef<HTMLDivElement>(null);
  // A click on the canvas (not focusable) would leave focus on <body>: it goes to the tree's current item.
  const chooseOnCanvas = useCallback(
    (item: number) => {
      choose(item);
      if (focusLost()) focusQuietly(treeIn(a11yRef.current));
    },
    [choose],
  );
  // Focus asked for before the accessible tree existed (a position opened from the arena) lands once it renders (under the overview, the overview takes it).
  useLayoutEffect(() => {
    if (a11yLayout && picture !== 'overview' && takeTreeFocusRequest() && focusLost()) focusQuietly(treeIn(a11yRef.current));
  }, [a11yLayout, picture]);
  // Depends on the deferred layout only, so the memoised accessible tree is not re-rendered by the urgent update.
  const chooseInA11y = useCallback((item: number) => chooseIn(a11yLayout, item), [chooseIn, a11yLayout]);

  // The export code loads on the first export (it is not needed to draw).
  const onExport = (kind: ExportKind) => void import('./exportImage.ts').then(({ downloadCanvas, exportScale, exportSlide, exportSvg, legendLabels, slideCanvas }) => {
    const name = `minimax-tree-${game.formatMoves(movesOf(source, focus)) || 'start'}-d${settings.treeDepth}`;
    const labels = legendLabels(t, words.sides);
    const title = t('explorer.slideTitle', { moves: game.formatLine(movesOf(source, focus)) || t('explorer.root') });
    const overview = overviewRef.current;
    if (picture === 'overview' && overview) {
      if (kind === 'png') downloadCanvas(overview.snapshot(exportScale(size.width, size.height)), `${name}-overview.png`);
      else if (kind === 'slide') downloadCanvas(slideCanvas(title, overview.legend, (ctx, box) => overview.drawInto(ctx as CanvasRenderingContext2D, box)), `${name}-overview-slide.png`);
      return;
    }
    const options = { depth: settings.treeDepth, order: settings.childOrder, mergeSymmetry: settings.mergeSymmetry, mode: settings.scoreMode };
    if (kind === 'png' && viewRef.current) downloadCanvas(viewRef.current.snapshot(exportScale(size.width, size.height)), `${name}.png`);
    else if (kind === 'slide') exportSlide(source, view, focus, options, labels, title, `${name}-slide.png`);
    else if (kind === 'svg' && layout) exportSvg(source, view, layout, settings.scoreMode, { legend: labels, title: t('explorer.title') }, `${name}.svg`);
  });
  const hovered = hover.item >= 0 && layout ? layout.items[hover.item] : undefined;
  return (
    <div className="explorer">
      <div className="explorer-head">
        <ExplorerToolbar onExport={onExport} />
        <Breadcrumbs />
      </div>
      {picture === 'overview' && (overviewModule ? <overviewModule.Overview source={source} focus={focus} mode={settings.scoreMode} exportsRef={overviewRef} /> : <p className="help">…</p>)}
      {
        <div className="tree-stage" hidden={picture === 'overview'}>
          <div ref={stageRef} className="tree-canvas-wrap">
            {scene && <TreeCanvas scene={scene} size={size} animate={!present} activeItem={keyboard && a11yLayout === layout ? active : -1} onChoose={chooseOnCanvas} onHover={(item, x, y) => setHover({ item, x, y })} viewRef={viewRef} />}
          </div>
          {a11yLayout && (
            <div ref={a11yRef} onFocus={() => setKeyboard(true)} onBlur={() => setKeyboard(false)}>
              <AccessibleTree tree={tree} layout={a11yLayout} mode={settings.scoreMode} hide={hide} activeItem={active} idPrefix={idPrefix} onActivate={setActive} onChoose={chooseInA11y} />
            </div>
          )}
        </div>
      }
      {hovered && picture === 'subtree' && <NodeTooltip tree={tree} node={hovered.node} mode={settings.scoreMode} hide={hide} lang={lang} x={hover.x} y={hover.y} />}
      {/* The caption sits beside the legend, under the canvas: never over a board. */}
      <div ref={footRef} className="explorer-foot">
        {picture !== 'overview' && <Legend projector={present} />}
        <p className="stage-caption" aria-live="polite" hidden={picture === 'overview'}>
          {t('explorer.boardsShown', { count: formatNumber(layout?.items.length ?? 0, lang) })}
        </p>
      </div>
      <p className="help">{t(picture === 'overview' ? 'explorer.overviewHelp' : 'explorer.help')}</p>
      {anyHidden(hide) && <p className="help hide-help">{t('hide.explorerHelp')}</p>}
      <p className="visually-hidden" aria-live="polite" data-testid="reveal-announce">
        {anyHidden(hide) ? revealed : ''}
      </p>
    </div>
  );
}
