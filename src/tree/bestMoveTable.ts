/**
 * The best-move table as data: the value and best moves of every reachable
 * position, keyed by the game's position notation and sorted by it. The CLI's
 * `table` command prints it and the app offers it as a download, so both give
 * the same content. Pure: runs in Node.
 */
import type { Game, ScoreMode } from '../games/game.ts';
import { bestMovesAt, stateAt, type PositionTable } from './positions.ts';

export interface BestMoveEntry {
  /** The side to move, by the game's name for it ('o' / 'x'). */
  readonly toMove: string;
  /** Minimax value from the first player's point of view. */
  readonly score: number;
  /** Best moves in the game's natural order (empty for finished games). */
  readonly bestMoves: number[];
}

/** Every position of the table with its entry, sorted by the position's notation. O(positions · moves). */
export function bestMoveEntries<S>(game: Game<S>, table: PositionTable<S>, mode: ScoreMode): [string, BestMoveEntry][] {
  const score = table.score[mode];
  const entries: [string, BestMoveEntry][] = [];
  for (let p = 0; p < table.count; p++) {
    const s = stateAt(table, p);
    entries.push([game.formatPosition(s), { toMove: game.sideNames[game.toMove(s)], score: score[p], bestMoves: bestMovesAt(table, p, mode) }]);
  }
  return entries.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/** The table as one JSON object, position -> entry: exactly what `table --json` prints. */
export function bestMoveTableJson<S>(game: Game<S>, table: PositionTable<S>, mode: ScoreMode): string {
  return JSON.stringify(Object.fromEntries(bestMoveEntries(game, table, mode)));
}
