/**
 * The life of a job sent to a worker (or to the same handler on the main
 * thread), shared by the tree and arena clients: ids that replies repeat,
 * newest request wins, progress, cancel, failure, and a watchdog.
 *
 * One job at a time: starting one settles the job in flight with a
 * CancelledError. Replies carrying another id are stale and ignored. A worker
 * that sends nothing for `stallMs` while a job waits (its script download
 * stalled, it ignored the request, it closed itself) fails the job with a
 * WorkerStalledError and is terminated, so no caller waits forever; the next
 * job starts a fresh worker. So is a worker whose reply failed its job with a
 * WorkerFailedError (it answered with an error): retrying on it would repeat
 * the failure.
 */

export class CancelledError extends Error {
  constructor(message = 'the job was cancelled') {
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

/** The worker sent nothing for too long while a job waited (a kind of failure: callers fall back the same way). */
export class WorkerStalledError extends WorkerFailedError {
  constructor(readonly silentMs: number) {
    super(`the worker did not answer for ${Number((silentMs / 1000).toFixed(1))} s`);
    this.name = 'WorkerStalledError';
  }
}

/** The minimal Worker surface the clients need (a fake can stand in for tests). */
export interface WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror?: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
  terminate(): void;
}

/**
 * A worker created before its client existed: the page's inline start-up
 * script does that while the HTML is still being parsed (see earlyStart.ts).
 * It queued every event the worker sent meanwhile.
 */
export interface WarmWorker {
  readonly worker: WorkerLike;
  /** Events received so far ('message', 'messageerror' or 'error'), in order. */
  readonly queue: readonly Event[];
}

/** Timer functions (fake timers in tests). */
export interface Timers {
  setTimeout(f: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (f, ms) => setTimeout(f, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** What a client says about one job: the request to send and how replies settle it. */
export interface JobSpec<Req, Res, T> {
  readonly request: (id: number) => Req;
  /** Handles a reply for this job; returns true once it called `resolve` or `reject`. May throw (the job then fails). */
  readonly receive: (msg: Res, resolve: (value: T) => void, reject: (e: Error) => void) => boolean;
}

interface Pending<Req, Res> {
  readonly id: number;
  readonly request: Req;
  receive(msg: Res): boolean;
  reject(e: Error): void;
}

export interface Jobs<Req, Res> {
  /** Starts a job (settling the one in flight as cancelled) and returns its result. */
  start<T>(spec: JobSpec<Req, Res, T>): Promise<T>;
  /** Routes a reply to the pending job; stale replies are ignored. */
  receive(msg: Res): void;
  /** Rejects the pending job, if any, with `error`, and stops its work. */
  fail(error: Error): void;
  readonly pending: Pending<Req, Res> | null;
}

export interface JobsOptions<Req> {
  /** Hands a started job's request to whatever runs it. */
  readonly send: (request: Req, id: number) => void;
  /** Stops the work in flight (terminates a worker); called on every failure and cancel. */
  readonly stop?: () => void;
  /** Fails a job that hears nothing for this long (worker clients only; a main-thread job cannot go silent). */
  readonly stallMs?: number;
  readonly timers?: Timers;
}

/** The job bookkeeping: one pending job, matched by id, with an optional no-progress watchdog. */
export function createJobs<Req, Res extends { readonly id?: number }>(options: JobsOptions<Req>): Jobs<Req, Res> {
  const timers = options.timers ?? realTimers;
  let pending: Pending<Req, Res> | null = null;
  let nextId = 1;
  let watchdog: unknown = null;

  const disarm = () => {
    if (watchdog !== null) timers.clearTimeout(watchdog);
    watchdog = null;
  };
  const arm = () => {
    disarm();
    const { stallMs } = options;
    if (stallMs !== undefined && pending) watchdog = timers.setTimeout(() => fail(new WorkerStalledError(stallMs)), stallMs);
  };
  const settled = (p: Pending<Req, Res>) => {
    if (pending !== p) return;
    pending = null;
    disarm();
  };
  function fail(error: Error) {
    const p = pending;
    pending = null;
    disarm();
    options.stop?.();
    p?.reject(error);
  }

  return {
    get pending() {
      return pending;
    },
    fail,
    receive(msg) {
      const p = pending;
      if (!p || msg?.id !== p.id) return; // a stale reply: newest request wins
      arm();
      try {
        if (p.receive(msg)) settled(p);
      } catch (e) {
        if (pending === p) fail(e instanceof Error ? e : new Error(String(e)));
      }
    },
    start<T>(spec: JobSpec<Req, Res, T>): Promise<T> {
      if (pending) fail(new CancelledError('a newer request replaced this one'));
      return new Promise<T>((resolve, reject) => {
        const id = nextId++;
        const p: Pending<Req, Res> = {
          id,
          request: spec.request(id),
          // A worker that answered with a failure is not trusted again: the next job starts a fresh one.
          receive: (msg) =>
            spec.receive(msg, resolve, (e) => {
              if (e instanceof WorkerFailedError) options.stop?.();
              reject(e);
            }),
          reject,
        };
        pending = p;
        arm();
        options.send(p.request, id);
      });
    },
  };
}

export interface WorkerJobsOptions {
  readonly createWorker: () => WorkerLike;
  /** An already started worker to adopt for the first job. */
  readonly warm?: WarmWorker | null;
  readonly stallMs?: number;
  readonly timers?: Timers;
  /** Names the worker in failure messages ("the tree worker could not start or crashed"). */
  readonly name: string;
}

export interface WorkerJobs<Req, Res> {
  start<T>(spec: JobSpec<Req, Res, T>): Promise<T>;
  /** Rejects the pending job (CancelledError) and terminates the worker: the only way to stop a synchronous chunk at once. */
  cancel(): void;
  /** Cancels and releases the worker for good. */
  dispose(): void;
}

/**
 * Jobs run by a worker that is created on first use (or adopted warm) and
 * terminated on every failure and cancel; the next job starts a fresh one.
 * A worker that fails while no job waits (a warm worker whose script did not
 * load, say) fails the next job at once, so the caller can fall back without
 * fetching the script again.
 */
export function createWorkerJobs<Req, Res extends { readonly id?: number }>(options: WorkerJobsOptions): WorkerJobs<Req, Res> {
  let worker: WorkerLike | null = null;
  let idleFailure: WorkerFailedError | null = null;
  const stop = () => {
    worker?.terminate();
    worker = null;
  };
  const jobs = createJobs<Req, Res>({
    stallMs: options.stallMs,
    timers: options.timers,
    stop,
    send(request) {
      try {
        ensureWorker().postMessage(request);
      } catch (e) {
        failWorker(new WorkerFailedError(e instanceof Error ? e.message : String(e)));
      }
    },
  });
  const failWorker = (error: WorkerFailedError) => {
    if (jobs.pending) jobs.fail(error);
    else {
      stop();
      idleFailure = error;
    }
  };
  const onError = (event: ErrorEvent) => failWorker(new WorkerFailedError(event?.message ? event.message : `the ${options.name} could not start or crashed`));
  const onMessageError = () => failWorker(new WorkerFailedError(`a message from the ${options.name} could not be read`));
  const adopt = (w: WorkerLike): WorkerLike => {
    w.onmessage = (event) => jobs.receive(event.data as Res);
    w.onerror = onError;
    w.onmessageerror = onMessageError;
    worker = w;
    return w;
  };
  const ensureWorker = (): WorkerLike => worker ?? adopt(options.createWorker());

  if (options.warm) {
    adopt(options.warm.worker);
    // Replay what the worker reported before the hand-over: only failures matter (no job was asked for).
    for (const event of options.warm.queue) {
      if (event.type === 'error') onError(event as ErrorEvent);
      else if (event.type === 'messageerror') onMessageError();
    }
  }

  const cancel = () => {
    if (jobs.pending) jobs.fail(new CancelledError());
  };
  return {
    start(spec) {
      if (jobs.pending) jobs.fail(new CancelledError('a newer request replaced this one'));
      if (idleFailure) {
        // Reported once, so the caller can fall back; the job after that starts a fresh worker.
        const failure = idleFailure;
        idleFailure = null;
        return Promise.reject(failure);
      }
      return jobs.start(spec);
    },
    cancel,
    dispose() {
      cancel();
      stop();
    },
  };
}
