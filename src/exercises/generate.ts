/**
 * Exercise sets: a quiz is a list of kinds, a level, a count and a seed, so
 * a whole class gets the same questions in the same order. Question i is of
 * kind kinds[i mod kinds.length] and is generated from its own seed, derived
 * from the quiz seed and i.
 */
import { createRng } from './engine.ts';
import { EXERCISE_KINDS } from './kinds/index.ts';
import type { QuizSpec } from './quizLink.ts';
import type { Exercise, Kind, Level } from './types.ts';

/** One exercise of `kind` at `level` from `seed` (any 32-bit integer). Deterministic. */
export function generateExercise(kind: Kind, level: Level, seed: number): Exercise {
  return EXERCISE_KINDS[kind].generate(createRng(seed), level, seed);
}

/** The seed of question `i` of a quiz: the quiz seed and i mixed (one mulberry32 output), so neighbouring seeds give unrelated sets. */
export function questionSeed(seed: number, i: number): number {
  return createRng((seed ^ Math.imul(i + 1, 0x9e3779b9)) | 0).nextUint32();
}

/** The questions of a quiz, in order. Deterministic. */
export function generateSet(spec: QuizSpec): Exercise[] {
  return Array.from({ length: spec.count }, (_, i) => generateExercise(spec.kinds[i % spec.kinds.length], spec.level, questionSeed(spec.seed, i)));
}
