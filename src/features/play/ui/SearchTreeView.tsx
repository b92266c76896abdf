import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { BoardView } from '../../../games/boardView.ts';
import { DIM_FILL, estimatedPalette, ESTIMATE_LEGEND, type ValuePalette } from '../../../view/shapes.ts';
import type { TreeSource } from '../../../view/treeSource.ts';
import type { SearchTree } from '../../../view/searchTreeSource.ts';
import type { SearchTreeSnapshot } from '../state/searchTreeOwner.ts';
import { useSearchTree } from './useSearchTree.ts';
import { evaluationScale } from '../state/playSettings.ts';
import type { AppState } from '../../../store/appState.ts';
import { createTreeView, type TreeView } from '../../explorer/ui/treeView.ts';
import { useStageSize } from '../../explorer/ui/useStageSize.ts';
import { useAppStore, useAppStoreApi, useGameWords, useShownLanguage, useT } from '../../../components/StoreContext.tsx';
import { workerErrorText } from '../../../components/workerErrorText.ts';
import { searchValueContext, searchValueText, paletteScale } from '../../../view/searchValue.ts';
import { searchNodeLabels, searchTreeLayout, levelsOf } from './searchTreeScene.ts';
import { selectHideValues } from '../../hide/state/hideSlice.ts';
import { searchedKey, hiddenSource, marksShown } from '../../../view/hideValues.ts';
import { selectPlaySearch } from './searchedPosition.ts';
import { SearchTreeNav } from './SearchTreeNav.tsx';
import { usePresentFill } from '../../present/ui/usePresentFill.ts';
import { legendEntriesOf, LegendList, type LegendItem } from '../../../components/LegendList.tsx';
import { ExportButtons, type ExportKind } from '../../explorer/ui/ExportButtons.tsx';
import { moduleById } from '../../../games/index.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { TreeLayout } from '../../../view/layout.ts';

const selectPresent = (s: AppState) => s.present;
/** Presentation mode: the projector's thicker lines. */
const PROJECTOR = { projector: true } as const;

export { paletteScale };

/** "See the AI think": its depth-limited search tree from the current position, grown on demand, boards coloured by estimated value. */
export function SearchTreeView({ gameId, sideWords }: { gameId: string; sideWords: readonly [string, string] }) {
  const t = useT();
  const store = useAppStoreApi();
  const shownTree = useSearchTree();
  const { tree, version, focus, loading, alphaBeta, error, evaluation: searched } = shownTree;
  const settings = useAppStore(selectPlaySearch);
  const present = useAppStore(selectPresent);
  const module = moduleById(gameId);
  const view = module?.view;
  const words = useGameWords(module);
  const lang = useShownLanguage();
  // The tree's values are in the units it was searched with; before there is a tree, the legend says the chosen evaluation's.
  const evaluation = tree ? searched : settings.evaluation;
  const scale = evaluationScale(gameId, evaluation);
  // Stable while the words are the same.
  const valueWords = useMemo(() => searchValueContext(words, evaluation, scale, lang), [words, evaluation, scale, lang]);
  const palette = useMemo(() => estimatedPalette(paletteScale(scale), (v) => searchValueText(v, valueWords, t, 'short')), [scale, valueWords, t]);
  // Values are read when painted, so the labels follow the tree as it grows.
  const valuesHidden = !marksShown(useAppStore(selectHideValues));
  const nodeLabel = useMemo(() => (tree ? searchNodeLabels(tree, valueWords, t, valuesHidden) : null), [tree, valueWords, t, valuesHidden]);
  const shown = useRef<Shown>({ view: null, layout: null, levels: 1 });
  // The export code loads on the first export (it is not needed to draw).
  const onExport = (kind: ExportKind) =>
    void import('../../explorer/ui/exportImage.ts').then(({ downloadCanvas, exportScale, exportSlide, exportSvg }) => {
      const { view: canvasView, layout, levels } = shown.current;
      const game = module?.game;
      if (!tree || !view || !game || !layout) return;
      const s = store.getState();
      const line = [...s.playMoves, ...tree.pathTo(focus)];
      const name = `${gameId}-search-${game.formatMoves(line) || 'start'}-d${tree.searchDepth}-${evaluation}`;
      const title = t('searched.tree.exportTitle', { moves: game.formatLine(line) || t('searched.tree.start'), depth: tree.searchDepth, evaluation: valueWords.evaluation.short });
      const legend = legendEntriesOf(estimatedLegend(t, sideWords, words.score.abbr));
      const source = tree as TreeSource<unknown>;
      if (kind === 'png' && canvasView) downloadCanvas(canvasView.snapshot(exportScale(layout.viewport.width, layout.viewport.height)), `${name}.png`);
      else if (kind === 'slide') exportSlide(source, view, focus, { depth: levels, order: 'cell', mergeSymmetry: false, mode: 'wdl' }, legend, title, `${name}-slide.png`, palette);
      else if (kind === 'svg') exportSvg(source, view, layout, 'wdl', { legend, title, palette }, `${name}.svg`);
    });
  // In presentation mode the shown tree comes first, right under its buttons, and the legend under it.
  // Presentation mode: the stage ends where this key still fits on the first screen.
  const keyRef = useRef<HTMLDivElement>(null);
  const legend = (
    <div className="search-tree-key" ref={keyRef}>
      <LegendList items={estimatedLegend(t, sideWords, words.score.abbr)} label={t('searched.legend.label')} large={present} />
      <p className="search-value-legend" data-testid="search-value-legend">
        {t('searched.value.legend', { unit: valueWords.evaluation.units, first: sideWords[0], second: sideWords[1] })}
      </p>
    </div>
  );
  return (
    <div className="search-tree">
      <div className="control-row">
        {tree ? (
          <button type="button" className="button" onClick={() => store.searchTree.hide()}>
            {t('searched.tree.hide')}
          </button>
        ) : (
          <button type="button" className="button primary" onClick={() => store.searchTree.show()}>
            {t('searched.tree.show', { depth: settings.depth })}
          </button>
        )}
        <label className="field check">
          <input type="checkbox" checked={alphaBeta} onChange={(e) => store.searchTree.setAlphaBeta(e.target.checked)} />
          {t('searched.tree.alphabeta')}
        </label>
        {tree && view && <ExportButtons onExport={onExport} />}
        {loading > 0 && (
          <span className="muted" role="status">
            {t('searched.tree.loading')}
          </span>
        )}
      </div>
      {!(present && tree) && legend}
      {error && (
        <p className="notice tone-error" role="alert">
          {t('searched.error', { message: workerErrorText(error) })}
        </p>
      )}
      {tree && view && nodeLabel && <TreeStage shownTree={shownTree} tree={tree} view={view} focus={focus} palette={palette} nodeLabel={nodeLabel} present={present} shownRef={shown} keyRef={keyRef} />}
      {present && tree && legend}
      {tree && view && <SearchTreeNav tree={tree} version={version} focus={focus} sideWords={sideWords} valueWords={valueWords} />}
    </div>
  );
}

/** The legend's entries: estimated values on their own palette, the chosen line, pruned branches, a finished game's score in the game's unit. */
function estimatedLegend(t: Translate, sideWords: readonly [string, string], unit: string): LegendItem[] {
  return [
    { heading: true, label: t('searched.legend.estimated') },
    { swatch: ESTIMATE_LEGEND.first, label: t('searched.legend.ahead', { side: sideWords[0] }) },
    { swatch: ESTIMATE_LEGEND.firstLight, label: t('searched.legend.slightly', { side: sideWords[0] }) },
    { swatch: ESTIMATE_LEGEND.even, label: t('searched.legend.even') },
    { swatch: ESTIMATE_LEGEND.secondLight, label: t('searched.legend.slightly', { side: sideWords[1] }) },
    { swatch: ESTIMATE_LEGEND.second, label: t('searched.legend.ahead', { side: sideWords[1] }) },
    { line: true, label: t('searched.legend.chosen') },
    { swatch: DIM_FILL, label: t('searched.legend.pruned') },
    { label: t('searched.legend.final', { unit }) },
  ];
}

/** What the tree on screen is drawn from, for the exports. */
interface Shown {
  view: TreeView | null;
  layout: TreeLayout | null;
  /** Levels below the focus in the layout. */
  levels: number;
}

function TreeStage({ shownTree, tree, view, focus, palette, nodeLabel, present, shownRef, keyRef }: { shownTree: SearchTreeSnapshot; tree: SearchTree<unknown>; view: BoardView<unknown>; focus: number; palette: ValuePalette; nodeLabel: (node: number) => readonly string[]; present: boolean; shownRef: { current: Shown }; keyRef: RefObject<HTMLDivElement | null> }) {
  const store = useAppStoreApi();
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewRef = useRef<TreeView | null>(null);
  const size = useStageSize(stageRef);
  // Presentation mode: the stage reaches down to its colour key, which ends the first screen.
  usePresentFill(stageRef, present, 320, keyRef);
  const hide = useAppStore(selectHideValues);
  // A phone's width holds one level legibly, a projected screen one level large enough for the back row; other screens two.
  // A new snapshot whenever the (mutable) tree grew: the layout follows it.
  const layout = useMemo(() => (size.width > 0 && shownTree.tree ? searchTreeLayout(shownTree.tree, shownTree.focus, size, present) : null), [shownTree, size, present]);
  const levels = layout ? Math.max(1, levelsOf(layout)) : 1;
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
        if (l && l.items[i]) latest.current.store.searchTree.focusOn(l.items[i].node);
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
    // Hide values: the search's values, its chosen line and the values in the boards' labels show once everything is revealed.
    const source = hiddenSource(tree as TreeSource<unknown>, hide, (n) => searchedKey(`tree:${n}`));
    v.setLayout({ source, view, palette, layout, mode: 'wdl', style: present ? PROJECTOR : undefined, nodeLabel, plainEdges: !marksShown(hide) }, shownFocus.current === focus || present ? 'jump' : 'glide');
    shownFocus.current = focus;
    shownRef.current = { view: v, layout, levels };
  }, [levels, layout, size, tree, view, focus, palette, nodeLabel, present, shownRef, hide]);
  return (
    <div ref={stageRef} className="search-tree-stage">
      <canvas ref={canvasRef} className="tree-canvas" aria-hidden="true" />
    </div>
  );
}
