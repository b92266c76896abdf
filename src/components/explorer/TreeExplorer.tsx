import type { AppTree } from '../../store/appGame.ts';
import { useCallback, useDeferredValue, useId, useState } from 'react';
import { formatMoves } from '../../games/tictactoe/notation.ts';
import { movesTo } from '../../tree/query.ts';
import { formatNumber } from '../../i18n/translate.ts';
import { selectFocusNode, selectLanguage, selectSettings, selectTree } from '../selectors.ts';
import { useAppStore, useAppStoreApi, useT } from '../StoreContext.tsx';
import { AccessibleTree } from './AccessibleTree.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { ExplorerToolbar } from './ExplorerToolbar.tsx';
import { exportPng, exportSvg } from './exportImage.ts';
import { Legend } from './Legend.tsx';
import { NodeTooltip } from './NodeTooltip.tsx';
import { TreeCanvas } from './TreeCanvas.tsx';
import { useTreeLayout } from './useTreeLayout.ts';
import type { TreeLayout } from '../../view/layout.ts';

/** The tree explorer: toolbar, breadcrumbs, the zoomable canvas with its accessible tree, legend. */
export function TreeExplorer() {
  const tree = useAppStore(selectTree);
  const focus = useAppStore(selectFocusNode);
  if (!tree || focus < 0) return null;
  return <ExplorerBody tree={tree} focus={focus} />;
}

function ExplorerBody({ tree, focus }: { tree: AppTree; focus: number }) {
  const t = useT();
  const store = useAppStoreApi();
  const settings = useAppStore(selectSettings);
  const lang = useAppStore(selectLanguage);
  const { layout, segments } = useTreeLayout(tree, focus, settings);
  // The canvas gets the new layout at once; the (up to 3,610-item) accessible tree follows in the background.
  const a11yLayout = useDeferredValue(layout);
  // The keyboard cursor belongs to one layout; a new layout starts it on the focus.
  const [cursor, setCursor] = useState<{ layout: TreeLayout | null; item: number }>({ layout: null, item: 0 });
  const [keyboard, setKeyboard] = useState(false);
  const [hover, setHover] = useState<{ item: number; x: number; y: number }>({ item: -1, x: 0, y: 0 });
  const idPrefix = useId().replace(/:/g, '');
  const active = cursor.layout === a11yLayout ? cursor.item : a11yLayout.focusItem;
  const setActive = useCallback((item: number) => setCursor({ layout: a11yLayout, item }), [a11yLayout]);

  const chooseIn = useCallback(
    (from: TreeLayout, item: number) => {
      const it = from.items[item];
      if (it) store.getState().loadMoves(movesTo(tree, it.node));
    },
    [store, tree],
  );
  const choose = useCallback((item: number) => chooseIn(layout, item), [chooseIn, layout]);
  // Depends on the deferred layout only, so the memoised accessible tree is not re-rendered by the urgent update.
  const chooseInA11y = useCallback((item: number) => chooseIn(a11yLayout, item), [chooseIn, a11yLayout]);

  const onExport = (kind: 'png' | 'svg') => {
    const name = `minimax-tree-${formatMoves(movesTo(tree, focus)) || 'start'}-d${settings.treeDepth}`;
    if (kind === 'png') exportPng(tree, layout, settings.scoreMode, name);
    else exportSvg(tree, layout, settings.scoreMode, { oWin: t('value.oWin'), draw: t('value.draw'), xWin: t('value.xWin'), title: t('explorer.title') }, name);
  };
  const hovered = hover.item >= 0 ? layout.items[hover.item] : undefined;
  return (
    <div className="explorer">
      <ExplorerToolbar onExport={onExport} />
      <Breadcrumbs />
      <div className="tree-stage">
        <TreeCanvas tree={tree} layout={layout} segments={segments} mode={settings.scoreMode} activeItem={keyboard && a11yLayout === layout ? active : -1} onChoose={choose} onHover={(item, x, y) => setHover({ item, x, y })} />
        <div onFocus={() => setKeyboard(true)} onBlur={() => setKeyboard(false)}>
          <AccessibleTree tree={tree} layout={a11yLayout} mode={settings.scoreMode} activeItem={active} idPrefix={idPrefix} onActivate={setActive} onChoose={chooseInA11y} />
        </div>
        <p className="stage-caption" aria-live="polite">
          {t('explorer.boardsShown', { count: formatNumber(layout.items.length, lang) })}
        </p>
      </div>
      {hovered && <NodeTooltip tree={tree} node={hovered.node} mode={settings.scoreMode} lang={lang} x={hover.x} y={hover.y} />}
      <Legend />
      <p className="help">{t('explorer.help')}</p>
    </div>
  );
}
