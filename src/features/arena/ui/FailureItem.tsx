import type { ArenaFailure } from '../state/arenaSlice.ts';
import { MiniBoard } from '../../../components/MiniBoard.tsx';
import { useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { useTreeModule, useTreeWords } from '../../../components/treeGame.ts';

const cells = (list: readonly number[]) => list.join(', ');

/**
 * One failing position as a button opening it in the explorer: a small
 * board, its notation, who is to move, the moves that are not best and the
 * best ones. The visible text is the accessible name; `describedBy` says what
 * a click does.
 */
export function FailureItem({ failure, describedBy }: { failure: ArenaFailure; describedBy: string }) {
  const t = useT();
  const store = useAppStoreApi();
  const { game } = useTreeModule();
  const mover = useTreeWords().sides[game.toMove(failure.key)];
  return (
    <li>
      <button type="button" className="arena-failure" onClick={() => store.getState().openArenaPosition(failure.key)} aria-describedby={describedBy}>
        {/* The notation next to it says the same to a screen reader. */}
        <span aria-hidden="true">
          <MiniBoard board={failure.key} value={failure.value} size={56} label={t('arena.failure.board', { notation: failure.notation })} />
        </span>
        <span className="arena-failure-text">
          <code>{failure.notation}</code>{' '}
          <span className="muted">{t('arena.failure.toMove', { player: mover })}</span>{' '}
          <span className="arena-bad">{t('arena.failure.bad', { cells: cells(failure.bad) })}</span>{' '}
          <span className="arena-best">{t('arena.failure.best', { cells: cells(failure.best) })}</span>
        </span>
      </button>
    </li>
  );
}
