/**
 * The position table shared by the AI layer: built once on first use (a few
 * ms), never mutated. Players, the arena and the solve check all read it.
 */
import { buildPositionTable, type PositionTable } from '../tree/positions.ts';

let shared: PositionTable | null = null;

/** The lazily built, shared position table (5,478 positions, both scoring modes). */
export function sharedPositionTable(): PositionTable {
  shared ??= buildPositionTable();
  return shared;
}
