/** The lesson's log-scale bar charts: bars and labels inside the drawing, labels clear of values and of each other, the log scale right. */
import { describe, expect, it } from 'vitest';
import { LESSON_CHART_WIDTH, logBars, powerOfTen, textWidth, type Box, type LogBarLayout } from '../../src/view/logBars.ts';
import { connect4Lesson } from '../../src/games/connect/lesson.ts';
import { searchedEn } from '../../src/features/play/searchedWords.en.ts';
import { searchedJa } from '../../src/features/play/searchedWords.ja.ts';

const inside = (b: Box, g: LogBarLayout) => b.x >= 0 && b.y >= 0 && b.x + b.w <= g.width + 1e-9 && b.y + b.h <= g.height + 1e-9;
const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Every box inside, no two overlapping, each row's label clear of its value by a space. */
function checkLayout(g: LogBarLayout): void {
  const boxes: Box[] = [];
  for (const r of g.rows) {
    for (const b of [r.labelBox, r.valueBox, r.bar]) expect(inside(b, g), JSON.stringify(b)).toBe(true);
    expect(r.labelBox.x + r.labelBox.w + g.font * 0.5, `${r.label} clear of ${r.valueText}`).toBeLessThanOrEqual(r.valueBox.x);
    expect(r.bar.w).toBeGreaterThan(0);
    boxes.push(r.labelBox, r.valueBox, r.bar);
  }
  for (const t of g.ticks) {
    expect(inside(t.box, g)).toBe(true);
    expect(t.box.y).toBeGreaterThanOrEqual(g.axisY);
    boxes.push(t.box);
  }
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const sameRow = g.rows.some((r) => [r.labelBox, r.valueBox].includes(boxes[i]) && [r.labelBox, r.valueBox].includes(boxes[j]));
    if (!sameRow) expect(overlap(boxes[i], boxes[j]), `${JSON.stringify(boxes[i])} / ${JSON.stringify(boxes[j])}`).toBe(false);
  }
}

describe('logBars', () => {
  it('puts bar ends on a log scale between the powers of ten around the values', () => {
    const g = logBars(
      [
        { label: 'a', value: 1000, valueText: '1,000' },
        { label: 'b', value: 100000, valueText: '100,000' },
        { label: 'c', value: 5478, valueText: '5,478' },
      ],
      400,
    );
    expect([g.lo, g.hi]).toEqual([3, 5]);
    const span = g.x1 - g.x0;
    const end = (i: number) => g.rows[i].bar.x + g.rows[i].bar.w;
    expect(end(1)).toBeCloseTo(g.x1);
    expect(end(2) - g.x0).toBeCloseTo((Math.log10(5478) - 3) / 2 * span);
    // 1,000 sits on the scale's start: a sliver, never a negative width.
    expect(g.rows[0].bar.w).toBe(1);
    expect(g.ticks.map((t) => t.text)).toEqual(['10³', '10⁴', '10⁵']);
    expect(g.ticks.map((t) => t.x)).toEqual([g.x0, g.x0 + span / 2, g.x1]);
    checkLayout(g);
  });

  it('thins the ticks when the decades are narrow, keeping their labels apart', () => {
    const g = logBars([{ label: 'x', value: 5478, valueText: '' }, { label: 'y', value: 4.5e12, valueText: '' }], 200);
    expect(g.ticks.length).toBeLessThan(g.hi - g.lo + 1);
    checkLayout(g);
  });

  it('rejects values that have no logarithm', () => {
    expect(() => logBars([{ label: 'x', value: 0, valueText: '0' }], 200)).toThrow(RangeError);
    expect(powerOfTen(12)).toBe('10¹²');
    expect(textWidth('三目', 10)).toBe(20);
  });

  for (const [lang, words] of [['en', searchedEn], ['ja', searchedJa]] as const) {
    it(`the Connect Four lesson's two charts fit ${LESSON_CHART_WIDTH} units in ${lang}`, () => {
      const num = (n: number) => n.toLocaleString('en');
      const boards = logBars(
        connect4Lesson.boards.map((b) => ({ label: b.reference ? words['searched.lesson.tictactoe'].replace('{board}', b.label) : b.label, value: b.positions, valueText: num(b.positions) })),
        LESSON_CHART_WIDTH,
      );
      checkLayout(boards);
      expect(boards.rows[3].bar.w / boards.rows[0].bar.w).toBeGreaterThan(5);
      const steps = logBars(
        connect4Lesson.steps.map((s) => ({ label: words[`searched.lesson.step.${s.id}` as 'searched.lesson.step.plain'], value: s.nodes, valueText: num(s.nodes) })),
        LESSON_CHART_WIDTH,
      );
      checkLayout(steps);
      // Each step's bar is shorter than the one before (the totals fall).
      steps.rows.slice(1).forEach((r, i) => expect(r.bar.w).toBeLessThan(steps.rows[i].bar.w));
    });
  }
});
