import './cpu.css';
import { BOARD_VIEWS, gameById } from '../../games/index.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { Panel } from '../Panel.tsx';
import { useAppStore, useAppStoreApi, useT } from '../StoreContext.tsx';
import { CpuControls } from './CpuControls.tsx';
import { CpuStatus } from './CpuStatus.tsx';
import { cpuPosition, selectAppGameId, selectCpuMoves, selectCpuSettings, selectCpuThinking } from './cpuSelectors.ts';
import { cpuPlays } from '../../store/cpuGameSlice.ts';
import { SquareBoard } from './SquareBoard.tsx';
import { CpuTree } from './CpuTree.tsx';
import { CpuArena } from './CpuArena.tsx';
import { CpuLab } from './CpuLab.tsx';
import { CpuSearchLab } from '../lab/CpuSearchLab.tsx';
import { Tabs } from '../Tabs.tsx';
import { useState } from 'react';

/** The words for a game's sides ("Black", "White"). */
export function sideWordsOf(gameId: string, t: (k: MessageKey) => string): [string, string] {
  return [t(`cpu.side.${gameId}.0` as MessageKey), t(`cpu.side.${gameId}.1` as MessageKey)];
}

/** A game played against a depth-limited CPU (Othello): the board, what the CPU says, the controls. */
export function CpuGame() {
  const t = useT();
  const store = useAppStoreApi();
  const gameId = useAppStore(selectAppGameId);
  const moves = useAppStore(selectCpuMoves);
  const settings = useAppStore(selectCpuSettings);
  const thinking = useAppStore(selectCpuThinking);
  const [tab, setTab] = useState('play');
  const game = gameById(gameId);
  const view = BOARD_VIEWS[gameId];
  if (!game || !view) return null;
  const pos = cpuPosition(game, view, moves);
  const sideWords = sideWordsOf(gameId, t);
  const personToMove = !pos.over && !thinking && !cpuPlays(settings.cpuSides, pos.toMove);
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
    <div className="cpu-grid">
      <Panel title={t('cpu.play.title', { game: t(`game.${gameId}` as MessageKey) })} className="cpu-board-panel">
        <div className="cpu-board-wrap">
          <SquareBoard view={view} state={pos.state} lastMove={pos.lastMove} legal={personToMove ? pos.legal : []} sideWords={sideWords} label={t('cpu.board', { game: t(`game.${gameId}` as MessageKey) })} onPlay={(m) => store.getState().cpuPlayMove(m)} />
          {personToMove && pos.mustPass && (
            <button type="button" className="button primary cpu-pass" onClick={() => store.getState().cpuPlayMove(pos.legal[0])}>
              {t('cpu.pass', { side: sideWords[pos.toMove] })}
            </button>
          )}
        </div>
        <CpuStatus game={game} pos={pos} sideWords={sideWords} />
      </Panel>
      <Panel title={t('cpu.controls.title')} className="cpu-controls-panel">
        <CpuControls gameId={gameId} sideWords={sideWords} />
      </Panel>
      <Panel title={t('cpu.tree.title')} className="cpu-tree-panel">
        <CpuTree gameId={gameId} sideWords={sideWords} />
      </Panel>
    </div>
      )}
    </Tabs>
  );
}
