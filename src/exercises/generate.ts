/**
 * Exercise sets: a quiz is a list of kinds, a level, a count and a seed, so
 * a whole class gets the same questions in the same order. Question i is of
 * kind kinds[i mod kinds.length] and is generated from its own seed, derived
 * from the quiz seed and i.
 */
import { createRng, type Rng } from './engine.ts';
import { generateAlphaBeta } from './kinds/alphaBeta.ts';
import { generateBestMoves } from './kinds/bestMoves.ts';
import { generateMinimax } from './kinds/minimax.ts';
import { generateWhichCase } from './kinds/whichCase.ts';
import { generateWhichOrder } from './kinds/whichOrder.ts';
import { generateWhoWins } from './kinds/whoWins.ts';
import type { QuizSpec } from './quizLink.ts';
import type { Exercise, Kind, Level } from './types.ts';

const GENERATORS: Record<Kind, (rng: Rng, level: Level, seed: number) => Exercise> = {
  'who-wins': generateWhoWins,
  'best-moves': generateBestMoves,
  minimax: generateMinimax,
  'alpha-beta': generateAlphaBeta,
  'which-case': generateWhichCase,
  'which-order': generateWhichOrder,
};

/** One exercise of `kind` at `level` from `seed` (any 32-bit integer). Deterministic. */
export function generateExercise(kind: Kind, level: Level, seed: number): Exercise {
  return GENERATORS[kind](createRng(seed), level, seed);
}

/** The seed of question `i` of a quiz: the quiz seed and i mixed (one mulberry32 output), so neighbouring seeds give unrelated sets. */
export function questionSeed(seed: number, i: number): number {
  return createRng((seed ^ Math.imul(i + 1, 0x9e3779b9)) | 0).nextUint32();
}

/** The questions of a quiz, in order. Deterministic. */
export function generateSet(spec: QuizSpec): Exercise[] {
  return Array.from({ length: spec.count }, (_, i) => generateExercise(spec.kinds[i % spec.kinds.length], spec.level, questionSeed(spec.seed, i)));
}
