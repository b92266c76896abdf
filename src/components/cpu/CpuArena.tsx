import { useId } from 'react';
import { formatNumber, type Translate } from '../../i18n/translate.ts';
import type { GameWords } from '../../games/module.ts';
import { moduleById } from '../../games/index.ts';
import { evaluationName } from '../play/searchedPosition.ts';
import { SEARCH_DEPTHS } from '../../store/playSettings.ts';
import { cpuEvaluationsOf } from '../../store/gameDefaults.ts';
import { CPU_ARENA_GAMES, CPU_ARENA_OPENINGS, parseCpuPlayerSpec, type CpuPlayerChoice } from '../../store/cpuArenaSlice.ts';
import type { AppState } from '../../store/appState.ts';
import { MatchTable } from '../arena/MatchTable.tsx';
import '../arena/arena.css';
import { ProgressBar } from '../ProgressBar.tsx';
import { selectLanguage } from '../selectors.ts';
import { useAppStore, useAppStoreApi, useGameWords, useT } from '../StoreContext.tsx';
import { workerErrorText } from '../workerErrorText.ts';

const selectA = (s: AppState) => s.cpuArenaA;
const selectB = (s: AppState) => s.cpuArenaB;
const selectGames = (s: AppState) => s.cpuArenaGames;
const selectOpenings = (s: AppState) => s.cpuArenaOpenings;
const selectSeed = (s: AppState) => s.cpuArenaSeed;
const selectJob = (s: AppState) => s.cpuArenaJob;

/** A CPU player in words: "alpha-beta, square weights, depth 3". */
function cpuPlayerName(t: Translate, words: GameWords, p: CpuPlayerChoice): string {
  if (p.search === 'seed') return t('cpu.arena.short.seed');
  return t('cpu.arena.player', { search: t('cpu.arena.short.alphabeta'), evaluation: evaluationName(words, p.evaluation), depth: p.depth });
}

/** A labelled menu of numbers. */
function NumberField({ label, value, values, disabled, onChange }: { label: string; value: number; values: readonly number[]; disabled: boolean; onChange: (n: number) => void }) {
  return (
    <label className="field">
      <span>{label}</span>
      <select value={value} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))}>
        {values.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

function PlayerForm({ label, value, onChange, gameId, disabled }: { label: string; value: CpuPlayerChoice; onChange: (p: CpuPlayerChoice) => void; gameId: string; disabled: boolean }) {
  const t = useT();
  const words = useGameWords(moduleById(gameId));
  const id = useId();
  return (
    <fieldset className="cpu-arena-player">
      <legend>{label}</legend>
      <label className="field" htmlFor={`${id}-s`}>
        <span>{t('cpu.arena.search')}</span>
        <select id={`${id}-s`} value={value.search} disabled={disabled} onChange={(e) => onChange({ ...value, search: e.target.value as CpuPlayerChoice['search'] })}>
          <option value="alphabeta">{t('cpu.arena.search.alphabeta')}</option>
          <option value="seed">{t('cpu.arena.search.seed')}</option>
        </select>
      </label>
      <label className="field" htmlFor={`${id}-e`}>
        <span>{t('cpu.eval')}</span>
        <select id={`${id}-e`} value={value.evaluation} disabled={disabled || value.search === 'seed'} onChange={(e) => onChange({ ...value, evaluation: e.target.value })}>
          {cpuEvaluationsOf(gameId).map((ev) => (
            <option key={ev} value={ev}>
              {evaluationName(words, ev, 'name')}
            </option>
          ))}
        </select>
      </label>
      <NumberField label={t('cpu.depth')} value={value.depth} values={SEARCH_DEPTHS.slice(0, 6)} disabled={disabled || value.search === 'seed'} onChange={(depth) => onChange({ ...value, depth })} />
      {value.search === 'seed' && <p className="muted">{t('cpu.arena.seedNote')}</p>}
    </fieldset>
  );
}

/** The CPU game's arena: two CPU players, games per side, random openings, a seed; progress and the black / white / total table. */
export function CpuArena({ gameId, sideWords }: { gameId: string; sideWords: readonly [string, string] }) {
  const t = useT();
  const store = useAppStoreApi();
  const lang = useAppStore(selectLanguage);
  const words = useGameWords(moduleById(gameId));
  const a = useAppStore(selectA);
  const b = useAppStore(selectB);
  const games = useAppStore(selectGames);
  const openings = useAppStore(selectOpenings);
  const seed = useAppStore(selectSeed);
  const job = useAppStore(selectJob);
  const running = job.status === 'running';
  const s = () => store.getState();
  return (
    <div className="arena cpu-arena">
      <p className="arena-lead">{t('cpu.arena.intro')}</p>
      <div className="cpu-arena-form">
        <PlayerForm label={t('cpu.arena.a')} value={a} gameId={gameId} disabled={running} onChange={(p) => s().setCpuArena({ cpuArenaA: p })} />
        <PlayerForm label={t('cpu.arena.b')} value={b} gameId={gameId} disabled={running} onChange={(p) => s().setCpuArena({ cpuArenaB: p })} />
        <div className="cpu-arena-match">
          <NumberField label={t('cpu.arena.games')} value={games} values={CPU_ARENA_GAMES} disabled={running} onChange={(n) => s().setCpuArena({ cpuArenaGames: n })} />
          <NumberField label={t('cpu.arena.openings')} value={openings} values={CPU_ARENA_OPENINGS} disabled={running} onChange={(n) => s().setCpuArena({ cpuArenaOpenings: n })} />
          <label className="field">
            <span>{t('cpu.arena.seed')}</span>
            <input type="number" min={0} max={4294967295} value={seed} disabled={running} onChange={(e) => s().setCpuArena({ cpuArenaSeed: Math.max(0, Math.min(4294967295, Math.floor(Number(e.target.value) || 0))) })} />
          </label>
          <div className="control-row">
            {running ? (
              <button type="button" className="button" onClick={() => s().cancelCpuMatch()}>
                {t('cpu.arena.cancel')}
              </button>
            ) : (
              <button type="button" className="button primary" onClick={() => s().startCpuMatch()}>
                {t('cpu.arena.start', { games: 2 * games })}
              </button>
            )}
          </div>
        </div>
      </div>
      {running && <ProgressBar fraction={job.total ? job.done / job.total : 0} label={t('cpu.arena.progress')} detail={t('cpu.arena.progressDetail', { done: formatNumber(job.done, lang), total: formatNumber(job.total, lang) })} />}
      {job.error && (
        <p className="notice tone-error" role="alert">
          {t('cpu.error', { message: workerErrorText(job.error) })}
        </p>
      )}
      {job.result && (
        <MatchTable
          result={job.result}
          state={job.status === 'running' ? 'running' : job.status === 'cancelled' ? 'cancelled' : 'done'}
          lang={lang}
          names={{ a: cpuPlayerName(t, words, parseCpuPlayerSpec(gameId, job.result.a)), b: cpuPlayerName(t, words, parseCpuPlayerSpec(gameId, job.result.b)) }}
          sideLabels={[t('cpu.arena.as', { side: sideWords[0] }), t('cpu.arena.as', { side: sideWords[1] })]}
        />
      )}
    </div>
  );
}
