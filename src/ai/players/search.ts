/**
 * Players that think by searching (src/search), not by looking values up:
 * - minimax-dN: plain minimax to N plies (the root's move is ply 1); unfinished
 *   positions at the limit get the search engine's evaluation (open lines, in
 *   (-1, 1), so a forced win or loss within reach always outranks it). Plays
 *   uniformly at random among the moves with the best depth-limited value.
 *   With N >= the moves left in the game it plays perfectly (minimax-d9 always).
 * - alphabeta: full-depth alpha-beta (with a transposition table, symmetric
 *   forms sharing entries); uniformly random among *all* best moves
 *   (bestMovesBySearch searches every child with a full window), so it plays
 *   exactly like `perfect`.
 * - alphabeta-first: deterministic; always the first best move in cell order
 *   (the search's own `bestMove`).
 * Each choice runs a fresh search: tens of microseconds to a few
 * milliseconds from the empty board. The arena compiles them once (policy.ts).
 */
import { legalMask, type Board } from '../../games/tictactoe/board.ts';
import { GameError } from '../../games/game.ts';
import { bestMovesBySearch, search } from '../../search/alphaBeta.ts';
import type { SearchOptions } from '../../search/types.ts';
import { definePlayer, type AiPlayer } from '../player.ts';

/** Smallest depth offered for minimax-dN. */
export const MIN_DEPTH = 1;
/** Largest depth offered for minimax-dN (a whole game). */
export const MAX_DEPTH = 9;

function cellsToMask(cells: readonly number[]): number {
  let m = 0;
  for (const c of cells) m |= 1 << c;
  return m;
}

/** Depth-limited plain minimax, random among the best moves at that depth. */
export function createMinimaxPlayer(depth: number): AiPlayer {
  if (!Number.isInteger(depth) || depth < MIN_DEPTH || depth > MAX_DEPTH) {
    throw new RangeError(`minimax depth must be a whole number from ${MIN_DEPTH} to ${MAX_DEPTH}, got ${String(depth)}`);
  }
  const options: SearchOptions = { algorithm: 'minimax', depth };
  return definePlayer({
    id: `minimax-d${depth}`,
    name: `Minimax, depth ${depth}`,
    description: `Looks ${depth} ${depth === 1 ? 'move' : 'moves'} ahead with plain minimax, judges unfinished positions by open lines, and plays at random among the best.`,
    params: { algorithm: 'minimax', depth, evaluation: 'open lines' },
    mask: (board: Board) => cellsToMask(bestMovesBySearch(board, options)),
  });
}

const FULL: SearchOptions = { algorithm: 'alphabeta', tt: true, symmetry: true };

/** Full-depth alpha-beta; `pick` 'random' = uniform among all best moves, 'first' = first best move. */
export function createAlphaBetaPlayer(pick: 'random' | 'first' = 'random'): AiPlayer {
  const first = pick === 'first';
  return definePlayer({
    id: first ? 'alphabeta-first' : 'alphabeta',
    name: first ? 'Alpha-beta (first best move)' : 'Alpha-beta',
    description: first
      ? 'Searches the whole game with alpha-beta and always plays the first best move in cell order.'
      : 'Searches the whole game with alpha-beta and plays at random among all best moves.',
    params: { algorithm: 'alphabeta', tt: true, symmetry: true, pick },
    mask: (board: Board) => {
      if (legalMask(board) === 0) return 0;
      if (!first) return cellsToMask(bestMovesBySearch(board, FULL));
      const move = search(board, FULL).bestMove;
      if (move < 0) throw new GameError('game-over', 'alphabeta-first found no move');
      return 1 << move;
    },
  });
}
