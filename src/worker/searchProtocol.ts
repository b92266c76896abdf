/**
 * Messages between the main thread and the search worker, for games whose
 * tree does not fit (Othello; any game of src/games works): the CPU's move,
 * the CPU's search tree one level at a time, and node counts for the lab's
 * comparison chart. String-tagged unions; every request has an id that its
 * replies repeat; one job at a time, a newer job aborts the running one
 * (newest wins), `cancel` aborts it by id.
 *
 * A position travels as its game id and the moves from the game's initial
 * state (`moves`, passes included: Othello's PASS is 64), checked in the
 * worker. Values are from the first player's point of view (Othello: black),
 * |value| < 1 an estimate, |value| >= 1 a finished line (Othello: the final
 * disc difference).
 *
 * Requests:
 * - `cpu-move`: iterative deepening to `depth` plies (1..12), or until
 *   `timeMs`; one `cpu-progress` per completed depth, then `cpu-move` with
 *   the deepest completed depth's move (-1 when the game is over), value,
 *   total nodes and why it stopped ('depth' | 'time' | 'cancelled' |
 *   'finished'). Cancellation acts between depths; within a depth only
 *   through `cancelFlag` (a SharedArrayBuffer of at least 4 bytes whose
 *   first Int32 the client sets to 1: needs cross-origin isolation), or by
 *   terminating the worker.
 * - `expand`: one level of the CPU's search tree (src/search/lazyTree.ts)
 *   from the position to `depth` plies, at `path` (moves from that
 *   position): `level` with the node's value and its children (value, leaf
 *   kind, best, chosen line, searched / pruned with the root search's
 *   bound). Chosen lines are memoised per position and settings.
 * - `node-counts`: for each variant (algorithm, order, table) and each depth,
 *   the nodes a search visits; `node-counts-progress` after each cell (with
 *   the cell), then `node-counts` with every cell. Cancellable between cells.
 * - `cancel`: stops the job with that id (its final message says so:
 *   `cpu-move` with reason 'cancelled', `node-counts` with `cancelled`).
 * Errors: `error` with code 'bad-request' (unknown game, bad moves, numbers
 * out of range, unknown evaluation) or 'failed'.
 */
import type { Level } from '../search/lazyTree.ts';
import type { MoveOrder } from '../search/types.ts';

/** How to search (shared by the requests). */
export interface SearchSettings {
  /** Game id (src/games/index.ts), e.g. 'othello'. */
  readonly game: string;
  /** Moves from the game's initial state to the position. */
  readonly moves: readonly number[];
  /** An id of the game's evaluations (Othello: discs, weights, mobility); default the game's own. */
  readonly evaluation?: string;
  /** Default 'alphabeta'. */
  readonly algorithm?: 'minimax' | 'alphabeta';
  /** Default 'centre' (the game's static priority: Othello's square weights). */
  readonly order?: MoveOrder;
  /** Transposition table (alpha-beta only); default true. */
  readonly tt?: boolean;
}

/** A line of the node-count chart. */
export interface NodeCountVariant {
  readonly algorithm: 'minimax' | 'alphabeta';
  readonly order: MoveOrder;
  readonly tt: boolean;
}

/** One cell of the node-count chart. */
export interface NodeCountCell {
  /** Index into the request's variants. */
  readonly variant: number;
  readonly depth: number;
  readonly nodes: number;
  readonly value: number;
}

export type SearchRequest =
  | (SearchSettings & { readonly type: 'cpu-move'; readonly id: number; readonly depth: number; readonly timeMs?: number; readonly cancelFlag?: SharedArrayBuffer })
  | (SearchSettings & { readonly type: 'expand'; readonly id: number; readonly depth: number; readonly path: readonly number[] })
  | { readonly type: 'node-counts'; readonly id: number; readonly game: string; readonly moves: readonly number[]; readonly evaluation?: string; readonly depths: readonly number[]; readonly variants: readonly NodeCountVariant[] }
  | { readonly type: 'cancel'; readonly id: number };

export type SearchResponse =
  | { readonly type: 'cpu-progress'; readonly id: number; readonly depth: number; readonly value: number; readonly bestMove: number; readonly nodes: number; readonly elapsedMs: number }
  | {
      readonly type: 'cpu-move';
      readonly id: number;
      readonly move: number;
      readonly value: number;
      /** Deepest completed depth. */
      readonly depth: number;
      readonly nodes: number;
      readonly elapsedMs: number;
      readonly reason: 'depth' | 'time' | 'cancelled' | 'finished';
    }
  | { readonly type: 'level'; readonly id: number; readonly level: Level }
  | { readonly type: 'node-counts-progress'; readonly id: number; readonly done: number; readonly total: number; readonly cell: NodeCountCell }
  | { readonly type: 'node-counts'; readonly id: number; readonly cells: readonly NodeCountCell[]; readonly cancelled: boolean }
  | { readonly type: 'error'; readonly id: number; readonly code: 'bad-request' | 'failed'; readonly message: string };

export type SearchPost = (message: SearchResponse) => void;
