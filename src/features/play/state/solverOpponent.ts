/**
 * A searched game's opponent within its solver's reach (`Game.exact`): the
 * exact value of every legal move, solved in the AI's worker, and a move
 * with the best of them (the first the solver lists: best first, ties by its
 * own order). It never misplays a solved endgame. It answers later; `cancel`
 * stops the worker's solve.
 */
import type { SearchPort } from '../../../worker/searchProtocol.ts';
import type { Opponent } from './opponent.ts';

export function createSolverOpponent(port: SearchPort): Opponent {
  return {
    ready: () => true,
    move({ game, start, moves, side }) {
      return port.solve({ gameId: game.id, start, moves }).then((values) => {
        // Values are the first player's view: the second player wants the lowest.
        const forMover = (v: number) => (side === 0 ? v : -v);
        const best = values.reduce((a, b) => (forMover(b.value) > forMover(a.value) ? b : a));
        return { move: best.move, value: best.value, ai: 'exact', exact: true };
      });
    },
    cancel: () => port.cancel(),
  };
}
