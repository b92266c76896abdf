/**
 * The contract of the search engine (src/search): shared by the CLI, the AI
 * players (src/ai) and the search lab. Pure: runs in Node and in a worker.
 */
import type { ScoreMode } from '../games/game.ts';
import type { PositionTable } from '../tree/positions.ts';
import type { TranspositionTable } from './transposition.ts';

/**
 * Move ordering (order.ts): 'cell', the game's natural order; 'centre', its
 * static priority (the ids come from the 3×3 board, where these are cell
 * order and centre-corners-edges; on a larger board the priority may be its
 * square weights);
 * 'best', best-first from known values; 'eval', best-first by the evaluation
 * of each child (for depth-limited search of games whose tree does not fit).
 */
export type MoveOrder = 'cell' | 'centre' | 'best' | 'eval';

/** Options of `search` (src/search/alphaBeta.ts); every field is optional. */
export interface SearchOptions<S> {
  /** Plain minimax (no pruning) when 'minimax'; default 'alphabeta'. */
  readonly algorithm?: 'minimax' | 'alphabeta';
  /** Default 'cell'. 'best' needs `table`. */
  readonly order?: MoveOrder;
  /** Use a transposition table of (lower, upper) bounds keyed by position. */
  readonly tt?: boolean;
  /** With tt: the 8 symmetric forms of a position share one entry. */
  readonly symmetry?: boolean;
  /** Default 'wdl'. */
  readonly mode?: ScoreMode;
  /** Depth limit in plies; unfinished positions at the limit get the evaluation. Default: no limit. */
  readonly depth?: number;
  /** The evaluation at the depth limit (and for 'eval' ordering); default the game's `evaluate`. */
  readonly evaluate?: (s: S) => number;
  /**
   * Polled every 1,024 nodes; when it returns true the search stops and its
   * result has `stopped: true` (value and move then mean nothing). For
   * cancellation and time limits.
   */
  readonly shouldStop?: () => boolean;
  /**
   * Called at the same polls, even by the searches that ignore `shouldStop`
   * (childValuesBySearch, bestMovesCounted); it cannot stop the search. A
   * sign of life for whoever waits on a long search (the CPU worker's watchdog).
   */
  readonly onPoll?: () => void;
  /** A move path from the root whose node the search reports on (SearchResult.watched). */
  readonly watch?: readonly number[];
  /** Initial window; default (-Infinity, +Infinity). */
  readonly alpha?: number;
  readonly beta?: number;
  /** Record a step-by-step trace, capped at `traceLimit` steps (default 5,000). */
  readonly trace?: boolean;
  readonly traceLimit?: number;
  /** Receives every trace step as it happens, uncapped, instead of the recorded list (the lab's typed-array recorder). */
  readonly traceSink?: (step: TraceStep<S>) => void;
  /** Known values for 'best' ordering (the precomputed position table). */
  readonly table?: PositionTable<S>;
  /**
   * With tt: the table to use instead of a shared scratch one. It is emptied
   * when the search starts and holds the final bounds afterwards (for
   * inspection, e.g. in tests).
   */
  readonly transposition?: TranspositionTable;
  /**
   * The cut rule: 'ge' (the default) cuts when v >= beta (v <= alpha), 'gt' only on strict
   * inequality, v > beta (v < alpha), as some courses grade; then a value equal to a bound
   * is exact, so a result is classified v < alpha fail low, alpha <= v <= beta exact,
   * v > beta fail high, and the table stores and probes by the same rule.
   */
  readonly cut?: 'ge' | 'gt';
  /**
   * Fail-hard: a node returns its value clamped to the window it was searched with (default
   * fail-soft, the value found). With the ≥ rule only: under the strict rule a value clamped to
   * a bound could not be told from an exact one (the search ignores it there).
   */
  readonly failHard?: boolean;
}

/** What a search did, for comparing algorithms and options. */
export interface SearchCounters {
  /** Nodes visited, the root included. */
  nodes: number;
  /** Times the remaining children of a node were skipped (alpha or beta cut-off). */
  cutoffs: number;
  /** Transposition-table hits by kind. */
  ttExact: number; // lower == upper: value returned
  ttUpper: number; // upper <= alpha: upper returned
  ttLower: number; // beta <= lower: lower returned
  ttNarrowed: number; // window narrowed, then searched
  ttStores: number;
}

/** The answer of `search`. */
export interface SearchResult<S> {
  /** Fail-soft value of the root (its best child's value), from the first player's point of view. */
  readonly value: number;
  /** A move achieving `value` (first in search order), -1 for a finished position. */
  readonly bestMove: number;
  readonly counters: SearchCounters;
  /** With `watch`: what the search did at that node. */
  readonly watched?: WatchedNode;
  /** True when `shouldStop` ended the search early (value and bestMove are then meaningless). */
  readonly stopped?: boolean;
  /** Present when `trace` was asked for. */
  readonly trace?: readonly TraceStep<S>[];
  /** True when the trace hit its cap (the search itself still completed). */
  readonly traceTruncated?: boolean;
  /** With `trace`: how many steps the full trace has (recorded or not). */
  readonly traceSteps?: number;
}

/** A child the search visited at the watched node: the window it was given and the fail-soft value it returned. */
export interface WatchedChild {
  readonly move: number;
  readonly value: number;
  readonly alpha: number;
  readonly beta: number;
}

/** What a search did at the watched node (SearchOptions.watch). */
export interface WatchedNode {
  /** The search visited the node (else an ancestor's cut-off skipped it). */
  reached: boolean;
  /** The transposition table answered it without searching its children. */
  ttHit: boolean;
  /** The window it was entered with. */
  alpha: number;
  beta: number;
  /** The children searched, in search order; the others were cut off. */
  readonly children: WatchedChild[];
}

/** How a node's result relates to the window it was searched with (source article 2). */
export type ResultKind = 'fail-low' | 'exact' | 'fail-high';

/**
 * One step of a traced search; `moves` is the move path from the search root
 * to the node the step belongs to (see the header of alphaBeta.ts for the order).
 */
export type TraceStep<S> =
  | { readonly kind: 'enter'; readonly state: S; readonly moves: readonly number[]; readonly alpha: number; readonly beta: number }
  | { readonly kind: 'leaf'; readonly state: S; readonly moves: readonly number[]; readonly value: number; readonly evaluated: boolean }
  | { readonly kind: 'child'; readonly moves: readonly number[]; readonly move: number; readonly value: number }
  | { readonly kind: 'update'; readonly moves: readonly number[]; readonly which: 'alpha' | 'beta'; readonly value: number }
  | { readonly kind: 'cutoff'; readonly moves: readonly number[]; readonly alpha: number; readonly beta: number; readonly skipped: readonly number[] }
  | { readonly kind: 'tt-hit'; readonly moves: readonly number[]; readonly hit: 'exact' | 'upper' | 'lower' | 'narrowed'; readonly lower: number; readonly upper: number }
  | { readonly kind: 'exit'; readonly moves: readonly number[]; readonly value: number; readonly result: ResultKind; readonly alpha: number; readonly beta: number }
  | { readonly kind: 'tt-store'; readonly moves: readonly number[]; readonly lower: number; readonly upper: number };
