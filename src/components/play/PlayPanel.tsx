import { useMemo } from 'react';
import type { AppState } from '../../store/appState.ts';
import { boardAfter, hintsOn } from '../../store/gameSlice.ts';
import { selectMoves, selectScoreMode, selectTree } from '../selectors.ts';
import { useAppStore } from '../StoreContext.tsx';
import { PlayBoard } from './PlayBoard.tsx';
import { PlayControls } from './PlayControls.tsx';
import { PlayStatus } from './PlayStatus.tsx';

const selectHints = (s: AppState) => hintsOn(s);

/** The playable board with its status line and controls. */
export function PlayPanel() {
  const tree = useAppStore(selectTree);
  const moves = useAppStore(selectMoves);
  const hints = useAppStore(selectHints);
  const mode = useAppStore(selectScoreMode);
  const board = useMemo(() => boardAfter(moves), [moves]);
  if (!tree) return null;
  return (
    <div className="play">
      <PlayBoard tree={tree} board={board} lastMove={moves.length ? moves[moves.length - 1] : -1} hints={hints} mode={mode} />
      <PlayStatus tree={tree} board={board} />
      <PlayControls board={board} />
    </div>
  );
}
