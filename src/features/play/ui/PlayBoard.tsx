import { useRef } from 'react';
import { moveFocusOnBoard } from '../../../components/boardKeys.ts';
import type { BoardView } from '../../../games/boardView.ts';
import type { Side } from '../../../games/game.ts';
import { valueClass } from '../../../view/colors.ts';
import { boardShapes, formatValue, type ValuePalette } from '../../../view/shapes.ts';
import { shapeToSvg } from '../../../view/shapeSvg.ts';
import { useT } from '../../../components/StoreContext.tsx';

/** What the hints show: the value (first player's view) after each move, and the best moves. */
export interface PlayHints {
  /** The value of the position `move` leads to, or null if unknown or hidden (no hint on its square). */
  readonly valueAfter: (move: number) => number | null;
  readonly best: readonly number[];
}

interface Props<S> {
  readonly view: BoardView<S>;
  readonly state: S;
  readonly lastMove: number;
  /** The legal moves (each hinted on the square it lands on); empty when the game is over. */
  readonly legal: readonly number[];
  /** The side to move (hints are worded for it). */
  readonly mover: Side;
  /** Names of the sides, first player first. */
  readonly sideWords: readonly [string, string];
  /** The sides' letters in the game's notation (a square holding a piece gets the class `mark-<letter>`). */
  readonly sideLetters: readonly [string, string];
  /** Null with hints off. */
  readonly hints: PlayHints | null;
  readonly label: string;
  readonly onPlay: (move: number) => void;
}

/** The board's own look: white, as in the explorer's unvalued boards. */
const PLAIN: ValuePalette = { background: () => '#ffffff', dot: () => '#ffffff' };

/** The drawing's side in its own units (the SVG scales it to the board's width). */
const ART = 540;

/**
 * The large playable board of a full-tree game: the board drawn by the game's
 * view (the same drawing as the explorer's), with one real button per square
 * over it. A move may be a square or a column (gravity): a square plays the
 * move its view says, and a hint stands on the square the move lands on. With
 * hints on, those squares are tinted by the value of playing there, with the
 * value written on them, and best moves are marked. Arrow keys move between
 * squares; Enter or Space plays; Tab visits every square.
 */
export function PlayBoard<S>({ view, state, lastMove, legal, mover, sideWords, sideLetters, hints, label, onPlay }: Props<S>) {
  const t = useT();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const { columns, rows } = view;
  const markup = boardShapes(view, { board: state, value: null, lastMove, focus: false }, 0, 0, ART, 'full', 1, PLAIN).map(shapeToSvg).join('');
  const lastSquare = lastMove >= 0 ? view.playedSquare(state, lastMove) : null;
  // Each legal move's hint, on the square it lands on.
  const hintAt = new Map<number, { move: number; value: number }>();
  if (hints) {
    for (const move of legal) {
      const square = view.landingSquare(state, move);
      const value = hints.valueAfter(move);
      if (square && value !== null) hintAt.set(square[1] * columns + square[0], { move, value });
    }
  }
  const hintWords = (v: number) => {
    const forMover = mover === 0 ? v : -v;
    const player = sideWords[mover];
    return forMover > 0 ? t('play.hintWin', { player }) : forMover < 0 ? t('play.hintLose', { player }) : t('play.hintDraw');
  };
  return (
    <div className="play-board">
      <svg className="play-board-art" viewBox={`0 0 ${ART} ${ART}`} aria-hidden="true" dangerouslySetInnerHTML={{ __html: markup }} />
      <div className="play-board-grid" role="grid" aria-label={label} style={{ inset: `${view.margin * 100}%` }}>
        {Array.from({ length: rows }, (_, r) => (
          <div role="row" key={r} className="play-row">
            {Array.from({ length: columns }, (_, c) => {
              const i = r * columns + c;
              const name = view.squareName(c, r);
              const piece = view.pieceAt(state, c, r);
              const hint = hintAt.get(i);
              const best = hint !== undefined && hints !== null && hints.best.includes(hint.move);
              const isLast = lastSquare !== null && lastSquare[0] === c && lastSquare[1] === r;
              const content = piece !== -1 ? sideWords[piece] : hint ? `${t('play.empty')}, ${hintWords(hint.value)} (${t('play.hintValue', { value: formatValue(hint.value) })})${best ? `, ${t('play.best')}` : ''}` : t('play.empty');
              return (
                <div role="gridcell" key={c}>
                  <button
                    ref={(el) => {
                      refs.current[i] = el;
                    }}
                    type="button"
                    className={`cell ${piece !== -1 ? `mark-${sideLetters[piece]}` : ''} ${isLast ? 'last' : ''} ${hint ? `hint-${valueClass(hint.value)}` : ''}`}
                    data-cell={name}
                    onClick={() => {
                      const move = view.moveAt(state, c, r);
                      if (move >= 0) onPlay(move);
                    }}
                    onKeyDown={(e) => moveFocusOnBoard(e, c, r, columns, rows, refs.current)}
                  >
                    {/* The name is this text, not an aria-label: the value drawn on the square need not appear in it. */}
                    <span className="visually-hidden">{t('play.cell', { cell: name, row: r + 1, col: c + 1, content })}</span>
                    {best && <span className="best-dot" aria-hidden="true" />}
                    {hint && (
                      <span className="hint-value" data-testid={`hint-value-${name}`} aria-hidden="true">
                        {formatValue(hint.value)}
                      </span>
                    )}
                    <span className="cell-index" aria-hidden="true">
                      {name}
                    </span>
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
