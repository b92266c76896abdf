import { describe, expect, it } from 'vitest';
import { isOver, pieceCount } from '../../src/games/tictactoe/board.ts';
import { search } from '../../src/search/alphaBeta.ts';
import { buildPositionTable, positionValue } from '../../src/tree/positions.ts';
import { principalLine } from '../../src/view/labJump.ts';
import { buildLabTree, countLabNodes, deepestFittingDepth, pliesLeft, LAB_MAX_NODES, nodeAtPath } from '../../src/view/labTree.ts';
import { pathKey } from '../../src/view/labPath.ts';
import { descendantsOf } from '../helpers/lab.ts';
import { mustBoard, mustMove } from '../helpers/ttt.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

const table = buildPositionTable(ticTacToe);

describe('the lab tree', () => {
  it('lists every move sequence of a small position in preorder, children in cell order', () => {
    const tree = buildLabTree(ticTacToe, mustBoard('oxoxxo...'), null);
    expect(tree.nodes.map((n) => n.moves.join(''))).toEqual(['', '6', '67', '68', '687', '7', '76', '768', '78', '786', '8']);
    for (const n of tree.nodes) {
      expect(tree.byPath.get(pathKey(n.moves))).toBe(n.index);
      for (const c of n.children) {
        expect(c).toBeGreaterThan(n.index);
        expect(tree.nodes[c].parent).toBe(n.index);
        expect(tree.nodes[c].state).toBe(mustMove(n.state, tree.nodes[c].move));
      }
      expect(n.children.map((c) => tree.nodes[c].move)).toEqual([...n.children.map((c) => tree.nodes[c].move)].sort());
      expect(n.leaf === 'over').toBe(isOver(n.state));
    }
    expect(descendantsOf(tree, nodeAtPath(tree, [6]))).toEqual([2, 3, 4]);
    expect(() => nodeAtPath(tree, [0])).toThrow(RangeError);
  });

  it('has exactly as many nodes as minimax visits, for every position that fits', () => {
    for (let p = 0; p < table.count; p++) {
      const b = table.key[p];
      if (table.subtreeSize[p] > LAB_MAX_NODES) {
        expect(countLabNodes(ticTacToe, b, null)).toBe(LAB_MAX_NODES + 1);
        continue;
      }
      expect(countLabNodes(ticTacToe, b, null)).toBe(table.subtreeSize[p]);
    }
    const b = mustBoard('ox.xo....');
    expect(buildLabTree(ticTacToe, b, null).nodes).toHaveLength(search(ticTacToe, b, { algorithm: 'minimax' }).counters.nodes);
  });

  it('every position with at most 5 empty cells fits', () => {
    let max = 0;
    for (let p = 0; p < table.count; p++) if (pieceCount(table.key[p]) >= 4) max = Math.max(max, table.subtreeSize[p]);
    // 1 + 5 + 20 + 60 + 120 + 120 = 326 without wins; a win is possible from move 5 on, so 294 at most.
    expect(max).toBe(294);
    expect(max).toBeLessThanOrEqual(LAB_MAX_NODES);
  });

  it('cuts at a depth limit, and finds the deepest limit that fits', () => {
    expect(countLabNodes(ticTacToe, 0, 1)).toBe(10);
    expect(countLabNodes(ticTacToe, 0, 2)).toBe(82);
    expect(countLabNodes(ticTacToe, 0, 3)).toBe(LAB_MAX_NODES + 1);
    const cut = buildLabTree(ticTacToe, 0, 2);
    expect(cut.nodes).toHaveLength(82);
    expect(cut.nodes.filter((n) => n.leaf === 'depth')).toHaveLength(72);
    expect(deepestFittingDepth(ticTacToe, 0)).toBe(2);
    expect(deepestFittingDepth(ticTacToe, mustBoard('ox.xo....'))).toBe(5);
    expect(() => buildLabTree(ticTacToe, 0, null)).toThrow(RangeError);
  });
});

describe('playing on to a position the lab can show', () => {
  it('follows best play to 5 empty cells, keeping the value', () => {
    for (const mode of ['wdl', 'shortest'] as const) {
      const line = principalLine(table, 0, mode);
      expect(line).toHaveLength(4);
      let b = 0;
      for (const m of line) b = mustMove(b, m);
      expect(pliesLeft(ticTacToe, b)).toBe(5);
      expect(positionValue(table, b, mode)).toBe(positionValue(table, 0, mode));
    }
    expect(principalLine(table, 0, 'wdl')).toEqual([0, 4, 1, 2]);
  });

  it('is empty for a position already small enough', () => {
    expect(principalLine(table, mustBoard('oxoxxo...'), 'wdl')).toEqual([]);
  });
});
