/**
 * Players that think by searching (src/search), not by looking values up:
 * - minimax-dN: plain minimax to N plies (the root's move is ply 1); unfinished
 *   positions at the limit get the search engine's evaluation (open lines, in
 *   (-1, 1), so a forced win or loss within reach always outranks it). Plays
 *   uniformly at random among the moves with the best depth-limited value.
 *   With N >= the moves left in the game it plays perfectly (minimax-d9 always).
 * - alphabeta: full-depth alpha-beta (with a transposition table, symmetric
 *   forms sharing entries); uniformly random among *all* best moves
 *   (bestMovesCounted searches every child with a full window), so it plays
 *   exactly like `perfect`.
 * - alphabeta-first: deterministic; always the first best move in cell order
 *   (the search's own `bestMove`).
 * - minimax-dN-E and alphabeta-dN-E, for games whose whole tree does not fit
 *   (a searched game): depth-limited minimax, or alpha-beta with the game's static
 *   move order and a transposition table, with the game's evaluation E; both
 *   uniform among the moves of best depth-limited value (each child searched
 *   with a full window), so they play alike and differ only in cost.
 * Each choice runs a fresh search: tens of microseconds to a few
 * milliseconds from the empty board. The arena compiles them once (policy.ts).
 * Each also offers `choicesCounted`: the same search's choices with the
 * nodes it visited (the arena's cost per move). An optional `onPoll` is
 * called every 1,024 nodes of their searches (a sign of life, SearchOptions.onPoll).
 */
import { GameError, OUTCOME, type Game, type NamedEvaluation } from '../../games/game.ts';
import { bestMovesCounted, search } from '../../search/alphaBeta.ts';
import type { SearchOptions } from '../../search/types.ts';
import { definePlayer, withSearchCost, type AiPlayer, type ChoiceCost } from '../player.ts';

export const MIN_DEPTH = 1;

/** How deep depth-limited players go in a game whose whole tree does not fit (about ten moves a position: ~10^7 minimax nodes at 8). */
const LIMITED_MAX_DEPTH = 8;

/** The deepest minimax player a game offers: as deep as its longest game, or LIMITED_MAX_DEPTH when the tree does not fit. */
export function maxDepth<S>(game: Game<S>): number {
  return game.fullTree ? game.maxPlies : Math.min(game.maxPlies, LIMITED_MAX_DEPTH);
}

/** A game's evaluations to choose from (its `evaluate` alone, as 'heuristic', when it names none). */
export function evaluationsOf<S>(game: Game<S>): readonly NamedEvaluation<S>[] {
  return game.evaluations ?? [{ id: 'heuristic', evaluate: game.evaluate, scale: 1 }];
}

/**
 * A depth-limited player with a named evaluation (see the module header):
 * 'minimax' plain, 'alphabeta' with static ordering and the table. Throws
 * RangeError for a depth out of range.
 */
export function createEvaluatingPlayer<S>(game: Game<S>, algorithm: 'minimax' | 'alphabeta', depth: number, evaluation: NamedEvaluation<S>, onPoll?: () => void): AiPlayer<S> {
  if (!Number.isInteger(depth) || depth < MIN_DEPTH || depth > maxDepth(game)) {
    throw new RangeError(`depth must be a whole number from ${MIN_DEPTH} to ${maxDepth(game)}, got ${String(depth)}`);
  }
  const options: SearchOptions<S> =
    algorithm === 'minimax' ? { algorithm, depth, evaluate: evaluation.evaluate, onPoll } : { algorithm, depth, evaluate: evaluation.evaluate, order: 'centre', tt: true, onPoll };
  const counted = (state: S): ChoiceCost => bestMovesCounted(game, state, options);
  return withSearchCost(definePlayer({ id: `${algorithm}-d${depth}-${evaluation.id}`, params: { algorithm, depth, evaluation: evaluation.id }, choices: (state: S) => counted(state).moves }), counted);
}

/** Plain minimax to `depth` plies, uniform among the moves of best depth-limited value. */
export function createMinimaxPlayer<S>(game: Game<S>, depth: number, onPoll?: () => void): AiPlayer<S> {
  if (!Number.isInteger(depth) || depth < MIN_DEPTH || depth > maxDepth(game)) {
    throw new RangeError(`minimax depth must be a whole number from ${MIN_DEPTH} to ${maxDepth(game)}, got ${String(depth)}`);
  }
  const options: SearchOptions<S> = { algorithm: 'minimax', depth, onPoll };
  const counted = (state: S): ChoiceCost => bestMovesCounted(game, state, options);
  return withSearchCost(definePlayer({ id: `minimax-d${depth}`, params: { algorithm: 'minimax', depth, evaluation: 'heuristic' }, choices: (state: S) => counted(state).moves }), counted);
}

/** Full-depth alpha-beta with a transposition table (symmetric forms sharing entries). */
export function createAlphaBetaPlayer<S>(game: Game<S>, pick: 'random' | 'first' = 'random', onPoll?: () => void): AiPlayer<S> {
  const first = pick === 'first';
  const full: SearchOptions<S> = { algorithm: 'alphabeta', tt: true, symmetry: true, onPoll };
  const counted = (state: S): ChoiceCost => {
    if (game.outcome(state) !== OUTCOME.playing) return { moves: [], nodes: 0 };
    if (!first) return bestMovesCounted(game, state, full);
    const r = search(game, state, full);
    if (r.bestMove < 0) throw new GameError('game-over', 'alphabeta-first found no move');
    return { moves: [r.bestMove], nodes: r.counters.nodes };
  };
  return withSearchCost(
    definePlayer({ id: first ? 'alphabeta-first' : 'alphabeta', params: { algorithm: 'alphabeta', tt: true, symmetry: true, pick }, choices: (state: S) => counted(state).moves }),
    counted,
  );
}
