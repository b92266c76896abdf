import assert from 'node:assert/strict';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBoard } from '../../src/games/tictactoe/notation.ts';
import { transformBoard } from '../../src/games/tictactoe/symmetry.ts';
import { transformCell } from '../helpers/ttt.ts';
import { bestMovesAt } from '../../src/tree/positions.ts';
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
    expect({ o: t.firstWins[0], x: t.secondWins[0], d: t.draws[0] }).toEqual({ o: naive.firstWins, x: naive.secondWins, d: naive.draws });
  });

  for (const mode of ['wdl', 'shortest'] as const) {
    it(`gives every position the same value and best moves (${mode})`, () => {
      const naive = naiveSolveAll(mode);
      expect(naive.size).toBe(t.count);
      for (let p = 0; p < t.count; p++) {
        const key = formatBoard(t.key[p]);
        const ref = naive.get(key);
        if (!ref) throw new Error(`naive missed ${key}`);
        if (ref.value !== t.score[mode][p] || ref.best.join() !== bestMovesAt(t, p, mode).join()) {
          throw new Error(`${key}: naive ${ref.value} [${ref.best}] vs fast ${t.score[mode][p]} [${bestMovesAt(t, p, mode)}]`);
        }
      }
      // and every node of the tree carries its position's value
      const ns = tree.score[mode];
      let bad = 0;
      for (let i = 0; i < tree.nodeCount; i++) if (ns[i] !== naive.get(formatBoard(t.key[tree.pos[i]]))?.value) bad++;
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
        const b = t.key[p];
        const q = t.index.get(transformBoard(b, s));
        // node:assert in this 3,000-run property: vitest's expect books every call.
        assert.ok(q !== undefined && q >= 0);
        for (const mode of ['wdl', 'shortest'] as const) {
          assert.equal(t.score[mode][q], t.score[mode][p]);
          assert.deepEqual(bestMovesAt(t, q, mode), bestMovesAt(t, p, mode).map((c) => transformCell(c, s)).sort((x, y) => x - y));
        }
        assert.equal(t.subtreeSize[q], t.subtreeSize[p]);
      }),
      { seed: 2026, numRuns: 3000 },
    );
  });
});
