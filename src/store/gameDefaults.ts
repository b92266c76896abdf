/**
 * What a game starts with in the generic store, read from its module
 * (GameModule.defaults): generic code never names a game's default.
 */
import { gameById, moduleById } from '../games/index.ts';
import type { CpuPlayerChoice } from './cpuArenaSlice.ts';

/** The evaluation ids a game offers (Othello: discs, weights, mobility; the worker knows them by these ids). */
export function cpuEvaluationsOf(gameId: string): readonly string[] {
  return gameById(gameId)?.evaluations?.map((e) => e.id) ?? [];
}

/** The evaluation a game's CPU starts with: the game's default, else its first; '' for a game without named ones. */
export function defaultEvaluation(gameId: string): string {
  const module = moduleById(gameId);
  return module?.defaults.evaluation ?? module?.game.evaluations?.[0]?.id ?? '';
}

/** The arena's first match in a game: two depth-3 alpha-beta searches with the game's two arena evaluations (its default twice, or '' without named ones). */
export function arenaPlayersOf(gameId: string): { cpuArenaA: CpuPlayerChoice; cpuArenaB: CpuPlayerChoice } {
  const module = moduleById(gameId);
  const fallback = defaultEvaluation(gameId);
  const [a, b] = module?.defaults.arenaEvaluations ?? [fallback, fallback];
  return { cpuArenaA: { search: 'alphabeta', evaluation: a, depth: 3 }, cpuArenaB: { search: 'alphabeta', evaluation: b, depth: 3 } };
}
