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
  let hurry: (() => void) | null = null;
  return {
    ready: () => true,
    move({ game, start, moves, state, side }, onProgress) {
      hurry = null;
      // Scores are the side to move's; values the first player's.
      const sign = side === 0 ? 1 : -1;
      const known = game.exact?.tableBest?.(state);
      if (known) return { move: known.move, value: sign * known.score + 0, ai: 'exact', exact: true };
      const solve = (progress: (nodes: number) => void) =>
        port.solve({ gameId: game.id, start, moves, best: true }, progress).then((values): OpponentAnswer => {
          const best = values.reduce((a, b) => (sign * b.value > sign * a.value ? b : a));
          return { move: best.move, value: best.value, ai: 'exact', exact: true };
        });
      // Within the solver's automatic reach the solve is short: no estimate first.
      if (withinReach(game, state)) return solve((nodes) => onProgress({ nodes, depth: 0, solving: true }));
      const { depth, evaluation } = get().playSearch;
      return new Promise<OpponentAnswer>((resolve, reject) => {
        let settled = false;
        const settle = (f: () => void) => {
          if (settled) return;
          settled = true;
          hurry = null;
          f();
        };
        let estimate: OpponentEstimate | null = null;
        let searched = 0;
        const mine = () => {
          if (estimate === null) return;
          const { move, value, depth: d, evaluation: e } = estimate;
          settle(() => {
            port.cancel();
            resolve({ move, value, ai: 'search', evaluation: e, depth: d, nodes: searched });
          });
        };
        hurry = mine;
        port
          .think({ gameId: game.id, start, moves, depth, timeMs: 0, evaluation }, () => undefined)
          .then((a) => {
            if (settled) return;
            estimate = { move: a.move, value: a.value, depth: a.depth, evaluation };
            searched = a.nodes;
            const seen = estimate;
            onProgress({ nodes: 0, depth: 0, solving: true, estimate: seen });
            return solve((nodes) => onProgress({ nodes, depth: 0, solving: true, estimate: seen })).then((answer) => settle(() => resolve(answer)));
          })
          .catch((error: unknown) => settle(() => reject(error)));
      });
    },
    cancel: () => {
      hurry = null;
      port.cancel();
    },
    hurry: () => hurry?.(),
  };
}
