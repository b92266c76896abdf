import { PROJECTOR_BACKGROUND, VALUE_BACKGROUND } from '../../view/colors.ts';
import { LegendList, type LegendItem } from '../LegendList.tsx';
import { useT } from '../StoreContext.tsx';

/** What the colours and marks mean (in the projector palette in presentation mode). */
export function Legend({ projector = false }: { projector?: boolean }) {
  const t = useT();
  const colours = projector ? PROJECTOR_BACKGROUND : VALUE_BACKGROUND;
  const words = projector ? 'explorer.legend.projector' : 'explorer.legend';
  const items: LegendItem[] = [
    { swatch: colours.oWin, label: t(`${words}.oWin`) },
    { swatch: colours.draw, label: t(`${words}.draw`) },
    { swatch: colours.xWin, label: t(`${words}.xWin`) },
    { swatch: colours.none, label: t('explorer.legend.none') },
    { line: true, label: t('explorer.legend.best') },
    { mark: '×', label: t('explorer.legend.last') },
    { framed: true, label: t('explorer.legend.focus') },
  ];
  return <LegendList items={items} label={t('explorer.legendLabel')} large={projector} />;
}
