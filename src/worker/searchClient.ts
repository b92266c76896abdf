/**
 * The CPU client (the store's SearchPort): `think` runs in one worker (newest
 * request wins; `cancel` terminates it, the next move starts a fresh one) and
 * search-tree levels in another, one at a time in the order asked, so the
 * explorer's levels never hold up the CPU's move; `solve` runs in the CPU's
 * worker too (the AI's exact move: newest wins with `think`); the hints'
 * `moveValues` in a worker of their own (newest wins; `cancelMoveValues`
 * terminates it); a line's `review` (its evaluation graph) in another
 * (newest wins; `cancelReview` terminates it); `cancelTree` drops the
 * levels queued and terminates that worker too. Cancelling by terminating is
 * the one way to stop a synchronous search at once (SharedArrayBuffer flags
 * would need cross-origin isolation, which the page does not have); the
 * price, a fresh worker's start-up, is paid once per cancel. The inline
 * client runs the same handler on the main thread (tests, no Worker), each
 * job in one task: a cancel rejects the jobs not begun yet.
 */
import { stallMsFor } from './stallTimes.ts';
import { handleSearchRequest } from './searchHandler.ts';
import type { CompareRequest, CompareRow, EstimateRequest, MoveValue, MoveValues, ReviewRequest, SolveRequest, SearchAnswer, SearchPort, SearchProgress, SearchRequest, SearchWorkerRequest, SearchWorkerResponse, ExpandedChild, ExpandRequest, WholeTreeAnswer, WholeTreeRequest } from './searchProtocol.ts';
import { CancelledError, createWorkerJobs, type JobSpec, type Timers, type WorkerLike } from './jobs.ts';

type SearchJob<T> = JobSpec<SearchWorkerRequest, SearchWorkerResponse, T>;
type Expanded = { readonly value: number | null; readonly children: readonly ExpandedChild[] };

/**
 * A job whose replies are progress (`progress` returns true: handled, keep
 * waiting), its answer (`answer` returns the value) or an error.
 */
function searchJob<T>(request: (id: number) => SearchWorkerRequest, answer: (msg: SearchWorkerResponse) => T | undefined, progress: (msg: SearchWorkerResponse) => boolean = () => false): SearchJob<T> {
  return {
    request,
    receive(msg, resolve, reject) {
      if (progress(msg)) return false;
      if (msg.type === 'error') {
        reject(new Error(msg.message));
        return true;
      }
      const value = answer(msg);
      if (value === undefined) return false;
      resolve(value);
      return true;
    },
  };
}

function thinkJob(request: SearchRequest, onProgress: (p: SearchProgress) => void): SearchJob<SearchAnswer> {
  return searchJob(
    (id) => ({ type: 'think', id, ...request }),
    (msg) => (msg.type === 'moved' ? { move: msg.move, value: msg.value, nodes: msg.nodes, depth: msg.depth } : undefined),
    (msg) => msg.type === 'progress' && (onProgress({ nodes: msg.nodes, depth: msg.depth }), true),
  );
}

function expandJob(request: ExpandRequest): SearchJob<Expanded> {
  return searchJob((id) => ({ type: 'expand', id, ...request }), (msg) => (msg.type === 'expanded' ? { value: msg.value, children: msg.children } : undefined));
}

function compareJob(request: CompareRequest, onProgress: (rows: readonly CompareRow[], done: number, total: number) => void): SearchJob<readonly CompareRow[]> {
  return searchJob(
    (id) => ({ type: 'compare', id, ...request }),
    (msg) => (msg.type === 'compared' ? msg.rows : undefined),
    (msg) => msg.type === 'compare-progress' && (onProgress(msg.rows, msg.done, msg.total), true),
  );
}

/** A solve in the worker: `pick` reads what the caller wants of its answer; `onNodes` hears the positions searched so far. */
function solveJob<T>(request: SolveRequest, pick: (msg: Extract<SearchWorkerResponse, { type: 'solved' }>) => T, onNodes?: (nodes: number) => void): SearchJob<T> {
  return searchJob(
    (id) => ({ type: 'solve', id, gameId: request.gameId, moves: request.moves, start: request.start, best: request.best }),
    (msg) => (msg.type === 'solved' ? pick(msg) : undefined),
    (msg) => msg.type === 'alive' && msg.nodes !== undefined && (onNodes?.(msg.nodes), true),
  );
}

/** The hints' job: a solve (exact values, depth null; `onNodes` the positions searched so far) or the estimates at `depth`. */
function moveValuesJob({ exact, ...request }: EstimateRequest & { readonly exact: boolean }, onNodes?: (nodes: number) => void): SearchJob<MoveValues> {
  if (exact) return solveJob(request, (msg) => ({ moves: msg.moves, depth: null }), onNodes);
  return searchJob((id) => ({ type: 'estimate', id, ...request }), (msg) => (msg.type === 'estimated' ? { moves: msg.moves, depth: msg.depth } : undefined));
}

/** The lesson's two searches one after the other through `start` (each a job of one worker or of the inline handler); `current` false once cancelled or replaced. */
async function wholeTreeRun(request: WholeTreeRequest, onNodes: (nodes: number) => void, start: <T>(job: SearchJob<T>) => Promise<T>, current: () => boolean): Promise<WholeTreeAnswer> {
  const estimate = await start(thinkJob({ gameId: request.gameId, moves: request.moves, start: request.start, depth: request.depth, timeMs: 0, evaluation: request.evaluation }, () => undefined));
  if (!current()) throw new CancelledError();
  const exact = await start(solveJob(request, (msg) => ({ moves: msg.moves, nodes: msg.nodes }), onNodes));
  return { estimate, exact: exact.moves, exactNodes: exact.nodes };
}

/** A line's review: each position's values to `onPosition` as they come, done at `reviewed`. */
function reviewJob(request: ReviewRequest, onPosition: (index: number, moves: readonly MoveValue[]) => void): SearchJob<true> {
  return searchJob(
    (id) => ({ type: 'review', id, ...request }),
    (msg) => (msg.type === 'reviewed' ? true : undefined),
    (msg) => msg.type === 'review-position' && (onPosition(msg.index, msg.moves), true),
  );
}

/** A queue that runs one job at a time, in order; `drop` rejects every job not started yet with a CancelledError. */
function serial(): { run: <T>(job: () => Promise<T>) => Promise<T>; drop: () => void } {
  let tail: Promise<unknown> = Promise.resolve();
  let generation = 0;
  return {
    run<T>(job: () => Promise<T>) {
      const mine = generation;
      const start = () => (mine === generation ? job() : Promise.reject(new CancelledError()));
      const next = tail.then(start, start);
      tail = next.catch(() => undefined);
      return next;
    },
    drop() {
      generation++;
    },
  };
}

/**
 * Milliseconds without a word from a CPU worker (move, search-tree level, comparison)
 * before it counts as stuck: their searches say they are alive every ALIVE_EVERY_MS
 * (searchHandler.ts), so this leaves room for a slow start (the worker's script download) on a
 * busy machine, as the arena's 8 s does.
 */
const SEARCH_STALL_MS = 5000;

export interface SearchWorkerClientOptions {
  /** Replaces SEARCH_STALL_MS (tests). */
  readonly stallMs?: number;
  readonly timers?: Timers;
}

/** A SearchPort over workers made by `createWorker`. */
export function createSearchWorkerClient(createWorker: () => WorkerLike, options: SearchWorkerClientOptions = {}): SearchPort {
  const { timers } = options;
  const stallMs = options.stallMs ?? stallMsFor('search', SEARCH_STALL_MS);
  const thinker = createWorkerJobs<SearchWorkerRequest, SearchWorkerResponse>({ createWorker, stallMs, timers, name: 'CPU worker' });
  const expander = createWorkerJobs<SearchWorkerRequest, SearchWorkerResponse>({ createWorker, stallMs, timers, name: 'search-tree worker' });
  const comparer = createWorkerJobs<SearchWorkerRequest, SearchWorkerResponse>({ createWorker, stallMs, timers, name: 'comparison worker' });
  const hinter = createWorkerJobs<SearchWorkerRequest, SearchWorkerResponse>({ createWorker, stallMs, timers, name: 'hints worker' });
  const reviewer = createWorkerJobs<SearchWorkerRequest, SearchWorkerResponse>({ createWorker, stallMs, timers, name: 'review worker' });
  const lesson = createWorkerJobs<SearchWorkerRequest, SearchWorkerResponse>({ createWorker, stallMs, timers, name: 'lesson worker' });
  let lessonRun = 0;
  const queue = serial();
  return {
    wholeTree(request, onNodes) {
      const mine = ++lessonRun;
      return wholeTreeRun(request, onNodes, (job) => lesson.start(job), () => mine === lessonRun);
    },
    cancelWholeTree() {
      lessonRun++;
      lesson.cancel();
    },
    think: (request, onProgress) => thinker.start(thinkJob(request, onProgress)),
    cancel: thinker.cancel,
    solve: (request, onNodes) => thinker.start(solveJob(request, (msg) => msg.moves, onNodes)),
    moveValues: (request, onNodes) => hinter.start(moveValuesJob(request, onNodes)),
    cancelMoveValues: hinter.cancel,
    review: (request, onPosition) => reviewer.start(reviewJob(request, onPosition)).then(() => undefined),
    cancelReview: reviewer.cancel,
    expand: (request) => queue.run(() => expander.start(expandJob(request))),
    cancelTree() {
      queue.drop();
      expander.cancel();
    },
    compare: (request, onProgress) => comparer.start(compareJob(request, onProgress)),
    cancelCompare: comparer.cancel,
  };
}

/** A SearchPort that runs the handler on the main thread (a macrotask later, like a worker). */
export function createInlineSearchClient(): SearchPort {
  let generation = 0;
  let treeGeneration = 0;
  let hintGeneration = 0;
  let reviewGeneration = 0;
  let lessonGeneration = 0;
  // A solve polls whether it is still wanted (it stops there, its promise rejects as cancelled).
  const run = <T>(req: SearchWorkerRequest, receive: SearchJob<T>['receive'], current: () => number): Promise<T> => {
    const mine = current();
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        if (mine !== current()) return reject(new CancelledError());
        handleSearchRequest(req, (msg) => receive(msg, resolve, reject), () => mine !== current());
        if (mine !== current()) reject(new CancelledError());
      }, 0);
    });
  };
  return {
    think(request, onProgress) {
      generation++;
      const job = thinkJob(request, onProgress);
      return run(job.request(0), job.receive, () => generation);
    },
    cancel() {
      generation++;
    },
    solve(request, onNodes) {
      generation++;
      const job = solveJob(request, (msg) => msg.moves, onNodes);
      return run(job.request(0), job.receive, () => generation);
    },
    moveValues(request, onNodes) {
      hintGeneration++;
      const job = moveValuesJob(request, onNodes);
      return run(job.request(0), job.receive, () => hintGeneration);
    },
    cancelMoveValues() {
      hintGeneration++;
    },
    review(request, onPosition) {
      reviewGeneration++;
      const job = reviewJob(request, onPosition);
      return run(job.request(0), job.receive, () => reviewGeneration).then(() => undefined);
    },
    cancelReview() {
      reviewGeneration++;
    },
    wholeTree(request, onNodes) {
      const mine = ++lessonGeneration;
      const current = () => lessonGeneration;
      return wholeTreeRun(request, onNodes, (job) => (mine === lessonGeneration ? run(job.request(0), job.receive, current) : Promise.reject(new CancelledError())), () => mine === lessonGeneration);
    },
    cancelWholeTree() {
      lessonGeneration++;
    },
    expand(request) {
      const job = expandJob(request);
      return run(job.request(0), job.receive, () => treeGeneration);
    },
    cancelTree() {
      treeGeneration++;
    },
    compare(request, onProgress) {
      const job = compareJob(request, onProgress);
      return new Promise<readonly CompareRow[]>((resolve, reject) => setTimeout(() => handleSearchRequest(job.request(0), (msg) => job.receive(msg, resolve, reject)), 0));
    },
    cancelCompare() {},
  };
}

/** A fresh CPU worker (Vite bundles search.worker.ts as its own chunk). */
function createSearchWorker(): Worker {
  return new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'minimax-search' });
}

/** The app's CPU client: in workers when the browser has them, else on the main thread. */
export function createAppSearchClient(): SearchPort {
  return typeof Worker === 'function' ? createSearchWorkerClient(createSearchWorker) : createInlineSearchClient();
}
