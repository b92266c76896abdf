/**
 * Ways out when the focus is too big for the lab: a line of best play down to
 * a position small enough to animate, or the depth limit that fits. Pure:
 * runs in Node.
 */
import { OUTCOME, type ScoreMode } from '../games/game.ts';
import { bestMovesAt, positionOf, type PositionTable } from '../tree/positions.ts';
import { LAB_TARGET_EMPTY, pliesLeft } from './labTree.ts';

/**
 * Moves of best play from `board` (the lowest best cell at each step, in the
 * given scoring mode) until the position has at most `targetEmpty` empty
 * cells or the game ends. Empty when `board` is already small enough.
 * O(moves).
 */
export function principalLine<S>(table: PositionTable<S>, board: S, mode: ScoreMode, targetEmpty: number = LAB_TARGET_EMPTY): number[] {
  const game = table.game;
  const line: number[] = [];
  let b = board;
  while (pliesLeft(game, b) > targetEmpty && game.outcome(b) === OUTCOME.playing) {
    const p = positionOf(table, b);
    if (p < 0) break;
    const best = bestMovesAt(table, p, mode);
    if (best.length === 0) break;
    line.push(best[0]);
    b = game.play(b, best[0]);
  }
  return line;
}
