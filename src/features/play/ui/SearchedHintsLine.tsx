import type { Game } from '../../../games/game.ts';
import { OUTCOME, withinReach } from '../../../games/game.ts';
import type { GameWords } from '../../../games/module.ts';
import { fillTemplate, formatNumber } from '../../../i18n/translate.ts';
import { selectLanguage } from '../../../components/selectors.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import type { AppState } from '../../../store/appState.ts';
import { hintsOn } from '../state/playSlice.ts';

const selectHintsOn = (s: AppState) => hintsOn(s);
const selectPlayHints = (s: AppState) => s.playHints;

/**
 * A searched game's hints switch (the same setting as a full-tree game's) and what its hints are: "exact from here:
 * N empty squares" within the solver's reach (✓ exact values), else estimates (≈) at the search's depth, and, while
 * an exact solve goes on after them, "solving… N nodes"; `best`, the best moves in words when the hints say them.
 */
export function SearchedHintsLine<S>({ game, state, words, best = null }: { game: Game<S>; state: S; words: GameWords; best?: string | null }) {
  const t = useT();
  const store = useAppStoreApi();
  const lang = useAppStore(selectLanguage);
  const on = useAppStore(selectHintsOn);
  const hints = useAppStore(selectPlayHints);
  const reach = game.exact && words.exact && game.outcome(state) === OUTCOME.playing && withinReach(game, state) ? fillTemplate(lang, words.exact, { n: game.exact.remaining(state) }) : null;
  return (
    <div className="searched-hints" data-testid="searched-hints">
      <label className="field check">
        <input type="checkbox" checked={on} onChange={(e) => store.getState().setHints(e.target.checked)} />
        <span>{t('play.hints')}</span>
      </label>
      {on && reach && (
        <p className="searched-hints-reach" data-testid="searched-exact-from">
          {t('searched.hints.exactFrom', { count: reach })}
        </p>
      )}
      {on && hints && (
        <p className="searched-hints-legend" role="status">
          {hints.values === null ? t('searched.hints.working') : hints.exact ? t('searched.hints.exact', { unit: words.score.abbr, first: words.sides[0] }) : t('searched.hints.estimated', { depth: hints.depth, unit: words.evaluations[hints.evaluation]?.units ?? words.score.abbr, first: words.sides[0] })}
        </p>
      )}
      {on && hints?.solving && (
        <p className="searched-hints-solving" data-testid="searched-solving">
          {t('searched.hints.solving', { nodes: formatNumber(hints.solving.nodes, lang) })}
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
