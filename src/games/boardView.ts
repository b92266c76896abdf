/**
 * How a game's board is drawn, game-neutrally: drawing primitives in world
 * units (`Shape`) and a per-game view object (`BoardView`) that draws one
 * position into shapes and names its squares for screen readers. The
 * explorer's canvas painter, the SVG export and the small static boards of
 * the panels all draw through a BoardView, so a board looks the same
 * everywhere and the generic layers never learn a game's board encoding.
 * A game's view lives in its folder next to its rules (src/games/<game>/view.ts).
 */

export type Shape =
  | { readonly kind: 'rect'; readonly x: number; readonly y: number; readonly w: number; readonly h: number; readonly fill?: string; readonly stroke?: string; readonly lineWidth?: number }
  | { readonly kind: 'line'; readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number; readonly stroke: string; readonly lineWidth: number }
  | { readonly kind: 'circle'; readonly cx: number; readonly cy: number; readonly r: number; readonly stroke: string; readonly lineWidth: number; readonly fill?: string }
  | { readonly kind: 'text'; readonly x: number; readonly y: number; readonly text: string; readonly size: number; readonly color: string; readonly bold?: boolean; readonly align?: 'left' | 'center' | 'right'; readonly background?: string };

/** Detail levels by board size on screen (px): a coloured dot, a framed tile, marks, everything. */
export type Detail = 'dot' | 'tile' | 'marks' | 'full';

/** What a view draws inside a board's frame. */
export interface PieceLook<S> {
  readonly state: S;
  /** The move that led here, drawn in the last-move colour (-1: none). */
  readonly lastMove: number;
  /** Moves to mark with a small dot at full detail (hints), or undefined. */
  readonly bestMoves?: readonly number[];
}

/**
 * Reusable parts for the SVG export: each distinct board becomes a symbol
 * made of the grid and of pieces drawn once and placed with <use x y>.
 */
export interface SvgPieces<S> {
  /** Part ids with one state and last move each whose drawing (after the grid) is that part, placed at the origin square. */
  readonly parts: readonly { readonly id: string; readonly state: S; readonly lastMove: number }[];
  /** The parts a position is made of, with their offsets on a board of side `size`. */
  place(state: S, lastMove: number, size: number): { readonly id: string; readonly dx: number; readonly dy: number }[];
  /** Shapes drawn over the parts (a winning line; a game without parts: its pieces and last move), on a board of side `size`. */
  overlay(state: S, size: number, lastMove: number): Shape[];
}

/** A game's board drawing and square names (see the module header). */
export interface BoardView<S> {
  /** The id of the game it draws. */
  readonly gameId: string;
  /** The part of the board's side outside the squares, on each edge (0.1: a 10% margin). */
  readonly margin: number;
  /** The colour of the playing surface on the playable board, under the grid and the pieces (the explorer's boards are coloured by value instead). */
  readonly surface: string;
  /** Optional: the two sides' piece colours (fill, then rim) where a page shows a piece beside words (the score, the move list); absent: black and white. */
  readonly pieceColours?: readonly [readonly [string, string], readonly [string, string]];
  /** Squares across and down. */
  readonly columns: number;
  readonly rows: number;
  /** An empty position for drawing the bare grid. */
  readonly empty: S;
  /** A string equal for equal positions (the SVG export draws each distinct board once). */
  stateKey(state: S): string;
  /**
   * Appends the grid, the pieces (the last move in its colour), the hint dots
   * (at 'full' detail) and end-of-game marks of a board of side `size` at
   * (ox, oy), at 'marks' or 'full' detail. `u` is size / 54 (line widths were
   * designed on a 54-unit board).
   */
  drawPieces(out: Shape[], look: PieceLook<S>, ox: number, oy: number, size: number, detail: 'marks' | 'full'): void;
  /**
   * The move a click on the square at (column, row) plays in `state`, or -1
   * when none can be. A move need not be a square: in a game with gravity it
   * is a column, and every square of that column plays it.
   */
  moveAt(state: S, column: number, row: number): number;
  /** The square ([column, row]) that `move`, legal in `before`, lands on; null for a move without a square (a pass). */
  landingSquare(before: S, move: number): readonly [number, number] | null;
  /** The square ([column, row]) that `move`, the move that led to `after`, stands on; null for a pass. */
  playedSquare(after: S, move: number): readonly [number, number] | null;
  /** The square's name for people, e.g. "4" or "d3". */
  squareName(column: number, row: number): string;
  /** Who stands on the square: 0 first player, 1 second, -1 empty. */
  pieceAt(state: S, column: number, row: number): -1 | 0 | 1;
  readonly svg: SvgPieces<S>;
}
