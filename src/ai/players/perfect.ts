/**
 * The perfect players (seed 004): look the position up in the precomputed
 * position table and play uniformly at random among its best moves. O(1)
 * per move: one index look-up, one mask look-up, one rng draw.
 */
import { boardError, type Board } from '../../games/tictactoe/board.ts';
import type { ScoreMode } from '../../games/tictactoe/score.ts';
import { bestColumn, type PositionTable } from '../../tree/positions.ts';
import { definePlayer, type AiPlayer } from '../player.ts';
import { sharedPositionTable } from '../positionTable.ts';

/** Best-move mask of a board from the table; throws a GameError for an impossible board. O(1). */
function bestMaskOf(table: PositionTable, best: Uint16Array, board: Board): number {
  const p = board >= 0 && board < 1 << 18 ? table.indexOf[board] : -1;
  if (p < 0) {
    throw boardError(board) ?? new Error(`board ${board} is valid but missing from the position table`);
  }
  return best[p];
}

/**
 * A perfect player: 'wdl' (win/draw/loss: any move keeping the best result)
 * or 'shortest' (among those, the fastest win or the slowest loss).
 */
export function createPerfectPlayer(mode: ScoreMode = 'wdl', table?: PositionTable): AiPlayer {
  const shortest = mode === 'shortest';
  // The shared table is built on the first move, not when the player is created (the
  // registry creates every player to list them, and the app must not pay for it at start-up).
  let resolved: { table: PositionTable; best: Uint16Array } | null = null;
  const lookup = () => {
    if (!resolved) {
      const t = table ?? sharedPositionTable();
      resolved = { table: t, best: bestColumn(t, mode) };
    }
    return resolved;
  };
  return definePlayer({
    id: shortest ? 'perfect-shortest' : 'perfect',
    name: shortest ? 'Perfect (shortest victory)' : 'Perfect',
    description: shortest
      ? 'Plays a best move from the precomputed table, preferring the fastest win (and the slowest loss).'
      : 'Plays uniformly at random among the best moves of the precomputed position table; never loses.',
    params: { mode },
    mask: (board) => {
      const r = lookup();
      return bestMaskOf(r.table, r.best, board);
    },
  });
}
