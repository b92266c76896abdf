/** One game between two AI players, every move through their own `choose` (the arena's reference engine). */
import { OUTCOME, type Game, type OutcomeCode } from '../games/game.ts';
import type { AiPlayer } from './player.ts';
import type { Rng } from './rng.ts';

export interface PlayedGame<S> {
  readonly moves: readonly number[];
  readonly state: S;
  readonly outcome: OutcomeCode;
}

/** Plays `first` against `second` from `start` (default: the initial state) to the end. */
export function playGame<S>(game: Game<S>, first: AiPlayer<S>, second: AiPlayer<S>, rng: Rng, start: S = game.initial): PlayedGame<S> {
  const moves: number[] = [];
  let state = start;
  while (game.outcome(state) === OUTCOME.playing) {
    const move = (game.toMove(state) === 0 ? first : second).choose(state, rng);
    moves.push(move);
    state = game.play(state, move);
  }
  return { moves, state, outcome: game.outcome(state) };
}
