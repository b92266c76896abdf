/**
 * The position tables shared by the AI layer: one per game, built on first
 * use (a few ms for a few thousand positions), never mutated. Players, the arena and the
 * solve check all read them.
 */
import type { FullTreeGame } from '../games/game.ts';
import { buildPositionTable, type PositionTable } from '../tree/positions.ts';

const shared = new Map<string, PositionTable<unknown>>();

/** The lazily built, shared position table of a `fullTree` game (both scoring modes). */
export function sharedPositionTable<S>(game: FullTreeGame<S>): PositionTable<S> {
  let t = shared.get(game.id) as PositionTable<S> | undefined;
  if (!t) {
    t = buildPositionTable(game);
    shared.set(game.id, t as PositionTable<unknown>);
  }
  return t;
}
