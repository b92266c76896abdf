import { useRef } from 'react';
import { moveFocusOnBoard } from '../../../components/boardKeys.ts';
import type { BoardView } from '../../../games/boardView.ts';
import { boardShapes, type ValuePalette } from '../../../view/shapes.ts';
import { shapeToSvg } from '../../../view/shapeSvg.ts';
import { useT } from '../../../components/StoreContext.tsx';

/**
 * What the hints show (PlayBoard's shape): the value (first player's view) after each move, the best moves, and
 * how each hint is written on its square and read aloud (a searched game's: ✓ exact, ≈ an estimate at a depth).
 */
export interface SquareHints {
  readonly valueAfter: (move: number) => number | null;
  readonly best: readonly number[];
  /** The text on the square ("✓ +12", "≈ +3") and its words for a screen reader; default the value as a number. */
  readonly mark?: (move: number) => { readonly text: string; readonly words: string; readonly exact: boolean };
}

interface Props<S> {
  readonly view: BoardView<S>;
  readonly state: S;
  readonly lastMove: number;
  /** Legal moves of the person to move (marked, and announced), empty when it is not their turn. */
  readonly legal: readonly number[];
  /** Names of the sides, first player first, for the squares' labels. */
  readonly sideWords: readonly [string, string];
  readonly label: string;
  readonly onPlay: (move: number) => void;
  /** Hints on the legal squares; null or absent with hints off. */
  readonly hints?: SquareHints | null;
}

/**
 * The names of the columns and rows as the squares' names spell them (a..h and 1..8 for a square named "c4"): a column's
 * name is what its squares' names share at the start, a row's what they share at the end. Null when they share nothing.
 */
function coordinateNames<S>(view: BoardView<S>): { columns: string[]; rows: string[] } | null {
  if (view.columns < 2 || view.rows < 2) return null;
  const common = (a: string, b: string, fromEnd: boolean) => {
    let n = 0;
    while (n < a.length && n < b.length && (fromEnd ? a[a.length - 1 - n] === b[b.length - 1 - n] : a[n] === b[n])) n++;
    return fromEnd ? a.slice(a.length - n) : a.slice(0, n);
  };
  const columns = Array.from({ length: view.columns }, (_, c) => common(view.squareName(c, 0), view.squareName(c, 1), false));
  const rows = Array.from({ length: view.rows }, (_, r) => common(view.squareName(0, r), view.squareName(1, r), true));
  return columns.every(Boolean) && rows.every(Boolean) ? { columns, rows } : null;
}

/** The playing surface's own colour (the explorer's boards are coloured by value instead). */
const TABLE: ValuePalette = { background: () => '#3f8f5f', dot: () => '#3f8f5f' };

/**
 * A large playable board for any game with a BoardView: the board drawn by
 * the view (the same shapes as the explorer), with one real button per
 * square over it. Arrow keys move between squares, Enter or Space plays;
 * each button says its square, what stands there and whether it is a legal move.
 */
export function SquareBoard<S>({ view, state, lastMove, legal, sideWords, label, onPlay, hints = null }: Props<S>) {
  const t = useT();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const { columns, rows } = view;
  const coords = coordinateNames(view);
  const centre = (i: number, n: number) => `${(view.margin + ((i + 0.5) * (1 - 2 * view.margin)) / n) * 100}%`;
  const lastSquare = lastMove >= 0 ? view.playedSquare(state, lastMove) : null;
  const markup = boardShapes(view, { board: state, value: null, lastMove, focus: false, bestMoves: legal }, 0, 0, 540, 'full', 1, TABLE).map(shapeToSvg).join('');
  return (
    <div className={`square-board ${coords ? 'with-coords' : ''}`}>
      <svg className="square-board-art" viewBox="0 0 540 540" aria-hidden="true" dangerouslySetInnerHTML={{ __html: markup }} />
      {coords && (
        // The squares' buttons say their names; the letters and numbers are for the eye (and the class's "play c4").
        <div className="board-coords" aria-hidden="true" data-testid="board-coords">
          {coords.columns.map((name, c) => (
            <span key={`c${c}`} className="coord coord-column" style={{ left: centre(c, columns) }}>
              {name}
            </span>
          ))}
          {coords.rows.map((name, r) => (
            <span key={`r${r}`} className="coord coord-row" style={{ top: centre(r, rows) }}>
              {name}
            </span>
          ))}
        </div>
      )}
      <div className="square-board-grid" role="grid" aria-label={label} style={{ inset: `${view.margin * 100}%` }}>
        {Array.from({ length: rows }, (_, r) => (
          <div role="row" key={r} className="square-row">
            {Array.from({ length: columns }, (_, c) => {
              const move = view.moveAt(state, c, r);
              const isLast = lastSquare !== null && lastSquare[0] === c && lastSquare[1] === r;
              const piece = view.pieceAt(state, c, r);
              const isLegal = legal.includes(move);
              const value = isLegal && hints ? hints.valueAfter(move) : null;
              const mark = value === null ? null : (hints?.mark?.(move) ?? { text: String(value), words: String(value), exact: false });
              const best = mark !== null && hints !== null && hints.best.includes(move);
              const hinted = mark ? `, ${mark.words}${best ? `, ${t('play.best')}` : ''}` : '';
              const content = piece !== -1 ? sideWords[piece] : isLegal ? `${t('cpu.square.legal')}${hinted}` : t('play.empty');
              return (
                <div role="gridcell" key={c}>
                  <button
                    ref={(el) => {
                      refs.current[r * columns + c] = el;
                    }}
                    type="button"
                    className={`square ${isLegal ? 'legal' : ''} ${mark ? `hinted ${mark.exact ? 'hint-exact' : 'hint-estimate'}` : ''} ${best ? 'hint-best' : ''}`}
                    aria-label={t('cpu.square', { square: view.squareName(c, r), content: isLast ? `${content}, ${t('cpu.square.last')}` : content })}
                    data-square={view.squareName(c, r)}
                    tabIndex={r === 0 && c === 0 ? 0 : -1}
                    onClick={() => onPlay(move)}
                    onKeyDown={(e) => moveFocusOnBoard(e, c, r, columns, rows, refs.current)}
                  >
                    {mark && (
                      <span className="square-hint" data-testid={`hint-value-${view.squareName(c, r)}`} aria-hidden="true">
                        {mark.text}
                      </span>
                    )}
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
