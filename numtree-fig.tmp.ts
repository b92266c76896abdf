import { generateExercise } from './src/exercises/generate.ts';
import { LEVELS } from './src/exercises/types.ts';
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
for (const rules of [{ cut: 'ge', fail: 'soft', best: 'wdl' }, { cut: 'gt', fail: 'hard', best: 'wdl' }] as const)
for (const level of LEVELS) {
  const exs = Array.from({ length: 1000 }, (_, s) => generateExercise('numeric-alpha-beta', level, s, rules, 2));
  const depthOf = (p: string) => p.length;
  const perLevel = (ex: (typeof exs)[0]) => { const c = new Map<number, number>(); for (const n of ex.shown.tree.nodes) c.set(depthOf(n.path), (c.get(depthOf(n.path)) ?? 0) + 1); return [...c.values()]; };
  const cutsPer = (ex: (typeof exs)[0]) => { const b = ex.blanks[0]; const c = new Map<number, number>(); if (b.type === 'set') for (const p of b.answer) c.set(p.length, (c.get(p.length) ?? 0) + 1); return c; };
  const depth = exs[0].shown.tree.nodes.reduce((m, n) => Math.max(m, n.path.length), 0);
  const nodesByLevel = Array.from({ length: depth + 1 }, (_, d) => med(exs.map((ex) => perLevel(ex)[d] ?? 0)));
  const cutsByLevel = Array.from({ length: depth }, (_, d) => med(exs.map((ex) => cutsPer(ex).get(d + 1) ?? 0)));
  const cuts = exs.map((ex) => (ex.blanks[0].type === 'set' ? ex.blanks[0].answer.length : 0));
  const mm = Array.from({ length: 1000 }, (_, s) => generateExercise('numeric-minimax', level, s));
  console.log(rules.cut, rules.fail, level, 'nodes', med(exs.map((e) => e.shown.tree.nodes.length)), 'leaves', med(exs.map((e) => e.shown.tree.nodes.filter((n) => n.leafValue !== null).length)), 'cuts', med(cuts), 'blanks', med(exs.map((e) => e.blanks.length)), 'nodes/level', nodesByLevel.join('/'), 'cuts/level', cutsByLevel.join('/'), 'minimax nodes', med(mm.map((e) => e.shown.tree.nodes.length)), 'mm blanks', med(mm.map((e) => e.blanks.length)), 'traps share', (exs.filter((e) => e.traps.length > 0).length / 10).toFixed(0) + '%');
}
