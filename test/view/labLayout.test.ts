import { describe, expect, it } from 'vitest';
import { LAB_LAYOUT_VALUES, LAB_LAYOUT_WINDOWS, layoutLabTree } from '../../src/view/labLayout.ts';
import { buildLabTree } from '../../src/view/labTree.ts';
import { mustBoard } from '../helpers/ttt.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

describe('lab layout', () => {
  for (const [name, options] of [['values', LAB_LAYOUT_VALUES], ['windows', LAB_LAYOUT_WINDOWS]] as const) {
    it(`puts the root left and children one column right, in cell order, without overlaps (${name})`, () => {
      const tree = buildLabTree(ticTacToe, mustBoard('ox.xo....'), null);
      const layout = layoutLabTree(tree, options);
      const column = options.board + options.label + options.link;
      const { points } = layout;
      expect(points).toHaveLength(tree.nodes.length);
      expect(points[0].x).toBe(options.margin);
      for (const n of tree.nodes) {
        const p = points[n.index];
        expect(p.x).toBe(options.margin + n.depth * column);
        expect(p.x).toBeGreaterThanOrEqual(options.margin);
        expect(p.y).toBeGreaterThanOrEqual(options.margin - 1e-9);
        expect(p.x + options.board).toBeLessThanOrEqual(layout.width - options.margin + 1e-9);
        expect(p.y + options.board).toBeLessThanOrEqual(layout.height - options.margin + 1e-9);
        for (let k = 1; k < n.children.length; k++) expect(points[n.children[k]].y).toBeGreaterThan(points[n.children[k - 1]].y);
      }
      // boards of one column never overlap
      const byColumn = new Map<number, number[]>();
      for (const p of points) byColumn.set(p.x, [...(byColumn.get(p.x) ?? []), p.y]);
      for (const ys of byColumn.values()) {
        ys.sort((a, b) => a - b);
        for (let k = 1; k < ys.length; k++) expect(ys[k] - ys[k - 1]).toBeGreaterThanOrEqual(options.board + options.rowGap - 1e-9);
      }
      expect(layout.edges).toHaveLength(tree.nodes.length - 1);
      const e = layout.edges[0];
      expect(e.path.startsWith(`M${points[e.parent].x + options.board},`)).toBe(true);
      expect(e.path.endsWith(`H${points[e.child].x}`)).toBe(true);
    });
  }

  it('lays out a single finished position', () => {
    const layout = layoutLabTree(buildLabTree(ticTacToe, mustBoard('oooxx....'), null));
    expect(layout.points).toHaveLength(1);
    expect(layout.edges).toEqual([]);
  });
});
