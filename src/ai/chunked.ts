/**
 * Running long jobs (matches, solve checks) in chunks, so a caller can show
 * progress and cancel between chunks: synchronously (CLI, bench, tests) or
 * yielding to the event loop between chunks (a worker that must read
 * cancellation messages).
 */

/** Units done out of the total (games, positions). */
export interface Progress {
  readonly done: number;
  readonly total: number;
}

/** A cancellation flag: an AbortSignal fits, so does `{ aborted: true }`. */
export interface CancelFlag {
  readonly aborted: boolean;
}

/** Options shared by the chunked runners. */
export interface ChunkOptions {
  /** Units per chunk; each runner has its own default. */
  readonly chunkSize?: number;
  /** Called after every chunk. */
  readonly onProgress?: (progress: Progress) => void;
  /** Checked before every chunk; once aborted the run stops and reports `cancelled`. */
  readonly signal?: CancelFlag;
}

/** A job that advances by chunks. */
export interface Stepper<R> {
  readonly done: number;
  readonly total: number;
  /** Does up to `max` more units (at least one unless finished). */
  step(max: number): Progress;
  /** The result so far; `cancelled` when stopped before the end. */
  result(): R;
}

function chunkOf(options: ChunkOptions, fallback: number): number {
  const n = options.chunkSize ?? fallback;
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`chunkSize must be a positive integer, got ${String(n)}`);
  return n;
}

/** Runs a stepper to the end (or until the signal aborts), synchronously. */
export function runChunks<R>(stepper: Stepper<R>, options: ChunkOptions, defaultChunk: number): R {
  const chunk = chunkOf(options, defaultChunk);
  while (stepper.done < stepper.total && !options.signal?.aborted) {
    // Not `onProgress?.(stepper.step(chunk))`: optional chaining would skip the step itself.
    const progress = stepper.step(chunk);
    options.onProgress?.(progress);
  }
  return stepper.result();
}
