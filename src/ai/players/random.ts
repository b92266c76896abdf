/** The random player: any legal move, uniformly. */
import { legalMoveList, type Game } from '../../games/game.ts';
import { definePlayer, type AiPlayer } from '../player.ts';

/** A player that plays any legal move, uniformly at random. */
export function createRandomPlayer<S>(game: Game<S>): AiPlayer<S> {
  return definePlayer({
    id: 'random',
    choices: (s: S) => legalMoveList(game, s),
  });
}
