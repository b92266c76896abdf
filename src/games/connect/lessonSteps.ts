/** The steps of the Connect Four lesson's table of techniques (lesson.ts; scripts/connect4Lesson.ts builds lessonTable.json). */
import type { SolverTechniques } from './solver.ts';

/** The solver's techniques, each step adding one to the step before (the table's rows, in order). */
export const LESSON_TECHNIQUES = ['plain', 'centre', 'table', 'nullWindow', 'threats'] as const;

/** lessonTable.json: the sample and, per step, the total nodes over it and on how many positions it needed fewer (more) nodes than the step before. */
export interface LessonTable {
  readonly sample: { readonly sets: readonly string[]; readonly linesPerSet: number; readonly positions: number };
  readonly steps: readonly { readonly id: string; readonly nodes: number; readonly fewer: number | null; readonly more: number | null }[];
}

/** The switches of each step (LESSON_TECHNIQUES' order). */
export const STEP_SWITCHES: Readonly<Record<(typeof LESSON_TECHNIQUES)[number], SolverTechniques>> = {
  plain: { order: 'left', table: false, nullWindow: false },
  centre: { order: 'centre', table: false, nullWindow: false },
  table: { order: 'centre', table: true, nullWindow: false },
  nullWindow: { order: 'centre', table: true, nullWindow: true },
  threats: {},
};
