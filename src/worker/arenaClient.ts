/**
 * Clients for the arena worker, created outside React. `match()` and
 * `solveCheck()` return a Promise of the outcome and report progress through
 * a callback. The job lifecycle (one job per client, newest request wins,
 * cancel, failure, the no-progress watchdog) is jobs.ts, shared with the tree
 * client. `cancel()` stops the work at once: the worker client terminates the
 * worker (the next job starts a fresh one), the inline client sets the
 * handler's abort flag, read between chunks.
 */
import type { ScoreMode } from '../games/game.ts';
import type { MatchResult } from '../ai/arena.ts';
import type { ArenaHandler, ArenaHandlerOptions } from './arenaHandler.ts';
import { unpackFailures, type ArenaErrorCode, type ArenaFailure, type ArenaRequest, type ArenaResponse, type SolveSummary } from './arenaProtocol.ts';
import { CancelledError, createJobs, createWorkerJobs, type JobSpec, type Timers, type WorkerLike } from './jobs.ts';
import { stallMsFor } from './stallTimes.ts';

export { CancelledError, WorkerFailedError, type WorkerLike } from './jobs.ts';

export interface MatchParams {
  /** The game (a registry id, with or without a full tree); default the opening game. */
  readonly game?: string;
  readonly a: string;
  readonly b: string;
  /** Games per side. */
  readonly games: number;
  readonly seed: number;
  /** Random opening plies of each game (each opening played with both colours); default 0. */
  readonly openings?: number;
  readonly chunkSize?: number;
}

export interface SolveParams {
  /** The full-tree game (a registry id); default the opening game. */
  readonly game?: string;
  readonly player: string;
  readonly mode?: ScoreMode;
  readonly chunkSize?: number;
}

export interface JobProgress {
  readonly done: number;
  readonly total: number;
  /** Milliseconds since the job's players were ready. */
  readonly elapsedMs: number;
}
export interface MatchProgress extends JobProgress {
  /** The tally so far. */
  readonly partial: MatchResult;
}
export interface SolveProgress extends JobProgress {
  /** Every failure found so far (a fresh array each time). */
  readonly failures: readonly ArenaFailure[];
}

export type ArenaSource = 'worker' | 'main-thread';

export interface MatchOutcome {
  readonly result: MatchResult;
  readonly elapsedMs: number;
  readonly source: ArenaSource;
}
export interface SolveOutcome {
  readonly summary: SolveSummary;
  readonly failures: readonly ArenaFailure[];
  readonly elapsedMs: number;
  readonly source: ArenaSource;
}

export interface ArenaClient {
  readonly kind: ArenaSource;
  match(params: MatchParams, onProgress?: (p: MatchProgress) => void): Promise<MatchOutcome>;
  solveCheck(params: SolveParams, onProgress?: (p: SolveProgress) => void): Promise<SolveOutcome>;
  /** Rejects the pending job (CancelledError) and stops its work. */
  cancel(): void;
  /** Cancels and releases the worker for good. */
  dispose(): void;
}

/** The handler refused the request (unknown player, bad numbers) or failed while running it. Not a worker failure. */
export class ArenaRequestError extends Error {
  constructor(
    readonly code: ArenaErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ArenaRequestError';
  }
}

type ArenaJob<T> = JobSpec<ArenaRequest, ArenaResponse, T>;

function matchJob(params: MatchParams, onProgress: ((p: MatchProgress) => void) | undefined, source: ArenaSource): ArenaJob<MatchOutcome> {
  return {
    request: (id) => ({ type: 'match', id, game: params.game, a: params.a, b: params.b, games: params.games, seed: params.seed, openings: params.openings, chunkSize: params.chunkSize }),
    receive(msg, resolve, reject) {
      if (msg.type === 'match-progress') {
        onProgress?.({ done: msg.done, total: msg.total, elapsedMs: msg.elapsedMs, partial: msg.partial });
        return false;
      }
      // An `alive` message only re-arms the watchdog (jobs.ts), as every message of the job does.
      if (msg.type === 'match-result') resolve({ result: msg.result, elapsedMs: msg.elapsedMs, source });
      else if (msg.type === 'error') reject(new ArenaRequestError(msg.code, msg.message));
      else return false;
      return true;
    },
  };
}

function solveJob(params: SolveParams, onProgress: ((p: SolveProgress) => void) | undefined, source: ArenaSource): ArenaJob<SolveOutcome> {
  const failures: ArenaFailure[] = [];
  return {
    request: (id) => ({ type: 'solve-check', id, game: params.game, player: params.player, mode: params.mode, chunkSize: params.chunkSize }),
    receive(msg, resolve, reject) {
      if (msg.type === 'solve-progress') {
        failures.push(...unpackFailures(msg.failures));
        onProgress?.({ done: msg.done, total: msg.total, elapsedMs: msg.elapsedMs, failures: failures.slice() });
        return false;
      }
      if (msg.type === 'solve-result') {
        failures.push(...unpackFailures(msg.failures));
        resolve({ summary: msg.summary, failures, elapsedMs: msg.elapsedMs, source });
      } else if (msg.type === 'error') reject(new ArenaRequestError(msg.code, msg.message));
      else return false;
      return true;
    },
  };
}

/**
 * Milliseconds of silence after which an arena worker counts as stuck: a
 * running job reports every 100 ms, so this leaves room for a slow start
 * (script download, player setup) on a busy machine.
 */
const ARENA_STALL_MS = 8000;

export interface ArenaWorkerClientOptions {
  readonly stallMs?: number;
  readonly timers?: Timers;
}

/** A client over a real (or fake) Worker made by `createWorker`, with the shared job lifecycle (jobs.ts). */
export function createArenaWorkerClient(createWorker: () => WorkerLike, options: ArenaWorkerClientOptions = {}): ArenaClient {
  const jobs = createWorkerJobs<ArenaRequest, ArenaResponse>({ createWorker, stallMs: options.stallMs ?? stallMsFor('arena', ARENA_STALL_MS), timers: options.timers, name: 'arena worker' });
  return {
    kind: 'worker',
    match: (params, onProgress) => jobs.start(matchJob(params, onProgress, 'worker')),
    solveCheck: (params, onProgress) => jobs.start(solveJob(params, onProgress, 'worker')),
    cancel: jobs.cancel,
    dispose: jobs.dispose,
  };
}

export interface InlineClientOptions extends ArenaHandlerOptions {
  /** Starts a job on a later task so the caller can paint first; default a zero-delay timeout. */
  readonly defer?: (f: () => void) => void;
}

/**
 * Runs the same handler on this thread (tests, and the fallback where
 * Workers are unavailable or fail). The handler yields between slices of
 * work, so the page stays responsive and cancel takes effect between chunks.
 */
export function createArenaInlineClient(options: InlineClientOptions = {}): ArenaClient {
  const defer = options.defer ?? ((f: () => void) => void setTimeout(f, 0));
  // The handler (the match and solve engines) loads on the first job: the page's first view needs none of it.
  // Requests pass through one promise, so they reach the handler in the order they were made; a failed load
  // fails the job (the next one tries again).
  let handler: Promise<ArenaHandler> | null = null;
  const handle = (request: unknown): Promise<void> => {
    handler ??= import('./arenaHandler.ts').then((m) => m.createArenaHandler((msg) => jobs.receive(msg), options));
    return handler.then(
      (h) => h(request),
      (error: unknown) => {
        handler = null;
        if (jobs.pending) jobs.fail(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };
  /** Id of the job last handed to the handler (it may still be running). */
  let started = -1;
  const jobs = createJobs<ArenaRequest, ArenaResponse>({
    send(request, id) {
      void handle({ type: 'cancel', id: started }); // the replaced job stops even if this one never starts
      defer(() => {
        // Cancelled or replaced before it started: do not start it at all.
        if (jobs.pending?.id !== id) return;
        started = id;
        void handle(request);
      });
    },
    // The handler reads its abort flag between chunks.
    stop: () => void handle({ type: 'cancel', id: started }),
  });
  const cancel = () => {
    if (jobs.pending) jobs.fail(new CancelledError());
  };
  return {
    kind: 'main-thread',
    match: (params, onProgress) => jobs.start(matchJob(params, onProgress, 'main-thread')),
    solveCheck: (params, onProgress) => jobs.start(solveJob(params, onProgress, 'main-thread')),
    cancel,
    dispose: cancel,
  };
}

/** Starts the real arena worker (a Vite module worker). Browser only. */
export function createArenaWorker(): Worker {
  return new Worker(new URL('./arena.worker.ts', import.meta.url), { type: 'module', name: 'minimax-arena' });
}
