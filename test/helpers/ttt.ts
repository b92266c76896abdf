/**
 * Throwing shorthands for tests: the product's parsers return Results, but a
 * test's literal board or move string is known to be valid, and a bad one is
 * a mistake in the test that should fail loudly. Then the tic-tac-toe
 * functions only tests use (the app needs none of them).
 */
import type { Result } from '../../src/games/game.ts';
import { boardError, tryMove, type Board } from '../../src/games/tictactoe/board.ts';
import { parseBoard, parseMoveLine } from '../../src/games/tictactoe/notation.ts';
import { CELL_MAPS, transformBoard } from '../../src/games/tictactoe/symmetry.ts';

/** The board of a valid 9-character string; throws otherwise. */
export function mustBoard(text: string): Board {
  const r = parseBoard(text);
  if (!r.ok) throw r.error;
  return r.value;
}

/** The moves of a valid move string; throws otherwise. */
export function mustMoves(text: string): number[] {
  const r = parseMoves(text);
  if (!r.ok) throw r.error;
  return r.value.moves;
}

/** The board after a legal move; throws otherwise. */
export function mustMove(b: Board, cell: number): Board {
  const r = tryMove(b, cell);
  if (!r.ok) throw r.error;
  return r.value;
}

/** The board after a move sequence, or the error of its first bad move. */
export function parseMoves(text: string): Result<{ moves: number[]; board: Board }> {
  const line = parseMoveLine(text);
  return line.error ? { ok: false, error: line.error } : { ok: true, value: { moves: [...line.moves], board: line.state } };
}

/** True when the board can arise in a real game (see boardError). */
export function isValidBoard(b: Board): boolean {
  return boardError(b) === null;
}

/** Largest absolute value the heuristic `evaluate` can return: 8 open lines over its divisor 9. */
export const EVAL_BOUND = 8 / 9;

/** Image of a cell under symmetry s. */
export function transformCell(cell: number, s: number): number {
  return CELL_MAPS[s][cell];
}

/** Inverse symmetry index: transformBoard(transformBoard(b, s), inverse(s)) === b. */
export function inverseSymmetry(s: number): number {
  for (let t = 0; t < 8; t++) {
    if (CELL_MAPS[s].every((to, i) => CELL_MAPS[t][to] === i)) return t;
  }
  throw new Error('unreachable: every symmetry has an inverse');
}

/** The 8 images of a board (may repeat for symmetric boards). */
export function symmetricBoards(b: Board): Board[] {
  return CELL_MAPS.map((_, s) => transformBoard(b, s));
}

/** The canonical form and a symmetry s with transformBoard(b, s) === canonical. */
export function canonicalWithSymmetry(b: Board): { board: Board; symmetry: number } {
  let best = b;
  let sym = 0;
  for (let s = 1; s < 8; s++) {
    const t = transformBoard(b, s);
    if (t < best) {
      best = t;
      sym = s;
    }
  }
  return { board: best, symmetry: sym };
}
