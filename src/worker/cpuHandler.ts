/**
 * The CPU worker's pure handler (testable in Node): answers `think` with the
 * CPU's move and `expand` with one level of its search tree. Positions come
 * as moves from the start and are checked move by move (a bad request gets an
 * `error` reply, never a crash).
 */
import { gameById } from '../games/index.ts';
import { OUTCOME, type Game } from '../games/game.ts';
import { childValuesBySearch, search } from '../search/alphaBeta.ts';
import type { CpuWorkerRequest, CpuWorkerResponse, ExpandedChild } from './cpuProtocol.ts';

type Post = (message: CpuWorkerResponse) => void;

/** The game with its evaluation chosen (the CPU game's own evaluations, by id). */
function gameFor(gameId: string, _evaluation: string): Game<unknown> | null {
  return gameById(gameId);
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

/** Handles one request, posting progress and the answer. */
export function handleCpuRequest(req: CpuWorkerRequest, post: Post): void {
  const game = gameFor(req.gameId, req.evaluation);
  if (!game) return post({ type: 'error', id: req.id, message: `unknown game ${req.gameId}` });
  const at = replay(game, req.type === 'expand' ? [...req.moves, ...req.path] : req.moves);
  if ('error' in at) return post({ type: 'error', id: req.id, message: at.error });
  if (req.type === 'think') {
    let nodes = 0;
    let answer = { move: -1, value: 0, depth: 0 };
    for (let d = 1; d <= req.depth; d++) {
      const r = search(game, at.state, { depth: d, algorithm: 'alphabeta' });
      nodes += r.counters.nodes;
      answer = { move: r.bestMove, value: r.value, depth: d };
      post({ type: 'progress', id: req.id, nodes, depth: d });
    }
    return post({ type: 'moved', id: req.id, ...answer, nodes });
  }
  const left = req.depth - req.path.length;
  if (left <= 0 || game.outcome(at.state) !== OUTCOME.playing) return post({ type: 'expanded', id: req.id, value: null, children: [] });
  const values = childValuesBySearch(game, at.state, { depth: left, algorithm: 'alphabeta' });
  const maximise = game.toMove(at.state) === 0;
  let best = -1;
  values.forEach((c, i) => {
    if (best < 0 || (maximise ? c.value > values[best].value : c.value < values[best].value)) best = i;
  });
  const children: ExpandedChild[] = values.map((c, i) => ({ move: c.move, value: c.value, chosen: i === best, pruned: false }));
  post({ type: 'expanded', id: req.id, value: best >= 0 ? values[best].value : null, children });
}
