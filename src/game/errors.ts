/**
 * Typed errors of the rules engine. Every rejection of user input carries a
 * machine-readable `code` and a precise, human-readable message.
 */

export const GAME_ERROR_CODES = [
  'length', // board string is not 9 characters
  'character', // unknown character in a board or move string
  'counts', // impossible piece counts
  'both-won', // both players have three in a row
  'game-over', // a move after the game ended (or a board that implies one)
  'occupied', // the cell is taken
  'range', // cell index outside 0..8
] as const;

export type GameErrorCode = (typeof GAME_ERROR_CODES)[number];

/** An invalid board, move or move sequence. Never thrown for valid input. */
export class GameError extends Error {
  readonly code: GameErrorCode;
  constructor(code: GameErrorCode, message: string) {
    super(message);
    this.name = 'GameError';
    this.code = code;
  }
}

/** Either a value or a GameError, for callers that prefer not to catch. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: GameError };

/** Runs `f`, turning a thrown GameError into `{ ok: false }`; other errors propagate. */
export function attempt<T>(f: () => T): Result<T> {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    if (e instanceof GameError) return { ok: false, error: e };
    throw e;
  }
}
