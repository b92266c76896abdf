import { useState } from 'react';
import type { ArenaFailure } from '../state/arenaSlice.ts';
import { useT } from '../../../components/StoreContext.tsx';
import { FailureItem } from './FailureItem.tsx';

/** Failing positions listed at first, and added by each "show more". */
const FAILURE_PAGE = 50;

/** The failing positions of a check, a page at a time. */
export function FailureList({ failures }: { failures: readonly ArenaFailure[] }) {
  const t = useT();
  const [limit, setLimit] = useState(FAILURE_PAGE);
  const shown = failures.slice(0, limit);
  const more = Math.min(FAILURE_PAGE, failures.length - shown.length);
  return (
    <div className="arena-failures">
      <h4 id="arena-failures-title">{t('arena.solve.listTitle')}</h4>
      <p className="arena-note" id="arena-failures-hint">
        {t('arena.solve.showing', { shown: shown.length, total: failures.length })}
      </p>
      <ul className="arena-failure-list" aria-labelledby="arena-failures-title">
        {shown.map((f) => (
          <FailureItem key={f.key} failure={f} describedBy="arena-failures-hint" />
        ))}
      </ul>
      {more > 0 && (
        <button type="button" className="button" onClick={() => setLimit(limit + FAILURE_PAGE)}>
          {t('arena.solve.showMore', { count: more })}
        </button>
      )}
    </div>
  );
}
