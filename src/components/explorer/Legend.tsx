import { VALUE_BACKGROUND } from '../../view/colors.ts';
import { useT } from '../StoreContext.tsx';

/** What the colours and marks mean. */
export function Legend() {
  const t = useT();
  const swatches = [
    [VALUE_BACKGROUND.oWin, t('explorer.legend.oWin')],
    [VALUE_BACKGROUND.draw, t('explorer.legend.draw')],
    [VALUE_BACKGROUND.xWin, t('explorer.legend.xWin')],
    [VALUE_BACKGROUND.none, t('explorer.legend.none')],
  ];
  return (
    <ul className="legend" aria-label={t('explorer.legendLabel')}>
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
