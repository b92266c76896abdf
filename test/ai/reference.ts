/**
 * A deliberately naive reference for the AI tests: plain recursive minimax
 * over boards (memoised in a Map), independent of the position table and of
 * the search engine. Values from o's point of view, wdl or shortest victory.
 */
import { isOver, legalMoves, outcomeOf, pieceCount, toMove, type Board } from '../../src/games/tictactoe/board.ts';
import { terminalScore } from '../../src/games/tictactoe/score.ts';
import type { ScoreMode } from '../../src/games/game.ts';
import { mustMove } from '../helpers/ttt.ts';

const memo: Record<ScoreMode, Map<Board, number>> = { wdl: new Map(), shortest: new Map() };

/** Minimax value of a board. */
function naiveValue(b: Board, mode: ScoreMode = 'wdl'): number {
  const hit = memo[mode].get(b);
  if (hit !== undefined) return hit;
  let v: number;
  if (isOver(b)) v = terminalScore(outcomeOf(b), pieceCount(b), mode);
  else {
    const values = legalMoves(b).map((c) => naiveValue(mustMove(b, c), mode));
    v = toMove(b) === 'o' ? Math.max(...values) : Math.min(...values);
  }
  memo[mode].set(b, v);
  return v;
}

/** Best moves of an unfinished board, ascending. */
export function naiveBestMoves(b: Board, mode: ScoreMode = 'wdl'): number[] {
  const v = naiveValue(b, mode);
  return legalMoves(b).filter((c) => naiveValue(mustMove(b, c), mode) === v);
}

/** Every unfinished reachable board, found by walking the game from the empty board. */
export function naiveUnfinishedBoards(): Board[] {
  const seen = new Set<Board>([0]);
  const stack: Board[] = [0];
  const out: Board[] = [];
  while (stack.length > 0) {
    const b = stack.pop() as Board;
    if (isOver(b)) continue;
    out.push(b);
    for (const c of legalMoves(b)) {
      const n = mustMove(b, c);
      if (!seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return out.sort((x, y) => x - y);
}
