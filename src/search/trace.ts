/**
 * Step recording for trace mode: a counter plus a capped list of TraceStep
 * (see types.ts). Steps past the cap are counted but not stored, so the search
 * itself always runs to completion and `total` tells how long the full trace
 * would have been.
 */
import type { ResultKind, TraceStep } from './types.ts';

/** Default cap on recorded trace steps. */
export const TRACE_LIMIT = 5000;

/** Collects at most `limit` steps; counts all of them. */
export class TraceRecorder<S> {
  readonly steps: TraceStep<S>[] = [];
  /** Steps seen, recorded or not. */
  total = 0;
  readonly limit: number;
  /** Receives every step instead of the list (no cap). */
  readonly sink: ((step: TraceStep<S>) => void) | null;

  constructor(limit: number, sink: ((step: TraceStep<S>) => void) | null = null) {
    this.limit = sink ? Infinity : limit;
    this.sink = sink;
  }

  /** Counts one step; true when it should be recorded (still under the cap). */
  take(): boolean {
    return this.total++ < this.limit;
  }

  /** Records a step taken (see `take`): to the sink, else to the list. */
  record(step: TraceStep<S>): void {
    if (this.sink) this.sink(step);
    else this.steps.push(step);
  }

  /** True when at least one step was dropped. */
  get truncated(): boolean {
    return this.total > this.limit;
  }
}

/**
 * How a fail-soft value relates to the window it was searched with (source article 2):
 * v <= alpha fail-low (v is an upper bound), alpha < v < beta exact,
 * v >= beta fail-high (v is a lower bound). Under the strict cut rule (`strict`, cuts only on
 * v > beta or v < alpha) a value equal to a bound is exact: v < alpha, alpha <= v <= beta, v > beta.
 */
export function classifyResult(value: number, alpha: number, beta: number, strict = false): ResultKind {
  if (strict) return value < alpha ? 'fail-low' : value <= beta ? 'exact' : 'fail-high';
  return value <= alpha ? 'fail-low' : value < beta ? 'exact' : 'fail-high';
}
