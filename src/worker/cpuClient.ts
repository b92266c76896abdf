/**
 * The CPU client (the store's CpuPort): `think` runs in one worker (newest
 * request wins; `cancel` terminates it, the next move starts a fresh one) and
 * search-tree levels in another, one at a time in the order asked, so the
 * explorer's levels never hold up the CPU's move. The inline client runs the
 * same handler on the main thread (tests, no Worker).
 */
import { handleCpuRequest } from './cpuHandler.ts';
import type { MatchResult } from '../ai/arena.ts';
import type { CompareRequest, CompareRow, CpuAnswer, CpuPort, CpuProgress, CpuRequest, CpuWorkerRequest, CpuWorkerResponse, ExpandedChild, ExpandRequest, MatchRequest } from './cpuProtocol.ts';
import { CancelledError, createWorkerJobs, type JobSpec, type WorkerLike } from './jobs.ts';

type CpuJob<T> = JobSpec<CpuWorkerRequest, CpuWorkerResponse, T>;
type Expanded = { readonly value: number | null; readonly children: readonly ExpandedChild[] };

function thinkJob(request: CpuRequest, onProgress: (p: CpuProgress) => void): CpuJob<CpuAnswer> {
  return {
    request: (id) => ({ type: 'think', id, ...request }),
    receive(msg, resolve, reject) {
      if (msg.type === 'progress') {
        onProgress({ nodes: msg.nodes, depth: msg.depth });
        return false;
      }
      if (msg.type === 'moved') resolve({ move: msg.move, value: msg.value, nodes: msg.nodes, depth: msg.depth });
      else if (msg.type === 'error') reject(new Error(msg.message));
      else return false;
      return true;
    },
  };
}

function expandJob(request: ExpandRequest): CpuJob<Expanded> {
  return {
    request: (id) => ({ type: 'expand', id, ...request }),
    receive(msg, resolve, reject) {
      if (msg.type === 'expanded') resolve({ value: msg.value, children: msg.children });
      else if (msg.type === 'error') reject(new Error(msg.message));
      else return false;
      return true;
    },
  };
}

function matchJob(request: MatchRequest, onProgress: (done: number, total: number, partial: MatchResult) => void): CpuJob<MatchResult> {
  return {
    request: (id) => ({ type: 'match', id, ...request }),
    receive(msg, resolve, reject) {
      if (msg.type === 'match-progress') {
        onProgress(msg.done, msg.total, msg.partial);
        return false;
      }
      if (msg.type === 'match-result') resolve(msg.result);
      else if (msg.type === 'error') reject(new Error(msg.message));
      else return false;
      return true;
    },
  };
}

function compareJob(request: CompareRequest, onProgress: (rows: readonly CompareRow[], done: number, total: number) => void): CpuJob<readonly CompareRow[]> {
  return {
    request: (id) => ({ type: 'compare', id, ...request }),
    receive(msg, resolve, reject) {
      if (msg.type === 'compare-progress') {
        onProgress(msg.rows, msg.done, msg.total);
        return false;
      }
      if (msg.type === 'compared') resolve(msg.rows);
      else if (msg.type === 'error') reject(new Error(msg.message));
      else return false;
      return true;
    },
  };
}

/** A queue that runs one job at a time, in order. */
function serial(): <T>(run: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>) => {
    const next = tail.then(run, run);
    tail = next.catch(() => undefined);
    return next;
  };
}

/** Milliseconds without a word from a CPU worker before it counts as stuck (a deep search reports per depth). */
export const CPU_STALL_MS = 60_000;

/** A CpuPort over two workers made by `createWorker`. */
export function createCpuWorkerClient(createWorker: () => WorkerLike): CpuPort {
  const thinker = createWorkerJobs<CpuWorkerRequest, CpuWorkerResponse>({ createWorker, stallMs: CPU_STALL_MS, name: 'CPU worker' });
  const expander = createWorkerJobs<CpuWorkerRequest, CpuWorkerResponse>({ createWorker, stallMs: CPU_STALL_MS, name: 'search-tree worker' });
  const matcher = createWorkerJobs<CpuWorkerRequest, CpuWorkerResponse>({ createWorker, stallMs: CPU_STALL_MS, name: 'arena worker' });
  const comparer = createWorkerJobs<CpuWorkerRequest, CpuWorkerResponse>({ createWorker, stallMs: CPU_STALL_MS, name: 'comparison worker' });
  const queue = serial();
  return {
    think: (request, onProgress) => thinker.start(thinkJob(request, onProgress)),
    cancel: thinker.cancel,
    expand: (request) => queue(() => expander.start(expandJob(request))),
    match: (request, onProgress) => matcher.start(matchJob(request, onProgress)),
    cancelMatch: matcher.cancel,
    compare: (request, onProgress) => comparer.start(compareJob(request, onProgress)),
    cancelCompare: comparer.cancel,
  };
}

/** A CpuPort that runs the handler on the main thread (a macrotask later, like a worker). */
export function createInlineCpuClient(): CpuPort {
  let generation = 0;
  let matchGeneration = 0;
  const run = <T>(req: CpuWorkerRequest, receive: CpuJob<T>['receive'], cancellable: boolean): Promise<T> => {
    const mine = generation;
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        if (cancellable && mine !== generation) return reject(new CancelledError());
        handleCpuRequest(req, (msg) => receive(msg, resolve, reject));
      }, 0);
    });
  };
  return {
    think(request, onProgress) {
      generation++;
      const job = thinkJob(request, onProgress);
      return run(job.request(0), job.receive, true);
    },
    cancel() {
      generation++;
    },
    expand(request) {
      const job = expandJob(request);
      return run(job.request(0), job.receive, false);
    },
    match(request, onProgress) {
      const mine = ++matchGeneration;
      const job = matchJob(request, (d, t, p) => mine === matchGeneration && onProgress(d, t, p));
      return new Promise<MatchResult>((resolve, reject) => {
        setTimeout(() => {
          if (mine !== matchGeneration) return reject(new CancelledError());
          handleCpuRequest(job.request(0), (msg) => job.receive(msg, resolve, reject));
        }, 0);
      });
    },
    cancelMatch() {
      matchGeneration++;
    },
    compare(request, onProgress) {
      const job = compareJob(request, onProgress);
      return new Promise<readonly CompareRow[]>((resolve, reject) => setTimeout(() => handleCpuRequest(job.request(0), (msg) => job.receive(msg, resolve, reject)), 0));
    },
    cancelCompare() {},
  };
}

/** A fresh CPU worker (Vite bundles cpu.worker.ts as its own chunk). */
export function createCpuWorker(): Worker {
  return new Worker(new URL('./cpu.worker.ts', import.meta.url), { type: 'module', name: 'minimax-cpu' });
}

/** The app's CPU client: in workers when the browser has them, else on the main thread. */
export function createAppCpuClient(): CpuPort {
  return typeof Worker === 'function' ? createCpuWorkerClient(createCpuWorker) : createInlineCpuClient();
}
