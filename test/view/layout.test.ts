import { describe, expect, it } from 'vitest';
import { buildGameTree } from '../../src/tree/build.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { nodeByMoves } from '../../src/tree/query.ts';
import { fitTransform, toWorld } from '../../src/view/geometry.ts';
import { toScreen } from '../helpers/geometry.ts';
import { edgeProblems } from '../e2e/explorerGeometry.ts';
import { gameTreeSource } from '../../src/view/gameTreeSource.ts';
import { classroomLabel, hitTest, LABEL_TEXT, LAYOUT_MARGIN, layoutTree, visibleChildren, type LayoutOptions, type TreeLayout } from '../../src/view/layout.ts';

const tree = buildGameTree(ticTacToe);
const source = gameTreeSource(tree);
/** The canvas of the explorer at 1920×1080 and at 1280×720 (CSS px). */
const WIDE = { width: 1460, height: 750 };
const SMALL = { width: 820, height: 390 };
const opts: LayoutOptions = { depth: 2, order: 'cell', mergeSymmetry: false, mode: 'wdl', viewport: WIDE };
const moveOf = (node: number) => tree.move[node];
const kidsOf = (l: TreeLayout, item = l.focusItem) => l.items[item].childItems.map((i) => l.items[i]);

describe('layout of the visible subtree', () => {
  it('shows the root plus 1..5 levels: 10, 82, 586, 3,610 and 18,730 boards', () => {
    expect([1, 2, 3, 4, 5].map((depth) => layoutTree(source, 0, { ...opts, depth }).items.length)).toEqual([10, 82, 586, 3610, 18730]);
  });

  it('puts the focus first, its children in cell order in a grid read row by row to its right, boards shrinking with depth', () => {
    const l = layoutTree(source, 0, { ...opts, depth: 3 });
    expect(l.focusItem).toBe(0);
    const focus = l.items[0];
    const kids = kidsOf(l);
    expect(kids.map((k) => moveOf(k.node))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const k of kids) {
      expect(k.x).toBeGreaterThan(focus.x + focus.size);
      expect(k.level).toBe(1);
      expect(k.parentItem).toBe(0);
    }
    // reading order: left to right, then down
    for (let i = 1; i < kids.length; i++) expect(kids[i].y > kids[i - 1].y + 1e-9 || (Math.abs(kids[i].y - kids[i - 1].y) < 1e-9 && kids[i].x > kids[i - 1].x)).toBe(true);
    const sizeAt = (level: number) => l.items.filter((i) => i.level === level).map((i) => i.size);
    expect(Math.min(...sizeAt(0))).toBeGreaterThan(Math.max(...sizeAt(1)));
    expect(Math.min(...sizeAt(1))).toBeGreaterThan(Math.max(...sizeAt(2)));
    expect(Math.min(...sizeAt(2))).toBeGreaterThan(Math.max(...sizeAt(3)));
  });

  it('lines up the ancestors to the left of the focus, top-aligned, each linked to the next', () => {
    const focusNode = nodeByMoves(tree, [4, 0]);
    const l = layoutTree(source, focusNode, opts);
    expect(l.focusItem).toBe(2);
    const [root, centre, focus] = l.items;
    expect([root.node, centre.node, focus.node]).toEqual([0, nodeByMoves(tree, [4]), focusNode]);
    expect([root.level, centre.level, focus.level]).toEqual([-2, -1, 0]);
    expect(root.y).toBe(focus.y);
    expect(root.x + root.size).toBeLessThan(centre.x);
    expect(centre.x + centre.size).toBeLessThan(focus.x);
    expect(root.childItems).toEqual([1]);
    expect(centre.childItems).toEqual([2]);
    expect(focus.parentItem).toBe(1);
    expect(l.items.length).toBe(2 + 1 + 7 + 7 * 6);
  });

  it('never overlaps two boards or a board and a value label', () => {
    for (const [moves, depth] of [[[], 3], [[4], 4], [[4, 0, 8], 4]] as const) {
      const l = layoutTree(source, nodeByMoves(tree, [...moves]), { ...opts, depth });
      const boxes = l.items.map((it) => ({ x0: it.x, y0: it.y - it.label, x1: it.x + it.size, y1: it.y + it.size })).sort((a, b) => a.x0 - b.x0);
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length && boxes[j].x0 < boxes[i].x1 - 1e-6; j++) {
          const overlap = boxes[j].y0 < boxes[i].y1 - 1e-6 && boxes[j].y1 > boxes[i].y0 + 1e-6;
          expect(overlap, `boards ${i} and ${j} overlap`).toBe(false);
        }
      }
    }
  });

  it('fits the viewport it is made for and covers at least half of it both ways, at every depth and size', () => {
    for (const viewport of [WIDE, SMALL, { width: 340, height: 500 }]) {
      for (const moves of [[], [4], [4, 0, 8]]) {
        for (const depth of [1, 2, 3, 4, 5]) {
          const l = layoutTree(source, nodeByMoves(tree, moves), { ...opts, depth, viewport });
          const w = l.bounds.x1 - l.bounds.x0;
          const h = l.bounds.y1 - l.bounds.y0;
          const what = `${viewport.width}x${viewport.height} #/${moves.join('')} depth ${depth}`;
          expect(w, what).toBeLessThanOrEqual(viewport.width - 2 * LAYOUT_MARGIN + 1e-6);
          expect(h, what).toBeLessThanOrEqual(viewport.height - 2 * LAYOUT_MARGIN + 1e-6);
          expect(Math.min(w / viewport.width, h / viewport.height), what).toBeGreaterThanOrEqual(0.5);
        }
      }
    }
  });

  it('on the 1920×1080 canvas: children of the focus at least 32 px, every board at least 6 px (5 at 4 levels) and labels of the focus and two levels at least 16 px, at 1..5 levels', () => {
    for (const moves of [[], [4], [4, 0, 8]]) {
      for (const depth of [1, 2, 3, 4, 5]) {
        const l = layoutTree(source, nodeByMoves(tree, moves), { ...opts, depth, minLabel: classroomLabel(WIDE, false) });
        const what = `#/${moves.join('')} depth ${depth}`;
        expect(Math.min(...kidsOf(l).map((k) => k.size)), what).toBeGreaterThanOrEqual(32);
        // (16 px labels on 72 grandchildren leave the root's 3,024 great-great-grandchildren 5.2 px: coloured dots.)
        if (depth <= 4) expect(Math.min(...l.items.map((i) => i.size)), what).toBeGreaterThanOrEqual(depth < 4 ? 6 : 5);
        const labels = l.items.filter((i) => i.level >= 0 && i.level <= 2).map((i) => i.label * LABEL_TEXT);
        expect(Math.min(...labels), what).toBeGreaterThanOrEqual(16);
      }
    }
  });

  it('asks for labels a class can read: 24 px on a projector, 16 on a wide stage, 12.5 on a laptop, 11 on a phone; presentation mode keeps 24 px at every depth', () => {
    expect([classroomLabel({ width: 1886, height: 886 }, true), classroomLabel(WIDE, false), classroomLabel(SMALL, false), classroomLabel({ width: 341, height: 523 }, false)]).toEqual([24, 16, 12.5, 11]);
    for (const moves of [[], [4], [4, 0, 8]]) {
      for (const depth of [1, 2, 3, 4, 5]) {
        const l = layoutTree(source, nodeByMoves(tree, moves), { ...opts, depth, viewport: { width: 1886, height: 886 }, minLabel: 24 });
        const labels = l.items.filter((i) => i.level >= 0 && i.level <= 2).map((i) => i.label * LABEL_TEXT);
        expect(Math.min(...labels), `#/${moves.join('')} depth ${depth}`).toBeGreaterThanOrEqual(24);
      }
    }
  });

  it('joins every board to its own parent and to no other, on every screen (one-column grids included: their first child may sit above the parent)', () => {
    const screens = [
      { viewport: { width: 1460, height: 746 }, present: false },
      { viewport: { width: 1886, height: 886 }, present: true },
      { viewport: { width: 820, height: 400 }, present: false },
      { viewport: { width: 341, height: 523 }, present: false },
    ];
    for (const { viewport, present } of screens) {
      for (const moves of [[], [4], [4, 0, 8]]) {
        for (const depth of [1, 2, 3]) {
          const l = layoutTree(source, nodeByMoves(tree, moves), { ...opts, depth, viewport, minLabel: classroomLabel(viewport, present) });
          const identity = { box: { x0: 0, y0: 0, x1: viewport.width, y1: viewport.height }, transform: { x: 0, y: 0, k: 1 }, focus: 0, frames: 0 };
          expect(edgeProblems(l, identity), `${viewport.width}x${viewport.height} #/${moves.join('')} depth ${depth}`).toEqual([]);
        }
      }
    }
  });

  it('orders children by value for the side to move: x minimises, so draws come before o wins after o:4', () => {
    const centre = nodeByMoves(tree, [4]);
    const kids = visibleChildren(source, centre, { order: 'value', mergeSymmetry: false, mode: 'wdl' });
    expect(kids.map((k) => moveOf(k.node))).toEqual([0, 2, 6, 8, 1, 3, 5, 7]);
    const root = visibleChildren(source, nodeByMoves(tree, [0]), { order: 'value', mergeSymmetry: false, mode: 'wdl' });
    expect(moveOf(root[0].node)).toBe(4); // x's only drawing reply to a corner opening
  });

  it('merges symmetric siblings with a multiplicity: corner x4, edge x4, centre x1', () => {
    const kids = visibleChildren(source, 0, { order: 'cell', mergeSymmetry: true, mode: 'wdl' });
    expect(kids.map((k) => [moveOf(k.node), k.multiplicity])).toEqual([
      [0, 4],
      [1, 4],
      [4, 1],
    ]);
    expect(layoutTree(source, 0, { ...opts, depth: 2, mergeSymmetry: true }).items.length).toBe(1 + 3 + 5 + 5 + 2);
  });

  it('flags best children and marks hidden children as collapsed', () => {
    const l = layoutTree(source, nodeByMoves(tree, [4]), { ...opts, depth: 1 });
    const kids = kidsOf(l);
    expect(kids.filter((k) => k.best).map((k) => moveOf(k.node))).toEqual([0, 2, 6, 8]);
    expect(kids.every((k) => k.collapsed)).toBe(true);
    const leafParent = layoutTree(source, nodeByMoves(tree, [0, 3, 1, 4, 2]), opts);
    expect(leafParent.items[leafParent.focusItem].collapsed).toBe(false);
    expect(leafParent.items[leafParent.focusItem].childItems).toEqual([]);
  });

  it('hit-tests boards, and joins every child to its parent with a stub ending at its left edge', () => {
    const l = layoutTree(source, 0, { ...opts, depth: 2 });
    const it = l.items[3];
    expect(hitTest(l, it.x + it.size / 2, it.y + it.size / 2)).toBe(3);
    expect(hitTest(l, it.x - 1, it.y)).toBe(-1);
    for (const child of l.items.slice(1)) {
      const stub = l.segments.find((s) => Math.abs(s.x1 - child.x) < 1e-6 && Math.abs(s.y1 - (child.y + child.size / 2)) < 1e-6);
      expect(stub).toBeDefined();
      expect(stub?.best).toBe(child.best);
    }
    // all nine openings are best: nine dark stubs, and the root's own stub is dark too
    expect(l.segments.filter((s) => s.best && kidsOf(l).some((k) => Math.abs(s.x1 - k.x) < 1e-6))).toHaveLength(9);
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
