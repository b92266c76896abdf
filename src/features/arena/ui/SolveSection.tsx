import { useMemo } from 'react';
import { unfinishedPositions } from '../../../ai/solveCheck.ts';
import type { AppState } from '../../../store/appState.ts';
import { selectPositions } from '../../../components/selectors.ts';
import { useAppStore, useT } from '../../../components/StoreContext.tsx';
import { useTreeWords } from '../../../components/treeGame.ts';
import { ArenaProgress } from './ArenaProgress.tsx';
import { FailureList } from './FailureList.tsx';
import { JobStatus } from './JobStatus.tsx';
import { playerName } from './playerCatalogue.ts';
import { SolveForm } from './SolveForm.tsx';

const selectJob = (s: AppState) => s.arenaSolve;

/** The strong-solve check: form, progress, verdict in plain words, failing positions. */
export function SolveSection() {
  const t = useT();
  const words = useTreeWords();
  const job = useAppStore(selectJob);
  const positions = useAppStore(selectPositions);
  const unfinished = useMemo(() => (positions ? unfinishedPositions(positions).length : null), [positions]);
  const player = playerName(t, words, job.player);
  const failed = job.failures.length;
  return (
    <section className="arena-section" aria-labelledby="arena-solve-title">
      <h3 id="arena-solve-title">{t('arena.solve.title')}</h3>
      <p className="arena-intro">{unfinished === null ? t('arena.solve.introAll') : t('arena.solve.intro', { positions: unfinished })}</p>
      <SolveForm />
      {job.status !== 'idle' && (
        <div className="arena-run" aria-busy={job.status === 'preparing' || job.status === 'running'}>
          <ArenaProgress job={job} unit="positions" label={t('arena.solve.progress')} />
          <JobStatus job={job} cancelled={t('arena.solve.cancelled', { done: job.done, total: job.total, failed })} />
          {job.status === 'done' && (
            <p className={job.passed ? 'arena-verdict arena-pass' : 'arena-verdict arena-fail'} role="status">
              <span aria-hidden="true">{job.passed ? '✓ ' : '✗ '}</span>
              {job.passed ? t('arena.solve.pass', { player, positions: job.total }) : t('arena.solve.fail', { player, failed, positions: job.total })}
            </p>
          )}
          {failed > 0 && <FailureList failures={job.failures} key={`${job.player}:${job.mode}`} />}
        </div>
      )}
    </section>
  );
}
