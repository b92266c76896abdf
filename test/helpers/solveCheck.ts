/** The strong-solve check run synchronously, for tests and benchmarks (the app and the command line run SolveChecker in chunks of their own). */
import type { FullTreeGame } from '../../src/games/game.ts';
import { runChunks, type ChunkOptions } from '../../src/ai/chunked.ts';
import type { AiPlayer } from '../../src/ai/player.ts';
import { DEFAULT_SOLVE_CHUNK, SolveChecker, type SolveCheckOptions, type SolveCheckResult } from '../../src/ai/solveCheck.ts';

/** runSolveCheck options. */
export interface RunSolveCheckOptions<S> extends SolveCheckOptions<S>, ChunkOptions {}

/** Checks a player synchronously, in chunks (progress and cancellation between chunks). O(4,520 choices). */
export function runSolveCheck<S>(game: FullTreeGame<S>, player: AiPlayer<S>, options: RunSolveCheckOptions<S> = {}): SolveCheckResult {
  return runChunks(new SolveChecker(game, player, options), options, DEFAULT_SOLVE_CHUNK);
}
