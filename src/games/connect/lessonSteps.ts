/** The steps of the Connect Four lesson's table of techniques (lesson.ts; scripts/connect4Lesson.ts builds lessonTable.json). */

/** The solver's techniques, each step adding one to the step before (the table's rows, in order). */
export const LESSON_TECHNIQUES = ['plain', 'centre', 'table', 'nullWindow', 'threats'] as const;

/** lessonTable.json: the sample and, per step, the total nodes over it and on how many positions it needed fewer (more) nodes than the step before. */
export interface LessonTable {
  readonly sample: { readonly sets: readonly string[]; readonly linesPerSet: number; readonly positions: number };
  readonly steps: readonly { readonly id: string; readonly nodes: number; readonly fewer: number | null; readonly more: number | null }[];
}

