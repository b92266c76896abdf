import { describe, expect, it } from 'vitest';
import { legalMoves, pieceCount } from '../../src/games/tictactoe/board.ts';
import type { ScoreMode } from '../../src/games/game.ts';
import { orderedMoves } from '../../src/search/order.ts';
import { positions, trueValue, unfinishedBoards } from './fixture.ts';
import { mustBoard, mustMove } from '../helpers/ttt.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

describe('move orderings', () => {
  it("'cell' is ascending cell order; 'centre' is centre, corners, edges", () => {
    expect(orderedMoves(ticTacToe, 0, 'cell')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(orderedMoves(ticTacToe, 0, 'centre')).toEqual([4, 0, 2, 6, 8, 1, 3, 5, 7]);
    expect(orderedMoves(ticTacToe, 0, 'centre')).toEqual([4, 0, 2, 6, 8, 1, 3, 5, 7]);
    const b = mustBoard('o...x...o');
    expect(orderedMoves(ticTacToe, b, 'cell')).toEqual([1, 2, 3, 5, 6, 7]);
    expect(orderedMoves(ticTacToe, b, 'centre')).toEqual([2, 6, 1, 3, 5, 7]);
    expect(orderedMoves(ticTacToe, mustBoard('ooo.xx...'), 'centre')).toEqual([]);
  });

  it("'best' puts the side to move's best children first, ties in cell order", () => {
    const t = positions();
    expect(orderedMoves(ticTacToe, 0, 'best', 'wdl', t)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]); // all draws
    // After o takes the centre, x's corners draw and x's edges lose (seed 000's worked example).
    expect(orderedMoves(ticTacToe, mustBoard('....o....'), 'best', 'wdl', t)).toEqual([0, 2, 6, 8, 1, 3, 5, 7]);
    // Without a table it falls back to cell order.
    expect(orderedMoves(ticTacToe, mustBoard('....o....'), 'best', 'wdl', null)).toEqual([0, 1, 2, 3, 5, 6, 7, 8]);
  });

  it("'best' is best-first on every position in both modes", () => {
    const t = positions();
    for (const mode of ['wdl', 'shortest'] as ScoreMode[]) {
      for (const b of unfinishedBoards()) {
        const moves = orderedMoves(ticTacToe, b, 'best', mode, t);
        expect([...moves].sort((x, y) => x - y)).toEqual(legalMoves(b));
        const sign = pieceCount(b) % 2 === 0 ? -1 : 1;
        for (let i = 1; i < moves.length; i++) {
          const prev = sign * trueValue(mustMove(b, moves[i - 1]), mode);
          const cur = sign * trueValue(mustMove(b, moves[i]), mode);
          if (!(prev < cur || (prev === cur && moves[i - 1] < moves[i]))) expect({ b, mode, moves }).toBe('best-first');
        }
      }
    }
  });
});
