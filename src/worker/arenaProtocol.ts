/**
 * Messages between the main thread and the arena worker (AI-vs-AI matches of
 * any game, and the strong-solve check of a full-tree game): string-tagged
 * unions, every request carrying an id that its replies repeat. One job runs
 * at a time: a newer job request aborts the running one (newest request
 * wins), `cancel` aborts it by id. A long search (one move of a searched
 * game's deep player) says `alive` now and then, for the client's watchdog.
 *
 * Failing positions travel as the solve check's own records in a versioned
 * wrapper (the random player's 3,191 failures clone in about a millisecond,
 * and only new ones are sent with each progress message).
 */
import type { MatchResult } from '../ai/arena.ts';
import type { SolveFailure } from '../ai/solveCheck.ts';
import type { ScoreMode } from '../games/game.ts';

/** Format version of PackedFailures (bump when the layout changes). */
const PACKED_FAILURES_VERSION = 2;

/** Largest number of games per side a match accepts. */
export const ARENA_MAX_GAMES = 1_000_000_000;
/** Largest seed (seeds are 32-bit). */
export const ARENA_MAX_SEED = 4_294_967_295;
/** Most random opening plies a match accepts. */
export const ARENA_MAX_OPENINGS = 60;

export type ArenaRequest =
  | {
      readonly type: 'match';
      readonly id: number;
      /** The game (a registry id, with or without a full tree); default the opening game. */
      readonly game?: string;
      /** Player specs (createPlayer): a is the point of view. */
      readonly a: string;
      readonly b: string;
      /** Games per side: 2 * games in all. */
      readonly games: number;
      readonly seed: number;
      /** Random plies before the players take over (each opening played once with each colour); default 0. */
      readonly openings?: number;
      /** Games per chunk (tests); default ARENA_MATCH_CHUNK. */
      readonly chunkSize?: number;
    }
  | {
      readonly type: 'solve-check';
      readonly id: number;
      /** The full-tree game (a registry id); default the opening game. */
      readonly game?: string;
      readonly player: string;
      /** Default 'wdl'. */
      readonly mode?: ScoreMode;
      /** Positions per chunk (tests); default ARENA_SOLVE_CHUNK. */
      readonly chunkSize?: number;
    }
  | { readonly type: 'cancel'; readonly id: number };

/** Failing positions of a solve check, as they travel (a versioned list: a few thousand at most). */
export interface PackedFailures {
  readonly version: number;
  readonly failures: readonly SolveFailure[];
}

/** A solve check's verdict without its failure list (which travels packed). */
export interface SolveSummary {
  readonly player: string;
  readonly mode: ScoreMode;
  /** Unfinished reachable positions (4,520). */
  readonly positions: number;
  readonly checked: number;
  /** Failing positions found (all of them, whatever was sent). */
  readonly failed: number;
  readonly passed: boolean;
  readonly cancelled: boolean;
}

/** Why a request was refused or failed: a bad player spec, bad numbers, or an unexpected exception. */
export type ArenaErrorCode = 'unknown-player' | 'bad-request' | 'failed';

export type ArenaResponse =
  /** A sign of life during a long search (no progress to report yet), for the client's watchdog. */
  | { readonly type: 'alive'; readonly id: number }
  | {
      readonly type: 'match-progress';
      readonly id: number;
      readonly done: number;
      readonly total: number;
      /** Milliseconds since the players were ready (the handler's clock). */
      readonly elapsedMs: number;
      /** The tally so far (`cancelled` is true until the last game). */
      readonly partial: MatchResult;
    }
  | { readonly type: 'match-result'; readonly id: number; readonly result: MatchResult; readonly elapsedMs: number }
  | {
      readonly type: 'solve-progress';
      readonly id: number;
      readonly done: number;
      readonly total: number;
      readonly elapsedMs: number;
      /** Failures found since the previous message of this job. */
      readonly failures: PackedFailures;
    }
  | {
      readonly type: 'solve-result';
      readonly id: number;
      readonly summary: SolveSummary;
      /** Failures found since the last progress message (the client appends them). */
      readonly failures: PackedFailures;
      readonly elapsedMs: number;
    }
  | { readonly type: 'error'; readonly id: number; readonly code: ArenaErrorCode; readonly message: string };

/** The posting function a handler is given: a message and the buffers to transfer. */
export type ArenaPost = (message: ArenaResponse, transfer?: Transferable[]) => void;

/** One failing position, for display: the solve check's own record. */
export type ArenaFailure = SolveFailure;

/** Wraps failures for a message; nothing to transfer. O(1). */
export function packFailures(failures: readonly SolveFailure[]): { packed: PackedFailures; transfer: ArrayBuffer[] } {
  return { packed: { version: PACKED_FAILURES_VERSION, failures }, transfer: [] };
}

/** The failures of a message; throws on an unknown format version. */
export function unpackFailures(packed: PackedFailures): ArenaFailure[] {
  if (packed.version !== PACKED_FAILURES_VERSION) throw new Error(`unknown failure format version ${String(packed.version)}`);
  return [...packed.failures];
}
