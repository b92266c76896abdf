import type { Game } from '../../../games/game.ts';
import { OUTCOME } from '../../../games/game.ts';
import { formatNumber } from '../../../i18n/translate.ts';
import { selectLanguage } from '../../../components/selectors.ts';
import { useAppStore, useAppStoreApi, useGameWords, useT } from '../../../components/StoreContext.tsx';
import { moduleById } from '../../../games/index.ts';
import { workerErrorText } from '../../../components/workerErrorText.ts';
import { ProgressBar } from '../../../components/ProgressBar.tsx';
import { cpuValueContext, cpuValueText } from '../../../view/cpuValue.ts';
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
  if (pos.outcome === OUTCOME.draw) line = t('cpu.status.draw', { first, second });
  else if (pos.over) line = t('cpu.status.won', { side: sideWords[pos.outcome === OUTCOME.firstWon ? 0 : 1], first, second });
  else if (thinking) line = t('cpu.status.thinking', { side: sideWords[pos.toMove] });
  else line = t('cpu.status.toMove', { side: sideWords[pos.toMove] });
  return (
    <div className="cpu-status">
      <p className="cpu-score" aria-label={t('cpu.scoreLabel', { a: sideWords[0], first, b: sideWords[1], second })}>
        <span className="cpu-score-side">
          <span className="disc disc-0" aria-hidden="true" /> {sideWords[0]} <strong>{first}</strong>
        </span>
        <span className="cpu-score-sep">·</span>
        <span className="cpu-score-side">
          <span className="disc disc-1" aria-hidden="true" /> {sideWords[1]} <strong>{second}</strong>
        </span>
      </p>
      <p className={`status-line ${pos.over ? 'finished' : ''}`} role="status" data-testid="cpu-status">
        {line}
      </p>
      {thinking && (
        <ProgressBar fraction={(progress?.depth ?? 0) / settings.depth} label={t('cpu.progressLabel')} detail={t('cpu.progress', { nodes: formatNumber(progress?.nodes ?? 0, lang), depth: progress?.depth ?? 0 })} />
      )}
      {pos.passed !== null && (
        <p className="cpu-pass-line" role="status" data-testid="cpu-passed">
          {t('cpu.passed', { side: sideWords[pos.passed] })}
        </p>
      )}
      {last && (
        <p className="ai-line" data-testid="cpu-line">
          {t(!valuesShown ? 'cpu.saidHidden' : Math.abs(last.value) >= 1 ? 'cpu.saidFinal' : 'cpu.said', { side: sideWords[last.side], move: game.formatMove(last.move), value: cpuValueText(last.value, cpuValueContext(words, last.evaluation ?? '', evaluationScale(game.id, last.evaluation ?? ''), lang), t, 'long'), nodes: formatNumber(last.nodes ?? 0, lang), depth: last.depth ?? 0 })}
        </p>
      )}
      {error && (
        <p className="notice tone-error" role="alert">
          {t('cpu.error', { message: workerErrorText(error) })}
        </p>
      )}
      {notice && (
        <p key={notice.seq} className={`notice tone-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="cpu-notice">
          {t(notice.key, notice.params)}{' '}
          <button type="button" className="link-button" onClick={() => store.getState().playDismissNotice()}>
            {t('notice.dismiss')}
          </button>
        </p>
      )}
    </div>
  );
}
