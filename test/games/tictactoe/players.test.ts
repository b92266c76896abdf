import { describe, expect, it } from 'vitest';
import { LINES } from '../../../src/games/tictactoe/board.ts';
import { winningCells } from '../../../src/games/tictactoe/players.ts';

describe('cell masks', () => {
  it('winningCells: the cells that complete a line', () => {
    for (let m = 0; m < 512; m++) {
      let expected = 0;
      for (let c = 0; c < 9; c++) {
        const after = m | (1 << c);
        const makesLine = LINES.some((line) => line.every((i) => (after >> i) & 1) && !line.every((i) => (m >> i) & 1));
        if (makesLine && !((m >> c) & 1)) expected |= 1 << c;
      }
      // Occupied cells never count as completing cells for their own owner.
      expect(winningCells(m) & ~m).toBe(expected);
    }
  });
});
