/**
 * Exercise benchmarks: generating a question of each kind at its hardest
 * level (what the exercises tab does when a set opens), and a whole set of
 * 20 mixed questions. Seeds 0.. so runs compare like with like.
 */
import { generateExercise, generateSet } from '../src/exercises/generate.ts';
import { KINDS } from '../src/exercises/types.ts';
import { median, type BenchRow } from './stats.ts';

export function benchExercises(perKind = 200, sets = 9): BenchRow[] {
  const rows: BenchRow[] = [];
  generateExercise('who-wins', 'easy', 0); // position table built once, outside the timings
  for (const kind of KINDS) {
    const times: number[] = [];
    for (let seed = 0; seed < perKind; seed++) {
      const t0 = performance.now();
      generateExercise(kind, 'hard', seed);
      times.push(performance.now() - t0);
    }
    rows.push({ name: `exercises: one "${kind}" question, hard`, median: times.length ? median(times) : 0, unit: 'ms', runs: perKind });
  }
  const times: number[] = [];
  for (let s = 0; s < sets; s++) {
    const t0 = performance.now();
    generateSet({ kinds: [...KINDS], level: 'hard', count: 20, seed: s });
    times.push(performance.now() - t0);
  }
  rows.push({ name: 'exercises: a set of 20 mixed questions, hard', median: median(times), unit: 'ms', runs: sets, target: '≤ 100 ms' });
  return rows;
}
