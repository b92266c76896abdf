/**
 * Which opponent plays a position, chosen by what the game can do, never
 * by its id: a game whose whole tree fits answers from its position table;
 * a game with an exact solver (`Game.exact`) solves a position within its
 * reach, and every position when its solver solves them all and the person
 * plays the perfect player (`playSearch.player`); any other position is
 * searched to a limited depth in a worker.
 */
import type { Rng } from '../../../ai/rng.ts';
import { hasFullTree, withinBackgroundReach, withinReach, type Game } from '../../../games/game.ts';
import type { SearchPort } from '../../../worker/searchProtocol.ts';
import type { AppState } from '../../../store/appState.ts';
import type { Opponent } from './opponent.ts';
import { createSearchOpponent } from './searchOpponent.ts';
import { createSolverOpponent } from './solverOpponent.ts';
import { createTableOpponent } from './tableOpponent.ts';

/** The opponent of a game in a position (`state`, the game's), or null when it has none here (no worker for a searched game). */
export type OpponentFor = (game: Game<unknown>, state: unknown) => Opponent | null;

export function createOpponents(get: () => AppState, deps: { readonly rng: Rng; readonly search?: SearchPort }): OpponentFor {
  const table = createTableOpponent(get, deps.rng);
  const search = deps.search ? createSearchOpponent(get, deps.search) : null;
  const solver = deps.search ? createSolverOpponent(get, deps.search) : null;
  // The perfect player solves wherever its solver may take its time (every position where it solves them all, `offersPerfectPlayer`).
  return (game, state) => (hasFullTree(game) ? table : withinReach(game, state) || (get().playSearch.player === 'perfect' && withinBackgroundReach(game, state)) ? solver : search);
}
