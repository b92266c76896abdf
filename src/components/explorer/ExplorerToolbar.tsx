import type { ChildOrder } from '../../store/settings.ts';
import { selectSettings } from '../selectors.ts';
import { useAppStore, useAppStoreApi, useT } from '../StoreContext.tsx';

/** Depth, ordering, symmetry merging, fit / reset and export. */
export function ExplorerToolbar({ onExport }: { onExport: (kind: 'png' | 'svg') => void }) {
  const t = useT();
  const settings = useAppStore(selectSettings);
  const store = useAppStoreApi();
  const update = store.getState().updateSettings;
  return (
    <div className="toolbar" role="toolbar" aria-label={t('explorer.title')}>
      <label className="field">
        <span>{t('explorer.depth')}</span>
        <select value={settings.treeDepth} onChange={(e) => update({ treeDepth: Number(e.target.value) })}>
          {[1, 2, 3, 4].map((d) => (
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
      <span className="toolbar-gap" />
      <span className="toolbar-group">
      <button type="button" className="button" title={t('explorer.fitLabel')} onClick={() => store.getState().requestFit()}>
        {t('explorer.fit')}
      </button>
      <button type="button" className="button" title={t('explorer.resetLabel')} onClick={() => store.getState().requestReset()}>
        {t('explorer.reset')}
      </button>
      </span>
      <span className="toolbar-group">
      <button type="button" className="button" title={t('explorer.exportPngLabel')} onClick={() => onExport('png')}>
        <span aria-hidden="true">⤓</span> {t('explorer.exportPng')}
      </button>
      <button type="button" className="button" title={t('explorer.exportSvgLabel')} onClick={() => onExport('svg')}>
        <span aria-hidden="true">⤓</span> {t('explorer.exportSvg')}
      </button>
      </span>
    </div>
  );
}
