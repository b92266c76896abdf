/**
 * The search worker's request handler (protocol in searchProtocol.ts), free
 * of `self`: testable in Node with a fake post, runnable on the main thread
 * by an inline client. One job at a time, newest wins; jobs yield to the
 * event loop between depths (CPU move) and between cells (node counts) so
 * that `cancel` and newer requests get in.
 */
import { OUTCOME, type Game } from '../games/game.ts';
import { gameById } from '../games/index.ts';
import { search } from '../search/alphaBeta.ts';
import { deepenSteps } from '../search/iterative.ts';
import { expandLevel, type LineCache } from '../search/lazyTree.ts';
import { MOVE_ORDERS } from '../search/order.ts';
import type { MoveOrder } from '../search/types.ts';
import type { NodeCountCell, SearchPost, SearchRequest, SearchSettings } from './searchProtocol.ts';

/** Deepest search the worker accepts. */
export const SEARCH_MAX_DEPTH = 12;

export interface SearchHandlerOptions {
  readonly now?: () => number;
  /** Lets queued messages in; default a zero-delay timeout. */
  readonly yieldNow?: () => Promise<void>;
}

class RequestError extends Error {}

interface Job {
  readonly id: number;
  aborted: boolean;
}

interface Position {
  readonly game: Game<unknown>;
  readonly state: unknown;
  readonly evaluate: (s: unknown) => number;
}

function integer(name: string, v: unknown, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw new RequestError(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(v)}`);
  return v;
}

function position(gameId: unknown, moves: unknown, evaluation: unknown): Position {
  const game = typeof gameId === 'string' ? gameById(gameId) : null;
  if (!game) throw new RequestError(`unknown game ${JSON.stringify(gameId)}`);
  if (!Array.isArray(moves)) throw new RequestError('moves must be an array of move numbers');
  let state = game.initial;
  for (let i = 0; i < moves.length; i++) {
    const r = game.tryPlay(state, moves[i] as number);
    if (!r.ok) throw new RequestError(`move ${i + 1}: ${r.error.message}`);
    state = r.value;
  }
  let evaluate = game.evaluate;
  if (evaluation !== undefined) {
    const e = game.evaluations?.find((x) => x.id === evaluation);
    if (!e) throw new RequestError(`unknown evaluation ${JSON.stringify(evaluation)} (${(game.evaluations ?? []).map((x) => x.id).join(', ') || 'the game has only its own'})`);
    evaluate = e.evaluate;
  }
  return { game, state, evaluate };
}

function settingsOf(req: SearchSettings): { algorithm: 'minimax' | 'alphabeta'; order: MoveOrder; tt: boolean } {
  const algorithm = req.algorithm ?? 'alphabeta';
  if (algorithm !== 'minimax' && algorithm !== 'alphabeta') throw new RequestError(`unknown algorithm ${JSON.stringify(algorithm)}`);
  const order = req.order ?? 'centre';
  if (!MOVE_ORDERS.includes(order) || order === 'best') throw new RequestError(`order must be cell, centre or eval, got ${JSON.stringify(order)}`);
  return { algorithm, order, tt: algorithm === 'alphabeta' && req.tt !== false };
}

/** A handler with its own job state and chosen-line memo. Never rejects. */
export function createSearchHandler(post: SearchPost, options: SearchHandlerOptions = {}): (request: unknown) => Promise<void> {
  const now = options.now ?? (() => performance.now());
  const yieldNow = options.yieldNow ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  let current: Job | null = null;
  const lines: LineCache = new Map();

  async function cpuMove(job: Job, req: Extract<SearchRequest, { type: 'cpu-move' }>): Promise<void> {
    const p = position(req.game, req.moves, req.evaluation);
    const maxDepth = integer('depth', req.depth, 1, SEARCH_MAX_DEPTH);
    const timeLimitMs = req.timeMs === undefined ? undefined : integer('timeMs', req.timeMs, 1, 600_000);
    const flag = typeof SharedArrayBuffer !== 'undefined' && req.cancelFlag instanceof SharedArrayBuffer ? new Int32Array(req.cancelFlag, 0, 1) : null;
    const start = now();
    const steps = deepenSteps(p.game, p.state, {
      ...settingsOf(req),
      maxDepth,
      timeLimitMs,
      now,
      evaluate: p.evaluate,
      cancelled: () => job.aborted || (flag !== null && Atomics.load(flag, 0) !== 0),
    });
    for (;;) {
      const r = steps.next();
      if (r.done) {
        const v = r.value;
        post({ type: 'cpu-move', id: job.id, move: v.bestMove, value: v.value, depth: v.depth, nodes: v.nodes, elapsedMs: now() - start, reason: v.reason });
        return;
      }
      post({ type: 'cpu-progress', id: job.id, ...r.value, elapsedMs: now() - start });
      await yieldNow();
    }
  }

  function expand(job: Job, req: Extract<SearchRequest, { type: 'expand' }>): void {
    const p = position(req.game, req.moves, req.evaluation);
    const depth = integer('depth', req.depth, 1, SEARCH_MAX_DEPTH);
    if (!Array.isArray(req.path) || req.path.length >= depth) throw new RequestError(`path must be a list of fewer than ${depth} moves`);
    const s = settingsOf(req);
    const key = JSON.stringify([req.game, req.moves, req.evaluation ?? '', depth, s.order]);
    if (lines.size > 64) lines.clear();
    try {
      const level = expandLevel(p.game, { root: p.state, depth, path: req.path, ...s, evaluate: p.evaluate }, lines, key);
      post({ type: 'level', id: job.id, level });
    } catch (e) {
      if (e instanceof RangeError) throw new RequestError(e.message);
      throw e;
    }
  }

  async function nodeCounts(job: Job, req: Extract<SearchRequest, { type: 'node-counts' }>): Promise<void> {
    const p = position(req.game, req.moves, req.evaluation);
    if (!Array.isArray(req.depths) || !Array.isArray(req.variants)) throw new RequestError('depths and variants must be arrays');
    const depths = req.depths.map((d) => integer('depth', d, 1, SEARCH_MAX_DEPTH));
    const variants = req.variants.map((v) => settingsOf({ game: req.game, moves: req.moves, ...v }));
    const cells: NodeCountCell[] = [];
    const total = depths.length * variants.length;
    if (p.game.outcome(p.state) === OUTCOME.playing) {
      for (const depth of depths) {
        for (let variant = 0; variant < variants.length; variant++) {
          await yieldNow();
          if (job.aborted) {
            post({ type: 'node-counts', id: job.id, cells, cancelled: true });
            return;
          }
          const r = search(p.game, p.state, { ...variants[variant], depth, evaluate: p.evaluate, shouldStop: () => job.aborted });
          const cell = { variant, depth, nodes: r.counters.nodes, value: r.value };
          cells.push(cell);
          post({ type: 'node-counts-progress', id: job.id, done: cells.length, total, cell });
        }
      }
    }
    post({ type: 'node-counts', id: job.id, cells, cancelled: false });
  }

  return async (request) => {
    const raw = request as { id?: unknown; type?: unknown } | null;
    const id = typeof raw?.id === 'number' && Number.isFinite(raw.id) ? raw.id : -1;
    try {
      const req = request as SearchRequest;
      if (req?.type === 'cancel') {
        if (current && current.id === id) current.aborted = true;
        return;
      }
      if (req?.type !== 'cpu-move' && req?.type !== 'expand' && req?.type !== 'node-counts') throw new RequestError(`unknown request type ${JSON.stringify(raw?.type)}`);
      if (current) current.aborted = true;
      const job: Job = { id, aborted: false };
      current = job;
      try {
        if (req.type === 'cpu-move') await cpuMove(job, req);
        else if (req.type === 'expand') expand(job, req);
        else await nodeCounts(job, req);
      } finally {
        if (current === job) current = null;
      }
    } catch (e) {
      try {
        post({ type: 'error', id, code: e instanceof RequestError ? 'bad-request' : 'failed', message: e instanceof Error ? e.message : String(e) });
      } catch {
        // the port is gone: nothing more can be said
      }
    }
  };
}
