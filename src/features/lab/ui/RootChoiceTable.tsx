import { useId } from 'react';
import { gameById } from '../../../games/index.ts';
import { formatRootValue, type RootChoices } from '../state/labEstimate.ts';
import { selectAppGameId } from '../../play/ui/searchedPosition.ts';
import { useAppStore, useT } from '../../../components/StoreContext.tsx';
import { selectHideValues } from '../../hide/state/hideSlice.ts';
import { marksShown } from '../../../view/hideValues.ts';

/**
 * The choice at the root, side by side: each move's value with the leaf from
 * the side to move (correct negamax) and as the source article wrote it (the
 * CPU's discs), both counting discs from Black's point of view, the move
 * each picks marked in words (never by colour alone), and the verdict.
 */
export function RootChoiceTable({ choices }: { choices: RootChoices }) {
  const t = useT();
  const titleId = useId();
  const gameId = useAppStore(selectAppGameId);
  // Hide values: the root's choice is the answer the class predicts; it shows once everything is revealed.
  const shown = marksShown(useAppStore(selectHideValues));
  const game = gameById(gameId);
  if (!game || !shown) return null;
  const name = (m: number) => (game.formatMove(m) === 'pass' ? t('lab.move.pass') : game.formatMove(m));
  const correct = choices.correct.map(name).join(', ');
  const written = name(choices.asWritten);
  const same = choices.correct.length === 1 && choices.correct[0] === choices.asWritten;
  const chosen = <span className="lab-fired-tag">✓ {t('lab.asWritten.chosen')}</span>;
  return (
    <section className="lab-choices" aria-labelledby={titleId}>
      <table className="lab-table" data-testid="lab-root-choices">
        <caption id={titleId}>{t('lab.asWritten.table', { depth: choices.depth })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lab.asWritten.move')}</th>
            <th scope="col">{t('lab.asWritten.correct')}</th>
            <th scope="col">{t('lab.asWritten.asWritten')}</th>
          </tr>
        </thead>
        <tbody>
          {choices.rows.map((r) => (
            <tr key={r.move}>
              <th scope="row">{name(r.move)}</th>
              <td className={choices.correct.includes(r.move) ? 'lab-fired' : ''}>
                {formatRootValue(r.correct)} {choices.correct.includes(r.move) && chosen}
              </td>
              <td className={choices.asWritten === r.move ? 'lab-fired' : ''}>
                {formatRootValue(r.asWritten)} {choices.asWritten === r.move && chosen}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="lab-verdict" data-testid="lab-verdict">
        {same ? t('lab.asWritten.same', { move: written }) : t('lab.asWritten.verdict', { correct, asWritten: written })}
      </p>
      {choices.depth === 1 && <p className="lab-note">{t('lab.asWritten.depth1')}</p>}
    </section>
  );
}
