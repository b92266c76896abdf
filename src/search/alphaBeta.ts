/**
 * Alpha-beta search (fail-soft) over the states of any game (src/games/game.ts), with optional plain
 * minimax, move ordering, a transposition table of bounds (source article 2), a depth
 * limit with a heuristic evaluation, and a step-by-step trace.
 *
 * Values are from the first player's point of view: the first player
 * maximises, the second minimises (no negamax; whose turn it is comes from
 * the game, never from the depth, so passes are just moves), so
 * trace windows read the same at every level. Fail-soft: a node's value is its
 * best child's value, never alpha or beta; against the window (alpha, beta) it
 * was searched with, the result v and the minimax value S satisfy
 *   v <= alpha -> S <= v (fail low),  alpha < v < beta -> S == v (exact),
 *   v >= beta  -> S >= v (fail high).
 *
 * Transposition table (`tt`): keyed by the game's key, or its canonical key
 * with `symmetry` (all symmetric forms share an entry). After searching a node
 * with the window (a, b) it actually used (after any narrowing by the table),
 * its value v is stored as (-inf, v) when v <= a, (v, v) when a < v < b,
 * (v, +inf) when v >= b, intersected with the entry already there. On a probe,
 * in this order: lower == upper -> return it; upper <= alpha -> return upper;
 * beta <= lower -> return lower; otherwise alpha = max(alpha, lower),
 * beta = min(beta, upper) and search (source article 2's derivation; its final code
 * swaps min and max, which would widen the window instead). Finished positions
 * and depth-limit leaves are neither probed nor stored. The table is emptied at
 * the start of every search, and each entry records the remaining depth it
 * holds for (see transposition.ts), so depth-limited values never pass for
 * values of the full game. The remaining depth is clamped to the game's
 * bound on the plies left (an entry searched at least that deep is a
 * full-game bound); in a game without passes whose piece count fixes a
 * position's ply, depth limits cost the table nothing.
 *
 * Conventions (`cut`, `failHard`; defaults: cut on >= / <=, fail-soft): under the strict cut
 * rule ('gt') a node cuts only when its value passes a bound (v > beta, v < alpha), a value
 * equal to a bound is exact, and the table stores (-inf, v) when v < a, (v, v) when
 * a <= v <= b, (v, +inf) when v > b and answers a probe by upper < alpha, beta < lower.
 * Fail-hard returns each node's value clamped to the window it was given (the stored
 * bounds are then the clamped, weaker, still valid bounds); with the ≥ rule only (under
 * the strict rule a value clamped to a bound could not be told from an exact one). The defaults run exactly the
 * code they always ran.
 *
 * Counting: `nodes` counts every call of the recursive search, the root,
 * finished positions, depth-limit leaves and table hits included (as source article 2
 * counts). `cutoffs` counts the nodes where a cut-off skipped at least one
 * child (a cut at the last child skips nothing and is not counted).
 *
 * Trace: a finished position or depth-limit leaf yields one 'leaf' step. Any
 * other node yields 'enter' (with the window from its parent), possibly
 * 'tt-hit', then per child the child's steps and a 'child' step, followed by
 * an 'update' when alpha/beta moved or a 'cutoff' listing the skipped moves,
 * then 'tt-store' (the bounds now in the table, after intersection) and
 * 'exit' (classified against the node's original window). A node answered by
 * the table goes 'enter', 'tt-hit', 'exit'. Every 'enter' has its 'exit'.
 *
 * Watch: with `watch` (a move path from the root), the result's `watched`
 * says whether the search reached that node, with which window, whether the
 * table answered it, and each child it searched (in search order) with the
 * window and the fail-soft value; children not listed were cut off.
 *
 * Depth limit: `evaluate` (default the game's) values unfinished positions
 * at the limit. Stopping: `shouldStop` is polled every 1,024 nodes; a true
 * answer unwinds the recursion and `search` returns `stopped: true`. `onPoll`
 * is called at the same polls (a sign of life; it never stops a search).
 *
 * Hot path: no allocation per node unless tracing (typed-array move buffers
 * per ply; a shared scratch table reused across searches).
 */
import { OUTCOME, type Game, type MoveBuffer, type ScoreMode } from '../games/game.ts';
import type { PositionTable } from '../tree/positions.ts';
import { writeOrderedMoves } from './order.ts';
import { classifyResult, TRACE_LIMIT, TraceRecorder } from './trace.ts';
import { TranspositionTable } from './transposition.ts';
import type { MoveOrder, SearchCounters, SearchOptions, SearchResult, WatchedChild } from './types.ts';

const sharedTables = new Map<string, TranspositionTable>();
/** The transposition table used when the caller passes none (one per game, allocated on first use). */
function scratchTable<S>(game: Game<S>): TranspositionTable {
  let t = sharedTables.get(game.id);
  if (!t) {
    t = new TranspositionTable(game.keySpace);
    sharedTables.set(game.id, t);
  }
  return t;
}

/** Counters all at zero. */
function emptyCounters(): SearchCounters {
  return { nodes: 0, cutoffs: 0, ttExact: 0, ttUpper: 0, ttLower: 0, ttNarrowed: 0, ttStores: 0 };
}

type TtHit = 'exact' | 'upper' | 'lower' | 'narrowed';

/** Thrown through the recursion when `shouldStop` says so; caught by the entry points, never seen by callers. */
const STOPPED = new Error('search stopped');

/** Runs `f`, turning a stop into null (other errors pass). */
function unlessStopped<T>(f: () => T): T | null {
  try {
    return f();
  } catch (e) {
    if (e === STOPPED) return null;
    throw e;
  }
}

/** One search's state; `visit` is the recursion. */
class Engine<S> {
  readonly counters = emptyCounters();
  /** Move buffers, `width` entries per ply. */
  readonly moves: MoveBuffer;
  readonly width: number;
  readonly path: Int16Array;
  rootMove = -1;
  readonly game: Game<S>;
  readonly mode: ScoreMode;
  readonly prune: boolean;
  /** The strict cut rule (options.cut 'gt'). */
  readonly strict: boolean;
  readonly failHard: boolean;
  readonly order: MoveOrder;
  readonly table: PositionTable<S> | null;
  readonly tt: TranspositionTable | null;
  readonly symmetry: boolean;
  /** Ply at which unfinished positions are evaluated (Infinity: no limit). */
  readonly maxPly: number;
  readonly rec: TraceRecorder<S> | null;
  readonly evaluate: (s: S) => number;
  readonly shouldStop: (() => boolean) | null;
  /** The watched path (options.watch), and per ply whether the current path still follows it. */
  readonly watch: Int16Array | null;
  readonly onWatch: Uint8Array;
  readonly watched: { reached: boolean; ttHit: boolean; alpha: number; beta: number; children: WatchedChild[] };

  constructor(game: Game<S>, options: SearchOptions<S>) {
    this.game = game;
    this.width = game.maxMoves;
    this.moves = new Int16Array((game.maxPlies + 1) * game.maxMoves);
    this.path = new Int16Array(game.maxPlies + 1);
    this.mode = options.mode ?? 'wdl';
    this.prune = (options.algorithm ?? 'alphabeta') !== 'minimax';
    this.strict = options.cut === 'gt';
    this.failHard = options.failHard === true && this.prune && !this.strict;
    this.order = options.order ?? 'cell';
    this.table = options.table ?? null;
    this.tt = options.tt ? (options.transposition ?? scratchTable(game)) : null;
    this.symmetry = options.symmetry === true;
    this.maxPly = options.depth ?? Infinity;
    this.rec = options.trace || options.traceSink ? new TraceRecorder(options.traceLimit ?? TRACE_LIMIT, options.traceSink ?? null) : null;
    this.evaluate = options.evaluate ?? game.evaluate;
    const { shouldStop, onPoll } = options;
    this.shouldStop = onPoll ? () => (onPoll(), shouldStop?.() === true) : (shouldStop ?? null);
    this.watch = options.watch ? Int16Array.from(options.watch) : null;
    this.onWatch = new Uint8Array(game.maxPlies + 2);
    this.onWatch[0] = 1;
    this.watched = { reached: false, ttHit: false, alpha: 0, beta: 0, children: [] };
    this.tt?.reset();
  }

  private pathTo(ply: number): number[] {
    // A plain loop: a subarray view per step costs more than the copy (the lab traces 1.4 million steps).
    const out = new Array<number>(ply);
    for (let i = 0; i < ply; i++) out[i] = this.path[i];
    return out;
  }

  /** Fail-soft alpha-beta (or minimax when !prune) value of state `b`, reached at `ply`. */
  visit(b: S, alpha: number, beta: number, ply: number): number {
    const counters = this.counters;
    const rec = this.rec;
    const game = this.game;
    counters.nodes++;
    if ((counters.nodes & 1023) === 0 && this.shouldStop !== null && this.shouldStop()) throw STOPPED;
    const watching = this.watch !== null && ply === this.watch.length && this.onWatch[ply] === 1;
    if (watching) {
      this.watched.reached = true;
      this.watched.alpha = alpha;
      this.watched.beta = beta;
    }
    if (game.outcome(b) !== OUTCOME.playing) {
      const v = game.terminalScore(b, this.mode);
      if (rec !== null && rec.take()) rec.record({ kind: 'leaf', state: b, moves: this.pathTo(ply), value: v, evaluated: false });
      return v;
    }
    if (ply >= this.maxPly) {
      const v = this.evaluate(b);
      if (rec !== null && rec.take()) rec.record({ kind: 'leaf', state: b, moves: this.pathTo(ply), value: v, evaluated: true });
      return v;
    }
    const alpha0 = alpha;
    const beta0 = beta;
    if (rec !== null && rec.take()) rec.record({ kind: 'enter', state: b, moves: this.pathTo(ply), alpha, beta });
    const tt = this.tt;
    let key = 0;
    let slot = 0;
    let depth = 0;
    if (tt !== null) {
      key = this.symmetry ? game.canonicalKey(b) : game.key(b);
      const left = this.maxPly - ply;
      const most = game.pliesLeftAtMost(b);
      depth = left < most ? left : most;
      slot = tt.slot(key);
      if (tt.has(key, depth, slot)) {
        const lower = tt.lower[slot];
        const upper = tt.upper[slot];
        let hit: TtHit;
        let v = 0;
        if (lower === upper) {
          counters.ttExact++;
          hit = 'exact';
          v = lower;
        } else if (this.strict ? upper < alpha : upper <= alpha) {
          counters.ttUpper++;
          hit = 'upper';
          v = upper;
        } else if (this.strict ? beta < lower : beta <= lower) {
          counters.ttLower++;
          hit = 'lower';
          v = lower;
        } else {
          counters.ttNarrowed++;
          hit = 'narrowed';
          if (lower > alpha) alpha = lower;
          if (upper < beta) beta = upper;
        }
        if (rec !== null && rec.take()) rec.record({ kind: 'tt-hit', moves: this.pathTo(ply), hit, lower, upper });
        if (hit !== 'narrowed') {
          if (watching) this.watched.ttHit = true;
          if (this.failHard) v = v < alpha0 ? alpha0 : v > beta0 ? beta0 : v;
          this.exit(ply, v, alpha0, beta0);
          return v;
        }
      }
    }
    // The window actually searched with: what the stored bounds are classified against.
    const alpha1 = alpha;
    const beta1 = beta;
    const off = ply * this.width;
    const n = writeOrderedMoves(game, b, this.order, this.mode, this.table, this.moves, off, this.evaluate);
    const maximise = game.toMove(b) === 0;
    let best = maximise ? -Infinity : Infinity;
    let bestMove = -1;
    for (let i = 0; i < n; i++) {
      const m = this.moves[off + i];
      this.path[ply] = m;
      const watch = this.watch;
      if (watch !== null) this.onWatch[ply + 1] = this.onWatch[ply] === 1 && ply < watch.length && watch[ply] === m ? 1 : 0;
      const v = this.visit(game.play(b, m), alpha, beta, ply + 1);
      if (watching) this.watched.children.push({ move: m, value: v, alpha, beta });
      if (rec !== null && rec.take()) rec.record({ kind: 'child', moves: this.pathTo(ply), move: m, value: v });
      if (maximise) {
        if (v > best) {
          best = v;
          bestMove = m;
        }
        if (!this.prune) continue;
        if (this.strict ? best > beta : best >= beta) {
          if (i + 1 < n) this.cut(ply, off + i + 1, off + n, alpha, beta);
          break;
        }
        if (best > alpha) {
          alpha = best;
          if (rec !== null && rec.take()) rec.record({ kind: 'update', moves: this.pathTo(ply), which: 'alpha', value: best });
        }
      } else {
        if (v < best) {
          best = v;
          bestMove = m;
        }
        if (!this.prune) continue;
        if (this.strict ? best < alpha : best <= alpha) {
          if (i + 1 < n) this.cut(ply, off + i + 1, off + n, alpha, beta);
          break;
        }
        if (best < beta) {
          beta = best;
          if (rec !== null && rec.take()) rec.record({ kind: 'update', moves: this.pathTo(ply), which: 'beta', value: best });
        }
      }
    }
    if (this.failHard) best = best < alpha0 ? alpha0 : best > beta0 ? beta0 : best;
    if (tt !== null && this.strict) {
      if (best < alpha1) tt.store(key, depth, -Infinity, best, slot);
      else if (best <= beta1) tt.store(key, depth, best, best, slot);
      else tt.store(key, depth, best, Infinity, slot);
      counters.ttStores++;
      if (rec !== null && rec.take()) rec.record({ kind: 'tt-store', moves: this.pathTo(ply), lower: tt.lower[slot], upper: tt.upper[slot] });
    } else if (tt !== null) {
      if (best <= alpha1) tt.store(key, depth, -Infinity, best, slot);
      else if (best < beta1) tt.store(key, depth, best, best, slot);
      else tt.store(key, depth, best, Infinity, slot);
      counters.ttStores++;
      if (rec !== null && rec.take()) rec.record({ kind: 'tt-store', moves: this.pathTo(ply), lower: tt.lower[slot], upper: tt.upper[slot] });
    }
    if (ply === 0) this.rootMove = bestMove;
    this.exit(ply, best, alpha0, beta0);
    return best;
  }

  private cut(ply: number, from: number, to: number, alpha: number, beta: number): void {
    this.counters.cutoffs++;
    const rec = this.rec;
    if (rec !== null && rec.take()) {
      rec.record({ kind: 'cutoff', moves: this.pathTo(ply), alpha, beta, skipped: Array.from(this.moves.subarray(from, to)) });
    }
  }

  private exit(ply: number, value: number, alpha: number, beta: number): void {
    const rec = this.rec;
    if (rec !== null && rec.take()) {
      rec.record({ kind: 'exit', moves: this.pathTo(ply), value, result: classifyResult(value, alpha, beta, this.strict), alpha, beta });
    }
  }
}

/** Searching an impossible state is a programming error (user input is checked by the game's parsers): throws its GameError. */
function checkState<S>(game: Game<S>, state: S): void {
  const bad = game.stateError(state);
  if (bad) throw bad;
}

/** Throws unless the options make sense (bad values are programming errors: TypeError / RangeError). */
function checkOptions<S>(options: SearchOptions<S>): void {
  if (options.order === 'best' && !options.table) {
    throw new TypeError("order 'best' needs options.table (the position table of known values)");
  }
  const { depth, alpha, beta, traceLimit } = options;
  if (depth !== undefined && !(Number.isInteger(depth) && depth >= 1)) {
    throw new RangeError(`depth must be a whole number of plies >= 1, got ${String(depth)}`);
  }
  if (traceLimit !== undefined && !(Number.isInteger(traceLimit) && traceLimit >= 0)) {
    throw new RangeError(`traceLimit must be a whole number >= 0, got ${String(traceLimit)}`);
  }
  if (options.algorithm === 'minimax') return; // minimax ignores the window
  const a = alpha ?? -Infinity;
  const b = beta ?? Infinity;
  if (Number.isNaN(a) || Number.isNaN(b) || !(a < b)) {
    throw new RangeError(`the window needs alpha < beta, got (${String(a)}, ${String(b)})`);
  }
}

/**
 * Searches `board` (any valid position; GameError otherwise) and returns its
 * fail-soft value from the first player's point of view, a move achieving it (the first in
 * search order; -1 for a finished position), the counters and, with `trace`,
 * the steps. With `algorithm: 'minimax'` every node is visited and the window
 * is ignored (the value is exact; `tt` then memoises exact values).
 * `symmetry` only matters with `tt`. Cost: up to 549,946 nodes (minimax from
 * the empty board); see the module header for the rules.
 */
export function search<S>(game: Game<S>, board: S, options: SearchOptions<S> = {}): SearchResult<S> {
  checkState(game, board);
  checkOptions(options);
  const engine = new Engine(game, options);
  const minimax = options.algorithm === 'minimax';
  const alpha = minimax ? -Infinity : (options.alpha ?? -Infinity);
  const beta = minimax ? Infinity : (options.beta ?? Infinity);
  const value = unlessStopped(() => engine.visit(board, alpha, beta, 0));
  if (value === null) return { value: 0, bestMove: -1, counters: engine.counters, stopped: true };
  const rec = engine.rec;
  const watched = engine.watch === null ? {} : { watched: engine.watched };
  if (rec === null) return { value, bestMove: engine.rootMove, counters: engine.counters, ...watched };
  return { value, bestMove: engine.rootMove, counters: engine.counters, trace: rec.steps, traceTruncated: rec.truncated, traceSteps: rec.total, ...watched };
}

/** A legal move and the value of the position it leads to. */
export interface ChildValue {
  readonly move: number;
  readonly value: number;
}

/**
 * The value of every child of `board`, each searched with a full window (so
 * exact for the game, or for the depth-limited game with `depth`: the root's
 * move counts as the first ply). Children are searched in `options.order`
 * sharing one transposition table (with `tt`); the result is in cell order.
 * Ignores alpha, beta, trace and shouldStop (onPoll is still called). Empty for a finished position.
 */
export function childValuesBySearch<S>(game: Game<S>, board: S, options: SearchOptions<S> = {}): ChildValue[] {
  return childValuesCounted(game, board, options).children;
}

/** childValuesBySearch, with the nodes the searches visited (every child's search; the root not counted). */
function childValuesCounted<S>(game: Game<S>, board: S, options: SearchOptions<S>): { children: ChildValue[]; nodes: number } {
  checkState(game, board);
  const opts: SearchOptions<S> = { ...options, alpha: undefined, beta: undefined, trace: false, traceSink: undefined, shouldStop: undefined };
  checkOptions(opts);
  const engine = new Engine(game, opts);
  const n = writeOrderedMoves(game, board, engine.order, engine.mode, engine.table, engine.moves, 0, engine.evaluate);
  const values = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const m = engine.moves[i];
    engine.path[0] = m;
    values.set(m, engine.visit(game.play(board, m), -Infinity, Infinity, 1));
  }
  const natural = new Int16Array(game.maxMoves);
  const count = game.legalMoves(board, natural, 0);
  const out: ChildValue[] = [];
  for (let i = 0; i < count; i++) out.push({ move: natural[i], value: values.get(natural[i]) as number });
  return { children: out, nodes: engine.counters.nodes };
}

/**
 * All best moves of `board` for the side to move, in cell order: the children
 * whose full-window value (childValuesBySearch) is the maximum when the
 * first player is to move, the minimum when the second is. Empty for a finished position. Used by the AI
 * players. With its cost: `nodes` counts the positions the search
 * visited, the root included (as `search` counts), so plain minimax to the
 * end from a position visits exactly the nodes of its game tree (549,946
 * from the empty board). 0 moves and 1 node for a finished position.
 */
export function bestMovesCounted<S>(game: Game<S>, board: S, options: SearchOptions<S> = {}): { moves: number[]; nodes: number } {
  const { children, nodes } = childValuesCounted(game, board, options);
  if (children.length === 0) return { moves: [], nodes: 1 };
  const maximise = game.toMove(board) === 0;
  let best = children[0].value;
  for (const { value } of children) if (maximise ? value > best : value < best) best = value;
  return { moves: children.filter((ch) => ch.value === best).map((ch) => ch.move), nodes: nodes + 1 };
}
