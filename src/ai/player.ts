/**
 * The one interface every AI player implements, and a helper that builds a
 * player from a choice function.
 *
 * Contract (the arena and the solve check rely on it):
 * - `choices(state)` is the set of moves the player may play in an
 *   unfinished state, in the game's natural move order, never empty, all
 *   legal, and a function of the state alone (no memory of earlier moves). A
 *   deterministic player returns one move.
 * - `choose(state, rng)` returns `choices(state)[rng.int(choices.length)]`:
 *   uniform among the choices, with exactly one draw per decision (even when
 *   there is only one choice). That is what lets the arena compile a player
 *   into a per-position table and replay the very same games from a seed.
 */
import { GameError, type PlayerDefinition } from '../games/game.ts';
import type { Rng } from './rng.ts';

/** Parameters shown to users (depth, scoring mode, ...). */
export type PlayerParams = Readonly<Record<string, number | string | boolean>>;

/** An AI player. */
export interface AiPlayer<S> {
  /** Canonical spec, accepted by createPlayer: 'perfect', 'minimax-d3', ... */
  readonly id: string;
  readonly params: PlayerParams;
  /** The moves it may play here, in natural order (see the module header). Throws GameError in a finished state. */
  choices(state: S): readonly number[];
  /** One move: uniform among `choices(state)`, one rng draw. */
  choose(state: S, rng: Rng): number;
  /**
   * Search players only: `choices(state)` together with what finding them
   * cost, the nodes of the very search `choices` runs (the root included).
   * The arena reports these per move.
   */
  readonly choicesCounted?: (state: S) => ChoiceCost;
}

/** A search player's choices at a position and the nodes its search visited to find them. */
export interface ChoiceCost {
  readonly moves: readonly number[];
  readonly nodes: number;
}

/** A player that searches: its choices come with their cost. */
export function withSearchCost<S>(player: AiPlayer<S>, counted: (state: S) => ChoiceCost): AiPlayer<S> {
  return { ...player, choicesCounted: counted };
}

/** Builds an AiPlayer from a definition: `choose` and the finished-game check derive from `choices`. */
export function definePlayer<S>(def: PlayerDefinition<S>): AiPlayer<S> {
  const checked = (state: S): readonly number[] => {
    const c = def.choices(state);
    if (c.length === 0) throw new GameError('game-over', `${def.id} has no move: the game is over`);
    return c;
  };
  return {
    id: def.id,
    params: def.params ?? {},
    choices: checked,
    choose: (state, rng) => {
      const c = checked(state);
      return c[rng.int(c.length)];
    },
  };
}
