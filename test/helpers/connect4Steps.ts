/** The steps of the Connect Four lesson's table (scripts/connect4Lesson.ts builds it; test/games/connect/lesson.test.ts checks them): the solver's switches for each. */
import type { SolverTechniques } from '../../src/games/connect/solver.ts';

/** The solver's techniques, each step adding one to the step before (the table's rows, in order). */
export const LESSON_TECHNIQUES = ['plain', 'centre', 'table', 'nullWindow', 'threats'] as const;

/** The switches of each step. */
export const STEP_SWITCHES: Readonly<Record<(typeof LESSON_TECHNIQUES)[number], SolverTechniques>> = {
  plain: { order: 'left', table: false, nullWindow: false },
  centre: { order: 'centre', table: false, nullWindow: false },
  table: { order: 'centre', table: true, nullWindow: false },
  nullWindow: { order: 'centre', table: true, nullWindow: true },
  threats: {},
};
