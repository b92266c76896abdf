/**
 * The CPU worker's pure handler (testable in Node): answers `think` with the
 * CPU's move, `expand` with one level of its search tree and `match` with a
 * match between two CPU players. Positions come as moves from the start and
 * are checked move by move (a bad request gets an `error` reply, never a
 * crash). Moves come from iterative deepening (src/search/iterative.ts) of
 * alpha-beta with the chosen evaluation, moves ordered by the game's static
 * priority (Othello: square weights) and a transposition table; matches are
 * the arena's MatchRunner over registry players.
 *
 * The search tree's flags come from replaying the root's alpha-beta: a
 * node's window follows from the values of the siblings searched before it,
 * and with exact (full-window) child values the cut-offs are the very ones
 * fail-soft alpha-beta makes (a fail-low child's bound never raises alpha,
 * a fail-high one cuts as the exact value would). The children of the first
 * cut-off onwards are "pruned"; the chosen child is the first best one in
 * search order. Child values are cached per node, so opening a deeper level
 * does not search the levels above it again.
 */
import { gameById } from '../games/index.ts';
import { OUTCOME, type Game } from '../games/game.ts';
import { childValuesBySearch, search } from '../search/alphaBeta.ts';
import type { SearchOptions } from '../search/types.ts';
import { deepen } from '../search/iterative.ts';
import { MatchRunner } from '../ai/arena.ts';
import { parsePlayer } from '../ai/registry.ts';
import type { CompareRequestMessage, CompareRow, CpuWorkerRequest, CpuWorkerResponse, ExpandedChild, ExpandRequestMessage, MatchRequestMessage, ThinkRequest } from './cpuProtocol.ts';

type Post = (message: CpuWorkerResponse) => void;

/** The named evaluation of a game (the game's own `evaluate` when it names none or an unknown one). */
function evaluationOf(game: Game<unknown>, evaluation: string): (s: unknown) => number {
  return game.evaluations?.find((e) => e.id === evaluation)?.evaluate ?? game.evaluate;
}

/** The state after `moves`, or an error message. O(moves). */
function replay(game: Game<unknown>, moves: readonly number[]): { state: unknown } | { error: string } {
  let state = game.initial;
  for (const m of moves) {
    const r = game.tryPlay(state, m);
    if (!r.ok) return { error: r.error.message };
    state = r.value;
  }
  return { state };
}

/** Iterative deepening to `depth` (or until `timeMs` is spent, at least depth 1), progress after each depth. */
function think(req: ThinkRequest, game: Game<unknown>, state: unknown, post: Post): void {
  let nodes = 0;
  const r = deepen(game, state, {
    maxDepth: req.depth,
    timeLimitMs: req.timeMs > 0 ? req.timeMs : undefined,
    algorithm: 'alphabeta',
    order: 'centre',
    tt: true,
    evaluate: evaluationOf(game, req.evaluation),
    onDepth: (d) => {
      nodes += d.nodes;
      post({ type: 'progress', id: req.id, nodes, depth: d.depth });
    },
  });
  post({ type: 'moved', id: req.id, move: r.bestMove, value: r.value, nodes: r.nodes, depth: r.depth });
}

/** Child values per node of the tree being expanded: key = request position, depth, evaluation, path. */
const childCache = new Map<string, readonly { readonly move: number; readonly value: number }[]>();
const CACHE_LIMIT = 2000;

/** Exact depth-limited values of the children of `state` (`left` plies below it, the child's move the first), in search order. */
function orderedChildValues(game: Game<unknown>, state: unknown, left: number, evaluate: (s: unknown) => number, key: string): readonly { readonly move: number; readonly value: number }[] {
  const hit = childCache.get(key);
  if (hit) return hit;
  const values = childValuesBySearch(game, state, { depth: left, algorithm: 'alphabeta', order: 'centre', tt: true, evaluate });
  const ordered = values.map((c, i) => ({ ...c, i })).sort((a, b) => game.movePriority(a.move) - game.movePriority(b.move) || a.i - b.i);
  const out = ordered.map(({ move, value }) => ({ move, value }));
  if (childCache.size >= CACHE_LIMIT) childCache.clear();
  childCache.set(key, out);
  return out;
}

/**
 * One node's children with flags, given its window: in search order, each
 * child's window is (max(alpha, best so far), beta) for the maximiser and
 * (alpha, min(beta, best so far)) for the minimiser; once best reaches the
 * far bound the rest are pruned. Returns them in search order with each one's window.
 */
function flagged(children: readonly { move: number; value: number }[], maximise: boolean, alpha: number, beta: number, alphabeta: boolean) {
  let best = maximise ? -Infinity : Infinity;
  let cut = false;
  let chosen = -1;
  const out: { move: number; value: number; pruned: boolean; alpha: number; beta: number }[] = [];
  children.forEach((c, i) => {
    const a = maximise ? Math.max(alpha, best) : alpha;
    const b = maximise ? beta : Math.min(beta, best);
    out.push({ move: c.move, value: c.value, pruned: alphabeta && cut, alpha: a, beta: b });
    if (cut) return;
    if (maximise ? c.value > best : c.value < best) {
      best = c.value;
      chosen = i;
    }
    if (alphabeta && (maximise ? best >= beta : best <= alpha)) cut = true;
  });
  return { out, chosen, best };
}

function expand(req: ExpandRequestMessage, game: Game<unknown>, root: unknown, post: Post): void {
  const base = `${req.gameId}|${req.evaluation}|${req.depth}|${req.moves.join(',')}|`;
  let state = root;
  let alpha = -Infinity;
  let beta = Infinity;
  for (let level = 0; ; level++) {
    const left = req.depth - level;
    if (left <= 0 || game.outcome(state) !== OUTCOME.playing) return post({ type: 'expanded', id: req.id, value: null, children: [] });
    const children = orderedChildValues(game, state, left, evaluationOf(game, req.evaluation), base + req.path.slice(0, level).join(','));
    const { out, chosen, best } = flagged(children, game.toMove(state) === 0, alpha, beta, req.alphabeta);
    if (level === req.path.length) {
      // Back in the game's natural order for the layout; flags travel with each child.
      const natural = out.map((c, i) => ({ move: c.move, value: c.value, chosen: i === chosen, pruned: c.pruned }) satisfies ExpandedChild);
      const order = new Map<number, number>();
      const buf = new Int16Array(game.maxMoves);
      const n = game.legalMoves(state, buf, 0);
      for (let i = 0; i < n; i++) order.set(buf[i], i);
      natural.sort((a, b) => (order.get(a.move) ?? 0) - (order.get(b.move) ?? 0));
      return post({ type: 'expanded', id: req.id, value: best, children: natural });
    }
    const next = out.find((c) => c.move === req.path[level]);
    if (!next) return post({ type: 'error', id: req.id, message: `move ${req.path[level]} is not in the tree` });
    alpha = next.alpha;
    beta = next.beta;
    state = game.play(state, next.move);
  }
}

/** Plays a match between two registry players (MatchRunner: colours swapped, shared random openings), progress after every game. */
function playMatch(req: MatchRequestMessage, game: Game<unknown>, post: Post): void {
  const a = parsePlayer(game, req.a);
  const b = parsePlayer(game, req.b);
  if (!a.ok) return post({ type: 'error', id: req.id, message: a.error.message });
  if (!b.ok) return post({ type: 'error', id: req.id, message: b.error.message });
  const runner = new MatchRunner(game, a.value, b.value, { games: req.games, seed: req.seed, openingMoves: req.openings });
  while (runner.done < runner.total) {
    runner.step(1);
    if (runner.done < runner.total) post({ type: 'match-progress', id: req.id, done: runner.done, total: runner.total, partial: runner.result() });
  }
  post({ type: 'match-result', id: req.id, result: runner.result() });
}

/** Largest search the comparison runs: one whose predicted node count is above this is left out (null). */
export const COMPARE_NODE_LIMIT = 20_000_000;

/**
 * Node counts at depths 1..maxDepth of minimax, alpha-beta in natural order,
 * with the static order, and with the table too; progress after each search.
 * A search predicted (from the growth between the last two depths) to visit
 * more than COMPARE_NODE_LIMIT nodes is not run.
 */
function compare(req: CompareRequestMessage, game: Game<unknown>, state: unknown, post: Post): void {
  const evaluate = evaluationOf(game, req.evaluation);
  const kinds: readonly { key: Exclude<keyof CompareRow, 'depth'>; options: SearchOptions<unknown> }[] = [
    { key: 'minimax', options: { algorithm: 'minimax' } },
    { key: 'alphabeta', options: { algorithm: 'alphabeta', order: 'cell' } },
    { key: 'ordered', options: { algorithm: 'alphabeta', order: 'centre' } },
    { key: 'orderedTt', options: { algorithm: 'alphabeta', order: 'centre', tt: true } },
  ];
  const rows: CompareRow[] = [];
  const total = req.maxDepth * kinds.length;
  let done = 0;
  const history = new Map<string, number[]>();
  for (let depth = 1; depth <= req.maxDepth; depth++) {
    const row: Record<string, number | null> = { depth };
    for (const { key, options } of kinds) {
      const past = history.get(key) ?? [];
      const [prev, last] = past.slice(-2);
      const predicted = last === undefined ? 0 : prev === undefined ? last * 10 : last * Math.max(2, last / Math.max(1, prev));
      if (past.length < depth - 1 || predicted > COMPARE_NODE_LIMIT) row[key] = null;
      else {
        const nodes = search(game, state, { ...options, depth, evaluate }).counters.nodes;
        row[key] = nodes;
        history.set(key, [...past, nodes]);
      }
      done++;
      post({ type: 'compare-progress', id: req.id, rows: [...rows, row as unknown as CompareRow], done, total });
    }
    rows.push(row as unknown as CompareRow);
  }
  post({ type: 'compared', id: req.id, rows });
}

/** Handles one request, posting progress and the answer. */
export function handleCpuRequest(req: CpuWorkerRequest, post: Post): void {
  const game = gameById(req.gameId);
  if (!game) return post({ type: 'error', id: req.id, message: `unknown game ${req.gameId}` });
  if (req.type === 'match') return playMatch(req, game, post);
  const at = replay(game, req.moves);
  if ('error' in at) return post({ type: 'error', id: req.id, message: at.error });
  if (req.type === 'think') return think(req, game, at.state, post);
  if (req.type === 'compare') return compare(req, game, at.state, post);
  expand(req, game, at.state, post);
}
