/**
 * The CPU client (the store's CpuPort) over the search worker
 * (searchProtocol.ts / searchHandler.ts) and, for matches, the CPU arena
 * worker (cpuHandler.ts). The CPU's moves run in one search worker (newest
 * request wins; `cancel` terminates it, the next move starts a fresh one),
 * search-tree levels in another, one at a time in the order asked, so the
 * explorer's levels never hold up a move, and node counts in a third. The
 * inline client runs the same handlers on the main thread (tests, no Worker).
 */
import type { MatchResult } from '../ai/arena.ts';
import type { CompareRequest, CompareRow, CpuAnswer, CpuPort, CpuProgress, CpuRequest, CpuWorkerRequest, CpuWorkerResponse, ExpandedChild, ExpandRequest, MatchRequest } from './cpuProtocol.ts';
import { handleCpuRequest } from './cpuHandler.ts';
import { createSearchWorker } from './createSearchWorker.ts';
import { CancelledError, createJobs, createWorkerJobs, type JobSpec, type WorkerLike } from './jobs.ts';
import { createSearchHandler } from './searchHandler.ts';
import type { NodeCountVariant, SearchRequest, SearchResponse } from './searchProtocol.ts';

type SearchJob<T> = JobSpec<SearchRequest, SearchResponse, T>;
type Expanded = { readonly value: number | null; readonly children: readonly ExpandedChild[] };

function thinkJob(request: CpuRequest, onProgress: (p: CpuProgress) => void): SearchJob<CpuAnswer> {
  let nodes = 0;
  return {
    request: (id) => ({ type: 'cpu-move', id, game: request.gameId, moves: request.moves, evaluation: request.evaluation, depth: request.depth, timeMs: request.timeMs > 0 ? request.timeMs : undefined }),
    receive(msg, resolve, reject) {
      if (msg.type === 'cpu-progress') {
        nodes += msg.nodes;
        onProgress({ nodes, depth: msg.depth });
        return false;
      }
      if (msg.type === 'cpu-move') {
        if (msg.reason === 'cancelled') reject(new CancelledError());
        else resolve({ move: msg.move, value: msg.value, nodes: msg.nodes, depth: msg.depth });
      } else if (msg.type === 'error') reject(new Error(msg.message));
      else return false;
      return true;
    },
  };
}

function expandJob(request: ExpandRequest): SearchJob<Expanded> {
  return {
    request: (id) => ({ type: 'expand', id, game: request.gameId, moves: request.moves, evaluation: request.evaluation, algorithm: request.alphabeta ? 'alphabeta' : 'minimax', depth: request.depth, path: request.path }),
    receive(msg, resolve, reject) {
      // Pruned: the root's alpha-beta search never visited the child.
      if (msg.type === 'level') resolve({ value: msg.level.value, children: msg.level.children.map((c) => ({ move: c.move, value: c.value, chosen: c.chosen, pruned: !c.searched })) });
      else if (msg.type === 'error') reject(new Error(msg.message));
      else return false;
      return true;
    },
  };
}

/** Minimax is counted to this depth only (it visits every node: ~10^8 at depth 8 in the Othello midgame). */
export const COMPARE_MINIMAX_DEPTH = 6;
const COMPARED: readonly { key: Exclude<keyof CompareRow, 'depth'>; variant: NodeCountVariant }[] = [
  { key: 'minimax', variant: { algorithm: 'minimax', order: 'cell', tt: false } },
  { key: 'alphabeta', variant: { algorithm: 'alphabeta', order: 'cell', tt: false } },
  { key: 'ordered', variant: { algorithm: 'alphabeta', order: 'centre', tt: false } },
  { key: 'orderedTt', variant: { algorithm: 'alphabeta', order: 'centre', tt: true } },
];

/** The rows of the comparison from the cells received so far (null where a count is not in). */
function compareRows(maxDepth: number, cells: ReadonlyMap<string, number>): CompareRow[] {
  return Array.from({ length: maxDepth }, (_, i) => {
    const depth = i + 1;
    const row: Record<string, number | null> = { depth };
    for (const { key } of COMPARED) row[key] = cells.get(`${key}:${depth}`) ?? null;
    return row as unknown as CompareRow;
  });
}

/** Node counts in two jobs (minimax to COMPARE_MINIMAX_DEPTH, then the alpha-beta variants to maxDepth), through `start`. */
async function runCompare(start: <T>(spec: SearchJob<T>) => Promise<T>, request: CompareRequest, onProgress: (rows: readonly CompareRow[], done: number, total: number) => void): Promise<readonly CompareRow[]> {
  const cells = new Map<string, number>();
  const depths = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const minimaxDepth = Math.min(COMPARE_MINIMAX_DEPTH, request.maxDepth);
  const parts = [
    { depths: depths(minimaxDepth), kinds: COMPARED.slice(0, 1) },
    { depths: depths(request.maxDepth), kinds: COMPARED.slice(1) },
  ];
  const total = parts.reduce((n, p) => n + p.depths.length * p.kinds.length, 0);
  for (const part of parts) {
    await start<null>({
      request: (id) => ({ type: 'node-counts', id, game: request.gameId, moves: request.moves, evaluation: request.evaluation, depths: part.depths, variants: part.kinds.map((k) => k.variant) }),
      receive(msg, resolve, reject) {
        if (msg.type === 'node-counts-progress') {
          cells.set(`${part.kinds[msg.cell.variant].key}:${msg.cell.depth}`, msg.cell.nodes);
          onProgress(compareRows(request.maxDepth, cells), cells.size, total);
          return false;
        }
        if (msg.type === 'node-counts') {
          if (msg.cancelled) reject(new CancelledError());
          else resolve(null);
        } else if (msg.type === 'error') reject(new Error(msg.message));
        else return false;
        return true;
      },
    });
  }
  return compareRows(request.maxDepth, cells);
}

function matchJob(request: MatchRequest, onProgress: (done: number, total: number, partial: MatchResult) => void): JobSpec<CpuWorkerRequest, CpuWorkerResponse, MatchResult> {
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

/** A CpuPort over search workers made by `createSearch` and a CPU arena worker made by `createArena`. */
export function createCpuWorkerClient(createSearch: () => WorkerLike, createArena: () => WorkerLike): CpuPort {
  const searchJobs = (name: string) => createWorkerJobs<SearchRequest, SearchResponse>({ createWorker: createSearch, stallMs: CPU_STALL_MS, name });
  const thinker = searchJobs('CPU worker');
  const expander = searchJobs('search-tree worker');
  const counter = searchJobs('node-count worker');
  const matcher = createWorkerJobs<CpuWorkerRequest, CpuWorkerResponse>({ createWorker: createArena, stallMs: CPU_STALL_MS, name: 'CPU arena worker' });
  const queue = serial();
  return {
    think: (request, onProgress) => thinker.start(thinkJob(request, onProgress)),
    cancel: thinker.cancel,
    expand: (request) => queue(() => expander.start(expandJob(request))),
    match: (request, onProgress) => matcher.start(matchJob(request, onProgress)),
    cancelMatch: matcher.cancel,
    compare: (request, onProgress) => runCompare((spec) => counter.start(spec), request, onProgress),
    cancelCompare: counter.cancel,
  };
}

/** A CpuPort that runs the handlers on the main thread (each job a macrotask later, like a worker). */
export function createInlineCpuClient(): CpuPort {
  const inlineJobs = () => {
    const jobs = createJobs<SearchRequest, SearchResponse>({ send: (request) => void handle(request) });
    const handle = createSearchHandler((msg) => jobs.receive(msg));
    return { start: <T>(spec: SearchJob<T>) => jobs.start(spec), cancel: () => jobs.pending && jobs.fail(new CancelledError()) };
  };
  const thinker = inlineJobs();
  const expander = inlineJobs();
  const counter = inlineJobs();
  const queue = serial();
  let matchGeneration = 0;
  return {
    think: (request, onProgress) => thinker.start(thinkJob(request, onProgress)),
    cancel: () => void thinker.cancel(),
    expand: (request) => queue(() => expander.start(expandJob(request))),
    compare: (request, onProgress) => runCompare((spec) => counter.start(spec), request, onProgress),
    cancelCompare: () => void counter.cancel(),
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
  };
}

/** A fresh CPU arena worker (Vite bundles cpu.worker.ts as its own chunk). */
export function createCpuArenaWorker(): Worker {
  return new Worker(new URL('./cpu.worker.ts', import.meta.url), { type: 'module', name: 'minimax-cpu-arena' });
}

/** The app's CPU client: in workers when the browser has them, else on the main thread. */
export function createAppCpuClient(): CpuPort {
  return typeof Worker === 'function' ? createCpuWorkerClient(createSearchWorker, createCpuArenaWorker) : createInlineCpuClient();
}
