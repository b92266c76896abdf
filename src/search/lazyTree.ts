/**
 * The CPU's search tree, one level at a time: for a root position and a
 * depth, `expandLevel` returns the children of the node at a move path from
 * the root with their depth-limited values, so an explorer can open levels
 * on demand without ever building the whole tree (6 plies of a game with
 * about ten moves a position are about a million nodes).
 *
 * For each child:
 * - `value`: its exact depth-limited minimax value (first player's view),
 *   the evaluation at the depth limit, the terminal score of a finished game;
 * - `best`: it is the move the side to move would choose here: the first
 *   child of best value in the search's move order (what `search` returns as
 *   bestMove with that order);
 * - `chosen`: it lies on the chosen line, the chain of `best` children from
 *   the root (the line the CPU expects);
 * - `searched` and `bound`: with alpha-beta, whether the root's alpha-beta
 *   search (with the given order and table) visited it, and the fail-soft
 *   value it returned there with the window it had (`bound` classified as
 *   fail-low / exact / fail-high); unvisited children were pruned. With
 *   minimax every child is searched and its bound is its value.
 * Cost per call: one root search (alpha-beta or minimax, to find what it
 * visits), plus a full-window alpha-beta search per child for the exact
 * values, plus the chosen line (memoised per root and settings by the
 * caller's `LineCache`).
 */
import { OUTCOME, type Game } from '../games/game.ts';
import { search } from './alphaBeta.ts';
import { classifyResult } from './trace.ts';
import { orderedMoves } from './order.ts';
import type { MoveOrder, ResultKind } from './types.ts';

/** What to expand. */
export interface LevelRequest<S> {
  readonly root: S;
  /** Plies searched from the root (>= 1). */
  readonly depth: number;
  /** Moves from the root to the node to expand (legal, fewer than `depth`). */
  readonly path: readonly number[];
  readonly algorithm: 'minimax' | 'alphabeta';
  /** Default 'cell'. */
  readonly order?: MoveOrder;
  /** Transposition table in the root search (alpha-beta only). */
  readonly tt?: boolean;
  /** Default the game's. */
  readonly evaluate?: (s: S) => number;
  /** Called every 1,024 nodes of each of the level's searches (a sign of life; SearchOptions.onPoll). */
  readonly onPoll?: () => void;
}

/** One child of the expanded node (see the module header). */
export interface LevelChild {
  readonly move: number;
  readonly value: number;
  /** 'evaluated' at the depth limit, 'finished' for a finished game, null for an inner node (expandable). */
  readonly leaf: 'evaluated' | 'finished' | null;
  readonly best: boolean;
  readonly chosen: boolean;
  readonly searched: boolean;
  /** The value the root search got for it (its exact value with minimax), or null when pruned. */
  readonly bound: number | null;
  readonly result: ResultKind | null;
}

/** The expanded node. */
export interface Level {
  readonly path: readonly number[];
  /** The node's depth-limited value. */
  readonly value: number;
  /** Children in the game's natural move order (empty for a leaf). */
  readonly children: readonly LevelChild[];
  /** The root search reached this node (false: an ancestor was pruned). */
  readonly reached: boolean;
  /** The table answered this node in the root search without looking at its children. */
  readonly ttHit: boolean;
  /** Nodes the root search visited (the count the explorer can show for the whole tree). */
  readonly rootNodes: number;
}

/** Memo of chosen lines, keyed by the caller (one root and settings per key). */
export type LineCache = Map<string, readonly number[]>;

/** The depth-limited value of `s` (first player's view): its final score, its evaluation at 0 plies, else an alpha-beta search of `remaining` plies. */
export function valueOf<S>(game: Game<S>, s: S, remaining: number, order: MoveOrder, evaluate: (s: S) => number, onPoll?: () => void): number {
  if (game.outcome(s) !== OUTCOME.playing) return game.terminalScore(s, 'wdl');
  if (remaining === 0) return evaluate(s);
  return search(game, s, { depth: remaining, order, tt: true, evaluate, onPoll }).value;
}

/** The chosen line from `root`: the first best child in `order` at each ply, to `depth` plies or the end. */
export function chosenLine<S>(game: Game<S>, root: S, depth: number, order: MoveOrder, evaluate: (s: S) => number, onPoll?: () => void): number[] {
  const line: number[] = [];
  let s = root;
  for (let ply = 0; ply < depth && game.outcome(s) === OUTCOME.playing; ply++) {
    const r = search(game, s, { depth: depth - ply, order, tt: true, evaluate, onPoll });
    line.push(r.bestMove);
    s = game.play(s, r.bestMove);
  }
  return line;
}

/** One level of the search tree (see the module header). Throws RangeError for a path too deep or illegal. */
export function expandLevel<S>(game: Game<S>, req: LevelRequest<S>, lines?: LineCache, lineKey?: string): Level {
  const { root, depth, path, onPoll } = req;
  const order = req.order ?? 'cell';
  const evaluate = req.evaluate ?? game.evaluate;
  if (!Number.isInteger(depth) || depth < 1) throw new RangeError(`depth must be a whole number >= 1, got ${String(depth)}`);
  if (path.length >= depth) throw new RangeError(`the node at ${path.length} plies is a leaf of a ${depth}-ply search`);
  let node = root;
  for (const m of path) {
    const r = game.tryPlay(node, m);
    if (!r.ok) throw new RangeError(`bad path: ${r.error.message}`);
    node = r.value;
  }
  const ply = path.length;
  const remaining = depth - ply;
  const rootSearch = search(game, root, { algorithm: req.algorithm, depth, order, tt: req.algorithm === 'alphabeta' && req.tt === true, evaluate, watch: path, onPoll });
  const watched = rootSearch.watched;
  const reached = watched?.reached ?? false;
  const base = { path: [...path], reached, ttHit: watched?.ttHit ?? false, rootNodes: rootSearch.counters.nodes };
  if (game.outcome(node) !== OUTCOME.playing) return { ...base, value: game.terminalScore(node, 'wdl'), children: [] };

  const key = lineKey ?? '';
  let line = lines?.get(key);
  if (!line) {
    line = chosenLine(game, root, depth, order, evaluate, onPoll);
    lines?.set(key, line);
  }
  const onLine = path.every((m, i) => line[i] === m);
  const maximise = game.toMove(node) === 0;
  const searchedAt = new Map((watched?.children ?? []).map((c) => [c.move, c]));
  const natural = orderedMoves(game, node, 'cell');
  const values = new Map<number, number>();
  for (const m of natural) values.set(m, valueOf(game, game.play(node, m), remaining - 1, order, evaluate, onPoll));
  let value = maximise ? -Infinity : Infinity;
  for (const v of values.values()) value = maximise ? Math.max(value, v) : Math.min(value, v);
  const bestMove = orderedMoves(game, node, order, 'wdl', null, evaluate).find((m) => values.get(m) === value) ?? -1;
  const children = natural.map((move): LevelChild => {
    const child = game.play(node, move);
    const finished = game.outcome(child) !== OUTCOME.playing;
    const seen = searchedAt.get(move);
    return {
      move,
      value: values.get(move) as number,
      leaf: finished ? 'finished' : remaining === 1 ? 'evaluated' : null,
      best: move === bestMove,
      chosen: onLine && line[ply] === move,
      searched: seen !== undefined,
      bound: seen ? seen.value : null,
      result: seen ? classifyResult(seen.value, seen.alpha, seen.beta) : null,
    };
  });
  return { ...base, value, children };
}
