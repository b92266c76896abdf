/**
 * The CPU worker's pure handler (testable in Node): answers `think` with the
 * CPU's move, `expand` with one level of its search tree and `compare` with
 * the node counts of the searches compared (matches are the arena worker's),
 * `solve` with every legal move's exact value (the game's exact solver,
 * `Game.exact`) and `estimate` with every legal move's depth-limited value
 * (the first level of the search tree: the same values the tree shows);
 * `review` with those of many positions of a line, one reply each (the
 * evaluation graph and the game review; which positions, exact or at which
 * depth, is the client's plan: src/search/gameReview.ts).
 * Positions come as moves from the start (the initial position or a set-up one, `start`) and are checked move by move (a bad request gets an `error` reply, never a
 * crash). Moves come from iterative deepening (src/search/iterative.ts) of
 * alpha-beta with the chosen evaluation, moves ordered by the game's static
 * priority (the game's static order) and a transposition table.
 * An evaluation marked `search: 'pvs'` (Othello's `strong`) is searched instead by
 * principal-variation search with iterative deepening (src/search/pvs.ts): the same value per depth, faster.
 *
 * Search-tree levels come from the engine's lazy tree (src/search/lazyTree.ts):
 * exact depth-limited values, the chosen line, and which children the root's
 * alpha-beta search actually visited (the rest were pruned).
 */
import { entryById, gameById, loadGame } from '../games/index.ts';
import { exactBestValue, exactMoveValues, legalMoveList, positionsAlong, type Game } from '../games/game.ts';
import { search } from '../search/alphaBeta.ts';
import type { SearchOptions } from '../search/types.ts';
import { deepen } from '../search/iterative.ts';
import { pvsDeepen } from '../search/pvs.ts';
import { expandLevel, valueOf, type LineCache } from '../search/lazyTree.ts';
import type { CompareRequestMessage, CompareRow, EstimateRequestMessage, MoveValue, ReviewRequestMessage, SearchWorkerRequest, SearchWorkerResponse, ExpandedChild, ExpandRequestMessage, SolveRequestMessage, ThinkRequest } from './searchProtocol.ts';

type Post = (message: SearchWorkerResponse) => void;

/** The named evaluation of a game (the game's own `evaluate` when it names none or an unknown one). */
function evaluationOf(game: Game<unknown>, evaluation: string): (s: unknown) => number {
  return game.evaluations?.find((e) => e.id === evaluation)?.evaluate ?? game.evaluate;
}

/** The state after `moves` from `start` (a set-up position in the game's setup notation; absent: the initial one), or an error message. O(moves). */
function replay(game: Game<unknown>, moves: readonly number[], start?: string): { state: unknown } | { error: string } {
  let state = game.initial;
  if (start !== undefined) {
    if (!game.setup) return { error: `the game ${game.id} cannot start from a set-up position` };
    const r = game.setup.parse(start);
    if (!r.ok) return { error: r.error.message };
    state = r.value;
  }
  for (const m of moves) {
    const r = game.tryPlay(state, m);
    if (!r.ok) return { error: r.error.message };
    state = r.value;
  }
  return { state };
}

/** Least milliseconds between two signs of life of a long search (well under the client's SEARCH_STALL_MS). */
export const ALIVE_EVERY_MS = 250;

/**
 * A search's stop predicate that never stops it but posts an `alive` message at most every
 * ALIVE_EVERY_MS (a search polls it every 1,024 nodes; also its `onPoll`): a depth, a level
 * of the search tree or a comparison's search can take far longer than the client's watchdog
 * waits, so the search says it is still running.
 */
function aliveSignal(id: number, post: Post, now: () => number = () => performance.now()): (nodes?: number) => boolean {
  let last = now();
  return (nodes) => {
    const t = now();
    if (t - last >= ALIVE_EVERY_MS) {
      last = t;
      post(nodes === undefined ? { type: 'alive', id } : { type: 'alive', id, nodes });
    }
    return false;
  };
}

/** Iterative deepening to `depth` (or until `timeMs` is spent, at least depth 1), progress after each depth. */
function think(req: ThinkRequest, game: Game<unknown>, state: unknown, post: Post): void {
  let nodes = 0;
  // An evaluation that asks for it (the stronger midgame) searches by principal-variation search, the table's best move first.
  if (game.evaluations?.find((e) => e.id === req.evaluation)?.search === 'pvs') {
    const r = pvsDeepen(game, state, {
      maxDepth: req.depth,
      timeLimitMs: req.timeMs > 0 ? req.timeMs : undefined,
      evaluate: evaluationOf(game, req.evaluation),
      cancelled: aliveSignal(req.id, post),
      onDepth: (d) => {
        nodes += d.nodes;
        post({ type: 'progress', id: req.id, nodes, depth: d.depth });
      },
    });
    return post({ type: 'moved', id: req.id, move: r.bestMove, value: r.value, nodes: r.nodes, depth: r.depth });
  }
  const r = deepen(game, state, {
    maxDepth: req.depth,
    timeLimitMs: req.timeMs > 0 ? req.timeMs : undefined,
    algorithm: 'alphabeta',
    order: 'centre',
    tt: true,
    evaluate: evaluationOf(game, req.evaluation),
    cancelled: aliveSignal(req.id, post),
    onDepth: (d) => {
      nodes += d.nodes;
      post({ type: 'progress', id: req.id, nodes, depth: d.depth });
    },
  });
  post({ type: 'moved', id: req.id, move: r.bestMove, value: r.value, nodes: r.nodes, depth: r.depth });
}

/** Chosen lines of the trees being expanded (one per root, depth, evaluation and algorithm), bounded. */
const lines: LineCache = new Map();
const LINE_CACHE_LIMIT = 200;

/** One level of the CPU's search tree (src/search/lazyTree.ts): pruned = the root search did not visit the child. */
function expand(req: ExpandRequestMessage, game: Game<unknown>, root: unknown, post: Post): void {
  if (req.path.length >= req.depth) return post({ type: 'expanded', id: req.id, value: null, children: [] });
  if (lines.size >= LINE_CACHE_LIMIT) lines.clear();
  const key = `${req.gameId}|${req.evaluation}|${req.depth}|${req.start ?? ''}|${req.moves.join(',')}`;
  const level = expandLevel(game, { root, depth: req.depth, path: req.path, algorithm: req.alphabeta ? 'alphabeta' : 'minimax', order: 'centre', tt: true, evaluate: evaluationOf(game, req.evaluation), onPoll: aliveSignal(req.id, post) }, lines, key);
  const children: ExpandedChild[] = level.children.map((c) => ({ move: c.move, value: c.value, chosen: c.chosen, pruned: !c.searched }));
  post({ type: 'expanded', id: req.id, value: level.value, children });
}

/**
 * Every legal move's exact value (first player's view, best for the mover
 * first), or the best alone when that is all that is asked (`best`) and the
 * solver finds it alone, `alive` with the positions searched on the way; a solve `stopped` stops at its next poll and
 * posts nothing (its request was dropped: the inline client's cancel; a
 * worker's is terminated instead).
 */
function solve(req: SolveRequestMessage, game: Game<unknown>, state: unknown, post: Post, stopped: () => boolean): void {
  if (!game.exact) return post({ type: 'error', id: req.id, message: `the game ${req.gameId} has no exact solver` });
  const alive = aliveSignal(req.id, post);
  let nodes = 0;
  const poll = { onPoll: (n: number) => alive(n), shouldStop: stopped, onDone: (n: number) => (nodes = n) };
  const moves = req.best ? exactBestValue(game, state, poll) : exactMoveValues(game, state, poll);
  if (moves) post({ type: 'solved', id: req.id, moves, nodes });
}

/** Every legal move's value from `root` by a `depth`-ply search (the move, then depth - 1 plies below it, as the search tree's first level shows). */
function estimatedValues(game: Game<unknown>, root: unknown, depth: number, evaluate: (s: unknown) => number, onPoll: () => boolean): MoveValue[] {
  return legalMoveList(game, root).map((move) => ({ move, value: valueOf(game, game.play(root, move), depth - 1, 'centre', evaluate, onPoll) }));
}

/** Every legal move's depth-limited value, `alive` on the way. */
function estimate(req: EstimateRequestMessage, game: Game<unknown>, root: unknown, post: Post): void {
  const depth = Math.max(1, Math.floor(req.depth));
  post({ type: 'estimated', id: req.id, moves: estimatedValues(game, root, depth, evaluationOf(game, req.evaluation), aliveSignal(req.id, post)), depth });
}

/**
 * The positions of a line asked for, in the order asked: each one's every legal move's value, exact (the game's
 * solver) or at its depth, one `review-position` reply each, then `reviewed`; `alive` on the way. A solve `stopped`
 * ends the review without a reply (the inline client's cancel).
 */
function review(req: ReviewRequestMessage, game: Game<unknown>, post: Post, stopped: () => boolean): void {
  const from = replay(game, [], req.start);
  if ('error' in from) return post({ type: 'error', id: req.id, message: from.error });
  const positions = positionsAlong(game, req.moves, from.state);
  const evaluate = evaluationOf(game, req.evaluation);
  const alive = aliveSignal(req.id, post);
  for (const { index, depth } of req.positions) {
    if (stopped()) return;
    const state = positions[index];
    if (state === undefined) return post({ type: 'error', id: req.id, message: `no position ${index} in a line of ${req.moves.length} moves` });
    if (depth !== null) {
      post({ type: 'review-position', id: req.id, index, moves: estimatedValues(game, state, Math.max(1, Math.floor(depth)), evaluate, alive) });
      continue;
    }
    if (!game.exact) return post({ type: 'error', id: req.id, message: `the game ${req.gameId} has no exact solver` });
    const moves = exactMoveValues(game, state, { onPoll: alive, shouldStop: stopped });
    if (!moves) return;
    post({ type: 'review-position', id: req.id, index, moves });
  }
  post({ type: 'reviewed', id: req.id });
}

/** Largest search the comparison runs: one whose predicted node count is above this is left out (null). */
const COMPARE_NODE_LIMIT = 20_000_000;

/**
 * Node counts at depths 1..maxDepth of minimax, alpha-beta in natural order,
 * with the static order, and with the table too; progress after each search.
 * A search predicted (from the growth between the last two depths) to visit
 * more than COMPARE_NODE_LIMIT nodes is not run.
 */
function compare(req: CompareRequestMessage, game: Game<unknown>, state: unknown, post: Post): void {
  const evaluate = evaluationOf(game, req.evaluation);
  const alive = aliveSignal(req.id, post);
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
        const nodes = search(game, state, { ...options, depth, evaluate, shouldStop: alive }).counters.nodes;
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

/**
 * Handles one request, posting progress and the answer; a failure becomes an `error` reply. `stopped` (default never)
 * is polled by a solve: true drops it (the inline client's cancel).
 */
export function handleSearchRequest(req: SearchWorkerRequest, post: Post, stopped: () => boolean = () => false): void {
  try {
    handle(req, post, stopped);
  } catch (e) {
    post({ type: 'error', id: req.id, message: e instanceof Error ? e.message : String(e) });
  }
}

function handle(req: SearchWorkerRequest, post: Post, stopped: () => boolean): void {
  const game = gameById(req.gameId);
  if (!game && entryById(req.gameId)) {
    // A game whose code is not here yet: the request is handled once it is.
    loadGame(req.gameId).then(
      () => handleSearchRequest(req, post, stopped),
      (e: unknown) => post({ type: 'error', id: req.id, message: `the game ${req.gameId} could not be loaded: ${e instanceof Error ? e.message : String(e)}` }),
    );
    return;
  }
  if (!game) return post({ type: 'error', id: req.id, message: `unknown game ${req.gameId}` });
  const at = replay(game, req.moves, req.start);
  if ('error' in at) return post({ type: 'error', id: req.id, message: at.error });
  if (req.type === 'think') return think(req, game, at.state, post);
  if (req.type === 'compare') return compare(req, game, at.state, post);
  if (req.type === 'solve') return solve(req, game, at.state, post, stopped);
  if (req.type === 'estimate') return estimate(req, game, at.state, post);
  if (req.type === 'review') return review(req, game, post, stopped);
  expand(req, game, at.state, post);
}
