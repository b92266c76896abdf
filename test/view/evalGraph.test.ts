import { describe, expect, it } from 'vitest';
import { evalGraph, LEGIBLE_PX, signedText, type EvalGraph, type EvalGraphInput } from '../../src/view/evalGraph.ts';
import { overlappingPairs, outside, pathEnds, type Box } from '../helpers/geometry.ts';

/** The sample game's values (docs/manual.md's graph): estimates to move 46, exact from 47 to the end (61). */
const GAME = [-2, -2, 0, -2, -2, -2, -2, -6, -6, -8, -8, -8, -8, -8, -8, -8, -10, -10, -10, -12, -16, -12, -16, -24, -24, -24, -24, -24, -22, -20, -20, -24, -24, -21, -21, -14, -9, -8, -4, -4, -18, -18, -18, -18, -18, -18, -9, 34, 40, 28, 34, 28, 30, 30, 36, 24, 32, 24, 24, 16, 16, 16];
const sample = GAME.map((value, i) => ({ value, exact: i >= 47 }));

const CASES: Record<string, EvalGraphInput['values']> = {
  'a whole game': sample,
  'a game half worked out': sample.map((v, i) => (i % 3 === 1 ? { value: null, exact: false } : v)),
  'nothing known yet': sample.map(() => ({ value: null, exact: false })),
  'a short line': [{ value: 0, exact: false }, { value: 3, exact: false }, { value: -1, exact: false }],
  'the start only': [{ value: 0, exact: false }],
  'a wipe-out': [...sample.slice(0, 40), { value: 64, exact: true }, { value: -64, exact: true }],
};
/** The side column at 1920 and 1280 wide, a phone, presenting at 1920 (24 px = 1 rem there). */
const SIZES: [string, number, number, number][] = [
  ['1920', 560, 224, 14],
  ['1280', 290, 170, 14],
  ['phone', 320, 170, 14],
  ['presenting', 900, 360, 24],
];

const labelBoxes = (g: EvalGraph): Box[] => [
  ...g.yTicks.map((t) => ({ id: `y${t.label.text}`, ...t.label.box })),
  ...g.xTicks.map((t) => ({ id: `x${t.label.text}`, ...t.label.box })),
];
const inPlot = (g: EvalGraph, x: number, y: number) => x >= g.plot.x - 0.01 && x <= g.plot.x + g.plot.width + 0.01 && y >= g.plot.y - 0.01 && y <= g.plot.y + g.plot.height + 0.01;

describe('the evaluation graph’s geometry, read back', () => {
  for (const [size, width, height, fontPx] of SIZES)
    for (const [name, values] of Object.entries(CASES))
      it(`${name} at ${size}: points in the plot, labels apart, inside and legible, the zero line in the middle`, () => {
        const g = evalGraph({ values, current: Math.min(20, values.length - 1), width, height, fontPx });
        expect(g.fontPx).toBeGreaterThanOrEqual(Math.max(LEGIBLE_PX, fontPx));
        for (const p of g.points) expect(inPlot(g, p.x, p.y), `point ${p.index}`).toBe(true);
        expect(g.points.map((p) => p.index)).toEqual(values.flatMap((v, i) => (v.value === null ? [] : [i])));
        const boxes = labelBoxes(g);
        expect(overlappingPairs(boxes, 0)).toEqual([]);
        expect(outside(boxes, width, height, 0)).toEqual([]);
        // Labels keep off the plot: y labels to its left, x labels below it.
        for (const t of g.yTicks) expect(t.label.box.x + t.label.box.w).toBeLessThanOrEqual(g.plot.x);
        for (const t of g.xTicks) expect(t.label.box.y).toBeGreaterThanOrEqual(g.plot.y + g.plot.height);
        // y ticks symmetric about 0, whose line is the plot's middle; every value within the range.
        const ys = g.yTicks.map((t) => t.at);
        expect(ys).toContain(0);
        expect(ys.map((v) => -v + 0).sort((a, b) => a - b)).toEqual([...ys].sort((a, b) => a - b));
        expect(g.zeroY).toBeCloseTo(g.plot.y + g.plot.height / 2, 6);
        expect(g.yTicks.find((t) => t.at === 0)?.pos).toBeCloseTo(g.zeroY, 6);
        for (const v of values) if (v.value !== null) expect(Math.abs(v.value)).toBeLessThanOrEqual(g.range);
        for (const p of g.points) expect(Math.sign(g.zeroY - p.y)).toBe(Math.sign(p.value));
        // The x axis starts at the start (0) and spans the line.
        expect(g.xTicks[0]).toMatchObject({ at: 0, pos: g.plot.x });
        expect(g.lastIndex).toBeGreaterThanOrEqual(values.length - 1);
      });

  it('draws a run of exact points solid and the rest dashed, each line joining its own points, broken where a value is missing', () => {
    const values = sample.map((v, i) => (i === 10 ? { value: null, exact: false } : v));
    const g = evalGraph({ values, current: 61, width: 560, height: 224, fontPx: 14 });
    const at = new Map(g.points.map((p) => [p.index, p]));
    for (const s of g.segments) {
      const { start, end } = pathEnds(s.d);
      expect(start[0]).toBeCloseTo(at.get(s.from)?.x as number, 0);
      expect(start[1]).toBeCloseTo(at.get(s.from)?.y as number, 0);
      expect(end[0]).toBeCloseTo(at.get(s.to)?.x as number, 0);
      expect(end[1]).toBeCloseTo(at.get(s.to)?.y as number, 0);
      for (let i = s.from; i <= s.to; i++) expect(values[i].value).not.toBeNull();
      expect(s.exact).toBe(values[s.from].exact && values[s.to].exact);
    }
    expect(g.segments.map((s) => [s.from, s.to, s.exact])).toEqual([
      [0, 9, false],
      [11, 47, false],
      [47, 61, true],
    ]);
  });

  it('marks the current move on its point', () => {
    const g = evalGraph({ values: sample, current: 30, width: 560, height: 224, fontPx: 14 });
    expect(g.current).toMatchObject({ index: 30, x: g.xs[30] });
    expect(g.current.y).toBeCloseTo(g.points[30].y, 6);
    // Every position has its x, one step per move from the plot's left to its right.
    expect(g.xs).toHaveLength(sample.length);
    expect(g.xs[0]).toBe(g.plot.x);
    expect(g.xs[61]).toBeCloseTo(g.plot.x + g.plot.width, 6);
  });

  it('writes signed values with a true minus sign', () => {
    expect([16, 0, -8, -0].map(signedText)).toEqual(['+16', '0', '−8', '0']);
  });
});
