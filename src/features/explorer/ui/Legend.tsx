import { PROJECTOR_BACKGROUND, VALUE_BACKGROUND } from '../../../view/colors.ts';
import { LegendList, type LegendItem } from '../../../components/LegendList.tsx';
import { useT } from '../../../components/StoreContext.tsx';
import { useTreeWords } from '../../../components/treeGame.ts';

/** What the colours and marks mean (in the projector palette in presentation mode). */
export function Legend({ projector = false }: { projector?: boolean }) {
  const t = useT();
  const colours = projector ? PROJECTOR_BACKGROUND : VALUE_BACKGROUND;
  const { sides, lastMove } = useTreeWords();
  const items: LegendItem[] = [
    { swatch: colours.firstWin, label: t(projector ? 'explorer.legend.projector.win.0' : 'explorer.legend.win.0', { side: sides[0] }) },
    { swatch: colours.draw, label: t(projector ? 'explorer.legend.projector.draw' : 'explorer.legend.draw') },
    { swatch: colours.secondWin, label: t(projector ? 'explorer.legend.projector.win.1' : 'explorer.legend.win.1', { side: sides[1] }) },
    { swatch: colours.none, label: t('explorer.legend.none') },
    { line: true, label: t('explorer.legend.best') },
    { label: lastMove },
    { framed: true, label: t('explorer.legend.focus') },
  ];
  return <LegendList items={items} label={t('explorer.legendLabel')} large={projector} />;
}
