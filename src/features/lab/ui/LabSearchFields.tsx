import type { LabAlgorithm, LabOrder } from '../state/labSlice.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { selectAlgorithm, selectTt } from './labSelectors.ts';
import { Segmented } from '../../../components/Segmented.tsx';

const ALGORITHMS: readonly LabAlgorithm[] = ['minimax', 'alphabeta'];

/**
 * The search fields both labs share: the algorithm switch, the move order and
 * the transposition table (the order and the table only for alpha-beta).
 * `locked` holds the algorithm at minimax (the source article's search as written).
 */
export function LabSearchFields({ orders, order, orderWord, onOrder, locked }: { orders: readonly LabOrder[]; order: LabOrder; orderWord: (o: LabOrder) => string; onOrder: (o: LabOrder) => void; locked?: boolean }) {
  const t = useT();
  const store = useAppStoreApi();
  const algorithm = useAppStore(selectAlgorithm);
  const tt = useAppStore(selectTt);
  const minimax = algorithm === 'minimax' || locked === true;
  const lab = () => store.getState();
  return (
    <>
      <Segmented options={ALGORITHMS} value={algorithm} onChange={(a) => lab().setLabAlgorithm(a)} text={(a) => t(`lab.algorithm.${a}`)} label={t('lab.algorithm')} locked={locked} />
      <label className="lab-field">
        <span>{t('lab.order')}</span>
        <select value={order} disabled={minimax} onChange={(e) => onOrder(e.target.value as LabOrder)}>
          {orders.map((o) => (
            <option key={o} value={o}>
              {orderWord(o)}
            </option>
          ))}
        </select>
      </label>
      <label className="lab-check">
        <input type="checkbox" checked={tt} disabled={minimax} onChange={(e) => lab().setLabOptions({ labTt: e.target.checked })} />
        {t('lab.tt')}
      </label>
    </>
  );
}
