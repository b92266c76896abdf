/**
 * Clients for the arena worker, created outside React. `match()` and
 * `solveCheck()` return a Promise of the outcome and report progress through
 * a callback. One job per client and the newest request wins: starting a job
 * rejects the pending one with a CancelledError (the handler aborts it).
 * `cancel()` rejects the pending job and stops its work at once: the worker
 * client terminates the worker (the next job starts a fresh one), the inline
 * client sets the handler's abort flag, read between chunks.
 */
import type { MatchResult } from '../ai/arena.ts';
import type { ScoreMode } from '../games/tictactoe/score.ts';
import { createArenaHandler, type ArenaHandlerOptions } from './arenaHandler.ts';
import { unpackFailures, type ArenaErrorCode, type ArenaFailure, type ArenaRequest, type ArenaResponse, type SolveSummary } from './arenaProtocol.ts';
import { CancelledError, WorkerFailedError, type WorkerLike } from './client.ts';

export { CancelledError, WorkerFailedError, type WorkerLike } from './client.ts';

export interface MatchParams {
  readonly a: string;
  readonly b: string;
  /** Games per side. */
  readonly games: number;
  readonly seed: number;
  readonly chunkSize?: number;
}

export interface SolveParams {
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

/** A job waiting for replies: `receive` returns true once the job is settled. */
interface Pending {
  readonly id: number;
  readonly request: ArenaRequest;
  receive(msg: ArenaResponse): boolean;
  reject(e: Error): void;
}

type JobFactory = (id: number, source: ArenaSource, reject: (e: Error) => void) => { request: ArenaRequest; receive: Pending['receive'] };

function matchJob(params: MatchParams, onProgress: ((p: MatchProgress) => void) | undefined, resolve: (o: MatchOutcome) => void): JobFactory {
  return (id, source, reject) => ({
    request: { type: 'match', id, a: params.a, b: params.b, games: params.games, seed: params.seed, chunkSize: params.chunkSize },
    receive(msg) {
      if (msg.type === 'match-progress') {
        onProgress?.({ done: msg.done, total: msg.total, elapsedMs: msg.elapsedMs, partial: msg.partial });
        return false;
      }
      if (msg.type === 'match-result') resolve({ result: msg.result, elapsedMs: msg.elapsedMs, source });
      else if (msg.type === 'error') reject(new ArenaRequestError(msg.code, msg.message));
      else return false;
      return true;
    },
  });
}

function solveJob(params: SolveParams, onProgress: ((p: SolveProgress) => void) | undefined, resolve: (o: SolveOutcome) => void): JobFactory {
  return (id, source, reject) => {
    const failures: ArenaFailure[] = [];
    return {
      request: { type: 'solve-check', id, player: params.player, mode: params.mode, chunkSize: params.chunkSize },
      receive(msg) {
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
  };
}

/** The job bookkeeping both clients share: newest request wins, replies matched by id. */
function createJobs(source: ArenaSource, send: (p: Pending) => void) {
  let pending: Pending | null = null;
  let nextId = 1;
  const settle = (error: Error) => {
    const p = pending;
    pending = null;
    p?.reject(error);
  };
  return {
    get pending() {
      return pending;
    },
    settle,
    /** Routes a reply to the pending job; stale replies are ignored. A throwing consumer rejects the job. */
    receive(msg: ArenaResponse) {
      const p = pending;
      if (!p || msg?.id !== p.id) return;
      try {
        if (p.receive(msg) && pending === p) pending = null;
      } catch (e) {
        if (pending === p) settle(e instanceof Error ? e : new Error(String(e)));
      }
    },
    start<T>(make: (resolve: (v: T) => void) => JobFactory): Promise<T> {
      if (pending) settle(new CancelledError('a newer request replaced this one'));
      return new Promise<T>((resolve, reject) => {
        const id = nextId++;
        const { request, receive } = make(resolve)(id, source, reject);
        const p: Pending = { id, request, receive, reject };
        pending = p;
        send(p);
      });
    },
  };
}

/** A client over a real (or fake) Worker made by `createWorker`. */
export function createArenaWorkerClient(createWorker: () => WorkerLike): ArenaClient {
  let worker: WorkerLike | null = null;
  const stop = () => {
    worker?.terminate();
    worker = null;
  };
  const fail = (error: Error) => {
    stop();
    jobs.settle(error);
  };
  const ensureWorker = (): WorkerLike => {
    if (worker) return worker;
    const w = createWorker();
    w.onmessage = (event) => jobs.receive(event.data as ArenaResponse);
    w.onerror = (event) => fail(new WorkerFailedError(event?.message ? event.message : 'the arena worker could not start or crashed'));
    w.onmessageerror = () => fail(new WorkerFailedError('an arena worker message could not be read'));
    worker = w;
    return w;
  };
  const jobs = createJobs('worker', (p) => {
    try {
      ensureWorker().postMessage(p.request);
    } catch (e) {
      fail(new WorkerFailedError(e instanceof Error ? e.message : String(e)));
    }
  });
  const cancel = () => {
    // Terminating is the only way to stop a worker in the middle of a chunk (or of a slow setup) at once.
    if (jobs.pending) fail(new CancelledError());
  };
  return {
    kind: 'worker',
    match: (params, onProgress) => jobs.start<MatchOutcome>((resolve) => matchJob(params, onProgress, resolve)),
    solveCheck: (params, onProgress) => jobs.start<SolveOutcome>((resolve) => solveJob(params, onProgress, resolve)),
    cancel,
    dispose() {
      cancel();
      stop();
    },
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
  const handle = createArenaHandler((msg) => jobs.receive(msg), options);
  /** Id of the job last handed to the handler (it may still be running). */
  let started = -1;
  const jobs = createJobs('main-thread', (p) => {
    void handle({ type: 'cancel', id: started }); // the replaced job stops even if this one never starts
    defer(() => {
      // Cancelled or replaced before it started: do not start it at all.
      if (jobs.pending !== p) return;
      started = p.id;
      void handle(p.request);
    });
  });
  const cancel = () => {
    const p = jobs.pending;
    if (!p) return;
    void handle({ type: 'cancel', id: p.id });
    jobs.settle(new CancelledError());
  };
  return {
    kind: 'main-thread',
    match: (params, onProgress) => jobs.start<MatchOutcome>((resolve) => matchJob(params, onProgress, resolve)),
    solveCheck: (params, onProgress) => jobs.start<SolveOutcome>((resolve) => solveJob(params, onProgress, resolve)),
    cancel,
    dispose: cancel,
  };
}

/** Starts the real arena worker (a Vite module worker). Browser only. */
export function createArenaWorker(): Worker {
  return new Worker(new URL('./arena.worker.ts', import.meta.url), { type: 'module', name: 'minimax-arena' });
}
