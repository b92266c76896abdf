import { useRef, useState, type CSSProperties } from 'react';
import { moveFocusOnBoard } from '../../../components/boardKeys.ts';
import type { BoardView } from '../../../games/boardView.ts';
import type { Side } from '../../../games/game.ts';
import { valueClass } from '../../../view/colors.ts';
import { boardShapes } from '../../../view/shapes.ts';
import { signed } from '../../../view/signed.ts';
import { shapeToSvg } from '../../../view/shapeSvg.ts';
import { useT } from '../../../components/StoreContext.tsx';
import './playableBoard.css';

/** What the hints show: the value (first player's view) after each move, and the best moves. */
export interface PlayHints {
  /** The moves hinted (each on the square it lands on): the legal moves, none when the game is over. */
  readonly moves: readonly number[];
  /** The side to move (hints are worded for it). */
  readonly mover: Side;
  /** The value of the position `move` leads to, or null if unknown or hidden (no hint on its square). */
  readonly valueAfter: (move: number) => number | null;
  readonly best: readonly number[];
  /**
   * How each hint is written on its square and read aloud, when the value alone does not say it (a searched game's:
   * "✓+12" exact, "≈+3" an estimate at a depth); omitted: the value, the square tinted by it.
   */
  readonly mark?: (move: number) => HintMark;
}

/** A hint's text on its square, its words for a screen reader, and whether it is exact. */
export interface HintMark {
  /** Drawn small above the text ("✓", "≈"), so a long value still fits its square. */
  readonly sign?: string;
  readonly text: string;
  readonly words: string;
  readonly exact: boolean;
}

interface Props<S> {
  readonly view: BoardView<S>;
  readonly state: S;
  readonly lastMove: number;
  /** Names of the sides, first player first. */
  readonly sideWords: readonly [string, string];
  /** The sides' letters in the game's notation (a square holding a piece gets the class `mark-<letter>`). */
  readonly sideLetters: readonly [string, string];
  readonly label: string;
  readonly onPlay: (move: number) => void;
  /** Moves to mark as legal (a dot in the drawing, "legal move" in the name, on the square each lands on); omitted: none marked. */
  readonly legal?: readonly number[];
  /** Hints (squares tinted by value, the value written, best moves dotted); omitted or null: none. */
  readonly hints?: PlayHints | null;
  /** As large as the screen allows (a searched game's play screen) rather than beside the explorer's tree. */
  readonly fill?: boolean;
}

/** The drawing's side in its own units (the SVG scales it to the board's width). */
const ART = 540;

/**
 * The names of the columns and rows as the squares' names spell them (a..h and 1..8 for a square named "c4"): a column's
 * name is what its squares' names share at the start, a row's what they share at the end. Null when they share nothing
 * (tic-tac-toe's squares are numbered 0..8).
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

/** Whether a colour (#rrggbb) is dark enough that a square's hover and focus ring are drawn light on it. */
function isDark(colour: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b < 128;
}

/**
 * The playable board of every game: the board drawn by the game's view (the
 * same drawing as the explorer's, on the view's own surface colour), with one
 * real button per square over it. A move may be a square or a column
 * (gravity): a square plays the move its view says, and a mark or hint stands
 * on the square the move lands on. What differs between games is data: the
 * surface colour (the view), coordinates round the board when the squares'
 * names spell them (else each square shows its name), legal-move marks and
 * hints when the caller gives them.
 *
 * Each square's name says its square, what stands there and then, as they
 * apply, "legal move", the hint and its value, "best", "last move". The board
 * is one Tab stop (the ARIA grid's roving tabindex): the square that last had
 * focus, before that the last move's square, else the first; arrow keys move
 * between squares, Enter or Space plays.
 */
export function PlayableBoard<S>({ view, state, lastMove, sideWords, sideLetters, label, onPlay, legal, hints, fill = false }: Props<S>) {
  const t = useT();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  /** The square that last had focus, on the board of the view it was on (another game's board starts afresh). */
  const [focused, setFocused] = useState<{ readonly view: BoardView<S>; readonly square: number } | null>(null);
  const { columns, rows } = view;
  const coords = coordinateNames(view);
  const surface = () => view.surface;
  const markup = boardShapes(view, { board: state, value: null, lastMove, focus: false, bestMoves: legal }, 0, 0, ART, 'full', 1, { background: surface, dot: surface })
    .map(shapeToSvg)
    .join('');
  const indexOf = (square: readonly [number, number] | null) => (square ? square[1] * columns + square[0] : -1);
  const lastSquare = lastMove >= 0 ? indexOf(view.playedSquare(state, lastMove)) : -1;
  const legalAt = new Set((legal ?? []).map((move) => indexOf(view.landingSquare(state, move))));
  // Each hinted move's value, on the square it lands on.
  const hintAt = new Map<number, { move: number; value: number }>();
  for (const move of hints?.moves ?? []) {
    const value = hints?.valueAfter(move) ?? null;
    const square = view.landingSquare(state, move);
    if (square && value !== null) hintAt.set(indexOf(square), { move, value });
  }
  const tabStop = focused?.view === view ? focused.square : lastSquare >= 0 ? lastSquare : 0;
  const hintWords = (v: number, mover: Side) => {
    const forMover = mover === 0 ? v : -v;
    const player = sideWords[mover];
    const words = forMover > 0 ? t('play.hintWin', { player }) : forMover < 0 ? t('play.hintLose', { player }) : t('play.hintDraw');
    return `${words} (${t('play.hintValue', { value: signed(v) })})`;
  };
  const centre = (i: number, n: number) => `${(view.margin + ((i + 0.5) * (1 - 2 * view.margin)) / n) * 100}%`;
  const classes = ['playable-board', fill ? 'fill' : '', coords ? 'with-coords' : '', legal ? 'marked' : '', isDark(view.surface) ? 'on-dark' : ''];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <svg className="playable-board-art" viewBox={`0 0 ${ART} ${ART}`} aria-hidden="true" dangerouslySetInnerHTML={{ __html: markup }} />
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
      <div className="playable-board-grid" role="grid" aria-label={label} style={{ inset: `${view.margin * 100}%`, '--board-columns': columns } as CSSProperties}>
        {Array.from({ length: rows }, (_, r) => (
          <div role="row" key={r} className="playable-board-row">
            {Array.from({ length: columns }, (_, c) => {
              const i = r * columns + c;
              const name = view.squareName(c, r);
              const piece = view.pieceAt(state, c, r);
              const hint = hintAt.get(i);
              const best = hint !== undefined && hints?.best.includes(hint.move) === true;
              const mark = hint && hints?.mark ? hints.mark(hint.move) : null;
              const facts = [piece !== -1 ? sideWords[piece] : t('play.empty')];
              if (legalAt.has(i)) facts.push(t('play.square.legal'));
              if (hint && hints) facts.push(mark ? mark.words : hintWords(hint.value, hints.mover));
              if (best) facts.push(t('play.best'));
              if (i === lastSquare) facts.push(t('play.square.last'));
              const square = coords ? name : t('play.cell', { cell: name, row: r + 1, col: c + 1 });
              const classNames = ['board-square', piece !== -1 ? `mark-${sideLetters[piece]}` : '', legalAt.has(i) ? 'legal' : '', i === lastSquare ? 'last' : '', hint && !mark ? `hint-${valueClass(hint.value)}` : '', mark ? `hinted ${mark.exact ? 'hint-exact' : 'hint-estimate'}` : '', mark && best ? 'hint-best' : ''];
              return (
                <div role="gridcell" key={c}>
                  <button
                    ref={(el) => {
                      buttons.current[i] = el;
                    }}
                    type="button"
                    className={classNames.filter(Boolean).join(' ')}
                    data-square={name}
                    tabIndex={i === tabStop ? 0 : -1}
                    onFocus={() => setFocused({ view, square: i })}
                    onClick={() => {
                      const move = view.moveAt(state, c, r);
                      if (move >= 0) onPlay(move);
                    }}
                    onKeyDown={(e) => moveFocusOnBoard(e, c, r, columns, rows, buttons.current)}
                  >
                    {/* The name is this text, not an aria-label: the value drawn on the square need not appear in it. */}
                    <span className="visually-hidden">{t('play.square', { square, content: facts.join(t('play.square.and')) })}</span>
                    {best && !mark && <span className="best-dot" aria-hidden="true" />}
                    {mark && (
                      <span className="square-hint" data-testid={`hint-value-${name}`} aria-hidden="true">
                        {mark.sign && <span className="square-hint-sign">{mark.sign}</span>}
                        {mark.text}
                      </span>
                    )}
                    {hint && !mark && (
                      <span className="hint-value" data-testid={`hint-value-${name}`} aria-hidden="true">
                        {signed(hint.value)}
                      </span>
                    )}
                    {!coords && (
                      <span className="square-name" aria-hidden="true">
                        {name}
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
