/**
 * The perfect player (source article 4's fastest form): the best moves of every
 * position are precomputed in the position table, so a move is one look-up
 * and a uniform draw among them. For games whose whole tree fits, and for a
 * searched game whose exact solver reaches every position (a position-solved
 * game: its solver answers from the table of every position).
 */
import type { FullTreeGame, Game, ScoreMode } from '../../games/game.ts';
import { bestMovesAt, positionOf, type PositionTable } from '../../tree/positions.ts';
import { definePlayer, type AiPlayer } from '../player.ts';
import { sharedPositionTable } from '../positionTable.ts';

/** The best moves of a state from the table; throws the state's GameError for an impossible one. O(moves). */
function tableBestMoves<S>(table: PositionTable<S>, state: S, mode: ScoreMode): number[] {
  const p = positionOf(table, state);
  if (p < 0) throw table.game.stateError(state) ?? new Error(`a valid state is missing from the position table of ${table.game.id}`);
  return bestMovesAt(table, p, mode);
}

/**
 * A perfect player: uniform among the table's best moves in `mode` ('wdl'
 * never loses; 'shortest' also prefers the fastest win and the slowest loss).
 */
export function createPerfectPlayer<S>(game: FullTreeGame<S>, mode: ScoreMode = 'wdl', table?: PositionTable<S>): AiPlayer<S> {
  const shortest = mode === 'shortest';
  // The shared table is built on the first move, not when the player is created (the
  // registry creates every player to list them, and the app must not pay for it at start-up).
  const lookup = () => (table ??= sharedPositionTable(game));
  return definePlayer({
    id: shortest ? 'perfect-shortest' : 'perfect',
    params: { mode },
    choices: (state: S) => tableBestMoves(lookup(), state, mode),
  });
}

/** Whether the game's exact solver reaches every position (a position-solved game): a perfect player can play from it. */
export function solvesEveryPosition<S>(game: Game<S>): boolean {
  return game.exact !== undefined && game.exact.limit >= game.maxPlies;
}

/**
 * The perfect player by a game's exact solver ('shortest': the fastest win, the slowest loss). A position-solved game:
 * uniform among the moves its solver scores best, side to move's view (the solver builds its table on its first
 * solve). A game solved one position at a time (Connect Four 7×6, `offersPerfectPlayer`): the solver's best move
 * alone (`ExactSolver.bestMove`: its table's, else the first in the game's order that keeps the position's score;
 * `onPoll` every so many positions of a solve).
 */
export function createSolvedPerfectPlayer<S>(game: Game<S>, onPoll?: () => void): AiPlayer<S> {
  const exact = game.exact;
  return definePlayer({
    id: 'perfect-shortest',
    params: { mode: 'shortest' },
    choices(state: S) {
      if (exact?.bestMove && !solvesEveryPosition(game)) {
        // A long solve says it is alive (the arena's watchdog), as a search does.
        const best = exact.bestMove(state, { onPoll });
        return best ? [best.move] : [];
      }
      const scores = exact?.solveMoves(state) ?? [];
      return scores.filter((m) => m.score === scores[0].score).map((m) => m.move);
    },
  });
}
