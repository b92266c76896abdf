import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Game } from '../../../games/game.ts';
import type { BoardView } from '../../../games/boardView.ts';
import type { AppState } from '../../../store/appState.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { selectPlayMoves, selectPlayStart } from './searchedPosition.ts';
import { moveListEntries } from './moveListEntries.ts';

const selectFuture = (s: AppState) => s.playFuture;

/**
 * The game's moves in order (passes shown), the moves undone after them in
 * grey: each a button that goes back (or forward) to the position after it,
 * "Start" to the start. Arrow keys step along the list, Home and End jump.
 */
export function MoveList<S>({ game, view, sideWords }: { game: Game<S>; view: BoardView<S>; sideWords: readonly [string, string] }) {
  const t = useT();
  const store = useAppStoreApi();
  const moves = useAppStore(selectPlayMoves);
  const future = useAppStore(selectFuture);
  const listRef = useRef<HTMLOListElement>(null);
  const start = useAppStore(selectPlayStart);
  const entries = moveListEntries(game, view, moves, future, start);
  const current = moves.length;
  const total = entries.length;
  // The move shown stays in view: the list scrolls (itself, never the page) to its button when it changes.
  useEffect(() => {
    const list = listRef.current;
    const shown = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!list || !shown) return;
    const box = list.getBoundingClientRect();
    const at = shown.getBoundingClientRect();
    if (at.top < box.top) list.scrollTop -= box.top - at.top;
    else if (at.bottom > box.bottom) list.scrollTop += at.bottom - box.bottom;
  }, [current, total]);
  const go = (k: number) => store.getState().playGoTo(k);
  const focusStep = (k: number) => listRef.current?.querySelectorAll<HTMLButtonElement>('button')[k]?.focus();
  const onKeyDown = (e: KeyboardEvent, k: number) => {
    const target = e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? k - 1 : e.key === 'ArrowRight' || e.key === 'ArrowDown' ? k + 1 : e.key === 'Home' ? 0 : e.key === 'End' ? total : -1;
    if (target < 0 || target > total) return;
    e.preventDefault();
    go(target);
    focusStep(target);
  };
  const button = (k: number, text: string, label: string, side: number | null, ahead: boolean) => (
    <button
      type="button"
      className={`move-step ${k === current ? 'current' : ''} ${ahead ? 'ahead' : ''}`}
      aria-current={k === current ? 'step' : undefined}
      aria-label={label}
      onClick={() => go(k)}
      onKeyDown={(e) => onKeyDown(e, k)}
    >
      {side !== null && <span className={`disc disc-${side}`} aria-hidden="true" />}
      {text}
    </button>
  );
  return (
    <nav className="searched-moves" aria-label={t('searched.moves.title')}>
      <h3 className="searched-moves-title">{t('searched.moves.title')}</h3>
      <ol ref={listRef} className="searched-moves-list" data-testid="searched-moves">
        <li>{button(0, t('searched.moves.start'), t('searched.moves.startLabel'), null, false)}</li>
        {entries.map((e) => {
          const name = e.pass ? t('searched.move.pass') : e.name;
          return (
            <li key={e.ply} value={e.ply}>
              <span className="move-number" aria-hidden="true">
                {e.ply}.
              </span>
              {button(e.ply, name, t('searched.moves.label', { n: e.ply, side: sideWords[e.side], move: name }), e.side, e.ply > current)}
            </li>
          );
        })}
      </ol>
      {future.length > 0 && (
        <p className="muted searched-moves-review" role="status">
          {t('searched.moves.review', { k: current, n: total })}
        </p>
      )}
    </nav>
  );
}
