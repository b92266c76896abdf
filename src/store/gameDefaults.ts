/**
 * What a game starts with in the generic store, read from its module
 * (GameModule.defaults): generic code never names a game's default.
 */
import { parsePlayerSpec } from '../ai/registry.ts';
import { hasFullTree } from '../games/game.ts';
import { gameById, moduleById } from '../games/index.ts';

/** The evaluation ids a game offers (the worker knows them by these ids). */
export function searchEvaluationsOf(gameId: string): readonly string[] {
  return gameById(gameId)?.evaluations?.map((e) => e.id) ?? [];
}

/** The evaluation a searched game's opponent starts with: the game's default, else its first; '' for a game without named ones. */
export function defaultEvaluation(gameId: string): string {
  const module = moduleById(gameId);
  return module?.defaults.evaluation ?? module?.game.evaluations?.[0]?.id ?? '';
}

/**
 * The players of the arena's first match in a game: the module's pair, else the generic one for its kind
 * (where the whole tree fits, the perfect player against random; else two depth-3 alpha-beta searches with
 * its default evaluation). A game whose code has not loaded gets the full-tree pair.
 */
export function arenaPlayersOf(gameId: string): readonly [string, string] {
  const module = moduleById(gameId);
  if (module?.defaults.arenaPlayers) return module.defaults.arenaPlayers;
  if (!module || hasFullTree(module.game)) return ['perfect', 'random'];
  const evaluation = defaultEvaluation(gameId);
  const search = parsePlayerSpec(module.game, evaluation ? `alphabeta-d3-${evaluation}` : 'alphabeta-d3');
  return search.ok ? [search.value, search.value] : ['random', 'random'];
}
