import { useId } from 'react';
import type { MessageKey } from '../../i18n/en.ts';
import { formatNumber } from '../../i18n/translate.ts';
import type { AppState } from '../../store/appState.ts';
import { CPU_COMPARE_DEPTH } from '../../store/cpuLabSlice.ts';
import type { CompareRow } from '../../worker/cpuProtocol.ts';
import '../lab/lab.css';
import { ProgressBar } from '../ProgressBar.tsx';
import { selectLanguage } from '../selectors.ts';
import { useAppStore, useAppStoreApi, useGameWords, useT } from '../StoreContext.tsx';
import { moduleById } from '../../games/index.ts';
import { workerErrorText } from '../workerErrorText.ts';
import { evaluationName, selectAppGameId, selectPlayMoves, selectPlaySearch } from '../play/searchedPosition.ts';
// The lab's English words (the CPU game's lab compares with the search lab's terms).
import '../../i18n/labWords.ts';

const selectCompare = (s: AppState) => s.cpuCompare;
const COLUMNS = [
  { key: 'minimax', bar: 'minimax', title: 'cpu.lab.minimax' },
  { key: 'alphabeta', bar: 'cell', title: 'cpu.lab.alphabeta' },
  { key: 'ordered', bar: 'centre', title: 'cpu.lab.ordered' },
  { key: 'orderedTt', bar: 'tt', title: 'cpu.lab.orderedTt' },
] as const satisfies readonly { key: string; bar: string; title: MessageKey }[];

/** "3.3%": a share of minimax's count. */
function percent(n: number, of: number): string {
  const p = (n / of) * 100;
  return `${p >= 10 ? p.toFixed(0) : p >= 1 ? p.toFixed(1) : p.toFixed(2)}%`;
}

/**
 * The CPU game's search lab: nodes visited from the current position by
 * minimax and alpha-beta (natural order, square-weight order, with a
 * transposition table) at depths 1-8, computed in a worker with progress;
 * bars on a log scale (a grid line per factor of ten).
 */
export function CpuLab() {
  const t = useT();
  const store = useAppStoreApi();
  const titleId = useId();
  const lang = useAppStore(selectLanguage);
  const words = useGameWords(moduleById(useAppStore(selectAppGameId)));
  const job = useAppStore(selectCompare);
  const moves = useAppStore(selectPlayMoves);
  const settings = useAppStore(selectPlaySearch);
  const running = job.status === 'running';
  const stale = job.status !== 'idle' && job.moves !== moves;
  const max = Math.max(1, ...job.rows.flatMap((r) => COLUMNS.map((c) => r[c.key] ?? 0)));
  const decades = Math.max(1, Math.ceil(Math.log10(max + 1)));
  const width = (n: number) => `${(Math.log10(n + 1) / decades) * 100}%`;
  const cell = (r: CompareRow, key: (typeof COLUMNS)[number]['key'], bar: string) => {
    const n = r[key];
    if (n === null) return <td key={key} className="muted">{t('cpu.lab.skipped')}</td>;
    return (
      <td key={key}>
        <span className="lab-count">{formatNumber(n, lang)}</span>
        <span className="lab-bar-track" style={{ backgroundSize: `${100 / decades}% 100%` }} aria-hidden="true">
          <span className={`lab-bar lab-bar-${bar}`} style={{ width: width(n) }} />
        </span>
        {r.minimax !== null && key !== 'minimax' && <span className="lab-share">{t('lab.compare.share', { percent: percent(n, r.minimax) })}</span>}
      </td>
    );
  };
  return (
    <section className="cpu-lab" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('cpu.lab.title', { depth: CPU_COMPARE_DEPTH })}</h3>
      <p className="lab-note">{t('cpu.lab.intro', { evaluation: evaluationName(words, settings.evaluation) })}</p>
      <div className="control-row">
        {running ? (
          <button type="button" className="button" onClick={() => store.getState().cancelCpuCompare()}>
            {t('cpu.arena.cancel')}
          </button>
        ) : (
          <button type="button" className="button primary" onClick={() => store.getState().startCpuCompare()}>
            {t('cpu.lab.start')}
          </button>
        )}
        {stale && <span className="muted">{t('cpu.lab.stale')}</span>}
      </div>
      {running && <ProgressBar fraction={job.total ? job.done / job.total : 0} label={t('cpu.lab.progress')} detail={t('cpu.lab.progressDetail', { done: job.done, total: job.total })} />}
      {job.error && (
        <p className="notice tone-error" role="alert">
          {t('cpu.error', { message: workerErrorText(job.error) })}
        </p>
      )}
      {job.rows.length > 0 && (
        <table className="lab-table lab-compare-table">
          <thead>
            <tr>
              <th scope="col">{t('cpu.lab.depth')}</th>
              {COLUMNS.map((c) => (
                <th scope="col" key={c.key}>
                  {t(c.title)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {job.rows.map((r) => (
              <tr key={r.depth}>
                <th scope="row">{r.depth}</th>
                {COLUMNS.map((c) => cell(r, c.key, c.bar))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="lab-note">{t('cpu.lab.note')}</p>
    </section>
  );
}
