/**
 * Principal-variation search (PVS, also called NegaScout) with iterative
 * deepening: the stronger midgame's engine for a searched game (docs/manual.md,
 * "stronger midgame"). It finds the same depth-limited value as plain
 * alpha-beta (alphaBeta.ts), only faster, in three explainable steps:
 * 1. Principal variation first: at every node the first move (the best one
 *    found so far) is searched with the full window (alpha, beta).
 * 2. Null windows: every later move is only asked "is it better than alpha?"
 *    with the empty window (alpha, alpha + EPSILON). A "no" (the usual answer
 *    when the first move was best) costs far less than a full search; a "yes"
 *    is searched again with the full window.
 * 3. Iterative deepening with the table's best move first: depth 1, 2, ...
 *    share one table that keeps, per position, the move that was best at the
 *    last depth; the next depth tries it first, so step 1's guess is usually right.
 *    (The root itself keeps the static order, so that of equally good moves it
 *    plays the first, the move plain alpha-beta and the search tree choose.)
 * Moves not in the table follow the game's static priority (`movePriority`).
 *
 * Values are the first player's view, as everywhere in src/search; inside, the
 * recursion is negamax (the side to move maximises its own view; whose turn it
 * is comes from the game, so passes are just moves). Fail-soft, and bounds are
 * kept per (position, remaining depth), so a depth's value equals plain
 * alpha-beta's at that depth (test/search/pvs.test.ts checks it).
 */
import { OUTCOME, type Game, type ScoreMode } from '../games/game.ts';
import { sortByKeys } from './order.ts';

/** The null window's width: below any two distinct values an evaluation gives that matter, above rounding. */
const EPSILON = 1e-9;
/** Table slots (a power of two): a hashed, always-replace table of bounds and best moves. */
const SLOTS = 1 << 17;

/** Thrown through the recursion to stop a search that ran out of time. */
const STOPPED = new Error('pvs stopped');

export interface PvsOptions<S> {
  /** Deepest depth to try (>= 1). */
  readonly maxDepth: number;
  /** Stop deepening after this many milliseconds (depth 1 always completes). Default: no limit. */
  readonly timeLimitMs?: number;
  /** The evaluation at the depth limit (default the game's). */
  readonly evaluate?: (s: S) => number;
  readonly mode?: ScoreMode;
  /** Clock in milliseconds (default performance.now). */
  readonly now?: () => number;
  /** Cancellation: polled every 1,024 nodes; true stops at once (the result keeps the last completed depth). */
  readonly cancelled?: () => boolean;
  /** Called after each completed depth, with that depth's nodes. */
  readonly onDepth?: (done: { depth: number; value: number; bestMove: number; nodes: number }) => void;
}

export interface PvsResult {
  /** Deepest completed depth (0 for a finished position). */
  readonly depth: number;
  /** Its value, the first player's view. */
  readonly value: number;
  /** Its best move (-1 for a finished position). */
  readonly bestMove: number;
  /** Nodes visited, every depth's (the abandoned one included). */
  readonly nodes: number;
}

class PvsEngine<S> {
  readonly keys = new Float64Array(SLOTS);
  readonly depths = new Int8Array(SLOTS);
  /** Generation that wrote each slot: a slot is live only when it equals `generation` (emptied in O(1) per search). */
  readonly stamp = new Uint32Array(SLOTS);
  generation = 1;
  readonly lower = new Float64Array(SLOTS);
  readonly upper = new Float64Array(SLOTS);
  readonly best = new Int16Array(SLOTS);
  readonly moves: Int16Array;
  readonly prio: Float64Array;
  nodes = 0;
  deadline = Infinity;
  cancelled: () => boolean = () => false;
  rootMove = -1;

  constructor(
    readonly game: Game<S>,
    public evaluate: (s: S) => number,
    public mode: ScoreMode,
    public now: () => number,
  ) {
    this.moves = new Int16Array((game.maxPlies + 1) * game.maxMoves);
    this.prio = new Float64Array(game.maxMoves);
  }

  slot(key: number): number {
    const h = Math.imul((key | 0) ^ Math.imul(Math.floor(key / 4294967296) | 0, 0x9e3779b1), 0x85ebca6b);
    return (h ^ (h >>> 15)) & (SLOTS - 1);
  }

  /** Moves of `s` at `off`: the table's best move first, then by static priority. */
  order(s: S, off: number, ttMove: number): number {
    const { game, moves, prio } = this;
    const n = game.legalMoves(s, moves, off);
    for (let i = 0; i < n; i++) {
      const m = moves[off + i];
      prio[i] = m === ttMove ? -Infinity : game.movePriority(m);
    }
    sortByKeys(moves, off, prio, n);
    return n;
  }

  /** Negamax PVS value of `s` for the side to move, `left` plies left, window (alpha, beta), fail-soft. */
  visit(s: S, alpha: number, beta: number, left: number, ply: number): number {
    const game = this.game;
    this.nodes++;
    if ((this.nodes & 1023) === 0 && (this.now() >= this.deadline || this.cancelled())) throw STOPPED;
    const sign = game.toMove(s) === 0 ? 1 : -1;
    if (game.outcome(s) !== OUTCOME.playing) return sign * game.terminalScore(s, this.mode);
    if (left === 0) return sign * this.evaluate(s);
    const key = game.key(s);
    const slot = this.slot(key);
    let ttMove = -1;
    const live = this.stamp[slot] === this.generation && this.keys[slot] === key;
    if (live) {
      ttMove = this.best[slot];
      if (this.depths[slot] === left && ply > 0) {
        const lo = this.lower[slot];
        const up = this.upper[slot];
        if (lo === up || lo >= beta) return lo;
        if (up <= alpha) return up;
        if (lo > alpha) alpha = lo;
        if (up < beta) beta = up;
      }
    }
    const alpha1 = alpha;
    const off = ply * game.maxMoves;
    // The root keeps the static order, so that among equally good moves it plays the first, as alpha-beta does
    // (the search tree's chosen move is the AI's); below it the table's best move goes first.
    const n = this.order(s, off, ply === 0 ? -1 : ttMove);
    let best = -Infinity;
    let bestMove = -1;
    for (let i = 0; i < n; i++) {
      const m = this.moves[off + i];
      const child = game.play(s, m);
      // A pass keeps the mover, so the child's value is ours, not its negation.
      const same = game.toMove(child) === game.toMove(s);
      let v: number;
      const a = alpha > best ? alpha : best;
      if (i === 0) v = this.child(child, same, a, beta, left, ply);
      else {
        v = this.child(child, same, a, a + EPSILON, left, ply);
        // A "yes" inside the window: fail-soft makes v a lower bound, so (v, beta) holds the child's value.
        if (v > a && v < beta) v = this.child(child, same, v, beta, left, ply);
      }
      if (v > best) {
        best = v;
        bestMove = m;
        if (best >= beta) break;
      }
    }
    if (!live || this.depths[slot] !== left) {
      this.stamp[slot] = this.generation;
      this.keys[slot] = key;
      this.depths[slot] = left;
      this.lower[slot] = -Infinity;
      this.upper[slot] = Infinity;
    }
    if (best <= alpha1) this.upper[slot] = Math.min(this.upper[slot], best);
    else if (best < beta) {
      this.lower[slot] = best;
      this.upper[slot] = best;
    } else this.lower[slot] = Math.max(this.lower[slot], best);
    this.best[slot] = bestMove;
    if (ply === 0) this.rootMove = bestMove;
    return best;
  }

  /** A child's value from the parent's side with the parent's window. */
  child(c: S, same: boolean, alpha: number, beta: number, left: number, ply: number): number {
    return same ? this.visit(c, alpha, beta, left - 1, ply + 1) : -this.visit(c, -beta, -alpha, left - 1, ply + 1);
  }
}

const engines = new Map<string, PvsEngine<unknown>>();
/** The game's engine (tables allocated once, about 4 MB), emptied and set up for a new search. */
function engineFor<S>(game: Game<S>, evaluate: (s: S) => number, mode: ScoreMode, now: () => number): PvsEngine<S> {
  let e = engines.get(game.id) as PvsEngine<S> | undefined;
  if (!e || e.game !== game) {
    e = new PvsEngine(game, evaluate, mode, now);
    engines.set(game.id, e as PvsEngine<unknown>);
  }
  e.evaluate = evaluate;
  e.mode = mode;
  e.now = now;
  e.nodes = 0;
  e.deadline = Infinity;
  e.rootMove = -1;
  if (e.generation === 0xffffffff) {
    e.stamp.fill(0);
    e.generation = 1;
  } else e.generation++;
  return e;
}

/** Iterative deepening PVS (see the module header), synchronously, within `timeLimitMs`. O(the searches). */
export function pvsDeepen<S>(game: Game<S>, state: S, options: PvsOptions<S>): PvsResult {
  const { maxDepth, timeLimitMs } = options;
  if (!Number.isInteger(maxDepth) || maxDepth < 1) throw new RangeError(`maxDepth must be a whole number >= 1, got ${String(maxDepth)}`);
  const mode = options.mode ?? 'wdl';
  if (game.outcome(state) !== OUTCOME.playing) return { depth: 0, value: game.terminalScore(state, mode), bestMove: -1, nodes: 0 };
  const now = options.now ?? (() => performance.now());
  const engine = engineFor(game, options.evaluate ?? game.evaluate, mode, now);
  const { cancelled, onDepth } = options;
  engine.cancelled = cancelled ?? (() => false);
  const start = now();
  const sign = game.toMove(state) === 0 ? 1 : -1;
  let done: PvsResult = { depth: 0, value: 0, bestMove: -1, nodes: 0 };
  const last = Math.min(maxDepth, game.pliesLeftAtMost(state));
  for (let depth = 1; depth <= last; depth++) {
    if (depth > 1 && timeLimitMs !== undefined) {
      if (now() - start >= timeLimitMs) break;
      engine.deadline = start + timeLimitMs;
    }
    const before = engine.nodes;
    try {
      const v = engine.visit(state, -Infinity, Infinity, depth, 0);
      done = { depth, value: sign * v, bestMove: engine.rootMove, nodes: engine.nodes };
    } catch (e) {
      if (e !== STOPPED) throw e;
      break;
    }
    onDepth?.({ depth, value: done.value, bestMove: done.bestMove, nodes: engine.nodes - before });
  }
  return { ...done, nodes: engine.nodes };
}
