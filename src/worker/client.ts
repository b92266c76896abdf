/**
 * Clients for the tree worker, created outside React. `build()` returns a
 * Promise of the tree and reports progress through a callback. The job
 * lifecycle (ids, newest request wins, cancel, failure, the no-progress
 * watchdog) is jobs.ts, shared with the arena clients; this module only says
 * what a build sends and how its replies settle it.
 */
import type { FullTreeGame } from '../games/game.ts';
import { DEFAULT_TREE_GAME } from '../games/defaultGame.ts';
import type { GameTree } from '../tree/gameTree.ts';
import type { BuildPhase } from '../tree/build.ts';
import { unpackPositions, type PositionTable } from '../tree/positions.ts';
import { fromTransferable } from '../tree/transfer.ts';
import { handleRequest } from './handler.ts';
import { CancelledError, createJobs, createWorkerJobs, WorkerFailedError, type JobSpec, type Timers, type WarmWorker, type WorkerLike } from './jobs.ts';
import type { TreeRequest, TreeResponse } from './protocol.ts';
import { stallMsFor } from './stallTimes.ts';

export interface BuildProgress {
  readonly phase: BuildPhase;
  /** Overall progress 0..1. */
  readonly fraction: number;
}

export interface BuiltTree {
  readonly tree: GameTree<unknown>;
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
  /** The game whose tree to build (the app's first full-tree game when absent). */
  readonly game?: FullTreeGame<unknown>;
  readonly onProgress?: (p: BuildProgress) => void;
}

export interface TreeClient {
  readonly kind: 'worker' | 'main-thread';
  build(options?: BuildOptions): Promise<BuiltTree>;
  /**
   * Only the scored position table (a few ms of the worker's time, not the build's ~70):
   * asked for at start-up, so the board is playable before the tree is built. A job like a
   * build (a newer request replaces it).
   */
  positions?(game?: FullTreeGame<unknown>): Promise<PositionTable<unknown>>;
  /** Rejects the pending build (CancelledError) and stops its work. */
  cancel(): void;
  /** Cancels and releases the worker for good. */
  dispose(): void;
}

export { CancelledError, type WarmWorker, type WorkerLike } from './jobs.ts';

/** Milliseconds of silence after which a tree worker counts as stuck (its build sends progress every few ms once running). */
const TREE_STALL_MS = 4000;

export interface WorkerClientOptions {
  /** The worker the page's inline script started (see earlyStart.ts), adopted for the first build. */
  readonly warm?: WarmWorker | null;
  readonly now?: () => number;
  /** performance.timeOrigin, to turn the worker's wall-clock timings into this thread's. */
  readonly origin?: number;
  readonly stallMs?: number;
  readonly timers?: Timers;
}

/** The tree build as a job: progress, then the tree (decoded here) or an error. */
function buildJob(options: BuildOptions, now: () => number, origin: number, source: BuiltTree['source']): JobSpec<TreeRequest, TreeResponse, BuiltTree> {
  const started = now();
  const game = options.game ?? DEFAULT_TREE_GAME;
  return {
    request: (id) => ({ type: 'build', id, game: game.id }),
    receive(msg, resolve, reject) {
      if (msg.type === 'progress') {
        options.onProgress?.({ phase: msg.phase, fraction: msg.fraction });
        return false;
      }
      if (msg.type === 'error') {
        reject(new WorkerFailedError(msg.message));
        return true;
      }
      if (msg.type !== 'built') return false;
      let tree: GameTree<unknown>;
      try {
        tree = fromTransferable(game, msg.tree);
      } catch (e) {
        reject(new WorkerFailedError(e instanceof Error ? e.message : String(e)));
        return true;
      }
      const end = now();
      const timings =
        source === 'worker'
          ? { startupMs: msg.timings.startedAt - (origin + started), transferMs: origin + end - msg.timings.postedAt }
          : { startupMs: 0, transferMs: Math.max(0, end - started - msg.timings.buildMs) };
      resolve({ tree, buildMs: msg.timings.buildMs, totalMs: end - started, ...timings, source });
      return true;
    },
  };
}

/**
 * A client over a real (or fake) Worker made by `createWorker`, with the
 * shared job lifecycle (jobs.ts): a worker that stays silent for `stallMs`
 * fails the build with a WorkerStalledError, so the app falls back to the
 * main thread instead of waiting forever.
 */
export function createWorkerClient(createWorker: () => WorkerLike, options: WorkerClientOptions = {}): TreeClient {
  const now = options.now ?? (() => performance.now());
  const origin = options.origin ?? performance.timeOrigin;
  const jobs = createWorkerJobs<TreeRequest, TreeResponse>({ createWorker, warm: options.warm, stallMs: options.stallMs ?? stallMsFor('tree', TREE_STALL_MS), timers: options.timers, name: 'tree worker' });
  /** The worker failed while fetching the position table: the next build reports it at once (the app falls back without waiting for a fresh worker to fail the same way). */
  let tableFailure: WorkerFailedError | null = null;
  return {
    kind: 'worker',
    positions(game = DEFAULT_TREE_GAME) {
      const table = jobs.start<PositionTable<unknown>>({
        request: (id) => ({ type: 'positions', id, game: game.id }),
        receive(msg, resolve, reject) {
          if (msg.type === 'positions') resolve(unpackPositions(game, msg.table));
          else if (msg.type === 'error') reject(new WorkerFailedError(msg.message));
          else return false;
          return true;
        },
      });
      table.catch((e: unknown) => {
        if (e instanceof WorkerFailedError) tableFailure = e;
      });
      return table;
    },
    build(build = {}) {
      const failure = tableFailure;
      tableFailure = null;
      return failure ? Promise.reject(failure) : jobs.start(buildJob(build, now, origin, 'worker'));
    },
    cancel: jobs.cancel,
    dispose: jobs.dispose,
  };
}

/**
 * Runs the same handler on this thread (tests, and the fallback where Workers
 * are unavailable or fail). The build starts on a later task so the caller can
 * paint a progress bar first; progress arrives in one burst at the end.
 */
export function createInlineClient(now: () => number = () => performance.now(), defer: (f: () => void) => void = (f) => setTimeout(f, 0)): TreeClient {
  const jobs = createJobs<TreeRequest, TreeResponse>({
    send(request, id) {
      defer(() => {
        // Cancelled or replaced before it started: do not start it at all.
        if (jobs.pending?.id !== id) return;
        handleRequest(request, (msg) => jobs.receive(msg));
        if (jobs.pending?.id === id) jobs.fail(new WorkerFailedError('the build produced no tree'));
      });
    },
  });
  const cancel = () => {
    if (jobs.pending) jobs.fail(new CancelledError());
  };
  return {
    kind: 'main-thread',
    build: (build = {}) => jobs.start(buildJob(build, now, 0, 'main-thread')),
    cancel,
    dispose: cancel,
  };
}
