import './searchedPlay.css';
import '../searchedWords.ts';
import { Suspense } from 'react';
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
import { retryableLazy } from '../../../components/retryableLazy.ts';

// The explorer of a game solved on demand loads when its tab is first opened.
const SolvedExplorer = retryableLazy(() => import('../../solvedExplorer/ui/SolvedExplorer.tsx').then((m) => m.SolvedExplorer));

/** The open tab of a searched game (its AI searches a few moves deep in a worker): play, the explorer (a game solved on demand), the lab or the arena (the tab bar is the app's). */
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
  if (tab === 'explore')
    return (
      <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
        <SolvedExplorer gameId={gameId} />
      </Suspense>
    );
  if (tab === 'arena')
    return (
      <Panel title={t('tabs.arena')} className="searched-arena-panel">
        <Arena />
      </Panel>
    );
  return <SearchedPlay gameId={gameId} sideWords={sideWords} />;
}
