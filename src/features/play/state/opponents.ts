/**
 * Which opponent a game plays against, chosen by what the game can do, never
 * by its id: a game whose whole tree fits answers from its position table;
 * any other searches in a worker. An exact solver (a game's
 * endgame) plugs in here as a third `Opponent` (say, for a game that offers
 * one, or a position within its reach) without a change to the play slice.
 */
import type { Rng } from '../../../ai/rng.ts';
import { hasFullTree, type Game } from '../../../games/game.ts';
import type { SearchPort } from '../../../worker/searchProtocol.ts';
import type { AppState } from '../../../store/appState.ts';
import type { Opponent } from './opponent.ts';
import { createSearchOpponent } from './searchOpponent.ts';
import { createTableOpponent } from './tableOpponent.ts';

/** The opponent of a game, or null when it has none here (no worker for a searched game). */
export type OpponentFor = (game: Game<unknown>) => Opponent | null;

export function createOpponents(get: () => AppState, deps: { readonly rng: Rng; readonly search?: SearchPort }): OpponentFor {
  const table = createTableOpponent(get, deps.rng);
  const search = deps.search ? createSearchOpponent(get, deps.search) : null;
  return (game) => (hasFullTree(game) ? table : search);
}
