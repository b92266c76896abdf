import { formatMovesWithPlayers, toMove } from '../../../exercises/engine.ts';
import type { AtPosition } from '../../../exercises/kind.ts';
import { MiniBoard } from '../../../components/MiniBoard.tsx';
import { useT } from '../../../components/StoreContext.tsx';
import { positionLabel, wordText } from './exerciseText.ts';

/** The exercise's position as a board, with whose turn it is and the line that reached it. */
export function PositionFigure({ ex, size = 168 }: { ex: Pick<AtPosition, 'moves' | 'board'>; size?: number }) {
  const t = useT();
  const side = wordText(toMove(ex.board), t);
  return (
    <figure className="ex-position">
      <MiniBoard board={ex.board} value={null} lastMove={ex.moves[ex.moves.length - 1] ?? -1} size={size} label={positionLabel(ex.moves, t)} />
      <figcaption>
        <strong>{t('ex.position.toMove', { side })}</strong>
        <span className="ex-line">{formatMovesWithPlayers(ex.moves)}</span>
      </figcaption>
    </figure>
  );
}
