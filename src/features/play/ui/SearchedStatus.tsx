import type { Game } from '../../../games/game.ts';
import { OUTCOME } from '../../../games/game.ts';
import { formatNumber } from '../../../i18n/translate.ts';
import { selectLanguage } from '../../../components/selectors.ts';
import { useAppStore, useAppStoreApi, useGameWords, useT } from '../../../components/StoreContext.tsx';
import { moduleById } from '../../../games/index.ts';
import { workerErrorText } from '../../../components/workerErrorText.ts';
import { ProgressBar } from '../../../components/ProgressBar.tsx';
import { SolvingProgress } from './SolvingProgress.tsx';
import { exactValueText, searchValueContext, searchValueText } from '../../../view/searchValue.ts';
import { selectHideValues } from '../../hide/state/hideSlice.ts';
import { marksShown } from '../../../view/hideValues.ts';
import { evaluationScale } from '../state/playSettings.ts';
import { selectPlayError, selectPlayLastAi, selectPlayNotice, selectPlayProgress, selectPlaySearch, selectPlayThinking, type SearchedPosition } from './searchedPosition.ts';

/** The line under the board: score, whose turn, the AI's last move with its value and nodes, passes, notices. */
export function SearchedStatus({ game, pos, sideWords }: { game: Game<unknown>; pos: SearchedPosition<unknown>; sideWords: readonly [string, string] }) {
  const t = useT();
  const words = useGameWords(moduleById(game.id));
  const store = useAppStoreApi();
  const lang = useAppStore(selectLanguage);
  const thinking = useAppStore(selectPlayThinking);
  const progress = useAppStore(selectPlayProgress);
  const last = useAppStore(selectPlayLastAi);
  const notice = useAppStore(selectPlayNotice);
  const error = useAppStore(selectPlayError);
  const settings = useAppStore(selectPlaySearch);
  const valuesShown = marksShown(useAppStore(selectHideValues));
  const [first, second] = pos.counts;
  let line: string;
  if (pos.outcome === OUTCOME.draw) line = t('searched.status.draw', { first, second });
  else if (pos.over) line = t('searched.status.won', { side: sideWords[pos.outcome === OUTCOME.firstWon ? 0 : 1], first, second });
  else if (thinking) line = t('searched.status.thinking', { side: sideWords[pos.toMove] });
  else line = t('searched.status.toMove', { side: sideWords[pos.toMove] });
  return (
    <div className="searched-status">
      <p className="searched-score" aria-label={t('searched.scoreLabel', { a: sideWords[0], first, b: sideWords[1], second })}>
        <span className="searched-score-side">
          <span className="disc disc-0" aria-hidden="true" /> {sideWords[0]} <strong>{first}</strong>
        </span>
        <span className="searched-score-sep">·</span>
        <span className="searched-score-side">
          <span className="disc disc-1" aria-hidden="true" /> {sideWords[1]} <strong>{second}</strong>
        </span>
      </p>
      <p className={`status-line ${pos.over ? 'finished' : ''}`} role="status" data-testid="searched-status">
        {line}
      </p>
      {thinking && progress?.solving && <SolvingProgress label={t('searched.solvingLabel')} detail={t('searched.solving', { nodes: formatNumber(progress.nodes, lang) })} />}
      {thinking && progress?.estimate && (
        <p className="ai-estimate" data-testid="searched-estimate">
          {t('searched.estimateSoFar', {
            move: game.formatMove(progress.estimate.move),
            value: valuesShown ? searchValueText(progress.estimate.value, searchValueContext(words, progress.estimate.evaluation, evaluationScale(game.id, progress.estimate.evaluation), lang), t, 'long') : '?',
          })}{' '}
          <button type="button" className="button" onClick={() => store.getState().playAiHurry()}>
            {t('searched.playEstimate')}
          </button>
        </p>
      )}
      {thinking && !progress?.solving && (
        <ProgressBar fraction={(progress?.depth ?? 0) / settings.depth} label={t('searched.progressLabel')} detail={t('searched.progress', { nodes: formatNumber(progress?.nodes ?? 0, lang), depth: progress?.depth ?? 0 })} />
      )}
      {pos.passed !== null && (
        <p className="searched-pass-line" role="status" data-testid="searched-passed">
          {t('searched.passed', { side: sideWords[pos.passed] })}
        </p>
      )}
      {last && (
        <p className="ai-line" data-testid="searched-line">
          {last.exact
            ? t(valuesShown ? 'searched.saidExact' : 'searched.saidExactHidden', { side: sideWords[last.side], move: game.formatMove(last.move), value: exactValueText(last.value, searchValueContext(words, '', 1, lang), t) })
            : t(!valuesShown ? 'searched.saidHidden' : Math.abs(last.value) >= 1 ? 'searched.saidFinal' : 'searched.said', { side: sideWords[last.side], move: game.formatMove(last.move), value: searchValueText(last.value, searchValueContext(words, last.evaluation ?? '', evaluationScale(game.id, last.evaluation ?? ''), lang), t, 'long'), nodes: formatNumber(last.nodes ?? 0, lang), depth: last.depth ?? 0 })}
        </p>
      )}
      {error && (
        <p className="notice tone-error" role="alert">
          {t('searched.error', { message: workerErrorText(error) })}
        </p>
      )}
      {/* a set-up position's notice shows under its field ("Set up a position") */}
      {notice && !notice.key.startsWith('searched.setup.') && (
        <p key={notice.seq} className={`notice tone-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="searched-notice">
          {t(notice.key, notice.params)}{' '}
          <button type="button" className="link-button" onClick={() => store.getState().playDismissNotice()}>
            {t('notice.dismiss')}
          </button>
        </p>
      )}
    </div>
  );
}
