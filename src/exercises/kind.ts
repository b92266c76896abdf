/**
 * What an exercise kind is on the pure side: its id and its generator (the
 * answer key is the generated blanks' answers; grading is by blank type,
 * grade.ts). Each kind is one file in kinds/ exporting one `ExerciseKind`,
 * listed once in kinds/index.ts; its React body, worksheet block and words
 * are its view (features/exercises/ui/kinds/, listed in KIND_VIEWS).
 */
import type { Rng } from './engine.ts';
import type { Conventions, KindRules, Mistake } from './conventions.ts';
import type { AnswerValue, Blank, ExplainStep, Kind, Level, OpenIn } from './types.ts';
import type { Board } from './engine.ts';
import type { GeneratorVersion } from './quizLink.ts';
import type { NumTree } from './numericTree.ts';

/** A wrong answer to a blank that another convention would make right, and which (for the feedback). */
export interface Trap {
  readonly blank: string;
  readonly answer: AnswerValue;
  readonly mistake: Mistake;
}

/** Where an exercise of the game is set: the line of play from the empty board, the position it reaches, and where "open in" takes the student. */
export interface AtPosition {
  /** The line of play from the empty board to the position. */
  readonly moves: readonly number[];
  readonly board: Board;
  readonly openIn: OpenIn;
}

/** An exercise on an abstract tree (numeric kinds): no position, nothing to open in the explorer or the lab. */
export interface NoPosition {
  readonly moves?: undefined;
  readonly board?: undefined;
  readonly openIn: null;
}

/** One generated exercise of kind K whose extra data (what is shown besides the position) is S, set at a position (P: AtPosition) or on none. */
export type ExerciseOf<K extends Kind, S, P extends AtPosition | NoPosition = AtPosition> = P & {
  readonly kind: K;
  readonly level: Level;
  /** The seed it was generated from (with kind and level, it reproduces the exercise). */
  readonly seed: number;
  readonly shown: S;
  readonly blanks: readonly Blank[];
  readonly steps: readonly ExplainStep[];
  /** The conventions that decide this exercise's answers, as its prompt states them. */
  readonly rules: Partial<Conventions>;
  /** Wrong answers another convention would give (empty when the conventions agree here). */
  readonly traps: readonly Trap[];
};

/** An exercise kind: the id the quiz link names it by, and its seeded generator. */
export interface ExerciseKind<K extends Kind, S extends { readonly kind: K }, P extends AtPosition | NoPosition = AtPosition> {
  readonly id: K;
  /** The conventions that decide its answers and the values it offers (conventions.ts). */
  readonly rules: KindRules;
  /** The rules of the questions of an older generator version, when they differ from `rules` (a link keeps the rules it was made under). */
  readonly rulesAt?: (version: GeneratorVersion) => KindRules;
  /**
   * One exercise at `level` drawn with `rng` (seeded from `seed`, which the
   * exercise records) under `conventions` (the kind's rules resolved; the
   * caller records them as the exercise's `rules`) with the generators of
   * `version` (a kind that has not changed ignores it), on the quiz's
   * `typed` tree when it has one (numeric kinds; others ignore it). Deterministic.
   */
  readonly generate: (rng: Rng, level: Level, seed: number, conventions: Conventions, version: GeneratorVersion, typed?: NumTree | null) => Omit<ExerciseOf<K, S, P>, 'rules'>;
}

/** The shown data of a kind object (its second type parameter). */
export type ShownOf<T> = T extends ExerciseKind<Kind, infer S, AtPosition | NoPosition> ? S : never;
/** Where a kind object's exercises are set (its third type parameter). */
export type PlaceOf<T> = T extends ExerciseKind<Kind, { readonly kind: Kind }, infer P> ? P : never;
