import { PROJECTOR_BACKGROUND, VALUE_BACKGROUND } from '../../view/colors.ts';
import { useT } from '../StoreContext.tsx';

/** What the colours and marks mean (in the projector palette in presentation mode). */
export function Legend({ projector = false }: { projector?: boolean }) {
  const t = useT();
  const colours = projector ? PROJECTOR_BACKGROUND : VALUE_BACKGROUND;
  const swatches = [
    [colours.oWin, t('explorer.legend.oWin')],
    [colours.draw, t('explorer.legend.draw')],
    [colours.xWin, t('explorer.legend.xWin')],
    [colours.none, t('explorer.legend.none')],
  ];
  return (
    <ul className={projector ? 'legend legend-large' : 'legend'} aria-label={t('explorer.legendLabel')}>
      {swatches.map(([color, label]) => (
        <li key={label}>
          <span className="swatch" style={{ background: color }} aria-hidden="true" />
          {label}
        </li>
      ))}
      <li>
        <span className="legend-line best" aria-hidden="true" />
        {t('explorer.legend.best')}
      </li>
      <li>
        <span className="legend-mark" aria-hidden="true">
          ×
        </span>
        {t('explorer.legend.last')}
      </li>
      <li>
        <span className="swatch framed" aria-hidden="true" />
        {t('explorer.legend.focus')}
      </li>
    </ul>
  );
}
