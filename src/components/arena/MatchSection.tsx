import { selectLanguage } from '../selectors.ts';
import type { AppState } from '../../store/appState.ts';
import { useAppStore, useT } from '../StoreContext.tsx';
import { ArenaProgress } from './ArenaProgress.tsx';
import { MatchForm } from './MatchForm.tsx';
import { MatchTable } from './MatchTable.tsx';
import { JobStatus } from './JobStatus.tsx';

const selectJob = (s: AppState) => s.arenaMatch;

/** AI vs AI: the form, the progress bar and the table (live while the match runs). */
export function MatchSection() {
  const t = useT();
  const job = useAppStore(selectJob);
  const lang = useAppStore(selectLanguage);
  return (
    <section className="arena-section" aria-labelledby="arena-match-title">
      <h3 id="arena-match-title">{t('arena.match.title')}</h3>
      <p className="arena-intro">{t('arena.match.intro')}</p>
      <MatchForm />
      {job.status !== 'idle' && (
        <div className="arena-run" aria-busy={job.status === 'preparing' || job.status === 'running'}>
          <ArenaProgress job={job} unit="games" label={t('arena.match.progress')} />
          <JobStatus job={job} cancelled={t('arena.status.cancelled', { done: job.done, total: job.total, unit: t('arena.unit.games') })} />
          {job.result && <MatchTable result={job.result} state={job.status === 'done' ? 'done' : job.status === 'cancelled' ? 'cancelled' : 'running'} lang={lang} />}
        </div>
      )}
    </section>
  );
}
