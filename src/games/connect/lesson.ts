/**
 * The Connect Four lesson (issue #26, point 7), as data the lab's "why it is solved by search" panel draws (the game's
 * `extras.searchLesson`): how many positions each board has against tic-tac-toe's, what each technique of the solver
 * buys (lessonTable.json, rebuilt by scripts/connect4Lesson.ts) and the value of each first column on 7×6.
 */
import type { SearchLesson } from '../module.ts';
import table from './lessonTable.json' with { type: 'json' };

/** lessonTable.json: the sample and, per step, the total nodes over it and on how many positions it needed fewer (more) nodes than the step before. */
export interface LessonTable {
  readonly sample: { readonly sets: readonly string[]; readonly linesPerSet: number; readonly positions: number };
  readonly steps: readonly { readonly id: string; readonly nodes: number; readonly fewer: number | null; readonly more: number | null }[];
}

/**
 * Positions reachable in play (play stops at a win) per board: tic-tac-toe 5,478 (this app's tree); 4×4 and 5×4
 * counted by solveAll.ts (a unit test and the benchmark hold them); 7×6 4,531,985,219,092, computed by Edelkamp and
 * Kissmann (OEIS A212693, "Number of legal 7 X 6 Connect-Four positions after n plies", the sum of its terms).
 */
const BOARDS: SearchLesson['boards'] = [
  { label: '3×3', positions: 5478, reference: true },
  { label: '4×4', positions: 161029, reference: false },
  { label: '5×4', positions: 3945711, reference: false },
  { label: '7×6', positions: 4531985219092, reference: false },
];

/**
 * The first player's result with best play after each first column on 7×6 (columns 1–7): only the centre wins; its
 * neighbours draw; the other four lose. Allis, "A Knowledge-based Approach of Connect-Four" (1988): the centre wins,
 * the second player at least draws after any other first move; Tromp's database (1995, "John's Connect Four
 * Playground"): which of those draw and which lose.
 */
const OPENING: SearchLesson['opening'] = ['loss', 'loss', 'draw', 'win', 'draw', 'loss', 'loss'];

export const connect4Lesson: SearchLesson = { boards: BOARDS, steps: (table as LessonTable).steps, sample: (table as LessonTable).sample, opening: OPENING };
