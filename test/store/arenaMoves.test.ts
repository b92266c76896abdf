import { describe, expect, it } from 'vitest';
import { isOver } from '../../src/games/tictactoe/board.ts';
import { movesToReach } from '../../src/store/arenaSlice.ts';
import { buildPositionTable } from '../../src/tree/positions.ts';
import { mustBoard, mustMove } from '../helpers/ttt.ts';

const table = buildPositionTable();

/** Plays a line, checking every move is legal; returns the board. */
function play(moves: readonly number[]): number {
  return moves.reduce((b, m) => mustMove(b, m), 0);
}

describe('movesToReach', () => {
  it('reaches every unfinished reachable position (4,520) with legal moves', () => {
    let unfinished = 0;
    for (let p = 0; p < table.count; p++) {
      const board = table.board[p];
      if (isOver(board)) continue;
      unfinished++;
      const moves = movesToReach(board);
      expect(moves, String(board)).not.toBeNull();
      expect(play(moves!)).toBe(board);
    }
    expect(unfinished).toBe(4520);
  });

  it('reaches finished positions too, winning line last', () => {
    for (let p = 0; p < table.count; p++) {
      const board = table.board[p];
      if (!isOver(board)) continue;
      const moves = movesToReach(board)!;
      expect(play(moves)).toBe(board);
    }
    // o wins on the top row with x's pieces elsewhere: o's line must be completed last.
    const moves = movesToReach(mustBoard('ooo.xx...'))!;
    expect(play(moves)).toBe(mustBoard('ooo.xx...'));
    expect([0, 1, 2]).toContain(moves.at(-1));
  });

  it('returns null for boards no game reaches', () => {
    expect(movesToReach(-1)).toBeNull();
    expect(movesToReach(1 << 18)).toBeNull();
    expect(movesToReach((1 << 0) | (1 << 9))).toBeNull(); // one cell, both marks
    expect(movesToReach((1 << 9) | (1 << 10))).toBeNull(); // x has more pieces
    // o completed a line and x moved afterwards.
    expect(movesToReach(0b000000000_000000111 | (1 << 12) | (1 << 13) | (1 << 15))).toBeNull();
    expect(movesToReach(0)).toEqual([]);
  });
});
