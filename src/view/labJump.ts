/**
 * Ways out when the focus is too big for the lab: a line of best play down to
 * a position small enough to animate, or the depth limit that fits. Pure:
 * runs in Node.
 */
import { applyMoveUnchecked, isOver, type Board } from '../games/tictactoe/board.ts';
import type { ScoreMode } from '../games/tictactoe/score.ts';
import { bestColumn, positionIndex, type PositionTable } from '../tree/positions.ts';
import { emptyCells, LAB_TARGET_EMPTY } from './labTree.ts';

/**
 * Moves of best play from `board` (the lowest best cell at each step, in the
 * given scoring mode) until the position has at most `targetEmpty` empty
 * cells or the game ends. Empty when `board` is already small enough.
 * O(moves).
 */
export function principalLine(table: PositionTable, board: Board, mode: ScoreMode, targetEmpty: number = LAB_TARGET_EMPTY): number[] {
  const best = bestColumn(table, mode);
  const line: number[] = [];
  let b = board;
  while (emptyCells(b) > targetEmpty && !isOver(b)) {
    const p = positionIndex(table, b);
    if (p < 0) break;
    const mask = best[p];
    if (mask === 0) break;
    const cell = 31 - Math.clz32(mask & -mask);
    line.push(cell);
    b = applyMoveUnchecked(b, cell);
  }
  return line;
}
