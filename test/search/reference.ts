/**
 * Deliberately plain reference implementations for the search tests: a
 * depth-limited minimax by straightforward recursion (memoised by board and
 * depth) and an open-lines count over cell arrays. Slow and obvious.
 */
import { isOver, legalMoves, outcomeOf, pieceCount, type Board } from '../../src/games/tictactoe/board.ts';
import { terminalScore } from '../../src/games/tictactoe/score.ts';
import type { ScoreMode } from '../../src/games/game.ts';
import { LINES } from '../helpers/naive.ts';
import { mustMove } from '../helpers/ttt.ts';


function cells(b: Board): string[] {
  const out: string[] = [];
  for (let c = 0; c < 9; c++) out.push((b >> c) & 1 ? 'o' : (b >> (c + 9)) & 1 ? 'x' : '');
  return out;
}

/** Lines with no x minus lines with no o, divided by 9 (the documented heuristic). */
export function referenceEvaluate(b: Board): number {
  const cs = cells(b);
  let openO = 0;
  let openX = 0;
  for (const line of LINES) {
    if (!line.some((c) => cs[c] === 'x')) openO++;
    if (!line.some((c) => cs[c] === 'o')) openX++;
  }
  return (openO - openX) / 9;
}

const memo = new Map<string, number>();

/** Minimax value of `b` in the game cut `depth` plies below it (unfinished leaves evaluated). */
export function depthLimitedValue(b: Board, depth: number, mode: ScoreMode): number {
  if (isOver(b)) return terminalScore(outcomeOf(b), pieceCount(b), mode);
  if (depth <= 0) return referenceEvaluate(b);
  const key = `${b}/${depth}/${mode}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const values = legalMoves(b).map((m) => depthLimitedValue(mustMove(b, m), depth - 1, mode));
  const v = pieceCount(b) % 2 === 0 ? Math.max(...values) : Math.min(...values);
  memo.set(key, v);
  return v;
}
