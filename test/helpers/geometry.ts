/**
 * Reading a drawn picture back: boxes that must not overlap, must lie inside
 * their drawing, and edges that must join their own two nodes. Shared by every
 * geometry test (exercise trees, the lab, the explorer, the Othello tree, the
 * overview), in Node, jsdom and the browser tests alike.
 */
import type { Rect, Transform } from '../../src/view/geometry.ts';
export interface Box {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Pairs of boxes whose interiors intersect (touching edges allowed), by id. O(n log n + pairs). */
export function overlappingPairs(boxes: readonly Box[], tolerance = 0.5): [string, string][] {
  const sorted = [...boxes].sort((a, b) => a.x - b.x);
  const out: [string, string][] = [];
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i];
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j];
      if (b.x >= a.x + a.w - tolerance) break;
      if (b.y < a.y + a.h - tolerance && a.y < b.y + b.h - tolerance) out.push([a.id, b.id]);
    }
  }
  return out;
}

/** Ids of boxes not wholly inside [0, width] x [0, height]. */
export function outside(boxes: readonly Box[], width: number, height: number, tolerance = 0.5): string[] {
  return boxes.filter((b) => b.x < -tolerance || b.y < -tolerance || b.x + b.w > width + tolerance || b.y + b.h > height + tolerance).map((b) => b.id);
}

/** First and last point of an SVG path made of M, H, V and L commands (absolute). */
export function pathEnds(d: string): { start: [number, number]; end: [number, number] } {
  const tokens = d.match(/[MHVL]|-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? [];
  let x = NaN;
  let y = NaN;
  let start: [number, number] = [NaN, NaN];
  for (let i = 0; i < tokens.length; ) {
    const c = tokens[i++];
    if (c === 'M' || c === 'L') {
      x = Number(tokens[i++]);
      y = Number(tokens[i++]);
      if (c === 'M' && Number.isNaN(start[0])) start = [x, y];
    } else if (c === 'H') x = Number(tokens[i++]);
    else if (c === 'V') y = Number(tokens[i++]);
    else throw new Error(`pathEnds: unexpected token ${c} in ${d}`);
  }
  return { start, end: [x, y] };
}

/** `translate(x,y)` of an SVG transform attribute. */
export function translateOf(transform: string | null): [number, number] {
  const m = /translate\(\s*(-?[\d.]+)[ ,]+(-?[\d.]+)\s*\)/.exec(transform ?? '');
  if (!m) throw new Error(`no translate in ${String(transform)}`);
  return [Number(m[1]), Number(m[2])];
}

/** True when two points are within `tolerance` of each other. */
export function near(a: readonly [number, number], b: readonly [number, number], tolerance = 0.5): boolean {
  return Math.abs(a[0] - b[0]) <= tolerance && Math.abs(a[1] - b[1]) <= tolerance;
}

/** Screen rectangle of the world rectangle under a zoom transform. */
export function toScreen(t: Transform, r: Rect): Rect {
  return { x0: r.x0 * t.k + t.x, y0: r.y0 * t.k + t.y, x1: r.x1 * t.k + t.x, y1: r.y1 * t.k + t.y };
}
