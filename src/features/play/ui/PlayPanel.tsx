import { useDeferredValue, useLayoutEffect, useMemo } from 'react';
import { legalMoveList, OUTCOME } from '../../../games/game.ts';
import type { AppState } from '../../../store/appState.ts';
import { boardAfter, hintsOn } from '../state/playSlice.ts';
import { selectMoves, selectPositions, selectScoreMode } from '../../../components/selectors.ts';
import { useTreeModule, useTreeWords } from '../../../components/treeGame.ts';
import { PlayableBoard, type PlayHints } from './PlayableBoard.tsx';
import { bestMovesOf, positionOf, positionValue } from '../../../tree/positions.ts';
import { selectHideValues } from '../../hide/state/hideSlice.ts';
import { marksShown, positionKey, valueShown } from '../../../view/hideValues.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
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
  const words = useTreeWords();
  const board = useMemo(() => boardAfter({ treeGameId: module.game.id, playMoves: moves }), [module, moves]);
  const t = useT();
  const store = useAppStoreApi();
  // The controls follow the board in a render of their own: the first render is the board alone.
  const withControls = useDeferredValue(true, false);
  // Start-up mark (read by the load benchmarks): the board is on screen and the AI can answer.
  useLayoutEffect(() => {
    if (positions && performance.getEntriesByName('mx:playable').length === 0) performance.mark('mx:playable');
  }, [positions]);
  if (!positions) return null;
  const game = module.game;
  const over = game.outcome(board) !== OUTCOME.playing;
  // Hide values: a square's hint shows once its position is revealed; the best-move dots once everything is.
  const hints: PlayHints | null = showHints
    ? {
        moves: over ? [] : legalMoveList(game, board),
        mover: game.toMove(board),
        valueAfter: (move) => {
          const after = game.play(board, move);
          return valueShown(hide, positionKey(positionOf(positions, after))) ? positionValue(positions, after, mode) : null;
        },
        best: over || !marksShown(hide) ? [] : bestMovesOf(positions, board, mode),
      }
    : null;
  return (
    <div className="play">
      <PlayableBoard
        view={module.view}
        state={board}
        lastMove={moves.length ? moves[moves.length - 1] : -1}
        sideWords={words.sides}
        sideLetters={game.sideNames}
        hints={hints}
        label={t('play.board', { game: words.name })}
        onPlay={(move) => store.getState().playMove(move)}
      />
      <PlayStatus positions={positions} board={board} />
      {withControls && <PlayControls board={board} />}
    </div>
  );
}
