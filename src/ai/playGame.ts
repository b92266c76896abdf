/** One game between two players through their own `choose`: the reference every faster path must match. */
import { applyMoveUnchecked, EMPTY_BOARD, isOver, outcomeOf, toMove, type Board, type Outcome } from '../games/tictactoe/board.ts';
import type { AiPlayer } from './player.ts';
import type { Rng } from './rng.ts';

/** A finished game: the moves in order, the final board and its outcome. */
export interface PlayedGame {
  readonly moves: readonly number[];
  readonly board: Board;
  readonly outcome: Outcome;
}

/**
 * Plays `o` against `x` from `start` (default the empty board) to the end,
 * each move checked (an illegal choice throws a GameError). O(moves * cost of a choice).
 */
export function playGame(o: AiPlayer, x: AiPlayer, rng: Rng, start: Board = EMPTY_BOARD): PlayedGame {
  const moves: number[] = [];
  let board = start;
  while (!isOver(board)) {
    const cell = (toMove(board) === 'o' ? o : x).choose(board, rng);
    moves.push(cell);
    board = applyMoveUnchecked(board, cell);
  }
  return { moves, board, outcome: outcomeOf(board) };
}
