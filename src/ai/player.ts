/**
 * The one interface every AI player implements, and a helper that builds a
 * player from a "choice mask" function.
 *
 * Contract (the arena and the solve check rely on it):
 * - `choices(board)` is the set of moves the player may play on an unfinished
 *   board, in ascending cell order, never empty, all legal, and a function of
 *   the board alone (no memory of earlier moves). A deterministic player
 *   returns one move.
 * - `choose(board, rng)` returns `choices(board)[rng.int(choices.length)]`:
 *   uniform among the choices, with exactly one draw per decision (even when
 *   there is only one choice). That is what lets the arena compile a player
 *   into a per-position table and replay the very same games from a seed.
 */
import { maskToCells, type Board } from '../games/tictactoe/board.ts';
import { GameError } from '../games/game.ts';
import { cellCount, nthCell } from './cells.ts';
import type { Rng } from './rng.ts';

/** Parameters shown to users (depth, scoring mode, ...). */
export type PlayerParams = Readonly<Record<string, number | string | boolean>>;

/** An AI player (named AiPlayer to keep clear of the game's `Player` = 'o' | 'x'). */
export interface AiPlayer {
  /** Canonical spec, accepted by createPlayer: 'perfect', 'minimax-d3', ... */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** One sentence on how it plays. */
  readonly description: string;
  readonly params: PlayerParams;
  /** The moves it may play here, ascending (see the module header). Throws GameError on a finished board. */
  choices(board: Board): readonly number[];
  /** Bit mask of `choices(board)`: the allocation-free form the compiler prefers. */
  choiceMask(board: Board): number;
  /** One move: uniform among `choices(board)`, one rng draw. */
  choose(board: Board, rng: Rng): number;
}

/** What definePlayer needs: the identity fields and the choice mask. */
export interface PlayerDefinition {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly params?: PlayerParams;
  /** Cells the player may play on an unfinished board; 0 means "no move" (finished board). */
  readonly mask: (board: Board) => number;
}

function noMove(id: string): GameError {
  return new GameError('game-over', `${id} has no move: the game is over`);
}

/** Picks uniformly among the cells of a non-empty mask with one rng draw. O(1), no allocation. */
export function pickFromMask(mask: number, rng: Rng): number {
  return nthCell(mask, rng.int(cellCount(mask)));
}

/** Builds an AiPlayer from a choice-mask function: choices, choose and choiceMask all derive from it. */
export function definePlayer(def: PlayerDefinition): AiPlayer {
  const { id, mask } = def;
  const checkedMask = (board: Board): number => {
    const m = mask(board);
    if (m === 0) throw noMove(id);
    return m;
  };
  return {
    id,
    name: def.name,
    description: def.description,
    params: def.params ?? {},
    choiceMask: checkedMask,
    choices: (board) => maskToCells(checkedMask(board)),
    choose: (board, rng) => pickFromMask(checkedMask(board), rng),
  };
}
