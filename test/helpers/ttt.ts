/**
 * Throwing shorthands for tests: the product's parsers return Results, but a
 * test's literal board or move string is known to be valid, and a bad one is
 * a mistake in the test that should fail loudly.
 */
import { tryMove, type Board } from '../../src/games/tictactoe/board.ts';
import { parseBoard, parseMoves } from '../../src/games/tictactoe/notation.ts';

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
