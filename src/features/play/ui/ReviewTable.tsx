import type { MoveReview } from '../../../search/gameReview.ts';
import { signedText } from '../../../view/evalGraph.ts';
import { useT } from '../../../components/StoreContext.tsx';
import type { ReviewText } from './reviewText.ts';

/** The graph as a table (keyboard and screen-reader path): every move, the value after it, what it lost and the best move. */
export function ReviewTable({ first, positions, reviews, text }: { first: string; positions: number; reviews: readonly (MoveReview | null)[]; text: ReviewText }) {
  const t = useT();
  return (
    <table className="game-review-values">
      <thead>
        <tr>
          <th scope="col">{t('searched.review.colMove')}</th>
          <th scope="col">{t('searched.review.colValue', { first })}</th>
          <th scope="col">{t('searched.review.colLoss')}</th>
          <th scope="col">{t('searched.review.colBest')}</th>
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: positions }, (_, i) => {
          const r = i > 0 ? reviews[i - 1] : null;
          return (
            <tr key={i}>
              <th scope="row">{i === 0 ? t('searched.moves.start') : `${i}. ${text.moveName(i - 1)}`}</th>
              <td>{text.value(i)}</td>
              <td>{r ? (r.loss > 0 ? signedText(-r.loss) : '0') : ''}</td>
              <td>{r ? text.bestName(r) : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
