import { selectLanguage } from '../../../components/selectors.ts';
import type { AppState } from '../../../store/appState.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { useArenaGame } from './arenaGame.ts';
import { ArenaProgress } from './ArenaProgress.tsx';
import { MatchForm } from './MatchForm.tsx';
import { MatchTable } from './MatchTable.tsx';
import { JobStatus } from './JobStatus.tsx';
import type { MatchResult } from '../../../ai/arena.ts';
import { matchResultCsv, matchResultJson } from '../../../ai/matchExport.ts';
import { downloadText } from '../../../components/download.ts';
import { playerName } from './playerCatalogue.ts';

/** The sample game's button: opens the match's first game on the board and in the explorer. */
function SampleReplay({ result }: { result: MatchResult }) {
  const t = useT();
  const { words } = useArenaGame();
  const store = useAppStoreApi();
  const sample = result.sample;
  if (!sample || sample.moves.length === 0) return null;
  return (
    <div className="control-row arena-sample">
      <button type="button" className="button" aria-describedby="arena-sample-hint" onClick={() => store.getState().replayArenaSample()}>
        <span aria-hidden="true">▶</span> {t('arena.sample.replay')}
      </button>
      <span id="arena-sample-hint" className="arena-note">
        {t('arena.sample.hint', { a: playerName(t, words, result.a), count: sample.moves.length })}
      </span>
    </div>
  );
}

const selectJob = (s: AppState) => s.arenaMatch;

/** The finished (or cancelled) match as JSON and CSV files. */
function MatchDownloads({ result }: { result: MatchResult }) {
  const t = useT();
  const name = `match-${result.a}-vs-${result.b}-seed${result.seed}`;
  return (
    <div className="control-row">
      <button type="button" className="button" onClick={() => downloadText(`${name}.json`, matchResultJson(result), 'application/json')}>
        <span aria-hidden="true">⤓</span> {t('arena.download.json')}
      </button>
      <button type="button" className="button" onClick={() => downloadText(`${name}.csv`, matchResultCsv(result), 'text/csv')}>
        <span aria-hidden="true">⤓</span> {t('arena.download.csv')}
      </button>
    </div>
  );
}

/** AI vs AI: the form, the progress bar and the table (live while the match runs); the sample game where the explorer can show it. */
export function MatchSection() {
  const t = useT();
  const job = useAppStore(selectJob);
  const { words, capabilities } = useArenaGame();
  const { sides } = words;
  const lang = useAppStore(selectLanguage);
  return (
    <section className="arena-section" aria-labelledby="arena-match-title">
      <h3 id="arena-match-title">{t('arena.match.title')}</h3>
      <p className="arena-intro">{t('arena.match.intro', { first: sides[0], second: sides[1] })}</p>
      <MatchForm />
      {job.status !== 'idle' && (
        <div className="arena-run" aria-busy={job.status === 'preparing' || job.status === 'running'}>
          <ArenaProgress job={job} unit="games" label={t('arena.match.progress')} />
          <JobStatus job={job} cancelled={t('arena.status.cancelled', { done: job.done, total: job.total, unit: t('arena.unit.games') })} />
          {job.result && <MatchTable result={job.result} state={job.status === 'done' ? 'done' : job.status === 'cancelled' ? 'cancelled' : 'running'} lang={lang} />}
          {job.result && job.status !== 'running' && <MatchDownloads result={job.result} />}
          {capabilities.explorer && job.result && job.status !== 'running' && job.status !== 'preparing' && <SampleReplay result={job.result} />}
        </div>
      )}
    </section>
  );
}
