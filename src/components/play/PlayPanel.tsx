import { useLayoutEffect, useMemo } from 'react';
import type { AppState } from '../../store/appState.ts';
import { boardAfter, hintsOn } from '../../store/gameSlice.ts';
import { selectMoves, selectPositions, selectScoreMode } from '../selectors.ts';
import { useAppStore } from '../StoreContext.tsx';
import { PlayBoard } from './PlayBoard.tsx';
import { PlayControls } from './PlayControls.tsx';
import { PlayStatus } from './PlayStatus.tsx';

const selectHints = (s: AppState) => hintsOn(s);

/** The playable board with its status line and controls: needs only the position table, which arrives before the tree. */
export function PlayPanel() {
  const positions = useAppStore(selectPositions);
  const moves = useAppStore(selectMoves);
  const hints = useAppStore(selectHints);
  const mode = useAppStore(selectScoreMode);
  const board = useMemo(() => boardAfter(moves), [moves]);
  // Start-up mark (read by the load benchmarks): the board is on screen and the AI can answer.
  useLayoutEffect(() => {
    if (positions && performance.getEntriesByName('mx:playable').length === 0) performance.mark('mx:playable');
  }, [positions]);
  if (!positions) return null;
  return (
    <div className="play">
      <PlayBoard positions={positions} board={board} lastMove={moves.length ? moves[moves.length - 1] : -1} hints={hints} mode={mode} />
      <PlayStatus positions={positions} board={board} />
      <PlayControls board={board} />
    </div>
  );
}
