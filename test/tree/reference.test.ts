import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maskToCells } from '../../src/games/tictactoe/board.ts';
import { formatBoard } from '../../src/games/tictactoe/notation.ts';
import { transformBoard, transformMask } from '../../src/games/tictactoe/symmetry.ts';
import { bestColumn, scoreColumn } from '../../src/tree/positions.ts';
import { naiveCountTree, naiveSolveAll } from '../helpers/naive.ts';
import { defaultTree } from './fixture.ts';

describe('agreement with the naive reference implementation', () => {
  const tree = defaultTree();
  const t = tree.positions;

  it('counts the same nodes per depth and the same outcomes', () => {
    const naive = naiveCountTree();
    const depthCounts = new Array<number>(10).fill(0);
    for (let i = 0; i < tree.nodeCount; i++) depthCounts[tree.depth[i]]++;
    expect(depthCounts).toEqual(naive.nodesPerDepth);
    expect({ o: t.oWins[0], x: t.xWins[0], d: t.draws[0] }).toEqual({ o: naive.oWins, x: naive.xWins, d: naive.draws });
  });

  for (const mode of ['wdl', 'shortest'] as const) {
    it(`gives every position the same value and best moves (${mode})`, () => {
      const naive = naiveSolveAll(mode);
      expect(naive.size).toBe(t.count);
      for (let p = 0; p < t.count; p++) {
        const key = formatBoard(t.board[p]);
        const ref = naive.get(key);
        if (!ref) throw new Error(`naive missed ${key}`);
        if (ref.value !== scoreColumn(t, mode)[p] || ref.best.join() !== maskToCells(bestColumn(t, mode)[p]).join()) {
          throw new Error(`${key}: naive ${ref.value} [${ref.best}] vs fast ${scoreColumn(t, mode)[p]} [${maskToCells(bestColumn(t, mode)[p])}]`);
        }
      }
      // and every node of the tree carries its position's value
      const ns = mode === 'wdl' ? tree.score : tree.scoreShortest;
      let bad = 0;
      for (let i = 0; i < tree.nodeCount; i++) if (ns[i] !== naive.get(formatBoard(t.board[tree.pos[i]]))?.value) bad++;
      expect(bad).toBe(0);
    });
  }
});

describe('symmetry properties (fast-check)', () => {
  const t = defaultTree().positions;
  const position = fc.integer({ min: 0, max: t.count - 1 });
  const sym = fc.integer({ min: 0, max: 7 });

  it('symmetric positions have equal values and mapped best moves, in both modes', () => {
    fc.assert(
      fc.property(position, sym, (p, s) => {
        const b = t.board[p];
        const q = t.indexOf[transformBoard(b, s)];
        expect(q).toBeGreaterThanOrEqual(0);
        for (const mode of ['wdl', 'shortest'] as const) {
          expect(scoreColumn(t, mode)[q]).toBe(scoreColumn(t, mode)[p]);
          expect(bestColumn(t, mode)[q]).toBe(transformMask(bestColumn(t, mode)[p], s));
        }
        expect(t.subtreeSize[q]).toBe(t.subtreeSize[p]);
      }),
      { seed: 2026, numRuns: 3000 },
    );
  });
});
