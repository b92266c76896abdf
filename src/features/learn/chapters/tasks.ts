/** Small predicates the chapters' tasks are made of (pure, on the store's state). */
import type { AppState } from '../../../store/appState.ts';
import { treeGameOf } from '../../../store/appGame.ts';
import { OUTCOME, stateAfter } from '../../../games/game.ts';

/** The line of play is exactly `moves` (cells as the address writes them, `'40'`). */
export const lineIs =
  (moves: string) =>
  (s: AppState): boolean =>
    s.playMoves.join('') === moves;

/** The line of play starts with `prefix` and then has one of `cells`. */
export const nextIsOneOf =
  (prefix: string, cells: readonly number[]) =>
  (s: AppState): boolean =>
    s.playMoves.length === prefix.length + 1 && s.playMoves.slice(0, -1).join('') === prefix && cells.includes(s.playMoves[prefix.length]);

/** The game on the board is over (won or drawn). */
export const gameOver = (s: AppState): boolean => {
  const game = treeGameOf(s);
  return game.outcome(stateAfter(game, s.playMoves)) !== OUTCOME.playing;
};
