/**
 * The CPU worker's pure handler (testable in Node): answers `think` with the
 * CPU's move and `expand` with one level of its search tree. Positions come
 * as moves from the start and are checked move by move (a bad request gets an
 * `error` reply, never a crash).
 */
import { gameById } from '../games/index.ts';
import { OUTCOME, type Game } from '../games/game.ts';
import { childValuesBySearch, search } from '../search/alphaBeta.ts';
import { matchRow, type MatchResult } from '../ai/arena.ts';
import { playGame } from '../ai/playGame.ts';
import type { AiPlayer } from '../ai/player.ts';
import { createMinimaxPlayer } from '../ai/players/search.ts';
import { createRng, type Rng } from '../ai/rng.ts';
import type { CpuWorkerRequest, CpuWorkerResponse, ExpandedChild, MatchRequestMessage } from './cpuProtocol.ts';

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

/** A CPU player from its spec `<search>:<evaluation>:<depth>`, or an error message. */
function cpuPlayer(gameId: string, spec: string): AiPlayer<unknown> | string {
  const [searchId, evaluation = '', depthText = ''] = spec.split(':');
  const game = gameFor(gameId, evaluation);
  const depth = Number(depthText);
  if (!game) return `unknown game ${gameId}`;
  if (searchId !== 'alphabeta' || !Number.isInteger(depth) || depth < 1 || depth > 8) return `unknown player ${spec}`;
  return createMinimaxPlayer(game, depth);
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

/** Plays a match: for each random opening, a with the first colour then with the second; progress after every game. */
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
  if (req.type === 'match') {
    const g = gameById(req.gameId);
    if (!g) return post({ type: 'error', id: req.id, message: `unknown game ${req.gameId}` });
    return playMatch(req, g, post);
  }
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
