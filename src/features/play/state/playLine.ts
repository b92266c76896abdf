/**
 * Where a line of play starts and the positions along it: the one place
 * both are computed, for the board, the hints, the AI, the search tree, the
 * move list and anything that reads the game's positions (a graph, a review).
 * A line starts at the game's initial position, or at a position set up by
 * the person (`PlayStart`, for a game with `Game.setup`).
 */
import { positionsAlong, stateAfter, type Game } from '../../../games/game.ts';

/** A set-up start: the position, and its text in the game's setup notation (the address and the workers carry the text). */
export interface PlayStart {
  readonly state: unknown;
  readonly text: string;
}

/** The position a line starts from: the set-up one, or the game's initial position. O(1). */
export function startOf<S>(game: Game<S>, start: PlayStart | null): S {
  return start === null ? game.initial : (start.state as S);
}

/** The position after `moves` from the line's start. O(moves). */
export function positionAfter<S>(game: Game<S>, start: PlayStart | null, moves: readonly number[]): S {
  return stateAfter(game, moves, startOf(game, start));
}

/** The positions of a line: its start, then the position after each move (moves.length + 1 of them). O(moves). */
export function linePositions<S>(game: Game<S>, start: PlayStart | null, moves: readonly number[]): S[] {
  return positionsAlong(game, moves, startOf(game, start));
}
