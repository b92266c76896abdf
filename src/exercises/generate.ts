/**
 * Exercise sets: a quiz is a list of kinds, a level, a count, a seed and
 * the conventions (conventions.ts), so a whole class gets the same questions
 * in the same order. Question i is of
 * kind kinds[i mod kinds.length] and is generated from its own seed, derived
 * from the quiz seed and i.
 */
import { createRng } from './engine.ts';
import { DEFAULT_CONVENTIONS, rulesFor, type Conventions } from './conventions.ts';
import { EXERCISE_KINDS } from './kinds/index.ts';
import { conventionsOf, versionOf, type GeneratorVersion, type QuizSpec } from './quizLink.ts';
import type { Exercise, Kind, Level } from './types.ts';
import type { NumTree } from './numericTree.ts';
import { parseTree } from './treeText.ts';

/**
 * One exercise of `kind` at `level` from `seed` (any 32-bit integer) under
 * the quiz's conventions (the kind's own rules resolved: rulesFor).
 * with the generators of `version` (quizLink.ts: GENERATOR_VERSIONS).
 * Deterministic; with the default conventions and version 1, the exercise
 * every earlier release gave. The numeric kinds use `typed` (the teacher's
 * tree) when given.
 */
export function generateExercise<K extends Kind>(kind: K, level: Level, seed: number, conventions: Conventions = DEFAULT_CONVENTIONS, version: GeneratorVersion = 1, typed: NumTree | null = null): Exercise<K> {
  const k = EXERCISE_KINDS[kind];
  const rules = rulesFor(k.rulesAt?.(version) ?? k.rules, conventions);
  return { ...k.generate(createRng(seed), level, seed, { ...DEFAULT_CONVENTIONS, ...rules }, version, typed), rules } as Exercise<K>;
}

/** The quiz's typed tree when it has one that reads (treeText.ts), else null (a bad one is reported by the page, and trees are drawn). */
function typedTreeOf(spec: QuizSpec): NumTree | null {
  if (spec.tree === undefined) return null;
  const r = parseTree(spec.tree);
  return r.ok ? r.tree : null;
}

/** The seed of question `i` of a quiz: the quiz seed and i mixed (one mulberry32 output), so neighbouring seeds give unrelated sets. */
export function questionSeed(seed: number, i: number): number {
  return createRng((seed ^ Math.imul(i + 1, 0x9e3779b9)) | 0).nextUint32();
}

/** The questions of a quiz, in order. Deterministic. */
export function generateSet(spec: QuizSpec): Exercise[] {
  const typed = typedTreeOf(spec);
  return Array.from({ length: spec.count }, (_, i) => generateExercise(spec.kinds[i % spec.kinds.length], spec.level, questionSeed(spec.seed, i), conventionsOf(spec), versionOf(spec), typed));
}
