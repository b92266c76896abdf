import { useId } from 'react';
import { familyOf } from '../../../games/index.ts';
import { useAppStoreApi, useT } from '../../../components/StoreContext.tsx';

/**
 * The board sizes of the game shown, when it is one of a family (Connect Four on 7×6, 5×4 and 4×4): one button
 * each, the size shown pressed; choosing one opens that game (the header's switch names it). Nothing for a game
 * without sizes.
 */
export function BoardSizes({ gameId }: { gameId: string }) {
  const t = useT();
  const store = useAppStoreApi();
  const labelId = useId();
  const sizes = familyOf(gameId);
  if (sizes.length < 2) return null;
  return (
    <div className="board-sizes">
      <span id={labelId} className="board-sizes-label">
        {t('searched.boardSize')}
      </span>
      <div className="segmented" role="group" aria-labelledby={labelId}>
        {sizes.map((e) => (
          <button key={e.game.id} type="button" aria-pressed={e.game.id === gameId} className={e.game.id === gameId ? 'active' : ''} onClick={() => store.getState().chooseGame(e.game.id)}>
            {e.family?.board}
          </button>
        ))}
      </div>
    </div>
  );
}
