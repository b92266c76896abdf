/**
 * Clients for the tree worker, created outside React. `build()` returns a
 * Promise of the tree and reports progress through a callback. The newest
 * request wins: starting a build cancels the one in flight. `cancel()`
 * rejects the pending build with a CancelledError and terminates the worker
 * (a synchronous build cannot be interrupted any other way); the next build
 * starts a fresh one.
 */
import type { Board } from '../games/tictactoe/board.ts';
import { ticTacToe } from '../games/tictactoe/index.ts';
import type { GameTree } from '../tree/gameTree.ts';
import type { BuildPhase } from '../tree/build.ts';
import { fromTransferable } from '../tree/transfer.ts';
import { handleRequest } from './handler.ts';
import type { TreeRequest, TreeResponse } from './protocol.ts';

export interface BuildProgress {
  readonly phase: BuildPhase;
  /** Overall progress 0..1. */
  readonly fraction: number;
}

export interface BuiltTree {
  readonly tree: GameTree<Board>;
  /** Milliseconds building and scoring inside the worker (or inline). */
  readonly buildMs: number;
  /** Milliseconds from request to tree in hand on this thread (start-up + build + transfer + decode). */
  readonly totalMs: number;
  /** Milliseconds from the request to the start of the build (worker start-up, script load). */
  readonly startupMs: number;
  /** Milliseconds from the built message being posted to the tree in hand here (transfer + decode + waiting for this thread). */
  readonly transferMs: number;
  readonly source: 'worker' | 'main-thread';
}

export interface BuildOptions {
  readonly onProgress?: (p: BuildProgress) => void;
}

export interface TreeClient {
  readonly kind: 'worker' | 'main-thread';
  build(options?: BuildOptions): Promise<BuiltTree>;
  /** Rejects the pending build (CancelledError) and stops its work. */
  cancel(): void;
  /** Cancels and releases the worker for good. */
  dispose(): void;
}

export class CancelledError extends Error {
  constructor(message = 'the build was cancelled') {
    super(message);
    this.name = 'CancelledError';
  }
}

/** The worker failed to start, crashed, or answered with an error. */
export class WorkerFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerFailedError';
  }
}

/** The minimal Worker surface the client needs (a fake can stand in for tests). */
export interface WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror?: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
  terminate(): void;
}

interface Pending {
  id: number;
  started: number;
  resolve: (t: BuiltTree) => void;
  reject: (e: Error) => void;
  onProgress?: (p: BuildProgress) => void;
}

/**
 * A worker created before this client existed: the page's inline start-up
 * script does that while the HTML is still being parsed (see earlyStart.ts).
 * It queued every event the worker sent meanwhile.
 */
export interface WarmWorker {
  readonly worker: WorkerLike;
  /** Events received so far ('message', 'messageerror' or 'error'), in order. */
  readonly queue: readonly Event[];
}

/**
 * A client over a real (or fake) Worker made by `createWorker`. With `warm`,
 * the client adopts that already started worker for its first build. A worker
 * that fails while no build is pending (the warm worker's script did not load,
 * say) fails the next build at once with that error, so the app can fall back
 * without fetching the script again; the build after that starts a fresh one.
 */
export function createWorkerClient(createWorker: () => WorkerLike, now: () => number = () => performance.now(), origin: number = performance.timeOrigin, warm: WarmWorker | null = null): TreeClient {
  let worker: WorkerLike | null = null;
  let pending: Pending | null = null;
  let nextId = 1;
  /** A worker failure while no build was pending (e.g. the warm worker's script did not load): the next build reports it. */
  let idleFailure: WorkerFailedError | null = null;

  const fail = (error: Error) => {
    const p = pending;
    pending = null;
    worker?.terminate();
    worker = null;
    if (p) p.reject(error);
    else if (error instanceof WorkerFailedError) idleFailure = error;
  };

  const onMessage = (event: MessageEvent) => {
    const msg = event.data as TreeResponse;
    if (!pending || msg?.id !== pending.id) return; // a stale reply: newest request wins
    if (msg.type === 'progress') pending.onProgress?.({ phase: msg.phase, fraction: msg.fraction });
    else if (msg.type === 'error') fail(new WorkerFailedError(msg.message));
    else if (msg.type === 'built') {
      const p = pending;
      pending = null;
      try {
        const tree = fromTransferable(ticTacToe, msg.tree);
        const end = now();
        p.resolve({ tree, buildMs: msg.timings.buildMs, totalMs: end - p.started, startupMs: msg.timings.startedAt - (origin + p.started), transferMs: origin + end - msg.timings.postedAt, source: 'worker' });
      } catch (e) {
        p.reject(new WorkerFailedError(e instanceof Error ? e.message : String(e)));
      }
    }
  };

  const onError = (event: ErrorEvent) => {
    const message = event?.message ? event.message : 'the worker could not start or crashed';
    fail(new WorkerFailedError(message));
  };
  const onMessageError = () => fail(new WorkerFailedError('a worker message could not be read'));

  const adopt = (w: WorkerLike): WorkerLike => {
    w.onmessage = onMessage;
    w.onerror = onError;
    w.onmessageerror = onMessageError;
    worker = w;
    return w;
  };
  const ensureWorker = (): WorkerLike => worker ?? adopt(createWorker());

  if (warm) {
    adopt(warm.worker);
    // Replay what the worker reported before the hand-over: only failures matter (no build was asked for).
    for (const event of warm.queue) {
      if (event.type === 'error') onError(event as ErrorEvent);
      else if (event.type === 'messageerror') onMessageError();
    }
  }

  return {
    kind: 'worker',
    build(options = {}) {
      if (pending) fail(new CancelledError('a newer build replaced this one'));
      if (idleFailure) {
        // Reported once, so the app can fall back; the build after that starts a fresh worker.
        const failure = idleFailure;
        idleFailure = null;
        return Promise.reject(failure);
      }
      return new Promise<BuiltTree>((resolve, reject) => {
        const id = nextId++;
        pending = { id, started: now(), resolve, reject, onProgress: options.onProgress };
        try {
          const req: TreeRequest = { type: 'build', id, game: ticTacToe.id };
          ensureWorker().postMessage(req);
        } catch (e) {
          fail(new WorkerFailedError(e instanceof Error ? e.message : String(e)));
        }
      });
    },
    cancel() {
      if (pending) fail(new CancelledError());
    },
    dispose() {
      this.cancel();
      worker?.terminate();
      worker = null;
    },
  };
}

/**
 * Runs the same handler on this thread (tests, and the fallback where Workers
 * are unavailable or fail). The build starts on a later task so the caller can
 * paint a progress bar first; progress arrives in one burst at the end.
 */
export function createInlineClient(now: () => number = () => performance.now(), defer: (f: () => void) => void = (f) => setTimeout(f, 0)): TreeClient {
  let current = 0;
  let rejectCurrent: ((e: Error) => void) | null = null;
  return {
    kind: 'main-thread',
    build(options = {}) {
      rejectCurrent?.(new CancelledError('a newer build replaced this one'));
      const id = ++current;
      const started = now();
      return new Promise<BuiltTree>((resolve, reject) => {
        rejectCurrent = reject;
        defer(() => {
          if (id !== current) return;
          let result: BuiltTree | null = null;
          let failure: Error | null = null;
          handleRequest({ type: 'build', id, game: ticTacToe.id }, (msg) => {
            if (msg.type === 'progress') options.onProgress?.({ phase: msg.phase, fraction: msg.fraction });
            else if (msg.type === 'error') failure = new WorkerFailedError(msg.message);
            else {
              const end = now();
              result = { tree: fromTransferable(ticTacToe, msg.tree), buildMs: msg.timings.buildMs, totalMs: end - started, startupMs: 0, transferMs: Math.max(0, end - started - msg.timings.buildMs), source: 'main-thread' };
            }
          });
          rejectCurrent = null;
          if (id !== current) return;
          if (result) resolve(result);
          else reject(failure ?? new WorkerFailedError('the build produced no tree'));
        });
      });
    },
    cancel() {
      current++;
      rejectCurrent?.(new CancelledError());
      rejectCurrent = null;
    },
    dispose() {
      this.cancel();
    },
  };
}
