import './searchedPlay.css';
import '../../i18n/cpuWords.ts';
import { moduleById } from '../../games/index.ts';
import { Panel } from '../Panel.tsx';
import { Tabs } from '../Tabs.tsx';
import { useAppStore, useAppStoreApi, useGameWords, useT } from '../StoreContext.tsx';
import { CPU_TABS } from '../../store/shellSlice.ts';
import type { AppState } from '../../store/appState.ts';

const selectCpuTab = (s: AppState) => s.cpuTab;
import type { GameModule } from '../../games/module.ts';
import { selectAppGameId } from './searchedPosition.ts';
import { CpuArena } from '../cpu/CpuArena.tsx';
import { CpuLab } from '../cpu/CpuLab.tsx';
import { CpuSearchLab } from '../lab/CpuSearchLab.tsx';
import { SearchedPlay } from './SearchedPlay.tsx';

/** A searched game's screen (Othello: its AI searches a few moves deep in a worker): play, the lab and the arena as tabs. */
export function SearchedGame() {
  const module = moduleById(useAppStore(selectAppGameId));
  return module && <CpuGameTabs module={module} />;
}

function CpuGameTabs({ module }: { module: GameModule<unknown> }) {
  const t = useT();
  const gameId = module.game.id;
  const store = useAppStoreApi();
  const tab = useAppStore(selectCpuTab);
  const sideWords = useGameWords(module).sides;
  const tabs = [
    { id: 'play', label: t('cpu.tab.play') },
    { id: 'lab', label: t('cpu.tab.lab') },
    { id: 'arena', label: t('cpu.tab.arena') },
  ];
  return (
    <Tabs tabs={tabs} active={tab} onChange={(id) => store.getState().setCpuTab(CPU_TABS.find((c) => c === id) ?? 'play')} label={t('cpu.tabs')}>
      {tab === 'lab' ? (
        <Panel title={t('cpu.tab.lab')} className="cpu-lab-panel">
          <CpuSearchLab />
          <CpuLab />
        </Panel>
      ) : tab === 'arena' ? (
        <Panel title={t('cpu.tab.arena')} className="cpu-arena-panel">
          <CpuArena gameId={gameId} sideWords={sideWords} />
        </Panel>
      ) : (
        <SearchedPlay gameId={gameId} sideWords={sideWords} />
      )}
    </Tabs>
  );
}
