import { useId } from 'react';
import { familyOf } from '../../../games/index.ts';
import { useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { Segmented } from '../../../components/Segmented.tsx';

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
      <Segmented options={sizes.map((e) => e.game.id)} value={gameId} onChange={(id) => store.getState().chooseGame(id)} text={(id) => sizes.find((e) => e.game.id === id)?.family?.board} labelledBy={labelId} />
    </div>
  );
}
