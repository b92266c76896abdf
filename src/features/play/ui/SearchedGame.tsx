import './searchedPlay.css';
import '../searchedWords.ts';
import { moduleById } from '../../../games/index.ts';
import { Panel } from '../../../components/Panel.tsx';
import { useAppStore, useGameWords, useT } from '../../../components/StoreContext.tsx';
import type { AppTab } from '../../../store/tabs.ts';
import { selectAppGameId } from './searchedPosition.ts';
import { Arena } from '../../arena/ui/Arena.tsx';
import { DepthCounts } from '../../lab/ui/DepthCounts.tsx';
import { EstimateLab } from '../../lab/ui/EstimateLab.tsx';
import { WholeTree } from '../../lab/ui/WholeTree.tsx';
import { SearchedPlay } from './SearchedPlay.tsx';
import { SearchLesson } from './SearchLesson.tsx';

/** The open tab of a searched game (its AI searches a few moves deep in a worker): play, the lab or the arena (the tab bar is the app's). */
export function SearchedGame({ tab }: { tab: AppTab }) {
  const t = useT();
  const module = moduleById(useAppStore(selectAppGameId));
  const gameWords = useGameWords(module);
  const sideWords = gameWords.sides;
  if (!module) return null;
  const gameId = module.game.id;
  if (tab === 'lab')
    return (
      <Panel title={t('tabs.lab')} className="searched-lab-panel">
        {module.extras.searchLesson && <SearchLesson lesson={module.extras.searchLesson} gameName={gameWords.name} />}
        <EstimateLab />
        <WholeTree />
        <DepthCounts />
      </Panel>
    );
  if (tab === 'arena')
    return (
      <Panel title={t('tabs.arena')} className="searched-arena-panel">
        <Arena />
      </Panel>
    );
  return <SearchedPlay gameId={gameId} sideWords={sideWords} />;
}
