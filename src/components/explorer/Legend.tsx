import { PROJECTOR_BACKGROUND, VALUE_BACKGROUND } from '../../view/colors.ts';
import { useT } from '../StoreContext.tsx';

/** What the colours and marks mean (in the projector palette in presentation mode). */
export function Legend({ projector = false }: { projector?: boolean }) {
  const t = useT();
  const colours = projector ? PROJECTOR_BACKGROUND : VALUE_BACKGROUND;
  const words = projector ? 'explorer.legend.projector' : 'explorer.legend';
  const swatches = [
    [colours.oWin, t(`${words}.oWin`)],
    [colours.draw, t(`${words}.draw`)],
    [colours.xWin, t(`${words}.xWin`)],
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
