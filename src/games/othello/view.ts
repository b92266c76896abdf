/**
 * Othello's board drawing (the seam's BoardView): an 8×8 grid with a 4%
 * margin, black and white discs (white outlined so it shows on every
 * background), the last move ringed in red, legal-move dots at full detail.
 * Squares are read through `pieceAt` and moves map to squares through the
 * engine's notation (square = row * 8 + column, a1 top-left); a pass has no
 * square.
 */
import type { BoardView, PieceLook, Shape } from '../boardView.ts';
import { hasSquare, INITIAL, PASS, type OthelloState } from './state.ts';

const INK = { grid: '#1f2937', black: '#111827', white: '#ffffff', rim: '#111827', last: '#dc2626', hint: '#1f2937' } as const;
const MARGIN = 0.04;
const FILES = 'abcdefgh';

/** What the view needs of the engine: the start, who stands on a square (0..63), and whether a move is a square. */
export interface OthelloSquares<S> {
  readonly initial: S;
  pieceAt(state: S, square: number): -1 | 0 | 1;
  /** Moves 0..63 are squares; anything else (the pass) is not. */
  isSquare(move: number): boolean;
  stateKey(state: S): string;
}

/** Othello's BoardView over the engine's square reader. */
function createOthelloView<S>(squares: OthelloSquares<S>): BoardView<S> {
  function drawPieces(out: Shape[], look: PieceLook<S>, ox: number, oy: number, size: number, detail: 'marks' | 'full'): void {
    const u = size / 54;
    const margin = size * MARGIN;
    const cell = (size - 2 * margin) / 8;
    const x0 = ox + margin;
    const y0 = oy + margin;
    // The grid: one outline and seven lines each way, thin (the discs carry the picture).
    const lw = 0.16 * u;
    out.push({ kind: 'rect', x: x0, y: y0, w: 8 * cell, h: 8 * cell, stroke: INK.grid, lineWidth: lw });
    for (let i = 1; i < 8; i++) {
      out.push({ kind: 'line', x0: x0 + i * cell, y0, x1: x0 + i * cell, y1: y0 + 8 * cell, stroke: INK.grid, lineWidth: lw });
      out.push({ kind: 'line', x0, y0: y0 + i * cell, x1: x0 + 8 * cell, y1: y0 + i * cell, stroke: INK.grid, lineWidth: lw });
    }
    for (let sq = 0; sq < 64; sq++) {
      const p = squares.pieceAt(look.state, sq);
      const cx = x0 + (sq % 8) * cell + cell / 2;
      const cy = y0 + Math.floor(sq / 8) * cell + cell / 2;
      if (p === 0) out.push({ kind: 'circle', cx, cy, r: cell * 0.4, fill: INK.black, stroke: INK.rim, lineWidth: 0.2 * u });
      else if (p === 1) out.push({ kind: 'circle', cx, cy, r: cell * 0.38, fill: INK.white, stroke: INK.rim, lineWidth: Math.max(0.3 * u, cell * 0.035) });
      else if (detail === 'full' && look.bestMoves?.includes(sq)) out.push({ kind: 'circle', cx, cy, r: cell * 0.12, fill: INK.hint, stroke: INK.hint, lineWidth: 0.3 * u });
      if (sq === look.lastMove) out.push({ kind: 'circle', cx, cy, r: cell * 0.46, stroke: INK.last, lineWidth: Math.max(0.6 * u, cell * 0.08) });
    }
  }
  const squareOfMove = (move: number): readonly [number, number] | null => (squares.isSquare(move) ? [move % 8, Math.floor(move / 8)] : null);
  return {
    gameId: 'othello',
    margin: MARGIN,
    surface: '#3f8f5f',
    columns: 8,
    rows: 8,
    empty: squares.initial,
    stateKey: squares.stateKey,
    drawPieces,
    moveAt: (_s, column, row) => (column >= 0 && column < 8 && row >= 0 && row < 8 ? row * 8 + column : -1),
    landingSquare: (_s, move) => squareOfMove(move),
    playedSquare: (_s, move) => squareOfMove(move),
    squareName: (column, row) => `${FILES[column]}${row + 1}`,
    pieceAt: (s, column, row) => squares.pieceAt(s, row * 8 + column),
    svg: {
      // Each distinct board is drawn whole inside its symbol (no shared parts).
      parts: [],
      place: () => [],
      overlay(state, size, lastMove) {
        const out: Shape[] = [];
        drawPieces(out, { state, lastMove }, 0, 0, size, 'marks');
        return out.slice(15);
      },
    },
  };
}

/** Othello's board drawing over its bitboard states. */
export const othelloView: BoardView<OthelloState> = createOthelloView<OthelloState>({
  initial: INITIAL,
  pieceAt: (s, sq) => (hasSquare(s.bl, s.bh, sq) ? 0 : hasSquare(s.wl, s.wh, sq) ? 1 : -1),
  isSquare: (move) => move >= 0 && move < PASS,
  stateKey: (s) => `${s.bl},${s.bh},${s.wl},${s.wh},${s.side}`,
});
