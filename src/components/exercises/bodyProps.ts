import type { Grade } from '../../exercises/grade.ts';
import type { AnswerValue, Answers, Exercise } from '../../exercises/types.ts';

/** What every kind's body gets: the exercise, the answers so far, the grade once checked, the blanks "show me" has revealed. */
export interface BodyProps {
  readonly ex: Exercise;
  readonly answers: Answers;
  readonly grade: Grade | undefined;
  readonly revealed: ReadonlySet<string>;
  readonly onAnswer: (blank: string, value: AnswerValue | undefined) => void;
}

/** The blank's grade (undefined before checking). */
export function blankRight(grade: Grade | undefined, id: string): boolean | undefined {
  return grade ? grade.blanks[id] : undefined;
}
