import { beforeAll, describe, expect, it } from 'vitest';
import { isOver } from '../../src/games/tictactoe/board.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { buildGameTree } from '../../src/tree/build.ts';
import type { GameTree } from '../../src/tree/gameTree.ts';
import { movesToKey } from '../../src/tree/query.ts';
import { mustBoard, mustMove } from '../helpers/ttt.ts';

let tree: GameTree<number>;
beforeAll(() => {
  tree = buildGameTree(ticTacToe);
});

/** Plays a line, checking every move is legal; returns the board. */
function play(moves: readonly number[]): number {
  return moves.reduce((b, m) => mustMove(b, m), 0);
}

// The line of play that opens a failing position of the arena's solve check in the explorer.
describe('movesToKey', () => {
  it('reaches every unfinished reachable position (4,520) with legal moves', () => {
    const table = tree.positions;
    let unfinished = 0;
    for (let p = 0; p < table.count; p++) {
      const board = table.key[p];
      if (isOver(board)) continue;
      unfinished++;
      const moves = movesToKey(tree, board);
      expect(moves, String(board)).not.toBeNull();
      expect(play(moves!)).toBe(board);
    }
    expect(unfinished).toBe(4520);
  });

  it('reaches finished positions too, winning line last', () => {
    const table = tree.positions;
    for (let p = 0; p < table.count; p++) {
      const board = table.key[p];
      if (!isOver(board)) continue;
      const moves = movesToKey(tree, board)!;
      expect(play(moves)).toBe(board);
    }
    // o wins on the top row with x's pieces elsewhere: o's line must be completed last.
    const moves = movesToKey(tree, mustBoard('ooo.xx...'))!;
    expect(play(moves)).toBe(mustBoard('ooo.xx...'));
    expect([0, 1, 2]).toContain(moves.at(-1));
  });

  it('returns null for boards no game reaches', () => {
    expect(movesToKey(tree, -1)).toBeNull();
    expect(movesToKey(tree, 1 << 18)).toBeNull();
    expect(movesToKey(tree, (1 << 0) | (1 << 9))).toBeNull(); // one cell, both marks
    expect(movesToKey(tree, (1 << 9) | (1 << 10))).toBeNull(); // x has more pieces
    // o completed a line and x moved afterwards.
    expect(movesToKey(tree, 0b000000000_000000111 | (1 << 12) | (1 << 13) | (1 << 15))).toBeNull();
    expect(movesToKey(tree, 0)).toEqual([]);
  });
});
