/**
 * Iterative deepening with a time limit: depth-limited alpha-beta (or
 * minimax) at depths 1, 2, ... up to `maxDepth`, keeping the last completed
 * depth's answer, so a CPU player can think for a fixed time. Depth 1 always
 * completes (unless cancelled), so there is a move whenever one exists; a
 * deeper search that runs out of time is discarded. The transposition table,
 * when on, is emptied per depth (see alphaBeta.ts), so each depth's value is
 * exactly that of a plain depth-limited search.
 */
import { OUTCOME, type Game } from '../games/game.ts';
import { search } from './alphaBeta.ts';
import type { SearchOptions } from './types.ts';

/** Options: those of `search` (its `depth` and `shouldStop` are set here) plus the limits. */
export interface DeepeningOptions<S> extends Omit<SearchOptions<S>, 'depth' | 'shouldStop' | 'trace'> {
  /** Deepest depth to try (>= 1). */
  readonly maxDepth: number;
  /** Stop deepening after this many milliseconds (a search under way is abandoned). Default: no limit. */
  readonly timeLimitMs?: number;
  /** Clock in milliseconds (injected for tests; default performance.now). */
  readonly now?: () => number;
  /** Cancellation: polled during the search; true stops at once (the result keeps the last completed depth). */
  readonly cancelled?: () => boolean;
  /** Called after each completed depth. */
  readonly onDepth?: (done: DepthResult) => void;
}

/** One completed depth. */
export interface DepthResult {
  readonly depth: number;
  readonly value: number;
  readonly bestMove: number;
  /** Nodes of this depth's search. */
  readonly nodes: number;
}

/** The answer: the deepest completed depth's value and move, all nodes visited, and why it stopped. */
export interface DeepeningResult {
  /** Deepest completed depth (0 when none completed or the position is finished). */
  readonly depth: number;
  readonly value: number;
  /** -1 when no depth completed or the position is finished. */
  readonly bestMove: number;
  /** Nodes visited by every search, the abandoned one included. */
  readonly nodes: number;
  readonly depths: readonly DepthResult[];
  readonly reason: 'depth' | 'time' | 'cancelled' | 'finished';
}

/** Iterative deepening (see the module header), synchronously. O(sum of the searches). */
export function deepen<S>(game: Game<S>, state: S, options: DeepeningOptions<S>): DeepeningResult {
  const steps = deepenSteps(game, state, options);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * Iterative deepening one depth per step: yields each completed depth and
 * returns the result, so a worker can let messages in between depths.
 */
function* deepenSteps<S>(game: Game<S>, state: S, options: DeepeningOptions<S>): Generator<DepthResult, DeepeningResult, void> {
  const { maxDepth, timeLimitMs, cancelled, onDepth } = options;
  if (!Number.isInteger(maxDepth) || maxDepth < 1) throw new RangeError(`maxDepth must be a whole number >= 1, got ${String(maxDepth)}`);
  const now = options.now ?? (() => performance.now());
  const start = now();
  const depths: DepthResult[] = [];
  let nodes = 0;
  if (game.outcome(state) !== OUTCOME.playing) return { depth: 0, value: game.terminalScore(state, options.mode ?? 'wdl'), bestMove: -1, nodes: 0, depths, reason: 'finished' };
  let reason: DeepeningResult['reason'] = 'depth';
  for (let depth = 1; depth <= maxDepth; depth++) {
    const outOfTime = () => depth > 1 && timeLimitMs !== undefined && now() - start >= timeLimitMs;
    if (outOfTime()) {
      reason = 'time';
      break;
    }
    const r = search(game, state, { ...options, depth, shouldStop: () => (cancelled?.() ?? false) || outOfTime() });
    nodes += r.counters.nodes;
    if (r.stopped) {
      reason = cancelled?.() ? 'cancelled' : 'time';
      break;
    }
    const done = { depth, value: r.value, bestMove: r.bestMove, nodes: r.counters.nodes };
    depths.push(done);
    onDepth?.(done);
    yield done;
    // A depth that reaches every game end cannot change with more depth.
    if (depth >= game.pliesLeftAtMost(state)) break;
  }
  const last = depths[depths.length - 1];
  return last ? { depth: last.depth, value: last.value, bestMove: last.bestMove, nodes, depths, reason } : { depth: 0, value: 0, bestMove: -1, nodes, depths, reason };
}
