import { useId } from 'react';
import type { LabAlgorithm } from '../../view/labFrames.ts';
import { useT } from '../StoreContext.tsx';

/** What the colours and marks of the lab tree mean (words next to every colour). */
export function LabLegend({ algorithm, depthLimited }: { algorithm: LabAlgorithm; depthLimited: boolean }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="lab-legend" aria-labelledby={titleId}>
      <h4 id={titleId}>{t('lab.legend')}</h4>
      <ul>
        <li>
          <span className="lab-swatch v-owin" aria-hidden="true" /> {t('lab.legend.oWin')}
        </li>
        <li>
          <span className="lab-swatch v-draw" aria-hidden="true" /> {t('lab.legend.draw')}
        </li>
        <li>
          <span className="lab-swatch v-xwin" aria-hidden="true" /> {t('lab.legend.xWin')}
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
