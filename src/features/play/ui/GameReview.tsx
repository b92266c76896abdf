import { useId, useMemo, useRef } from 'react';
import { OUTCOME, type Game } from '../../../games/game.ts';
import type { BoardView } from '../../../games/boardView.ts';
import type { GameWords } from '../../../games/module.ts';
import { largestMistakes, positionValue, reviewMoves } from '../../../search/gameReview.ts';
import { linePositions, type PlayStart } from '../state/playLine.ts';
import { evalGraph } from '../../../view/evalGraph.ts';
import { marksShown } from '../../../view/hideValues.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import type { AppState } from '../../../store/appState.ts';
import { useStageSize } from '../../explorer/ui/useStageSize.ts';
import { selectHideValues } from '../../hide/state/hideSlice.ts';
import { hintsOn } from '../state/playSlice.ts';
import { REVIEW_DEPTH } from '../state/lineReview.ts';
import { EvalGraph } from './EvalGraph.tsx';
import { moveListEntries } from './moveListEntries.ts';
import { ReviewMistakes } from './ReviewMistakes.tsx';
import { ReviewTable } from './ReviewTable.tsx';
import { reviewText } from './reviewText.ts';
import { selectPlayMoves, selectPlayStart } from './searchedPosition.ts';
import { useLineReview } from './useLineReview.ts';

const selectFuture = (s: AppState) => s.playFuture;
const selectHintsOn = (s: AppState) => hintsOn(s);
const selectBusy = (s: AppState) => s.playPending || s.playThinking;
const selectPlayEvaluation = (s: AppState) => s.playSearch.evaluation;
const selectPresent = (s: AppState) => s.present;

/** The page's 1 rem in CSS px (16 where there is no layout). */
function rootFontPx(): number {
  const px = parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(px) && px > 0 ? px : 16;
}

interface Props {
  readonly game: Game<unknown>;
  readonly view: BoardView<unknown>;
  readonly words: GameWords;
  readonly sideWords: readonly [string, string];
}

/** The evaluation the review estimates with: one that counts in the score's units (Othello's disc count), else the AI's. */
function reviewEvaluation(game: Game<unknown>, words: GameWords, fallback: string): { id: string; scale: number; unit: string; name: string } {
  const id = game.evaluations?.find((e) => words.evaluations[e.id]?.inScoreUnits)?.id ?? fallback;
  const own = words.evaluations[id];
  return { id, scale: game.evaluations?.find((e) => e.id === id)?.scale ?? 1, unit: own && !own.inScoreUnits ? own.abbr : words.score.abbr, name: own?.quantity ?? '' };
}

/**
 * A searched game's evaluation graph and game review, under its move list. Shown with hints on or once the line
 * reaches the end of the game, never while values are hidden; otherwise a line says when it shows.
 */
export function GameReview(props: Props) {
  const t = useT();
  const { game } = props;
  const moves = useAppStore(selectPlayMoves);
  const future = useAppStore(selectFuture);
  const on = useAppStore(selectHintsOn);
  const valuesShown = marksShown(useAppStore(selectHideValues));
  const start = useAppStore(selectPlayStart);
  const line = useMemo(() => [...moves, ...future], [moves, future]);
  const states = useMemo(() => linePositions(game, start, line), [game, start, line]);
  const over = game.outcome(states[states.length - 1]) !== OUTCOME.playing;
  const titleId = useId();
  if (!valuesShown) return null;
  return (
    <section className="game-review" aria-labelledby={titleId} data-testid="game-review">
      <h3 id={titleId} className="searched-moves-title">
        {t('searched.review.title')}
      </h3>
      {on || over ? <ReviewBody {...props} start={start} line={line} states={states} /> : <p className="muted game-review-off">{t('searched.review.off')}</p>}
    </section>
  );
}

/**
 * The graph (every position of the line, moves ahead included: exact ones solid, estimates dashed; the move shown
 * marked; a click or a key goes to a move), the largest mistakes (each a button to the position where it was
 * played) and the values as a table, worked out in the review worker while shown (lineReview.ts).
 */
function ReviewBody({ game, view, words, sideWords, start, line, states }: Props & { start: PlayStart | null; line: readonly number[]; states: readonly unknown[] }) {
  const t = useT();
  const app = useAppStoreApi();
  const current = useAppStore(selectPlayMoves).length;
  const busy = useAppStore(selectBusy);
  const present = useAppStore(selectPresent);
  const evaluation = reviewEvaluation(game, words, useAppStore(selectPlayEvaluation));
  const ctx = useMemo(() => ({ game, start, line, evaluation: evaluation.id, scale: evaluation.scale, paused: busy }), [game, start, line, evaluation.id, evaluation.scale, busy]);
  const review = useLineReview(ctx);
  const wrap = useRef<HTMLDivElement>(null);
  const width = useStageSize(wrap).width;
  const summaryId = useId();
  const entries = useMemo(() => moveListEntries(game, view, line, [], start), [game, view, line, start]);
  // The review's values are of this line once it has caught up with it (the render before its effect shows none).
  const synced = review.line.length === line.length && review.line.every((m, i) => m === line[i]);
  const positions = synced ? review.positions : [];
  const values = states.map((_, i) => ({ value: positionValue(positions[i] ?? null), exact: positions[i]?.exact ?? false }));
  const reviews = reviewMoves(line, positions);
  const text = reviewText({ t, entries, sideWords, unit: evaluation.unit, positions, formatMove: (m) => game.formatMove(m), isPass: (i, m) => view.landingSquare(states[i], m) === null });
  const go = (k: number) => app.getState().playGoTo(k);
  // Labels at the page's 1 rem (16 px; 24 px presenting) on a laptop or a projector, as the play screen's other words;
  // a phone's narrow graph keeps the house's legible 14 px. The graph draws again when its width changes.
  const fontPx = present || window.innerWidth >= 1200 ? rootFontPx() : 14;
  const graph = width > 0 ? evalGraph({ values, current, width, height: Math.round(Math.max(170, Math.min(width * 0.4, present ? 360 : 260))), fontPx }) : null;
  const done = positions.filter((p) => p !== null).length;
  return (
    <>
      <p className="game-review-axis">{t('searched.review.axis', { first: sideWords[0], second: sideWords[1], unit: evaluation.unit })}</p>
      <div ref={wrap} className="game-review-graph">
        {graph && <EvalGraph graph={graph} label={t('searched.review.graphLabel')} describedBy={summaryId} pointText={text.point} onGo={go} />}
      </div>
      <p id={summaryId} className="visually-hidden">
        {text.summary(values)}
      </p>
      <ul className="game-review-legend">
        <li>
          <svg width="28" height="10" aria-hidden="true">
            <line className="eval-graph-line exact" x1="2" x2="26" y1="5" y2="5" />
          </svg>
          {t('searched.review.legendExact')}
        </li>
        <li>
          <svg width="28" height="10" aria-hidden="true">
            <line className="eval-graph-line estimate" x1="2" x2="26" y1="5" y2="5" />
          </svg>
          {t('searched.review.legendEstimate', { evaluation: evaluation.name, depth: `${REVIEW_DEPTH}–${REVIEW_DEPTH + 1}` })}
        </li>
        <li>
          <svg width="16" height="18" aria-hidden="true">
            <line className="eval-graph-current" x1="8" x2="8" y1="0" y2="18" />
            <circle className="eval-graph-point estimate" data-current cx="8" cy="9" r="5" />
          </svg>
          {t('searched.review.legendCurrent')}
        </li>
      </ul>
      {review.slow && review.working && <p className="game-review-working">{t('searched.review.working', { done, total: positions.length })}</p>}
      {review.error && (
        <p className="game-review-error" role="alert">
          {t('searched.review.error', { message: review.error })}
        </p>
      )}
      <h3 className="searched-moves-title">{t('searched.review.mistakes')}</h3>
      <ReviewMistakes mistakes={largestMistakes(reviews)} complete={positions.length > 0 && done === positions.length} text={text} onGo={go} />
      <details className="game-review-table">
        <summary>{t('searched.review.table')}</summary>
        <ReviewTable first={sideWords[0]} positions={states.length} reviews={reviews} text={text} />
      </details>
    </>
  );
}
