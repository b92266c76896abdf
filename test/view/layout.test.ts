import { describe, expect, it } from 'vitest';
import { buildGameTree } from '../../src/tree/build.ts';
import { nodeByMoves } from '../../src/tree/query.ts';
import { BOARD, COLUMN, ROW, fitTransform, toScreen, toWorld } from '../../src/view/geometry.ts';
import { edgeSegments, hitTest, layoutTree, visibleChildren, type LayoutOptions } from '../../src/view/layout.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

const tree = buildGameTree(ticTacToe);
const opts: LayoutOptions = { depth: 2, order: 'cell', mergeSymmetry: false, mode: 'wdl' };
const moveOf = (node: number) => tree.move[node];

describe('layout of the visible subtree', () => {
  it('shows the root plus 1..4 levels: 10, 82, 586 and 3,610 boards', () => {
    expect([1, 2, 3, 4].map((depth) => layoutTree(tree, 0, { ...opts, depth }).items.length)).toEqual([10, 82, 586, 3610]);
  });

  it('puts the focus first at level 0, children one column to the right, in cell order, evenly spaced', () => {
    const l = layoutTree(tree, 0, { ...opts, depth: 1 });
    expect(l.focusItem).toBe(0);
    const focus = l.items[0];
    const kids = focus.childItems.map((i) => l.items[i]);
    expect(kids.map((k) => moveOf(k.node))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const k of kids) {
      expect(k.x - focus.x).toBe(COLUMN);
      expect(k.level).toBe(1);
      expect(k.parentItem).toBe(0);
    }
    for (let i = 1; i < kids.length; i++) expect(kids[i].y - kids[i - 1].y).toBeCloseTo(ROW);
    // the parent sits in the middle of its children
    expect(focus.y).toBeCloseTo((kids[0].y + kids[8].y) / 2);
  });

  it('lines up the ancestors to the left on the focus row, each linked to the next', () => {
    const focusNode = nodeByMoves(tree, [4, 0]);
    const l = layoutTree(tree, focusNode, opts);
    expect(l.focusItem).toBe(2);
    const [root, centre, focus] = l.items;
    expect([root.node, centre.node, focus.node]).toEqual([0, nodeByMoves(tree, [4]), focusNode]);
    expect([root.level, centre.level, focus.level]).toEqual([-2, -1, 0]);
    expect(root.y).toBe(focus.y);
    expect(centre.x).toBe(focus.x - COLUMN);
    expect(root.childItems).toEqual([1]);
    expect(centre.childItems).toEqual([2]);
    expect(focus.parentItem).toBe(1);
    expect(l.items.length).toBe(2 + 1 + 7 + 7 * 6);
  });

  it('never overlaps two boards', () => {
    const l = layoutTree(tree, 0, { ...opts, depth: 3 });
    const byColumn = new Map<number, number[]>();
    for (const it of l.items) byColumn.set(it.x, [...(byColumn.get(it.x) ?? []), it.y]);
    for (const ys of byColumn.values()) {
      ys.sort((a, b) => a - b);
      for (let i = 1; i < ys.length; i++) expect(ys[i] - ys[i - 1]).toBeGreaterThanOrEqual(ROW - 1e-9);
    }
  });

  it('orders children by value for the side to move: x minimises, so draws come before o wins after o:4', () => {
    const centre = nodeByMoves(tree, [4]);
    const kids = visibleChildren(tree, centre, { order: 'value', mergeSymmetry: false, mode: 'wdl' });
    expect(kids.map((k) => moveOf(k.node))).toEqual([0, 2, 6, 8, 1, 3, 5, 7]);
    const root = visibleChildren(tree, nodeByMoves(tree, [0]), { order: 'value', mergeSymmetry: false, mode: 'wdl' });
    expect(moveOf(root[0].node)).toBe(4); // x's only drawing reply to a corner opening
  });

  it('merges symmetric siblings with a multiplicity: corner x4, edge x4, centre x1', () => {
    const kids = visibleChildren(tree, 0, { order: 'cell', mergeSymmetry: true, mode: 'wdl' });
    expect(kids.map((k) => [moveOf(k.node), k.multiplicity])).toEqual([
      [0, 4],
      [1, 4],
      [4, 1],
    ]);
    expect(layoutTree(tree, 0, { ...opts, depth: 2, mergeSymmetry: true }).items.length).toBe(1 + 3 + 5 + 5 + 2);
  });

  it('flags best children and marks hidden children as collapsed', () => {
    const l = layoutTree(tree, nodeByMoves(tree, [4]), { ...opts, depth: 1 });
    const kids = l.items[l.focusItem].childItems.map((i) => l.items[i]);
    expect(kids.filter((k) => k.best).map((k) => moveOf(k.node))).toEqual([0, 2, 6, 8]);
    expect(kids.every((k) => k.collapsed)).toBe(true);
    const leafParent = layoutTree(tree, nodeByMoves(tree, [0, 3, 1, 4, 2]), opts);
    expect(leafParent.items[leafParent.focusItem].collapsed).toBe(false);
    expect(leafParent.items[leafParent.focusItem].childItems).toEqual([]);
  });

  it('hit-tests boards and draws one bracket per parent', () => {
    const l = layoutTree(tree, 0, { ...opts, depth: 1 });
    const it = l.items[3];
    expect(hitTest(l, it.x + BOARD / 2, it.y + BOARD / 2)).toBe(3);
    expect(hitTest(l, it.x - 5, it.y)).toBe(-1);
    const segs = edgeSegments(l);
    expect(segs).toHaveLength(1 + 1 + 9);
    expect(segs.filter((s) => s.best)).toHaveLength(1 + 9); // all openings are best
  });
});

describe('geometry', () => {
  it('maps world to screen and back, and fits bounds into a viewport', () => {
    const t = { x: 10, y: -20, k: 2 };
    const w = toWorld(t, 110, 80);
    expect(w).toEqual({ x: 50, y: 50 });
    expect(toScreen(t, { x0: 50, y0: 50, x1: 60, y1: 60 })).toEqual({ x0: 110, y0: 80, x1: 130, y1: 100 });
    const fit = fitTransform({ x0: 0, y0: 0, x1: 1000, y1: 500 }, 500, 500, 0);
    expect(fit.k).toBeCloseTo(0.5);
    expect(fit.y).toBeCloseTo(125);
  });
});
