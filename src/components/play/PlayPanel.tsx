import { useDeferredValue, useLayoutEffect, useMemo } from 'react';
import { OUTCOME } from '../../games/game.ts';
import { PlayBoard, type PlayHints } from '../../games/tictactoe/ui/index.ts';
import type { AppState } from '../../store/appState.ts';
import { boardAfter, hintsOn } from '../../store/gameSlice.ts';
import { selectMoves, selectPositions, selectScoreMode } from '../selectors.ts';
import { useTreeModule } from '../treeGame.ts';
import { bestMovesOf, positionOf, positionValue } from '../../tree/positions.ts';
import { selectHideValues } from '../../store/hideSlice.ts';
import { marksShown, positionKey, valueShown } from '../../view/hideValues.ts';
import { useAppStore, useAppStoreApi, useT } from '../StoreContext.tsx';
import { PlayControls } from './PlayControls.tsx';
import { PlayStatus } from './PlayStatus.tsx';

const selectHints = (s: AppState) => hintsOn(s);

/** The playable board with its status line and controls: needs only the position table, which arrives before the tree. */
export function PlayPanel() {
  const positions = useAppStore(selectPositions);
  const moves = useAppStore(selectMoves);
  const showHints = useAppStore(selectHints);
  const mode = useAppStore(selectScoreMode);
  const hide = useAppStore(selectHideValues);
  const module = useTreeModule();
  const board = useMemo(() => boardAfter({ treeGameId: module.game.id, gameMoves: moves }), [module, moves]);
  const t = useT();
  const store = useAppStoreApi();
  // The controls follow the board in a render of their own: the first render is the board alone.
  const withControls = useDeferredValue(true, false);
  // Start-up mark (read by the load benchmarks): the board is on screen and the AI can answer.
  useLayoutEffect(() => {
    if (positions && performance.getEntriesByName('mx:playable').length === 0) performance.mark('mx:playable');
  }, [positions]);
  if (!positions) return null;
  // Hide values: a cell's hint shows once its position is revealed; the best-move dots once everything is.
  const hints: PlayHints | null = showHints
    ? { valueOf: (b) => (valueShown(hide, positionKey(positionOf(positions, b))) ? positionValue(positions, b, mode) : null), best: positions.game.outcome(board) !== OUTCOME.playing || !marksShown(hide) ? [] : bestMovesOf(positions, board, mode) }
    : null;
  return (
    <div className="play">
      {/* The playable board is still tic-tac-toe's own (one board for every full-tree game is the next step). */}
      <PlayBoard board={board as number} lastMove={moves.length ? moves[moves.length - 1] : -1} hints={hints} t={t} onPlay={(cell) => store.getState().playCell(cell)} />
      <PlayStatus positions={positions} board={board} />
      {withControls && <PlayControls board={board} />}
    </div>
  );
}
