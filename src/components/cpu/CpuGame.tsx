import './cpu.css';
import { useState } from 'react';
import { BOARD_VIEWS, gameById } from '../../games/index.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { Panel } from '../Panel.tsx';
import { Tabs } from '../Tabs.tsx';
import { useAppStore, useT } from '../StoreContext.tsx';
import { selectAppGameId } from './cpuSelectors.ts';
import { CpuArena } from './CpuArena.tsx';
import { CpuLab } from './CpuLab.tsx';
import { CpuSearchLab } from '../lab/CpuSearchLab.tsx';
import { CpuPlay } from './CpuPlay.tsx';

/** The words for a game's sides ("Black", "White"). */
function sideWordsOf(gameId: string, t: (k: MessageKey) => string): [string, string] {
  return [t(`cpu.side.${gameId}.0` as MessageKey), t(`cpu.side.${gameId}.1` as MessageKey)];
}

/** A game played against a depth-limited CPU (Othello): play, the lab and the arena as tabs. */
export function CpuGame() {
  const t = useT();
  const gameId = useAppStore(selectAppGameId);
  const [tab, setTab] = useState('play');
  if (!gameById(gameId) || !BOARD_VIEWS[gameId]) return null;
  const sideWords = sideWordsOf(gameId, t);
  const tabs = [
    { id: 'play', label: t('cpu.tab.play') },
    { id: 'lab', label: t('cpu.tab.lab') },
    { id: 'arena', label: t('cpu.tab.arena') },
  ];
  return (
    <Tabs tabs={tabs} active={tab} onChange={setTab} label={t('cpu.tabs')}>
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
        <CpuPlay gameId={gameId} sideWords={sideWords} />
      )}
    </Tabs>
  );
}
