import { describe, expect, it } from 'vitest';
import { layoutNodeBars, logX, textWidth, type NodeBarsLayout } from '../../src/view/nodeBars.ts';

const number = (n: number) => n.toLocaleString('en-US');
const text = (name: string, count: string) => ({ line: `${name}: ${count} nodes`, count: `${count} nodes` });
const bars = (search: number, exact: number) => [
  { name: 'The AI\'s search at depth 4', nodes: search, tone: 'estimate' },
  { name: 'The exact solve (the whole tree)', nodes: exact, tone: 'exact' },
];

function inside(l: NodeBarsLayout) {
  for (const b of l.bars) {
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.w).toBeLessThanOrEqual(l.width);
    expect(b.y + b.h).toBeLessThanOrEqual(l.axis.y);
    for (const t of b.texts) {
      expect(t.x).toBeGreaterThanOrEqual(0);
      expect(t.x + t.width).toBeLessThanOrEqual(l.width);
      expect(t.y).toBeLessThanOrEqual(b.y);
    }
  }
  for (const t of l.ticks) {
    expect(t.label.x - t.label.width / 2).toBeGreaterThanOrEqual(0);
    expect(t.label.x + t.label.width / 2).toBeLessThanOrEqual(l.width);
    expect(t.label.y).toBeLessThanOrEqual(l.height);
  }
  // Tick labels do not overlap.
  for (let i = 1; i < l.ticks.length; i++) expect(l.ticks[i].label.x - l.ticks[i].label.width / 2).toBeGreaterThan(l.ticks[i - 1].label.x + l.ticks[i - 1].label.width / 2);
}

describe('layoutNodeBars (the lesson "where the whole tree returns")', () => {
  it('draws each count at its place on a log scale whose ticks are powers of ten', () => {
    const l = layoutNodeBars({ width: 900, size: 14, bars: bars(580, 3_166_615), number, text });
    expect(l.axis.top).toBe(10_000_000);
    expect(l.ticks.map((t) => t.label.text)).toEqual(['1', '10', '100', '1,000', '10,000', '100,000', '1,000,000', '10,000,000']);
    // Equal ratios, equal distances: each power of ten one step further.
    const gaps = l.ticks.slice(1).map((t, i) => t.x - l.ticks[i].x);
    for (const g of gaps) expect(g).toBeCloseTo(gaps[0], 6);
    const [search, exact] = l.bars;
    expect(search.x + search.w).toBeCloseTo(l.axis.x0 + (Math.log10(580) / 7) * (l.axis.x1 - l.axis.x0), 6);
    expect(exact.x + exact.w).toBeCloseTo(logX(3_166_615, l.axis.x0, l.axis.x1, l.axis.top), 6);
    expect(exact.w).toBeGreaterThan(2 * search.w);
    expect(search.texts.map((t) => t.text)).toEqual(["The AI's search at depth 4: 580 nodes"]);
    inside(l);
  });

  it('fits a phone: long labels split into name and count, tick labels thinned', () => {
    const l = layoutNodeBars({ width: 300, size: 14, bars: bars(696, 123_456_789), number, text });
    expect(l.bars[1].texts.map((t) => t.text)).toEqual(['The exact solve (the whole tree)', '123,456,789 nodes']);
    expect(l.ticks.length).toBeLessThan(10);
    expect(l.ticks.at(-1)?.label.text).toBe('1,000,000,000');
    inside(l);
  });

  it('counts a CJK character as a full em', () => {
    expect(textWidth('探索', 10)).toBe(20);
    expect(textWidth('ab', 10)).toBe(12);
  });
});
