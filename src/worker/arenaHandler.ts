/**
 * The arena worker's request handler, free of `self`: testable in Node with a
 * fake post, and run on the main thread by the inline client.
 *
 * A job (a match of any game, or the strong-solve check of a full-tree game)
 * runs in small chunks; after each chunk it looks at the clock: every
 * `sliceMs` it yields to the event loop so that `cancel` and newer requests
 * can arrive, and every `progressIntervalMs` it posts progress (a few
 * messages per second, never one per game). A match of a full-tree game
 * without openings runs on the fast engine in chunks of many games; any other
 * match (a searched game, or random openings) plays one game per chunk, and
 * its search players say `alive` every ALIVE_EVERY_MS while one move takes
 * long. One job at a time: a newer job aborts the running one, whose final
 * message (marked cancelled) the client ignores by id.
 */
import { DEFAULT_TREE_GAME } from '../games/defaultGame.ts';
import { hasFullTree, type FullTreeGame, type Game } from '../games/game.ts';
import { entryById, loadGame } from '../games/index.ts';
import { MatchRunner } from '../ai/arena.ts';
import type { Stepper } from '../ai/chunked.ts';
import { sharedPositionTable } from '../ai/positionTable.ts';
import { parsePlayer } from '../ai/registry.ts';
import { SolveChecker, type SolveFailure } from '../ai/solveCheck.ts';
import type { PositionTable } from '../tree/positions.ts';
import { ARENA_MAX_GAMES, ARENA_MAX_OPENINGS, ARENA_MAX_SEED, packFailures, type ArenaErrorCode, type ArenaPost, type ArenaRequest } from './arenaProtocol.ts';

/** Games per chunk: about a millisecond of the fast engine, so the clock is read often enough. */
const ARENA_MATCH_CHUNK = 20_000;
/** Positions per chunk: about a millisecond for the slowest (full-depth minimax) player. */
const ARENA_SOLVE_CHUNK = 20;
/** Least milliseconds between two signs of life of a long search (well under the client's 8 s watchdog). */
export const ALIVE_EVERY_MS = 250;

export interface ArenaHandlerOptions {
  /** Milliseconds from any fixed origin (injected so tests control time). */
  readonly now?: () => number;
  /** Lets queued messages in; default a zero-delay timeout. */
  readonly yieldNow?: () => Promise<void>;
  /** Minimum time between two progress messages of a job, default 100 ms (a bar that moves, for any job longer than a few tenths of a second). */
  readonly progressIntervalMs?: number;
  /** Work between two yields, default 40 ms. */
  readonly sliceMs?: number;
  /** The opening game's position table (tests share one); another game's is built on its first job. */
  readonly table?: PositionTable<unknown>;
}

/** Handles one message; the promise settles when that message's job has ended. Never rejects, never throws. */
export type ArenaHandler = (request: unknown) => Promise<void>;

class RequestError extends Error {
  constructor(
    readonly code: ArenaErrorCode,
    message: string,
  ) {
    super(message);
  }
}

interface Job {
  readonly id: number;
  aborted: boolean;
}

function idOf(request: unknown): number {
  const id = typeof request === 'object' && request !== null ? (request as { id?: unknown }).id : undefined;
  return typeof id === 'number' && Number.isFinite(id) ? id : -1;
}

function player(game: Game<unknown>, spec: unknown, onPoll?: () => void) {
  if (typeof spec !== 'string') throw new RequestError('unknown-player', `a player must be a spec string, got ${JSON.stringify(spec)}`);
  const r = parsePlayer(game, spec, onPoll);
  if (!r.ok) throw new RequestError('unknown-player', r.error.message);
  return r.value;
}

function integer(name: string, v: unknown, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw new RequestError('bad-request', `${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(v)}`);
  }
  return v;
}

/** A handler with its own job state (one per worker, or per inline client). */
export function createArenaHandler(post: ArenaPost, options: ArenaHandlerOptions = {}): ArenaHandler {
  const now = options.now ?? (() => performance.now());
  const yieldNow = options.yieldNow ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const interval = options.progressIntervalMs ?? 100;
  const sliceMs = options.sliceMs ?? 40;
  const tableOf = (game: FullTreeGame<unknown>) => (game === DEFAULT_TREE_GAME && options.table ? options.table : sharedPositionTable(game));
  let current: Job | null = null;

  /** The game a request names (the opening game when it names none), its code loaded; the solve check needs a full tree. */
  async function gameOf(id: unknown, needsFullTree: boolean): Promise<Game<unknown>> {
    if (id === undefined) return DEFAULT_TREE_GAME;
    if (typeof id !== 'string' || !entryById(id)) throw new RequestError('bad-request', `unknown game ${JSON.stringify(id)}`);
    const { game } = await loadGame(id);
    if (needsFullTree && !hasFullTree(game)) throw new RequestError('bad-request', `the strong-solve check needs a game whose whole tree fits, not ${JSON.stringify(id)}`);
    return game;
  }

  /** A search's poll that posts `alive` for the job at most every ALIVE_EVERY_MS (a search polls every 1,024 nodes). */
  function aliveSignal(job: Job): () => void {
    let last = now();
    return () => {
      const t = now();
      if (t - last < ALIVE_EVERY_MS) return;
      last = t;
      post({ type: 'alive', id: job.id });
    };
  }

  /** Steps to the end or the abort; `tick(elapsed)` posts progress (throttled here). Returns the elapsed ms. */
  async function drive(job: Job, stepper: Stepper<unknown>, chunk: number, tick: (elapsedMs: number) => void): Promise<number> {
    const start = now();
    let lastPost = start;
    tick(0);
    await yieldNow(); // a cancel or a newer request sent during setup gets in here
    let sliceStart = now();
    while (stepper.done < stepper.total && !job.aborted) {
      stepper.step(chunk);
      const t = now();
      if (t - lastPost >= interval && stepper.done < stepper.total) {
        lastPost = t;
        tick(t - start);
      }
      if (t - sliceStart >= sliceMs) {
        await yieldNow();
        sliceStart = now();
      }
    }
    return now() - start;
  }

  async function runMatch(job: Job, req: Extract<ArenaRequest, { type: 'match' }>, game: Game<unknown>): Promise<void> {
    const alive = aliveSignal(job);
    const a = player(game, req.a, alive);
    const b = player(game, req.b, alive);
    const games = integer('games', req.games, 1, ARENA_MAX_GAMES);
    const seed = integer('seed', req.seed, 0, ARENA_MAX_SEED);
    const openingMoves = integer('openings', req.openings ?? 0, 0, ARENA_MAX_OPENINGS);
    // The fast engine plays thousands of games a millisecond; a game of the reference engine may take seconds.
    const fast = hasFullTree(game) && openingMoves === 0;
    const chunk = integer('chunkSize', req.chunkSize ?? (fast ? ARENA_MATCH_CHUNK : 1), 1, ARENA_MAX_GAMES);
    const table = hasFullTree(game) ? tableOf(game) : undefined;
    const runner = new MatchRunner(game, a, b, { games, seed, openingMoves, table });
    const elapsedMs = await drive(job, runner, chunk, (elapsed) => {
      post({ type: 'match-progress', id: job.id, done: runner.done, total: runner.total, elapsedMs: elapsed, partial: runner.result() });
    });
    post({ type: 'match-result', id: job.id, result: runner.result(), elapsedMs });
  }

  async function runSolveCheck(job: Job, req: Extract<ArenaRequest, { type: 'solve-check' }>, game: Game<unknown>): Promise<void> {
    if (!hasFullTree(game)) throw new RequestError('bad-request', 'the strong-solve check needs a game whose whole tree fits');
    const p = player(game, req.player);
    const mode = req.mode ?? 'wdl';
    if (mode !== 'wdl' && mode !== 'shortest') throw new RequestError('bad-request', `unknown scoring mode ${JSON.stringify(mode)} (wdl or shortest)`);
    const chunk = integer('chunkSize', req.chunkSize ?? ARENA_SOLVE_CHUNK, 1, 10_000);
    const checker = new SolveChecker(game, p, { mode, table: tableOf(game) });
    let sent = 0;
    /** The failures found since the last message, packed. */
    const fresh = () => {
      const all: readonly SolveFailure[] = checker.result().failures;
      const news = all.slice(sent);
      sent = all.length;
      return packFailures(news);
    };
    const elapsedMs = await drive(job, checker, chunk, (elapsed) => {
      const { packed, transfer } = fresh();
      post({ type: 'solve-progress', id: job.id, done: checker.done, total: checker.total, elapsedMs: elapsed, failures: packed }, transfer);
    });
    const r = checker.result();
    const { packed, transfer } = fresh();
    const summary = { player: r.player, mode: r.mode, positions: r.positions, checked: r.checked, failed: r.failures.length, passed: r.passed, cancelled: r.cancelled };
    post({ type: 'solve-result', id: job.id, summary, failures: packed, elapsedMs }, transfer);
  }

  return async (request) => {
    const id = idOf(request);
    try {
      const req = request as ArenaRequest;
      if (req?.type === 'cancel') {
        if (current && current.id === id) current.aborted = true;
        return;
      }
      if (req?.type !== 'match' && req?.type !== 'solve-check') {
        throw new RequestError('bad-request', `unknown request type ${JSON.stringify((request as { type?: unknown } | null)?.type)}`);
      }
      if (current) current.aborted = true; // newest request wins
      const job: Job = { id, aborted: false };
      current = job;
      try {
        const game = await gameOf(req.game, req.type === 'solve-check');
        if (job.aborted) return;
        if (req.type === 'match') await runMatch(job, req, game);
        else await runSolveCheck(job, req, game);
      } finally {
        if (current === job) current = null;
      }
    } catch (e) {
      const code = e instanceof RequestError ? e.code : 'failed';
      try {
        post({ type: 'error', id, code, message: e instanceof Error ? e.message : String(e) });
      } catch {
        // Posting itself failed (e.g. the port is closed): nothing more can be said.
      }
    }
  };
}
