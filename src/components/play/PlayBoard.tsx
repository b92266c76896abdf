import { applyMoveUnchecked, cellAt, isOver, status, toMove, type Board } from '../../games/tictactoe/index.ts';
import type { ScoreMode } from '../../games/game.ts';
import type { AppPositions } from '../../store/appGame.ts';
import { useRef, type KeyboardEvent } from 'react';
import { bestMovesOf, positionValue } from '../../tree/positions.ts';
import { valueClass } from '../../view/colors.ts';
import { formatValue } from '../../view/shapes.ts';
import { useAppStoreApi, useT } from '../StoreContext.tsx';

interface Props {
  readonly positions: AppPositions;
  readonly board: Board;
  readonly lastMove: number;
  readonly hints: boolean;
  readonly mode: ScoreMode;
}

/**
 * The large playable board: nine real buttons. Arrow keys move between cells;
 * Enter or Space plays. With hints on, empty cells are tinted by the value of
 * playing there, with that value written on the cell, and best moves are marked.
 */
export function PlayBoard({ positions, board, lastMove, hints, mode }: Props) {
  const t = useT();
  const store = useAppStoreApi();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const line = status(board).line;
  const over = isOver(board);
  const mover = toMove(board);
  const best = over ? [] : bestMovesOf(positions, board, mode);
  const hintOf = (cell: number) => {
    if (!hints || over || cellAt(board, cell)) return null;
    const v = positionValue(positions, applyMoveUnchecked(board, cell), mode) ?? 0;
    const forMover = mover === 'o' ? v : -v;
    return { cls: valueClass(v), value: formatValue(v), best: best.includes(cell), words: forMover > 0 ? t('play.hintWin', { player: t(`player.${mover}`) }) : forMover < 0 ? t('play.hintLose', { player: t(`player.${mover}`) }) : t('play.hintDraw') };
  };
  const onKeyDown = (e: KeyboardEvent, cell: number) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 };
    const d = moves[e.key];
    if (d === undefined) return;
    const next = cell + d;
    if (next < 0 || next > 8 || (Math.abs(d) === 1 && Math.floor(next / 3) !== Math.floor(cell / 3))) return;
    e.preventDefault();
    refs.current[next]?.focus();
  };
  return (
    <div className="play-board" role="grid" aria-label={t('play.board')}>
      {[0, 1, 2].map((row) => (
        <div role="row" key={row} className="play-row">
          {[0, 1, 2].map((col) => {
            const cell = row * 3 + col;
            const mark = cellAt(board, cell);
            const hint = hintOf(cell);
            const inLine = line?.includes(cell) ?? false;
            const content = mark ? t(`player.${mark}`) : hint ? `${t('play.empty')}, ${hint.words} (${t('play.hintValue', { value: hint.value })})${hint.best ? `, ${t('play.best')}` : ''}` : t('play.empty');
            return (
              <div role="gridcell" key={cell}>
                <button
                  ref={(el) => {
                    refs.current[cell] = el;
                  }}
                  type="button"
                  className={`cell ${mark ? `mark-${mark}` : ''} ${cell === lastMove ? 'last' : ''} ${inLine ? 'win' : ''} ${hint ? `hint-${hint.cls}` : ''}`}
                  data-cell={cell}
                  onClick={() => store.getState().playCell(cell)}
                  onKeyDown={(e) => onKeyDown(e, cell)}
                >
                  {/* The name is this text, not an aria-label: the digits drawn on the cell need not appear in it. */}
                  <span className="visually-hidden">{t('play.cell', { cell, row: row + 1, col: col + 1, content })}</span>
                  {mark === 'o' && <span className="glyph o" aria-hidden="true" />}
                  {mark === 'x' && <span className="glyph x" aria-hidden="true" />}
                  {hint?.best && <span className="best-dot" aria-hidden="true" />}
                  {hint && (
                    <span className="hint-value" data-testid={`hint-value-${cell}`} aria-hidden="true">
                      {hint.value}
                    </span>
                  )}
                  <span className="cell-index" aria-hidden="true">
                    {cell}
                  </span>
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
