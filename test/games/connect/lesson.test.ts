/**
 * The Connect Four lesson: the solver's technique switches (the same exact scores, different node counts, fewer
 * nodes with each technique added) on a small sample of the published sets, and the shape of the committed table
 * (lessonTable.json, rebuilt by scripts/connect4Lesson.ts) that the lab draws.
 */
import { describe, expect, it } from 'vitest';
import { createSolver } from '../../../src/games/connect/solver.ts';
import { connect4Lesson } from '../../../src/games/connect/lesson.ts';
import { LESSON_TECHNIQUES, STEP_SWITCHES } from '../../helpers/connect4Steps.ts';
import table from '../../../src/games/connect/lessonTable.json' with { type: 'json' };
import type { ScoredLine } from '../../../src/games/connect/scoredLines.ts';
import { CONNECT4_SETS, connect4SetPath, readConnect4Set } from '../../helpers/connect4Sets.ts';

const endPath = connect4SetPath(CONNECT4_SETS.endEasy);
const middlePath = connect4SetPath(CONNECT4_SETS.middleEasy);
const absent = endPath === null || middlePath === null;

/** Each step's nodes per line (every score checked against the set's). */
function nodesPerStep(lines: readonly ScoredLine[], steps: readonly (typeof LESSON_TECHNIQUES)[number][]): number[][] {
  return steps.map((id) => {
    const solver = createSolver(7, 6, { techniques: STEP_SWITCHES[id], logSize: 16 });
    return lines.map((l) => {
      solver.reset();
      const r = solver.solve(l.moves);
      expect(r.score, `${id} on ${l.line}`).toBe(l.score);
      return r.nodes;
    });
  });
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const fewerThanMore = (now: readonly number[], before: readonly number[]) => now.filter((n, i) => n < before[i]).length > now.filter((n, i) => n > before[i]).length;

describe.skipIf(absent)(absent ? `the technique switches: skipped, ${CONNECT4_SETS.endEasy} or ${CONNECT4_SETS.middleEasy} is absent from ../shared/data` : 'the technique switches on lines of End-Easy and Middle-Easy', () => {
  it('every step gives every published score; the nodes differ and fall with each technique added', () => {
    // Plain alpha-beta is slow: it and the centre order on 10 + 10 lines; the later steps on 50 Middle-Easy lines,
    // where the null window's gain on the harder positions outweighs its cost on the quick ones.
    const few = [...readConnect4Set(endPath as string).slice(0, 10), ...readConnect4Set(middlePath as string).slice(0, 10)];
    const [plain, centreFew] = nodesPerStep(few, ['plain', 'centre']);
    expect(sum(centreFew)).toBeLessThan(sum(plain));
    expect(fewerThanMore(centreFew, plain), 'centre first: fewer nodes on more lines than more').toBe(true);
    const middle = readConnect4Set(middlePath as string).slice(0, 50);
    const [centre, tableStep, nullWindow, threats] = nodesPerStep(middle, ['centre', 'table', 'nullWindow', 'threats']);
    expect(sum(tableStep)).toBeLessThan(sum(centre));
    expect(sum(nullWindow)).toBeLessThan(sum(tableStep));
    expect(sum(threats)).toBeLessThan(sum(nullWindow));
    expect(fewerThanMore(tableStep, centre), 'the table: fewer nodes on more lines than more').toBe(true);
    expect(fewerThanMore(threats, nullWindow), 'threats first: fewer nodes on more lines than more').toBe(true);
    // The null window costs nodes on most quick positions (several searches instead of one): its gain is in the total.
    // The default solver is the last step.
    const solver = createSolver(7, 6, { logSize: 16 });
    expect(middle.map((l) => (solver.reset(), solver.solve(l.moves).nodes))).toEqual(threats);
  });
});

describe('the lesson table (lessonTable.json)', () => {
  it('has one row per step in order, falling totals, counts of fewer and more within the sample', () => {
    expect(table.sample.positions).toBe(table.sample.sets.length * table.sample.linesPerSet);
    expect(table.sample.positions).toBeGreaterThanOrEqual(50);
    expect(table.steps.map((s) => s.id)).toEqual([...LESSON_TECHNIQUES]);
    table.steps.forEach((s, i) => {
      expect(Number.isInteger(s.nodes) && s.nodes > 0).toBe(true);
      if (i === 0) expect([s.fewer, s.more]).toEqual([null, null]);
      else {
        expect(s.nodes).toBeLessThan(table.steps[i - 1].nodes);
        expect((s.fewer ?? 0) + (s.more ?? 0)).toBeLessThanOrEqual(table.sample.positions);
      }
    });
    expect(connect4Lesson.steps).toBe(table.steps);
  });

  it('boards: tic-tac-toe as the reference, then larger boards with more positions; only the centre opening wins', () => {
    const b = connect4Lesson.boards;
    expect(b.filter((x) => x.reference).map((x) => x.positions)).toEqual([5478]);
    expect(b.map((x) => x.positions)).toEqual([5478, 161029, 3945711, 4531985219092]);
    expect(connect4Lesson.opening).toEqual(['loss', 'loss', 'draw', 'win', 'draw', 'loss', 'loss']);
  });
});
