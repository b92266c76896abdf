import { useRef, type KeyboardEvent } from 'react';
import type { Translate } from '../../../i18n/translate.ts';
import { valueClass } from '../../../view/colors.ts';
import { formatValue } from '../../../view/shapes.ts';
import { applyMoveUnchecked, cellAt, isOver, status, toMove, type Board } from '../board.ts';

/** What the hints show: the value of a position (first player's view) and the best cells of the board shown. */
export interface PlayHints {
  /** The value of `board` (reached by one move), or null if unknown or hidden (no hint on that cell). */
  readonly valueOf: (board: Board) => number | null;
  readonly best: readonly number[];
}

interface Props {
  readonly board: Board;
  readonly lastMove: number;
  /** Null with hints off. */
  readonly hints: PlayHints | null;
  readonly t: Translate;
  readonly onPlay: (cell: number) => void;
}

/**
 * The large playable board: nine real buttons. Arrow keys move between cells;
 * Enter or Space plays. With hints on, empty cells are tinted by the value of
 * playing there, with that value written on the cell, and best moves are marked.
 * It knows the app only through its props (the table's values, the translator, the move callback).
 */
export function PlayBoard({ board, lastMove, hints, t, onPlay }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const line = status(board).line;
  const over = isOver(board);
  const mover = toMove(board);
  const hintOf = (cell: number) => {
    if (!hints || over || cellAt(board, cell)) return null;
    const v = hints.valueOf(applyMoveUnchecked(board, cell));
    if (v === null) return null;
    const forMover = mover === 'o' ? v : -v;
    return { cls: valueClass(v), value: formatValue(v), best: hints.best.includes(cell), words: forMover > 0 ? t('play.hintWin', { player: t(`player.${mover}`) }) : forMover < 0 ? t('play.hintLose', { player: t(`player.${mover}`) }) : t('play.hintDraw') };
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
                  onClick={() => onPlay(cell)}
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
