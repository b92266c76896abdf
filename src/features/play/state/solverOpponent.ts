/**
 * A searched game's opponent by its exact solver (`Game.exact`): within the
 * solver's reach (Othello's endgame), or at every move where the solver
 * solves every position (Connect Four 7×6, the perfect player). A position in
 * the solver's table (`tableBest`) answers at once; one within the solver's
 * automatic reach is solved in the AI's worker. Any other is solved there too,
 * after a depth-limited search (the play settings' depth and
 * evaluation, a fraction of a second) gives an estimate the page shows at
 * once and the person may have it play (`hurry`: marked as the search's
 * move, not exact); then the solve (the best move alone where the solver
 * finds it so, else every legal move's exact value; its positions as
 * progress) answers with the best (the first the solver lists: best first,
 * ties by its own order). It never misplays a solved position. `cancel`
 * stops the worker.
 */
import type { AppState } from '../../../store/appState.ts';
import { withinReach } from '../../../games/game.ts';
import type { SearchPort } from '../../../worker/searchProtocol.ts';
import type { Opponent, OpponentAnswer, OpponentEstimate } from './opponent.ts';

export function createSolverOpponent(get: () => Pick<AppState, 'playSearch'>, port: SearchPort): Opponent {
  let hurry: (() => void) | undefined;
  return {
    ready: () => true,
    move({ game, start, moves, state, side }, onProgress) {
      hurry = undefined;
      // Scores are the side to move's; values the first player's.
      const sign = side === 0 ? 1 : -1;
      const known = game.exact?.tableBest?.(state);
      if (known) return { move: known.move, value: sign * known.score + 0, ai: 'exact', exact: true };
      const solve = (estimate?: OpponentEstimate) =>
        port.solve({ gameId: game.id, start, moves, best: true }, (nodes) => onProgress({ nodes, depth: 0, solving: true, estimate })).then((values): OpponentAnswer => {
          const best = values.reduce((a, b) => (sign * b.value > sign * a.value ? b : a));
          return { move: best.move, value: best.value, ai: 'exact', exact: true };
        });
      // Within the solver's automatic reach the solve is short: no estimate first.
      if (withinReach(game, state)) return solve();
      const { depth, evaluation } = get().playSearch;
      return port.think({ gameId: game.id, start, moves, depth, timeMs: 0, evaluation }, () => undefined).then((a) => {
        const estimate = { move: a.move, value: a.value, depth: a.depth, evaluation };
        onProgress({ nodes: 0, depth: 0, solving: true, estimate });
        // The first to settle wins: the solve's answer, or the estimate when hurried (the solve is then stopped).
        return new Promise<OpponentAnswer>((resolve, reject) => {
          hurry = () => {
            hurry = undefined;
            resolve({ ...estimate, ai: 'search', nodes: a.nodes });
            port.cancel();
          };
          solve(estimate).then(resolve, reject);
        });
      });
    },
    cancel: () => {
      hurry = undefined;
      port.cancel();
    },
    hurry: () => hurry?.(),
  };
}
