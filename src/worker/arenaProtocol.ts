/**
 * Messages between the main thread and the arena worker (AI-vs-AI matches and
 * the strong-solve check): string-tagged unions, every request carrying an id
 * that its replies repeat. One job runs at a time: a newer job request aborts
 * the running one (newest request wins), `cancel` aborts it by id.
 *
 * Failing positions travel packed in parallel typed arrays (layout below),
 * with their buffers in the transfer list: 3,191 failures of the random
 * player are 28 KB, not 3,191 cloned objects.
 *
 * PackedFailures layout (F = number of failures, in the checker's order):
 *   board       Int32Array(F)   board code of the failing position
 *   choiceMask  Uint16Array(F)  cells the player may play there
 *   bestMask    Uint16Array(F)  cells of the best moves (in the check's scoring mode)
 *   value       Int8Array(F)    minimax value of the position (o's point of view)
 * The moves that are not best are `choiceMask & ~bestMask`.
 */
import type { MatchResult } from '../ai/arena.ts';
import { maskToCells, type Board } from '../games/tictactoe/board.ts';
import { formatBoard } from '../games/tictactoe/notation.ts';
import type { ScoreMode } from '../games/tictactoe/score.ts';

/** Format version of PackedFailures (bump when the layout changes). */
export const PACKED_FAILURES_VERSION = 1;

export type ArenaRequest =
  | {
      readonly type: 'match';
      readonly id: number;
      /** Player specs (createPlayer): a is the point of view. */
      readonly a: string;
      readonly b: string;
      /** Games per side: 2 * games in all. */
      readonly games: number;
      readonly seed: number;
      /** Games per chunk (tests); default ARENA_MATCH_CHUNK. */
      readonly chunkSize?: number;
    }
  | {
      readonly type: 'solve-check';
      readonly id: number;
      readonly player: string;
      /** Default 'wdl'. */
      readonly mode?: ScoreMode;
      /** Positions per chunk (tests); default ARENA_SOLVE_CHUNK. */
      readonly chunkSize?: number;
    }
  | { readonly type: 'cancel'; readonly id: number };

/** Failing positions of a solve check, packed (see the module header). */
export interface PackedFailures {
  readonly version: number;
  readonly board: Int32Array;
  readonly choiceMask: Uint16Array;
  readonly bestMask: Uint16Array;
  readonly value: Int8Array;
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

/** One failing position, unpacked for display. */
export interface ArenaFailure {
  readonly board: Board;
  /** 9-character board notation. */
  readonly notation: string;
  /** Everything the player may play here. */
  readonly choices: readonly number[];
  /** The choices that are not best moves. */
  readonly bad: readonly number[];
  readonly best: readonly number[];
  /** Minimax value of the position, o's point of view. */
  readonly value: number;
}

/** What packFailures needs of one failure. */
export interface FailureEntry {
  readonly board: Board;
  readonly choices: readonly number[];
  readonly best: readonly number[];
  readonly value: number;
}

const maskOf = (cells: readonly number[]): number => cells.reduce((m, c) => m | (1 << c), 0);

/** Packs failures into fresh typed arrays; returns them with the buffers to transfer. O(F). */
export function packFailures(entries: readonly FailureEntry[]): { packed: PackedFailures; transfer: ArrayBuffer[] } {
  const n = entries.length;
  const board = new Int32Array(n);
  const choiceMask = new Uint16Array(n);
  const bestMask = new Uint16Array(n);
  const value = new Int8Array(n);
  entries.forEach((e, i) => {
    board[i] = e.board;
    choiceMask[i] = maskOf(e.choices);
    bestMask[i] = maskOf(e.best);
    value[i] = e.value;
  });
  return {
    packed: { version: PACKED_FAILURES_VERSION, board, choiceMask, bestMask, value },
    transfer: [board.buffer, choiceMask.buffer, bestMask.buffer, value.buffer],
  };
}

/** Unpacks failures for display; throws on an unknown format version. O(F). */
export function unpackFailures(packed: PackedFailures): ArenaFailure[] {
  if (packed.version !== PACKED_FAILURES_VERSION) throw new Error(`unknown failure format version ${String(packed.version)}`);
  const out: ArenaFailure[] = [];
  for (let i = 0; i < packed.board.length; i++) {
    const choice = packed.choiceMask[i];
    const best = packed.bestMask[i];
    out.push({
      board: packed.board[i],
      notation: formatBoard(packed.board[i]),
      choices: maskToCells(choice),
      bad: maskToCells(choice & ~best),
      best: maskToCells(best),
      value: packed.value[i],
    });
  }
  return out;
}
