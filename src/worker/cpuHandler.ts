/**
 * The CPU worker's pure handler (testable in Node): answers `think` with the
 * CPU's move, `expand` with one level of its search tree and `match` with a
 * match between two CPU players. Positions come as moves from the start and
 * are checked move by move (a bad request gets an `error` reply, never a
 * crash). Searches are the generic depth-limited alpha-beta (src/search) over
 * the game with the chosen evaluation, moves ordered by the game's static
 * priority (Othello: square weights).
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
import { seedMove } from '../games/othello/index.ts';
import { OUTCOME, type Game } from '../games/game.ts';
import { childValuesBySearch, search } from '../search/alphaBeta.ts';
import { matchRow, type MatchResult } from '../ai/arena.ts';
import { playGame } from '../ai/playGame.ts';
import { definePlayer, type AiPlayer } from '../ai/player.ts';
import { createRng, type Rng } from '../ai/rng.ts';
import type { CpuWorkerRequest, CpuWorkerResponse, ExpandedChild, ExpandRequestMessage, MatchRequestMessage, ThinkRequest } from './cpuProtocol.ts';

type Post = (message: CpuWorkerResponse) => void;

/** The game searched with the named evaluation (the game's own `evaluate` when it names none or an unknown one). */
function gameFor(gameId: string, evaluation: string): Game<unknown> | null {
  const game = gameById(gameId);
  if (!game) return null;
  const named = game.evaluations?.find((e) => e.id === evaluation);
  return named ? { ...game, evaluate: named.evaluate } : game;
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

/** Milliseconds since an arbitrary origin. */
const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Iterative deepening to `depth` (or until about `timeMs` is spent, at least depth 1), progress after each depth. */
function think(req: ThinkRequest, game: Game<unknown>, state: unknown, post: Post): void {
  const start = now();
  let nodes = 0;
  let answer = { move: -1, value: 0, depth: 0 };
  for (let d = 1; d <= req.depth; d++) {
    // The next depth costs several times the last: do not start one that would overrun the time.
    if (req.timeMs > 0 && d > 1 && now() - start > req.timeMs / 4) break;
    const r = search(game, state, { depth: d, algorithm: 'alphabeta', order: 'centre', tt: true });
    nodes += r.counters.nodes;
    answer = { move: r.bestMove, value: r.value, depth: d };
    post({ type: 'progress', id: req.id, nodes, depth: d });
  }
  post({ type: 'moved', id: req.id, ...answer, nodes });
}

/** Child values per node of the tree being expanded: key = request position, depth, evaluation, path. */
const childCache = new Map<string, readonly { readonly move: number; readonly value: number }[]>();
const CACHE_LIMIT = 2000;

/** Exact depth-limited values of the children of `state` (`left` plies below it, the child's move the first), in search order. */
function orderedChildValues(game: Game<unknown>, state: unknown, left: number, key: string): readonly { readonly move: number; readonly value: number }[] {
  const hit = childCache.get(key);
  if (hit) return hit;
  const values = childValuesBySearch(game, state, { depth: left, algorithm: 'alphabeta', order: 'centre', tt: true });
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
    const children = orderedChildValues(game, state, left, base + req.path.slice(0, level).join(','));
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

/** A CPU player from its spec `<search>:<evaluation>:<depth>` ('alphabeta' or 'seed', the source article's search as written), or an error message. */
function cpuPlayer(gameId: string, spec: string): AiPlayer<unknown> | string {
  const [searchId, evaluation = '', depthText = ''] = spec.split(':');
  const game = gameFor(gameId, evaluation);
  const depth = Number(depthText);
  if (!game) return `unknown game ${gameId}`;
  if (!Number.isInteger(depth) || depth < 1 || depth > 8) return `unknown player ${spec}`;
  if (searchId === 'seed' && gameId === 'othello') {
    return definePlayer({ id: spec, params: { depth }, choices: (s) => (game.outcome(s) === OUTCOME.playing ? [seedMove(s as Parameters<typeof seedMove>[0], depth)] : []) });
  }
  if (searchId !== 'alphabeta') return `unknown player ${spec}`;
  // The move the CPU of the Play tab makes: the first best in search order.
  return definePlayer({ id: spec, params: { depth }, choices: (s) => (game.outcome(s) === OUTCOME.playing ? [search(game, s, { depth, algorithm: 'alphabeta', order: 'centre', tt: true }).bestMove] : []) });
}

/** The state after `count` random legal moves from the start (fewer if the game ends), drawn from `rng`. */
function randomOpening(game: Game<unknown>, count: number, rng: Rng): unknown {
  let state = game.initial;
  const buf = new Int16Array(game.maxMoves);
  for (let i = 0; i < count && game.outcome(state) === OUTCOME.playing; i++) {
    const n = game.legalMoves(state, buf, 0);
    state = game.play(state, buf[rng.int(n)]);
  }
  return state;
}

/** Plays a match: for each random opening, a with the first colour then with the second; progress after every pair. */
function playMatch(req: MatchRequestMessage, game: Game<unknown>, post: Post): void {
  const a = cpuPlayer(req.gameId, req.a);
  const b = cpuPlayer(req.gameId, req.b);
  if (typeof a === 'string' || typeof b === 'string') return post({ type: 'error', id: req.id, message: typeof a === 'string' ? a : (b as string) });
  const rng = createRng(req.seed);
  // Tallies by outcome code (1 first won, 2 second won, 3 draw), with a first and with a second.
  const first = [0, 0, 0, 0];
  const second = [0, 0, 0, 0];
  const result = (cancelled: boolean): MatchResult => {
    const asFirst = matchRow('first', first[1], first[2], first[3]);
    const asSecond = matchRow('second', second[2], second[1], second[3]);
    const total = matchRow('total', asFirst.win + asSecond.win, asFirst.lose + asSecond.lose, asFirst.draw + asSecond.draw);
    return { a: req.a, b: req.b, gamesPerSide: req.games, seed: req.seed, engine: 'reference', asFirst, asSecond, total, cancelled };
  };
  const total = 2 * req.games;
  let done = 0;
  for (let g = 0; g < req.games; g++) {
    const start = randomOpening(game, req.openings, rng);
    first[playGame(game, a, b, rng, start).outcome]++;
    second[playGame(game, b, a, rng, start).outcome]++;
    done += 2;
    if (done < total) post({ type: 'match-progress', id: req.id, done, total, partial: result(true) });
  }
  post({ type: 'match-result', id: req.id, result: result(false) });
}

/** Handles one request, posting progress and the answer. */
export function handleCpuRequest(req: CpuWorkerRequest, post: Post): void {
  const game = gameFor(req.gameId, req.type === 'match' ? '' : req.evaluation);
  if (!game) return post({ type: 'error', id: req.id, message: `unknown game ${req.gameId}` });
  if (req.type === 'match') return playMatch(req, game, post);
  const at = replay(game, req.moves);
  if ('error' in at) return post({ type: 'error', id: req.id, message: at.error });
  if (req.type === 'think') return think(req, game, at.state, post);
  expand(req, game, at.state, post);
}
