/**
 * A searched game's opponent: a depth-limited search in a worker (the CPU
 * port's `think`), with the depth, time and evaluation of the play settings.
 * It answers later; `cancel` stops the worker's search.
 */
import type { SearchPort } from '../../../worker/searchProtocol.ts';
import type { AppState } from '../../../store/appState.ts';
import type { Opponent } from './opponent.ts';

export function createSearchOpponent(get: () => Pick<AppState, 'playSearch'>, port: SearchPort): Opponent {
  return {
    ready: () => true,
    move({ game, start, moves }, onProgress) {
      const { depth, timeMs, evaluation } = get().playSearch;
      return port.think({ gameId: game.id, start, moves, depth, timeMs, evaluation }, onProgress).then((a) => ({ ...a, ai: 'search', evaluation }));
    },
    cancel: () => port.cancel(),
  };
}
