/**
 * Move orderings for the search. Alpha-beta visits children in this order,
 * so a good order (strong moves first) means earlier cut-offs.
 * - 'cell': cell index order 0..8.
 * - 'centre': the centre 4, then the corners 0, 2, 6, 8, then the edges 1, 3, 5, 7.
 * - 'best': best-first by the known minimax values of the children (from a
 *   PositionTable, in the scoring mode searched): highest first when o is to
 *   move, lowest first when x is; ties, and positions the table does not know,
 *   keep cell order.
 * The hot-path variant writes into a caller-owned Int8Array (no allocation).
 */
import { legalMask, pieceCount, type Board } from '../games/tictactoe/board.ts';
import type { ScoreMode } from '../games/tictactoe/score.ts';
import { scoreColumn, type PositionTable } from '../tree/positions.ts';
import type { MoveOrder } from './types.ts';

/** Cell order of the 'cell' ordering. */
export const CELL_ORDER: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
/** Cell order of the 'centre' ordering: centre, corners, edges. */
export const CENTRE_ORDER: readonly number[] = [4, 0, 2, 6, 8, 1, 3, 5, 7];

/** All move orderings, for option lists and exhaustive tests. */
export const MOVE_ORDERS: readonly MoveOrder[] = ['cell', 'centre', 'best'];

const CENTRE = Int8Array.from(CENTRE_ORDER);
/** Sort keys of the 'best' ordering for the node being ordered (scratch). */
const keys = new Int8Array(9);

/**
 * Writes the legal moves of `b` in `order` into `out[offset..]` and returns
 * how many there are (0 for a finished board). 'best' uses `table` (and falls
 * back to cell order without one or for a board it does not hold). O(9^2) at
 * worst (insertion sort of at most 9 moves), no allocation.
 */
export function writeOrderedMoves(
  b: Board,
  order: MoveOrder,
  mode: ScoreMode,
  table: PositionTable | null,
  out: Int8Array,
  offset: number,
): number {
  const legal = legalMask(b);
  let n = 0;
  if (order === 'centre') {
    for (let i = 0; i < 9; i++) {
      const c = CENTRE[i];
      if ((legal >> c) & 1) out[offset + n++] = c;
    }
    return n;
  }
  for (let c = 0; c < 9; c++) if ((legal >> c) & 1) out[offset + n++] = c;
  if (order !== 'best' || table === null) return n;
  const p = b >= 0 && b < 1 << 18 ? table.indexOf[b] : -1;
  if (p < 0) return n;
  const score = scoreColumn(table, mode);
  // Negate for o so that "ascending key" always means "best first" for the side to move.
  const sign = pieceCount(b) % 2 === 0 ? -1 : 1;
  for (let i = 0; i < n; i++) keys[i] = sign * score[table.childPos[p * 9 + out[offset + i]]];
  // Stable insertion sort: equal keys keep cell order.
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
  return n;
}

/** The legal moves of `b` in `order`, as a fresh array (see writeOrderedMoves). */
export function orderedMoves(b: Board, order: MoveOrder, mode: ScoreMode = 'wdl', table: PositionTable | null = null): number[] {
  const buf = new Int8Array(9);
  const n = writeOrderedMoves(b, order, mode, table, buf, 0);
  return Array.from(buf.subarray(0, n));
}
