import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMPTY_BOARD, legalMoves, status, tryMove } from '../../../src/games/tictactoe/board.ts';
import { formatBoard } from '../../../src/games/tictactoe/notation.ts';
import { canonicalWithSymmetry, inverseSymmetry, mustBoard, symmetricBoards, transformCell } from '../../helpers/ttt.ts';
import { canonicalBoard, CELL_MAPS, transformBoard } from '../../../src/games/tictactoe/symmetry.ts';

const randomBoard = fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 9 }).map((cells) => {
  let b = EMPTY_BOARD;
  for (const c of cells) {
    const r = tryMove(b, c);
    if (r.ok) b = r.value;
  }
  return b;
});

describe('symmetry', () => {
  it('has eight distinct permutations of the cells, the centre fixed', () => {
    const keys = new Set(CELL_MAPS.map((p) => p.join()));
    expect(keys.size).toBe(8);
    for (const p of CELL_MAPS) {
      expect([...p].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      expect(p[4]).toBe(4);
    }
  });

  it('rotates a corner stone around the corners', () => {
    const b = mustBoard('o........');
    expect(symmetricBoards(b).map(formatBoard).sort()).toEqual(['..o......', '..o......', '......o..', '......o..', '........o', '........o', 'o........', 'o........'].sort());
  });

  it('keeps lines as lines, so status and legal moves map across', () => {
    fc.assert(
      fc.property(randomBoard, fc.integer({ min: 0, max: 7 }), (b, s) => {
        const t = transformBoard(b, s);
        expect(status(t).outcome).toBe(status(b).outcome);
        expect(legalMoves(t)).toEqual(legalMoves(b).map((c) => transformCell(c, s)).sort((p, q) => p - q));
        expect(transformBoard(t, inverseSymmetry(s))).toBe(b);
      }),
      { seed: 1, numRuns: 1000 },
    );
  });

  it('gives the same canonical form to all eight images', () => {
    fc.assert(
      fc.property(randomBoard, (b) => {
        const c = canonicalBoard(b);
        for (const img of symmetricBoards(b)) expect(canonicalBoard(img)).toBe(c);
        const { board, symmetry } = canonicalWithSymmetry(b);
        expect(board).toBe(c);
        expect(transformBoard(b, symmetry)).toBe(c);
      }),
      { seed: 2, numRuns: 1000 },
    );
  });
});
