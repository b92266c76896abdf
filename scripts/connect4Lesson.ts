/**
 * Rebuilds `src/games/connect/lessonTable.json`, the table of the Connect Four lesson (what each technique of the
 * solver buys): the first 50 lines of the End-Easy and Middle-Easy test sets (read from ../shared/data, never copied
 * into the repository; connect4SetPath), each solved with an empty table by five variants of the solver, each adding
 * one technique to the one before (SolverOptions.techniques): plain alpha-beta (columns left to right, one search
 * over the whole window), + centre-first order, + transposition table, + null-window narrowing, + threat order (the
 * default solver). Every variant must give every line's published score (it throws otherwise). Writes the total
 * nodes per variant and on how many lines each variant searched fewer (more) nodes than the one before it.
 *
 *   npx tsx scripts/connect4Lesson.ts [--check]   (--check: compare with the committed table, exit 1 if it differs)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSolver } from '../src/games/connect/solver.ts';
import type { LessonTable } from '../src/games/connect/lesson.ts';
import { LESSON_TECHNIQUES, STEP_SWITCHES } from '../test/helpers/connect4Steps.ts';
import { CONNECT4_SETS, connect4SetPath, readConnect4Set } from '../test/helpers/connect4Sets.ts';

const LINES_PER_SET = 50;
const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../src/games/connect/lessonTable.json');

export function buildLessonTable(): LessonTable {
  const sets = [
    { name: 'End-Easy', file: CONNECT4_SETS.endEasy },
    { name: 'Middle-Easy', file: CONNECT4_SETS.middleEasy },
  ];
  const lines = sets.flatMap((s) => {
    const path = connect4SetPath(s.file);
    if (path === null) throw new Error(`${s.file} is absent from ../shared/data: the lesson's table needs it`);
    return readConnect4Set(path).slice(0, LINES_PER_SET);
  });
  let before: number[] | null = null;
  const steps = LESSON_TECHNIQUES.map((id) => {
    const solver = createSolver(7, 6, { techniques: STEP_SWITCHES[id], logSize: 20 });
    const nodes = lines.map((l) => {
      solver.reset();
      const r = solver.solve(l.moves);
      if (r.score !== l.score) throw new Error(`${id}: ${l.line} solved ${r.score}, the set says ${l.score}`);
      return r.nodes;
    });
    const prev = before;
    before = nodes;
    return {
      id,
      nodes: nodes.reduce((a, b) => a + b, 0),
      fewer: prev === null ? null : nodes.filter((n, i) => n < prev[i]).length,
      more: prev === null ? null : nodes.filter((n, i) => n > prev[i]).length,
    };
  });
  return { sample: { sets: sets.map((s) => `${s.name} (${s.file})`), linesPerSet: LINES_PER_SET, positions: lines.length }, steps };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t = performance.now();
  const text = `${JSON.stringify(buildLessonTable(), null, 2)}\n`;
  if (process.argv.includes('--check')) {
    const same = readFileSync(OUT, 'utf8') === text;
    console.log(same ? 'lessonTable.json is up to date' : 'lessonTable.json differs from a fresh build');
    process.exitCode = same ? 0 : 1;
  } else {
    writeFileSync(OUT, text);
    console.log(`wrote ${OUT}`);
  }
  console.log(`${Math.round(performance.now() - t)} ms`);
}
