/**
 * The games the app knows, by id: what the worker, the store and the command
 * line use to name a game (generic layers receive the Game object itself).
 */
import type { Game, Side } from './game.ts';
import type { BoardView } from './boardView.ts';
import { othello, seedLeafValue, type OthelloState } from './othello/index.ts';
import { othelloView } from './othello/view.ts';
import { ticTacToe, ticTacToeView } from './tictactoe/index.ts';

export const GAMES: Readonly<Record<string, Game<unknown>>> = {
  [ticTacToe.id]: ticTacToe as Game<unknown>,
  [othello.id]: othello as Game<unknown>,
};

/** The game with this id, or null. */
export function gameById(id: string): Game<unknown> | null {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : null;
}

/** Each game's board drawing, by game id (the explorer, the exports and the panels draw through it). */
export const BOARD_VIEWS: Readonly<Record<string, BoardView<unknown>>> = {
  [ticTacToeView.gameId]: ticTacToeView as BoardView<unknown>,
  [othelloView.gameId]: othelloView as BoardView<unknown>,
};

/**
 * The leaf of a source article's search as written, by game id (the search
 * lab shows why it goes wrong): Othello's returns the CPU's disc count
 * whoever is to move, read as negamax reads a leaf (the side to move's
 * score), first player's view, inside (-1, 1).
 */
export const AS_WRITTEN_LEAVES: Readonly<Record<string, (s: unknown, cpu: Side) => number>> = {
  [othello.id]: (s, cpu) => seedLeafValue(s as OthelloState, cpu),
};
