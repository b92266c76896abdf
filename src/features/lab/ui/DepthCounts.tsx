import { useId } from 'react';
import type { MessageKey } from '../../../i18n/en.ts';
import type { AppState } from '../../../store/appState.ts';
import { COUNT_DEPTH } from '../state/labCounts.ts';
import type { CompareRow } from '../../../worker/searchProtocol.ts';
import './lab.css';
import { ProgressBar } from '../../../components/ProgressBar.tsx';
import { selectLanguage } from '../../../components/selectors.ts';
import { useAppStore, useAppStoreApi, useGameWords, useT } from '../../../components/StoreContext.tsx';
import { moduleById } from '../../../games/index.ts';
import { workerErrorText } from '../../../components/workerErrorText.ts';
import { evaluationName, selectAppGameId, selectPlayMoves, selectPlaySearch } from '../../play/ui/searchedPosition.ts';
import { NodeCountTable } from './NodeCountTable.tsx';
// The lab's English words (the counts use the search lab's terms).
import '../labWords.ts';

const selectCounts = (s: AppState) => s.labCounts;
const COLUMNS = [
  { key: 'minimax', bar: 'minimax', title: 'lab.counts.minimax' },
  { key: 'alphabeta', bar: 'cell', title: 'lab.counts.alphabeta' },
  { key: 'ordered', bar: 'centre', title: 'lab.counts.ordered' },
  { key: 'orderedTt', bar: 'tt', title: 'lab.counts.orderedTt' },
] as const satisfies readonly { key: keyof CompareRow; bar: string; title: MessageKey }[];

/**
 * The node counts of a game searched to a depth: nodes visited from the current position by minimax and
 * alpha-beta (natural order, static order, with a transposition table) at depths 1-8, counted in a worker with
 * progress, in the lab's one node-count table.
 */
export function DepthCounts() {
  const t = useT();
  const store = useAppStoreApi();
  const titleId = useId();
  const lang = useAppStore(selectLanguage);
  const words = useGameWords(moduleById(useAppStore(selectAppGameId)));
  const job = useAppStore(selectCounts);
  const moves = useAppStore(selectPlayMoves);
  const settings = useAppStore(selectPlaySearch);
  const running = job.status === 'running';
  const stale = job.status !== 'idle' && job.moves !== moves;
  return (
    <section className="lab-counts" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('lab.counts.title', { depth: COUNT_DEPTH })}</h3>
      <p className="lab-note">{t('lab.counts.intro', { evaluation: evaluationName(words, settings.evaluation) })}</p>
      <div className="control-row">
        {running ? (
          <button type="button" className="button" onClick={() => store.getState().cancelLabCounts()}>
            {t('lab.counts.cancel')}
          </button>
        ) : (
          <button type="button" className="button primary" onClick={() => store.getState().startLabCounts()}>
            {t('lab.counts.start')}
          </button>
        )}
        {stale && <span className="muted">{t('lab.counts.stale')}</span>}
      </div>
      {running && <ProgressBar fraction={job.total ? job.done / job.total : 0} label={t('lab.counts.progress')} detail={t('lab.counts.progressDetail', { done: job.done, total: job.total })} />}
      {job.error && (
        <p className="notice tone-error" role="alert">
          {t('lab.counts.error', { message: workerErrorText(job.error) })}
        </p>
      )}
      {job.rows.length > 0 && (
        <NodeCountTable
          corner={t('lab.counts.depth')}
          columns={COLUMNS.map((c) => ({ id: c.key, label: t(c.title) }))}
          rows={job.rows.map((r) => ({ id: String(r.depth), label: r.depth, counts: COLUMNS.map((c) => ({ nodes: r[c.key], bar: c.bar, of: c.key === 'minimax' ? null : r.minimax })) }))}
          lang={lang}
          skipped={t('lab.counts.skipped')}
        />
      )}
      <p className="lab-note">{t('lab.counts.note')}</p>
    </section>
  );
}
