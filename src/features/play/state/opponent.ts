/**
 * The opponent port: what the play slice asks for the AI's move. It knows
 * nothing of how a move is found; each implementation does:
 * - `tableOpponent.ts`: a full-tree game's players (the perfect one and the
 *   registry's) over its position table; it answers at once (the slice waits
 *   the AI delay before asking);
 * - `solverOpponent.ts`: a game's exact solver (`Game.exact`) in a worker, for
 *   a position within its reach (Othello's endgame); it answers later;
 * - `searchOpponent.ts`: a depth-limited search in a worker, answering later
 *   with progress on the way.
 * Which one a position gets is chosen by capability in `opponents.ts`.
 */
import type { Game, Side } from '../../../games/game.ts';
import type { SearchProgress as SearchDepthProgress } from '../../../worker/searchProtocol.ts';

/** The position the AI is asked to move in. */
export interface OpponentAsk {
  readonly game: Game<unknown>;
  /** Where the line starts, in the game's setup notation (absent: the initial position). */
  readonly start?: string;
  /** The line of play from the start. */
  readonly moves: readonly number[];
  /** The position after `moves` (not over). */
  readonly state: unknown;
  /** The side to move, the AI's. */
  readonly side: Side;
}

/** The AI's move and what the status line says of it. */
export interface OpponentAnswer {
  readonly move: number;
  /** The value after the move (the first player's point of view), in the units the AI scored it. */
  readonly value: number;
  /** Who chose it: a registry player's id, 'search' for the depth-limited search, 'exact' for the solver. */
  readonly ai: string;
  /** The value is exact: the AI saw the end (the solver's answer). */
  readonly exact?: boolean;
  /** A search's evaluation, its node count and the depth it completed. */
  readonly evaluation?: string;
  readonly nodes?: number;
  readonly depth?: number;
}

/** A solver's stand-in while it solves: the depth-limited search's move and value (the first player's view) at `depth` with `evaluation`. */
export interface OpponentEstimate {
  readonly move: number;
  readonly value: number;
  readonly depth: number;
  readonly evaluation: string;
}

/**
 * What a long answer says on the way: a search's positions and the depth it completed, or a solve's positions
 * (`solving`, depth 0) with the estimate it can play at once (`hurry`) once there is one.
 */
export interface SearchProgress extends SearchDepthProgress {
  readonly solving?: boolean;
  readonly estimate?: OpponentEstimate;
}

export interface Opponent {
  /** Whether it can answer now (a table still being built cannot). */
  ready(): boolean;
  /**
   * The AI's move: an answer at once, a promise of one (the slice keeps only the answer to its newest request), or
   * null when it cannot answer. `onProgress` hears of a long search.
   */
  move(ask: OpponentAsk, onProgress: (p: SearchProgress) => void): OpponentAnswer | Promise<OpponentAnswer> | null;
  /** Stops the search under way, if any (its answer will be dropped). */
  cancel(): void;
  /** Optional: answers the move asked for at once with what it has (a solver: its estimate, once it has one), stopping the rest. */
  hurry?(): void;
}
