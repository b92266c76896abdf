import type { ScoreMode } from '../../../games/game.ts';
import { LAB_DEPTHS, type LabOrder } from '../state/labSlice.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { LabSearchFields } from './LabSearchFields.tsx';
import { useTreeModule } from '../../../components/treeGame.ts';
import { selectAlgorithm, selectCut, selectDepth, selectFail, selectOrder, selectScoreMode, selectSymmetry, selectTt } from './labSelectors.ts';
import { Segmented } from '../../../components/Segmented.tsx';

const ORDERS: readonly LabOrder[] = ['cell', 'centre', 'best'];
const ORDER_WORDS = { centre: 'lab.order.centre', best: 'lab.order.best', eval: 'lab.order.eval' } as const;
const MODES: readonly ScoreMode[] = ['wdl', 'shortest'];

/** Algorithm, alpha-beta options, depth limit and scoring mode. */
export function LabSettings() {
  const t = useT();
  const store = useAppStoreApi();
  const algorithm = useAppStore(selectAlgorithm);
  const order = useAppStore(selectOrder);
  const tt = useAppStore(selectTt);
  const symmetry = useAppStore(selectSymmetry);
  const depth = useAppStore(selectDepth);
  const mode = useAppStore(selectScoreMode);
  const cut = useAppStore(selectCut);
  const fail = useAppStore(selectFail);
  const minimax = algorithm === 'minimax';
  const lab = () => store.getState();
  const { game } = useTreeModule();
  return (
    <div className="lab-settings" role="group" aria-label={t('lab.settings')}>
      <LabSearchFields orders={ORDERS} order={order} orderWord={(o) => (o === 'cell' ? t('lab.order.cell', { from: game.formatMove(0), to: game.formatMove(game.maxMoves - 1) }) : t(ORDER_WORDS[o]))} onOrder={(o) => lab().setLabOptions({ labOrder: o })} />
      <label className="lab-check">
        <input type="checkbox" checked={symmetry} disabled={minimax || !tt} onChange={(e) => lab().setLabOptions({ labSymmetry: e.target.checked })} />
        {t('lab.symmetry')}
      </label>
      <label className="lab-field">
        <span>{t('lab.depth')}</span>
        <select value={depth ?? ''} onChange={(e) => lab().setLabOptions({ labDepth: e.target.value === '' ? null : Number(e.target.value) })}>
          <option value="">{t('lab.depth.none')}</option>
          {LAB_DEPTHS.map((d) => (
            <option key={d} value={d}>
              {t('lab.depth.moves', { depth: d })}
            </option>
          ))}
        </select>
      </label>
      <label className="lab-field">
        <span>{t('lab.cut')}</span>
        <select value={cut} disabled={minimax} onChange={(e) => lab().setLabOptions({ labCut: e.target.value === 'gt' ? 'gt' : 'ge' })}>
          <option value="ge">{t('lab.cut.ge')}</option>
          <option value="gt">{t('lab.cut.gt')}</option>
        </select>
      </label>
      {/* Fail-hard only where it is a choice: alpha-beta with the ≥ rule (under the strict rule a clamped value could not be told from an exact one). */}
      {!minimax && cut === 'ge' && (
        <label className="lab-field">
          <span>{t('lab.fail')}</span>
          <select value={fail} onChange={(e) => lab().setLabOptions({ labFail: e.target.value === 'hard' ? 'hard' : 'soft' })}>
            <option value="soft">{t('lab.fail.soft')}</option>
            <option value="hard">{t('lab.fail.hard')}</option>
          </select>
        </label>
      )}
      <Segmented options={MODES} value={mode} onChange={(m) => lab().updateSettings({ scoreMode: m })} text={(m) => t(`lab.scoring.${m}`)} label={t('lab.scoring')} />
      {minimax && <p className="lab-note">{t('lab.minimaxNote')}</p>}
    </div>
  );
}
