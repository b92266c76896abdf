import { useEffect, useState } from 'react';
import type { Game } from '../../../games/game.ts';
import { OUTCOME, withinBackgroundReach, withinReach } from '../../../games/game.ts';
import type { GameWords } from '../../../games/module.ts';
import { fillTemplate, formatNumber } from '../../../i18n/translate.ts';
import { selectLanguage } from '../../../components/selectors.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import type { AppState } from '../../../store/appState.ts';
import { hintsOn } from '../state/playSlice.ts';

const selectHintsOn = (s: AppState) => hintsOn(s);
const selectPlayHints = (s: AppState) => s.playHints;
/** The person asked for an exact solve of the position shown (beyond the solver's automatic reach). */
const selectExactAsked = (s: AppState) => s.playExactAsked !== null && s.playExactAsked === s.playMoves;

/** Seconds since `running` turned true (0 while false), ticking each second. */
function useSeconds(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    const began = Date.now();
    const id = setInterval(() => setSeconds(Math.floor((Date.now() - began) / 1000)), 1000);
    return () => {
      clearInterval(id);
      setSeconds(0);
    };
  }, [running]);
  return seconds;
}

/**
 * A searched game's hints switch (the same setting as a full-tree game's) and what its hints are: "exact from here:
 * N empty squares" within the solver's reach (✓ exact values), else estimates (≈) at the search's depth, and, while
 * an exact solve goes on after them (a game that solves in the background), "solving… N nodes"; `best`, the best
 * moves in words when the hints say them. Beyond the solver's automatic reach, with the person to move (`playable`),
 * a game that does not solve in the background offers "Solve exactly": the seconds it has run and a button to stop it.
 */
export function SearchedHintsLine<S>({ game, state, words, playable, best = null }: { game: Game<S>; state: S; words: GameWords; playable: boolean; best?: string | null }) {
  const t = useT();
  const store = useAppStoreApi();
  const lang = useAppStore(selectLanguage);
  const on = useAppStore(selectHintsOn);
  const hints = useAppStore(selectPlayHints);
  const asked = useAppStore(selectExactAsked);
  const count = (n: number) => (words.exact ? fillTemplate(lang, words.exact, { n }) : String(n));
  const reach = game.exact && words.exact && game.outcome(state) === OUTCOME.playing && withinReach(game, state) ? count(game.exact.remaining(state)) : null;
  // Within reach by its opening table, not by how little is left.
  const fromTable = reach !== null && game.exact !== undefined && game.exact.remaining(state) > game.exact.limit;
  const solving = asked && hints?.exact === true && hints.values === null;
  const seconds = useSeconds(solving);
  const offerSolve = game.exact !== undefined && playable && !reach && !(asked && on) && !withinBackgroundReach(game, state) && game.exact.remaining(state) <= (game.exact.askLimit ?? game.exact.limit);
  return (
    <div className="searched-hints" data-testid="searched-hints">
      <label className="field check">
        <input type="checkbox" checked={on} onChange={(e) => store.getState().setHints(e.target.checked)} />
        <span>{t('play.hints')}</span>
      </label>
      {on && reach && (
        <p className="searched-hints-reach" data-testid="searched-exact-from">
          {fromTable ? t('searched.hints.fromTable') : t('searched.hints.exactFrom', { count: reach })}
        </p>
      )}
      {offerSolve && game.exact && (
        <button type="button" className="button" onClick={() => store.getState().playSolveExactly()} title={t('searched.hints.solveNote', { limit: count(game.exact.limit) })} data-testid="solve-exactly">
          {t('searched.hints.solve', { count: count(game.exact.remaining(state)) })}
        </button>
      )}
      {solving && (
        <p className="searched-hints-solving" data-testid="solving-exactly">
          {t('searched.hints.solving', { seconds })}{' '}
          <button type="button" className="button" onClick={() => store.getState().playCancelExact()}>
            {t('searched.hints.solveCancel')}
          </button>
        </p>
      )}
      {on && hints && (
        <p className="searched-hints-legend" role="status">
          {hints.values === null ? t('searched.hints.working') : hints.exact ? (asked && !reach && game.exact ? t('searched.hints.exactAsked', { unit: words.score.abbr, first: words.sides[0], limit: count(game.exact.limit) }) : t('searched.hints.exact', { unit: words.score.abbr, first: words.sides[0] })) : t('searched.hints.estimated', { depth: hints.depth, unit: words.evaluations[hints.evaluation]?.units ?? words.score.abbr, first: words.sides[0] })}
        </p>
      )}
      {on && hints?.solving && (
        <p className="searched-hints-solving" data-testid="searched-solving">
          {t('searched.hints.solvingNodes', { nodes: formatNumber(hints.solving.nodes, lang) })}{' '}
          <button type="button" className="button" onClick={() => store.getState().playCancelExact()} data-testid="stop-solving">
            {t('searched.hints.solveCancel')}
          </button>
        </p>
      )}
      {on && best && (
        <p className="searched-hints-best" data-testid="searched-best">
          {best}
        </p>
      )}
    </div>
  );
}
