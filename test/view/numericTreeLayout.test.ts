/**
 * The numeric tree's picture read back from its layout (Node): every node's
 * box and the block beside it (α, β) inside the drawing and apart from every
 * other's; each edge from its own parent's right side to its own child's
 * left side; the MAX / MIN header of each column above its boxes; the value
 * box inside its node; the widest text that goes in a box fitting it. On
 * screen and on paper, for trees of every level and the largest a teacher
 * may type.
 */
import { describe, expect, it } from 'vitest';
import { generateExercise } from '../../src/exercises/generate.ts';
import { treeOf, type Nested, type NumTree } from '../../src/exercises/numericTree.ts';
import { TREE_LIMITS } from '../../src/exercises/treeText.ts';
import { LEVELS } from '../../src/exercises/types.ts';
import { HEADER, layoutNumericTree, NUM_SHEET, NUM_TREE } from '../../src/view/numericTreeLayout.ts';
import type { LabLayoutOptions } from '../../src/view/labLayout.ts';
import { near, outside, overlappingPairs, pathEnds, type Box } from '../helpers/geometry.ts';

/** Width of text at `px` (bold digits, signs and ∞ are at most 0.62 em wide in the app's sans-serif). */
const textWidth = (text: string, px: number) => [...text].length * 0.62 * px;

function problems(tree: NumTree, options: LabLayoutOptions): string[] {
  const out: string[] = [];
  const l = layoutNumericTree(tree, options);
  const b = options.board;
  const at = new Map(l.nodes.map((p) => [p.node.path, p.point]));
  if (at.size !== tree.nodes.length) out.push(`${at.size} nodes placed of ${tree.nodes.length}`);
  const boxes: Box[] = l.nodes.map(({ node, point }) => ({ id: node.path, x: point.x, y: point.y, w: b + options.label, h: b }));
  for (const [p, q] of overlappingPairs(boxes)) out.push(`nodes "${p}" and "${q}" overlap`);
  for (const id of outside(boxes, l.width, l.height)) out.push(`node "${id}" outside the ${l.width}x${l.height} drawing`);
  for (const e of l.edges) {
    const p = at.get(e.parent.path);
    const c = at.get(e.child.path);
    if (!p || !c) {
      out.push(`edge into "${e.child.path}" has a missing end`);
      continue;
    }
    const { start, end } = pathEnds(e.path);
    if (!near(start, [p.x + b, p.y + b / 2])) out.push(`edge into "${e.child.path}" does not leave its parent`);
    if (!near(end, [c.x, c.y + b / 2])) out.push(`edge into "${e.child.path}" does not reach it`);
    const own = pathEnds(e.own);
    if (!near(own.end, [c.x, c.y + b / 2]) || own.start[1] !== own.end[1]) out.push(`edge into "${e.child.path}": its own segment is not its last`);
    if (Math.abs(e.y - (c.y + b / 2)) > 0.5 || e.x <= p.x + b || e.x >= c.x) out.push(`edge into "${e.child.path}": its toggle is off the edge`);
  }
  // Headers: one per column, above every box of it, inside the drawing, as wide as fits the column.
  const column = options.board + options.label + options.link;
  l.columns.forEach((c, d) => {
    const top = Math.min(...l.nodes.filter((p) => p.node.path.length === d).map((p) => p.point.y));
    if (c.y > top - 2 || c.y - 13 < 0) out.push(`header ${d} not above its column`);
    if (textWidth('MAX ▲', 13) > column) out.push(`header ${d} wider than its column`);
  });
  if (l.columns.length !== Math.max(...tree.nodes.map((n) => n.path.length)) + 1) out.push('a header missing');
  // What goes in a box: a leaf or value of −99 (17px bold) inside the node's box; "α −99" / "β +∞" (13px) in the block beside it.
  if (textWidth('-99', 17) > b - 4) out.push('a three-character value does not fit the box');
  if (textWidth('α -99', 13) > options.label - 6) out.push('a window does not fit its block');
  if (HEADER < 16) out.push('no room for the headers');
  return out;
}

/** The largest tree a teacher may type: 5 levels deep, up to 6 children, 40 leaves of -99. */
const biggest = treeOf([[[[[-99, -99], -99]]], [-99, -99, -99, -99, -99, -99], ...Array.from({ length: 3 }, (): Nested => [[-99, -99, -99], [-99, -99, -99], [-99, -99, -99]]), [-99, -99, -99, -99]], true);

describe('the numeric tree picture', () => {
  for (const [name, options] of [
    ['on screen', NUM_TREE],
    ['on paper', NUM_SHEET],
  ] as const) {
    it(`${name}: every level's trees (30 seeds each) and the largest typed tree are drawn apart, inside, joined`, () => {
      for (const level of LEVELS)
        for (let seed = 0; seed < 30; seed++) {
          const ex = generateExercise('numeric-alpha-beta', level, seed);
          expect(problems(ex.shown.tree, options), `${level} seed ${seed}`).toEqual([]);
        }
      expect(biggest.nodes.filter((n) => n.leafValue !== null).length).toBe(TREE_LIMITS.leaves);
      expect(problems(biggest, options)).toEqual([]);
    });
  }

  it('a wrong layout is caught: every node at the root’s point', () => {
    const tree = generateExercise('numeric-minimax', 'easy', 1).shown.tree;
    const l = layoutNumericTree(tree, NUM_TREE);
    const boxes: Box[] = l.nodes.map(({ node }) => ({ id: node.path, x: l.nodes[0].point.x, y: l.nodes[0].point.y, w: 44, h: 44 }));
    expect(overlappingPairs(boxes).length).toBeGreaterThan(0);
  });
});
