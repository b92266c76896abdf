import { useId } from 'react';
import type { LabAlgorithm } from '../../../view/labFrames.ts';
import { useT } from '../../../components/StoreContext.tsx';
import { useShownGameWords } from './labWords.ts';
import { ESTIMATE_LEGEND } from '../../../view/shapes.ts';

/** What the colours and marks of the lab tree mean (words next to every colour). */
export function LabLegend({ algorithm, depthLimited, exact = true }: { algorithm: LabAlgorithm; depthLimited: boolean; exact?: boolean }) {
  const t = useT();
  const { sides, score } = useShownGameWords();
  const titleId = useId();
  if (!exact) return <EstimatedLegend algorithm={algorithm} titleId={titleId} sides={sides} unit={score.abbr} />;
  return (
    <section className="lab-legend" aria-labelledby={titleId}>
      <h4 id={titleId}>{t('lab.legend')}</h4>
      <ul>
        <li>
          <span className="lab-swatch v-first-win" aria-hidden="true" /> {t('value.sideWins', { side: sides[0] })}
        </li>
        <li>
          <span className="lab-swatch v-draw" aria-hidden="true" /> {t('lab.legend.draw')}
        </li>
        <li>
          <span className="lab-swatch v-second-win" aria-hidden="true" /> {t('value.sideWins', { side: sides[1] })}
        </li>
        <li>
          <span className="lab-swatch v-none" aria-hidden="true" /> {t('lab.legend.unknown')}
        </li>
        <li>{t('lab.legend.fresh')}</li>
        <li>{t('lab.legend.current')}</li>
        {depthLimited && (
          <li>
            <span className="lab-swatch lab-swatch-estimate" aria-hidden="true" /> {t('lab.legend.estimate')}
          </li>
        )}
        {depthLimited && <li>{t('lab.legend.exact')}</li>}
        {algorithm === 'alphabeta' && <li>{t('lab.legend.bound')}</li>}
        {algorithm === 'alphabeta' && <li>{t('lab.legend.pruned')}</li>}
        {algorithm === 'alphabeta' && <li>{t('lab.legend.table')}</li>}
      </ul>
    </section>
  );
}

/** The key of a depth-limited game's lab: values are estimates from the first player's view (Othello: Black's), coloured on the estimated palette. */
function EstimatedLegend({ algorithm, titleId, sides, unit }: { algorithm: LabAlgorithm; titleId: string; sides: readonly [string, string]; unit: string }) {
  const t = useT();
  const swatch = (colour: string) => <span className="lab-swatch" style={{ background: colour }} aria-hidden="true" />;
  return (
    <section className="lab-legend" aria-labelledby={titleId}>
      <h4 id={titleId}>{t('lab.legend')}</h4>
      <ul>
        <li>
          {swatch(ESTIMATE_LEGEND.first)} {t('lab.legend.ahead', { side: sides[0] })}
        </li>
        <li>
          {swatch(ESTIMATE_LEGEND.even)} {t('lab.legend.even')}
        </li>
        <li>
          {swatch(ESTIMATE_LEGEND.second)} {t('lab.legend.ahead', { side: sides[1] })}
        </li>
        <li>{t('lab.legend.searchedValues', { first: sides[0], unit })}</li>
        <li>{t('lab.legend.fresh')}</li>
        <li>{t('lab.legend.current')}</li>
        {algorithm === 'alphabeta' && <li>{t('lab.legend.bound')}</li>}
        {algorithm === 'alphabeta' && <li>{t('lab.legend.pruned')}</li>}
        {algorithm === 'alphabeta' && <li>{t('lab.legend.table')}</li>}
      </ul>
    </section>
  );
}
