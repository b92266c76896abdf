/**
 * Ground truth shared by the search tests, built once per test file: the
 * position table (exact values and best moves of all 5,478 positions) and the
 * list of unfinished positions.
 */
import type { Board } from '../../src/games/tictactoe/board.ts';
import type { ScoreMode } from '../../src/games/game.ts';
import { buildPositionTable, positionValue, type PositionTable } from '../../src/tree/positions.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

let cached: PositionTable<number> | null = null;

/** The position table (built on first use). */
export function positions(): PositionTable<number> {
  cached ??= buildPositionTable(ticTacToe);
  return cached;
}

/** Every reachable unfinished board (4,520 of them), in breadth-first order. */
export function unfinishedBoards(): Board[] {
  const t = positions();
  const out: Board[] = [];
  for (let p = 0; p < t.count; p++) if (t.outcome[p] === 0) out.push(t.key[p]);
  return out;
}

/** Exact minimax value of a reachable board. */
export function trueValue(b: Board, mode: ScoreMode): number {
  const v = positionValue(positions(), b, mode);
  if (v === null) throw new Error(`board ${b} is not reachable`);
  return v;
}

/** The fail-soft guarantee of a value v searched with (alpha, beta), given the true value. */
export function respectsFailSoft(v: number, alpha: number, beta: number, truth: number): boolean {
  if (v <= alpha) return truth <= v;
  if (v >= beta) return truth >= v;
  return truth === v;
}
