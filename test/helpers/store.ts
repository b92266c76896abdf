/** Store functions only tests use. */
import { bestMovesOf } from '../../src/tree/positions.ts';
import type { AppPosition } from '../../src/store/appGame.ts';
import { OUTCOME, stateAfter } from '../../src/games/game.ts';
import { ticTacToe, type Board } from '../../src/games/tictactoe/index.ts';
import type { AppState } from '../../src/store/appState.ts';
import { parseHash } from '../../src/store/url.ts';

/** Best-move cells of a board in the current scoring mode (empty when finished or before the position table). */
export function bestCellsOf(s: AppState, board: AppPosition): number[] {
  if (!s.positions || s.positions.game.outcome(board) !== OUTCOME.playing) return [];
  return bestMovesOf(s.positions, board, s.settings.scoreMode);
}

/** The move string of a hash: "#/408?tab=lab" -> "408", "" or "#" or "#/" -> "". Anything else is returned as is for the parser to judge. */
export function movesFromHash(hash: string): string {
  return parseHash(hash).moves;
}

/** The tic-tac-toe board after a line of play (the store's default full-tree game). */
export function ticBoard(moves: readonly number[]): Board {
  return stateAfter(ticTacToe, moves);
}
