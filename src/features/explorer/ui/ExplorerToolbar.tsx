import type { ChildOrder } from '../../../store/settings.ts';
import type { AppState } from '../../../store/appState.ts';
import { MAX_LEVELS } from '../../../view/layout.ts';
import { selectSettings } from '../../../components/selectors.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { ExportButtons, type ExportKind } from './ExportButtons.tsx';
import { PictureChoice } from './PictureChoice.tsx';


const selectPicture = (s: AppState) => s.viewPicture;
const LEVELS = Array.from({ length: MAX_LEVELS }, (_, i) => i + 1);

/** Picture (subtree / whole game), depth, ordering, symmetry merging, reset view and export. */
export function ExplorerToolbar({ onExport }: { onExport: (kind: ExportKind) => void }) {
  const t = useT();
  const settings = useAppStore(selectSettings);
  const picture = useAppStore(selectPicture);
  const store = useAppStoreApi();
  const update = store.getState().updateSettings;
  const subtree = picture === 'subtree';
  return (
    <div className="toolbar" role="toolbar" aria-label={t('explorer.title')}>
      <PictureChoice />
      {subtree && (
        <>
          <label className="field">
            <span>{t('explorer.depth')}</span>
            <select value={settings.treeDepth} onChange={(e) => update({ treeDepth: Number(e.target.value) })}>
              {LEVELS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('explorer.order')}</span>
            <select value={settings.childOrder} onChange={(e) => update({ childOrder: e.target.value as ChildOrder })}>
              <option value="cell">{t('explorer.order.cell')}</option>
              <option value="value">{t('explorer.order.value')}</option>
            </select>
          </label>
          <label className="field check">
            <input type="checkbox" checked={settings.mergeSymmetry} onChange={(e) => update({ mergeSymmetry: e.target.checked })} />
            <span>{t('explorer.merge')}</span>
          </label>
        </>
      )}
      <span className="toolbar-gap" />
      {subtree && (
        <span className="toolbar-group">
          {/* One button, not Fit and Reset: the layout is made for the canvas, so its home view already shows every board (the two gave the same picture). */}
          <button type="button" className="button" title={t('explorer.resetLabel')} onClick={() => store.getState().resetView()}>
            {t('explorer.reset')}
          </button>
        </span>
      )}
      <ExportButtons onExport={onExport} svg={subtree} />
    </div>
  );
}
