/**
 * Move orderings for the search. Alpha-beta visits children in this order,
 * so a good order (strong moves first) means earlier cut-offs.
 * - 'cell': the game's natural move order (`Game.legalMoves`: on a board, cell index order).
 * - 'centre': the game's static move priority, lowest first, ties in natural
 *   order (`Game.movePriority`: on a 3×3 board the centre, then the corners,
 *   then the edges; on a larger one, square weights).
 * - 'best': best-first by the known minimax values of the children (from a
 *   position table, in the scoring mode searched): highest first when the
 *   first player is to move, lowest first for the second; ties, and
 *   positions the table does not know, keep natural order.
 * - 'eval': best-first by each child's static value (the evaluation, or the
 *   terminal score of a finished child), the same sign rule as 'best'; ties
 *   in natural order. Costs one play and one evaluation per child.
 * The hot-path variant writes into a caller-owned buffer (no allocation).
 */
import { OUTCOME, type Game, type MoveBuffer, type ScoreMode } from '../games/game.ts';
import { positionOf, type PositionTable } from '../tree/positions.ts';
import type { MoveOrder } from './types.ts';

/** All move orderings, for option lists and exhaustive tests. */
export const MOVE_ORDERS: readonly MoveOrder[] = ['cell', 'centre', 'best', 'eval'];

/** Sort keys of the node being ordered (scratch; grows to the largest move count seen). */
let keys = new Float64Array(64);

/**
 * Writes the legal moves of `s` in `order` into `out[offset..]` and returns
 * how many there are (0 for a finished state). 'best' uses `table` (and falls
 * back to natural order without one or for a state it does not hold).
 * O(moves^2) at worst (stable insertion sort), no allocation.
 */
export function writeOrderedMoves<S>(
  game: Game<S>,
  s: S,
  order: MoveOrder,
  mode: ScoreMode,
  table: PositionTable<S> | null,
  out: MoveBuffer,
  offset: number,
  evaluate: (s: S) => number = game.evaluate,
): number {
  const n = game.legalMoves(s, out, offset);
  if (order === 'cell' || n < 2) return n;
  if (keys.length < n) keys = new Float64Array(n);
  if (order === 'centre') {
    for (let i = 0; i < n; i++) keys[i] = game.movePriority(out[offset + i]);
  } else if (order === 'eval') {
    const sign = game.toMove(s) === 0 ? -1 : 1;
    for (let i = 0; i < n; i++) {
      const child = game.play(s, out[offset + i]);
      keys[i] = sign * (game.outcome(child) === OUTCOME.playing ? evaluate(child) : game.terminalScore(child, mode));
    }
  } else {
    const p = table === null ? -1 : positionOf(table, s);
    if (p < 0 || table === null) return n;
    const score = table.score[mode];
    // Negate for the first player so that "ascending key" always means "best first" for the side to move.
    const sign = game.toMove(s) === 0 ? -1 : 1;
    // The table's edges of p are its legal moves in the same natural order as `out`.
    const first = table.edgeStart[p];
    const child = table.edges.child;
    for (let i = 0; i < n; i++) keys[i] = sign * score[child[first + i]];
  }
  sortByKeys(out, offset, keys, n);
  return n;
}

/**
 * Sorts the `n` moves at `out[offset…]` by ascending `keys[0…n)` (moved with them), equal keys keeping their order:
 * a stable insertion sort, the fastest for a position's few moves, no allocation. O(n^2) at worst.
 */
export function sortByKeys(out: MoveBuffer, offset: number, keys: Float64Array, n: number): void {
  for (let i = 1; i < n; i++) {
    const k = keys[i];
    const m = out[offset + i];
    let j = i - 1;
    while (j >= 0 && keys[j] > k) {
      keys[j + 1] = keys[j];
      out[offset + j + 1] = out[offset + j];
      j--;
    }
    keys[j + 1] = k;
    out[offset + j + 1] = m;
  }
}

/** The legal moves of `s` in `order`, as a fresh array (see writeOrderedMoves). */
export function orderedMoves<S>(game: Game<S>, s: S, order: MoveOrder, mode: ScoreMode = 'wdl', table: PositionTable<S> | null = null, evaluate: (s: S) => number = game.evaluate): number[] {
  const buf = new Int16Array(game.maxMoves);
  const n = writeOrderedMoves(game, s, order, mode, table, buf, 0, evaluate);
  return Array.from(buf.subarray(0, n));
}
