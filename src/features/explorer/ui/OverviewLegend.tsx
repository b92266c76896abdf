import type { Translate } from '../../../i18n/translate.ts';
import type { LegendItem } from '../../../components/LegendList.tsx';
import { useT } from '../../../components/StoreContext.tsx';

/** A legend entry of the overview: the LegendList's, plus the blended-columns swatch and the ink frame of the path. */
export interface OverviewLegendItem extends LegendItem {
  /** The swatch shows the three colours blended (a column narrower than a pixel). */
  readonly mixed?: boolean;
  /** The frame is in ink (an ancestor of the focus), not red. */
  readonly ink?: boolean;
}

/** The overview's legend: the colours it really draws (saturated mid tones, and their blends), and its two frames. */
export function overviewLegendItems(t: Translate, hex: readonly string[], sides: readonly [string, string]): OverviewLegendItem[] {
  return [
    { swatch: hex[0], label: t('value.sideWins', { side: sides[0] }) },
    { swatch: hex[1], label: t('value.draw') },
    { swatch: hex[2], label: t('value.sideWins', { side: sides[1] }) },
    { swatch: `linear-gradient(90deg, ${hex[0]} 0 20%, ${hex[2]} 20% 35%, ${hex[1]} 35% 45%, ${hex[0]} 45% 60%, ${hex[2]} 60% 80%, ${hex[1]} 80%)`, mixed: true, label: t('overview.legend.mixed') },
    { framed: true, label: t('overview.legend.here') },
    { framed: true, ink: true, label: t('overview.legend.path') },
  ];
}

/** What the overview's colours and frames mean, as a labelled list under it. */
export function OverviewLegend({ items }: { items: readonly OverviewLegendItem[] }) {
  const t = useT();
  return (
    <ul className="legend overview-legend" aria-label={t('explorer.legendLabel')}>
      {items.map((item) => (
        <li key={item.label}>
          <span
            className={item.framed ? `swatch framed${item.ink ? ' ink' : ''}` : item.mixed ? 'swatch mixed' : 'swatch'}
            style={item.swatch !== undefined ? { background: item.swatch } : undefined}
            aria-hidden="true"
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
