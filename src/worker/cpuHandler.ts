/**
 * The CPU arena worker's pure handler (testable in Node): plays a match
 * between two registry players of a game whose tree does not fit (Othello:
 * alphabeta-dN-E, seed003, ...) with the arena's MatchRunner (colours
 * swapped, shared random openings), progress after every game. A bad request
 * gets an `error` reply, never a crash. (The CPU's moves, its search tree and
 * the node counts are the search worker's: searchHandler.ts.)
 */
import { gameById } from '../games/index.ts';
import type { Game } from '../games/game.ts';
import { MatchRunner } from '../ai/arena.ts';
import { parsePlayer } from '../ai/registry.ts';
import type { CpuWorkerRequest, CpuWorkerResponse, MatchRequestMessage } from './cpuProtocol.ts';

type Post = (message: CpuWorkerResponse) => void;

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

/** Handles one request, posting progress and the answer; a failure becomes an `error` reply. */
export function handleCpuRequest(req: CpuWorkerRequest, post: Post): void {
  try {
    handle(req, post);
  } catch (e) {
    post({ type: 'error', id: req.id, message: e instanceof Error ? e.message : String(e) });
  }
}

function handle(req: CpuWorkerRequest, post: Post): void {
  const game = gameById(req.gameId);
  if (!game) return post({ type: 'error', id: req.id, message: `unknown game ${req.gameId}` });
  playMatch(req, game, post);
}
