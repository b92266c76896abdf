/**
 * Tic-tac-toe's rule errors are the seam's GameError (one error type with
 * codes for every game); `attempt` turns a thrown GameError into a Result for
 * callers of the throwing helpers.
 */
import { GameError, type Result } from '../game.ts';

export { GameError, GAME_ERROR_CODES, type GameErrorCode, type Result } from '../game.ts';

/** Runs `f`, turning a thrown GameError into `{ ok: false }`; other errors propagate. */
export function attempt<T>(f: () => T): Result<T> {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    if (e instanceof GameError) return { ok: false, error: e };
    throw e;
  }
}
