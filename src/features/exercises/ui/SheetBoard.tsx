import type { ReactNode } from 'react';
import { toMove, type Board } from '../../../exercises/engine.ts';
import type { AtPosition } from '../../../exercises/kind.ts';
import { MiniBoard } from '../../../components/MiniBoard.tsx';
import { useT } from '../../../components/StoreContext.tsx';
import { positionLabel, wordText } from './exerciseText.ts';

/** A board on the worksheet (the exercise's position unless another is given) with whose turn it is. */
export function SheetBoard({ ex, board = ex.board, lastMove = ex.moves[ex.moves.length - 1] ?? -1, children }: { ex: Pick<AtPosition, 'moves' | 'board'>; board?: Board; lastMove?: number; children?: ReactNode }) {
  const t = useT();
  return (
    <figure className="sheet-board">
      <MiniBoard board={board} value={null} lastMove={lastMove} size={130} label={positionLabel(ex.moves, t)} />
      <figcaption>
        {t('ex.position.toMove', { side: wordText(toMove(board), t) })}
        {children}
      </figcaption>
    </figure>
  );
}
