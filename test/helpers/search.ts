/** Search functions only tests use (the app asks for moves with their cost, bestMovesCounted, and traces through the lab). */
import type { Game } from '../../src/games/game.ts';
import { bestMovesCounted, search } from '../../src/search/alphaBeta.ts';
import { TRACE_LIMIT } from '../../src/search/trace.ts';
import type { SearchOptions } from '../../src/search/types.ts';

/** All best moves of `board` for the side to move, in cell order (bestMovesCounted without its cost). */
export function bestMovesBySearch<S>(game: Game<S>, board: S, options: SearchOptions<S> = {}): number[] {
  return bestMovesCounted(game, board, options).moves;
}

/**
 * True when the full trace of `search(board, options)` has at most `limit`
 * steps (default TRACE_LIMIT), i.e. the search is small enough to animate step
 * by step. Runs the search once, counting steps without recording them.
 */
export function isSmallEnoughToAnimate<S>(game: Game<S>, board: S, options: SearchOptions<S> = {}, limit: number = TRACE_LIMIT): boolean {
  const r = search(game, board, { ...options, trace: true, traceLimit: 0 });
  return (r.traceSteps ?? 0) <= limit;
}
