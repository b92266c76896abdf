import type { MoveReview } from '../../../search/gameReview.ts';
import { useT } from '../../../components/StoreContext.tsx';
import type { ReviewText } from './reviewText.ts';

/** The largest mistakes of the line, each a button to the position it was played in (✓ exact, ≈ estimated). */
export function ReviewMistakes({ mistakes, complete, text, onGo }: { mistakes: readonly MoveReview[]; complete: boolean; text: ReviewText; onGo: (index: number) => void }) {
  const t = useT();
  if (mistakes.length === 0) return <p className="muted game-review-none">{complete ? t('searched.review.noMistakes') : t('searched.review.mistakesPending')}</p>;
  return (
    <ol className="game-review-mistakes" data-testid="review-mistakes">
      {mistakes.map((r) => {
        const { text: words, label } = text.mistake(r);
        return (
          <li key={r.index}>
            <button type="button" className="move-step game-review-mistake" aria-label={label} title={label} onClick={() => onGo(r.index)}>
              <span className={`disc disc-${r.side}`} aria-hidden="true" />
              {words}
              <span className={r.exact ? 'game-review-mark exact' : 'game-review-mark'} aria-hidden="true">
                {r.exact ? '✓' : '≈'}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
