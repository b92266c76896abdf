/**
 * The whole-game overview of a game solved whole (view/wholeGameSource.ts over
 * games/wholeGame.ts): Connect Four on 4×4, its move sequences made as they
 * are drawn. The rasteriser reading the compact mix draws what it draws from
 * the overview's own full mix table (overviewMix, positions × levels × 3,
 * affordable on 4×4) within the compact table's precision; boxes stay inside
 * the drawing, "you are here" covers the focus's extent, a node is found
 * where it is drawn.
 */
import { describe, expect, it } from 'vitest';
import { small4x4Module } from '../../src/games/connect/small.ts';
import { wholeGameOf } from '../../src/games/positionSolved.ts';
import { extentOf, overviewGeometry, overviewHereMarks, overviewMix, overviewNodeAt, overviewRowTexts, rasterizeOverview, startOf } from '../../src/view/overview.ts';
import { movesOf } from '../../src/view/treeSource.ts';
import { wholeGameMix, wholeGameSource } from '../../src/view/wholeGameSource.ts';

const game = small4x4Module.game;
const whole = (wholeGameOf(game) as NonNullable<ReturnType<typeof wholeGameOf>>)();
const source = wholeGameSource(game, whole);
const compact = wholeGameMix(whole, 'shortest');

/** Per level and class, the raster's total. */
function totals(weights: Float64Array, width: number, levels: number): number[][] {
  const out = Array.from({ length: levels }, () => [0, 0, 0]);
  for (let l = 0; l < levels; l++) for (let x = 0; x < width; x++) for (let c = 0; c < 3; c++) out[l][c] += weights[(l * width + x) * 3 + c];
  return out;
}

describe('the whole-game overview of Connect Four 4×4', () => {
  it('draws, at every zoom, the colours the full mix table draws (within 1/64), and every class where it is', () => {
    // The overview's own table, over the same source: every position visited once (161,029 × 17 × 3 numbers).
    const full = overviewMix(source, 'shortest', 'games');
    expect(extentOf(source, 0, 'games')).toBe(47_982_540);
    for (const moves of [[], [1], [1, 2, 2], [0, 0, 1, 1, 3, 2]]) {
      const node = source.nodeOf(moves);
      expect(movesOf(source, node)).toEqual(moves);
      const a = startOf(source, node, 'games');
      const b = a + extentOf(source, node, 'games');
      for (const width of [333, 1200]) {
        const got = rasterizeOverview(source, compact, a, b, width);
        const want = rasterizeOverview(source, full, a, b, width);
        expect(got.boxes).toEqual(want.boxes);
        const off: number[] = [];
        for (let i = 0; i < got.weights.length; i++) {
          if (Math.abs(got.weights[i] - want.weights[i]) > want.weights[i] / 64 + 1e-6 || got.weights[i] > 0 !== want.weights[i] > 0) off.push(i);
        }
        expect(off, `${moves.join('')} at ${width} px`).toEqual([]);
        const t = totals(got.weights, width, whole.levels);
        // Below the focus, the rows hold its finished games (the focus's own row: all of it).
        expect(t[moves.length].reduce((x, y) => x + y)).toBeCloseTo(b - a, 0);
        for (const box of got.boxes) {
          expect(box.x0).toBeLessThan(width);
          expect(box.x1).toBeGreaterThan(0);
        }
      }
    }
  });

  it('frames the focus over its own extent and finds it where it is drawn', () => {
    const moves = [1, 2, 2, 1];
    const focus = source.nodeOf(moves);
    const total = extentOf(source, 0, 'games');
    const g = overviewGeometry(1400, 680, whole.levels, { long: Array.from({ length: 17 }, (_, i) => `Move ${i}`), short: Array.from({ length: 17 }, (_, i) => `${i}`) }, 16, (s, px) => s.length * px * 0.6);
    const marks = overviewHereMarks(source, 'games', focus, 0, total, g, 14);
    expect(marks.map((m) => m.level)).toEqual([4, 3, 2, 1, 0]);
    const span = g.width - g.gutter;
    for (const m of marks) {
      const s = startOf(source, m.node, 'games');
      expect(m.x0).toBeCloseTo(g.gutter + (s / total) * span, 6);
      expect(m.x1).toBeCloseTo(g.gutter + ((s + extentOf(source, m.node, 'games')) / total) * span, 6);
      expect(m.w).toBeGreaterThanOrEqual(14);
      expect(m.x).toBeGreaterThanOrEqual(g.gutter);
      expect(m.x + m.w).toBeLessThanOrEqual(g.width + 1e-9);
      // the node under the middle of its true span is itself
      const mid = ((m.x0 + m.x1) / 2 - g.gutter);
      expect(overviewNodeAt(source, 'games', 0, total, span, m.level, mid)).toBe(m.node);
    }
  });

  it('names each row by the side that moved, and makes only the nodes it draws', () => {
    expect(overviewRowTexts(source, whole.levels, 'Start', ['R', 'Y'], (n, side) => `${n} ${side}`).slice(0, 4)).toEqual(['Start', '1 R', '2 Y', '3 R']);
    const fresh = wholeGameSource(game, whole);
    rasterizeOverview(fresh, compact, 0, extentOf(fresh, 0, 'games'), 1920);
    // 47,982,540 move sequences to finished games; the picture at full width makes a few thousand nodes.
    expect(fresh.size()).toBeLessThan(50_000);
    expect(fresh.moveName(fresh.child(0, 2))).toBe('R:3');
    expect(fresh.nodeOf([0, 0, 0, 0, 0])).toBe(-1); // a full column takes no fifth disc
  });
});
