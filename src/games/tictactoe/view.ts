/**
 * Tic-tac-toe's board drawing (the seam's BoardView): a 3×3 grid with a 10%
 * margin, o as a ring, x as a cross, the last move in red, hint dots in empty
 * cells at full detail and the winning line of a finished game.
 */
import type { BoardView, PieceLook, Shape } from '../boardView.ts';
import { cellAt, EMPTY_BOARD, status, type Board } from './board.ts';

/** Tic-tac-toe's ink: the pieces, the last move and the winning line. */
export const TTT_INK = {
  grid: '#94a3b8',
  o: '#0e7490',
  x: '#334155',
  last: '#dc2626',
  winLine: '#dc2626',
  hint: '#64748b',
} as const;

/** Centre of cell c on a board of side `size` at (ox, oy). */
function centre(c: number, ox: number, oy: number, size: number): [number, number] {
  const margin = size * 0.1;
  const cell = (size - 2 * margin) / 3;
  return [ox + margin + (c % 3) * cell + cell / 2, oy + margin + Math.floor(c / 3) * cell + cell / 2];
}

function winLine(b: Board, ox: number, oy: number, size: number): Shape[] {
  const line = status(b).line;
  if (!line) return [];
  const [ax, ay] = centre(line[0], ox, oy, size);
  const [bx, by] = centre(line[2], ox, oy, size);
  return [{ kind: 'line', x0: ax, y0: ay, x1: bx, y1: by, stroke: TTT_INK.winLine, lineWidth: 2.6 * (size / 54) }];
}

function drawPieces(out: Shape[], look: PieceLook<Board>, ox: number, oy: number, size: number, detail: 'marks' | 'full'): void {
  const u = size / 54;
  const margin = size * 0.1;
  const cell = (size - 2 * margin) / 3;
  const g = (i: number) => margin + i * cell;
  for (const i of [1, 2]) {
    out.push({ kind: 'line', x0: ox + g(i), y0: oy + margin, x1: ox + g(i), y1: oy + size - margin, stroke: TTT_INK.grid, lineWidth: u });
    out.push({ kind: 'line', x0: ox + margin, y0: oy + g(i), x1: ox + size - margin, y1: oy + g(i), stroke: TTT_INK.grid, lineWidth: u });
  }
  for (let c = 0; c < 9; c++) {
    const mark = cellAt(look.state, c);
    const [cx, cy] = centre(c, ox, oy, size);
    const last = c === look.lastMove;
    if (mark === 'o') out.push({ kind: 'circle', cx, cy, r: cell * 0.3, stroke: last ? TTT_INK.last : TTT_INK.o, lineWidth: 2.2 * u });
    else if (mark === 'x') {
      const d = cell * 0.27;
      const stroke = last ? TTT_INK.last : TTT_INK.x;
      out.push({ kind: 'line', x0: cx - d, y0: cy - d, x1: cx + d, y1: cy + d, stroke, lineWidth: 2.2 * u });
      out.push({ kind: 'line', x0: cx - d, y0: cy + d, x1: cx + d, y1: cy - d, stroke, lineWidth: 2.2 * u });
    } else if (detail === 'full' && look.bestMoves?.includes(c)) {
      out.push({ kind: 'circle', cx, cy, r: 1.2 * u, stroke: TTT_INK.hint, lineWidth: 1.6 * u });
    }
  }
  for (const s of winLine(look.state, ox, oy, size)) out.push(s);
}

/** The square of a cell number, or null outside the board. */
const cellSquare = (move: number): readonly [number, number] | null => (move >= 0 && move < 9 ? [move % 3, Math.floor(move / 3)] : null);

export const ticTacToeView: BoardView<Board> = {
  gameId: 'tictactoe',
  margin: 0.1,
  surface: '#ffffff',
  columns: 3,
  rows: 3,
  empty: EMPTY_BOARD,
  stateKey: String,
  drawPieces,
  moveAt: (_s, column, row) => (column >= 0 && column < 3 && row >= 0 && row < 3 ? row * 3 + column : -1),
  landingSquare: (_s, move) => cellSquare(move),
  playedSquare: (_s, move) => cellSquare(move),
  squareName: (column, row) => String(row * 3 + column),
  pieceAt(b, column, row) {
    const m = cellAt(b, row * 3 + column);
    return m === 'o' ? 0 : m === 'x' ? 1 : -1;
  },
  svg: {
    // Cell 0 holds o (board bit 0) or x (bit 9); lastMove 0 draws it in the last-move colour.
    parts: [
      { id: 'o', state: 1, lastMove: -1 },
      { id: 'x', state: 1 << 9, lastMove: -1 },
      { id: 'O', state: 1, lastMove: 0 },
      { id: 'X', state: 1 << 9, lastMove: 0 },
    ],
    place(b, lastMove, size) {
      const step = (size * 0.8) / 3;
      const out: { id: string; dx: number; dy: number }[] = [];
      for (let c = 0; c < 9; c++) {
        const mark = cellAt(b, c);
        if (mark === null) continue;
        out.push({ id: c === lastMove ? mark.toUpperCase() : mark, dx: (c % 3) * step, dy: Math.floor(c / 3) * step });
      }
      return out;
    },
    overlay: (b, size) => winLine(b, 0, 0, size),
  },
};
