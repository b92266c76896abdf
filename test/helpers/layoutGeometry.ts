/**
 * A tree layout (src/view/layout.ts) read back at a view transform: each board
 * as a box with its label strip above it, and the edges checked to join each
 * board to its own parent and no other. Shared by the geometry tests of the
 * lazily drawn trees (the CPU's search tree, the solved explorer's).
 */
import type { TreeLayout, Segment } from '../../src/view/layout.ts';
import type { Transform } from '../../src/view/geometry.ts';
import type { Box } from './geometry.ts';

/** A board with its label strip, on screen. */
export function boxOf(layout: TreeLayout, i: number, t: Transform): Box {
  const it = layout.items[i];
  return { id: String(it.node), x: it.x * t.k + t.x, y: (it.y - it.label) * t.k + t.y, w: it.size * t.k, h: (it.size + it.label) * t.k };
}

const onSegment = (p: [number, number], s: Segment, tol = 0.01) =>
  p[0] >= Math.min(s.x0, s.x1) - tol && p[0] <= Math.max(s.x0, s.x1) + tol && p[1] >= Math.min(s.y0, s.y1) - tol && p[1] <= Math.max(s.y0, s.y1) + tol;

/**
 * For each board below the focus: the segments reachable from its parent's outgoing edge (starting at the
 * parent's right middle) reach the edge ending at this board's left middle, and reach no other parent's outgoing edge.
 */
export function edgeFaults(layout: TreeLayout): string[] {
  const faults: string[] = [];
  const segs = layout.segments;
  const touches = (a: Segment, b: Segment) => onSegment([a.x0, a.y0], b) || onSegment([a.x1, a.y1], b) || onSegment([b.x0, b.y0], a) || onSegment([b.x1, b.y1], a);
  const rightMid = (i: number): [number, number] => {
    const it = layout.items[i];
    return [it.x + it.size, it.y + it.size / 2];
  };
  const outgoing = (i: number) => segs.findIndex((s) => Math.abs(s.x0 - rightMid(i)[0]) < 0.01 && Math.abs(s.y0 - rightMid(i)[1]) < 0.01);
  for (let p = layout.focusItem; p < layout.items.length; p++) {
    const kids = layout.items[p].childItems;
    if (kids.length === 0) continue;
    const start = outgoing(p);
    if (start < 0) {
      faults.push(`node ${layout.items[p].node}: no edge leaves it`);
      continue;
    }
    const reached = new Set([start]);
    const stack = [start];
    while (stack.length) {
      const a = stack.pop() as number;
      segs.forEach((b, j) => {
        if (!reached.has(j) && touches(segs[a], b)) {
          reached.add(j);
          stack.push(j);
        }
      });
    }
    for (const c of kids) {
      const it = layout.items[c];
      const end = segs.findIndex((s, j) => reached.has(j) && Math.abs(s.x1 - it.x) < 0.01 && Math.abs(s.y1 - (it.y + it.size / 2)) < 0.01);
      if (end < 0) faults.push(`node ${it.node}: no edge from its parent ${layout.items[p].node}`);
    }
    for (let q = layout.focusItem; q < layout.items.length; q++) {
      if (q === p || layout.items[q].childItems.length === 0) continue;
      const other = outgoing(q);
      if (other >= 0 && reached.has(other)) faults.push(`the edges of node ${layout.items[p].node} join node ${layout.items[q].node}'s`);
    }
  }
  return faults;
}
