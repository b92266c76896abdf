import type { ComponentType } from 'react';
import type { Grade } from '../../../exercises/grade.ts';
import type { AnswerValue, Answers, Exercise, Kind } from '../../../exercises/types.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import type { Translate } from '../../../i18n/translate.ts';

/** What every kind's body gets: the exercise, the answers so far, the grade once checked, the blanks "show me" has revealed. */
export interface BodyProps<K extends Kind = Kind> {
  readonly ex: Exercise<K>;
  readonly answers: Answers;
  readonly grade: Grade | undefined;
  readonly revealed: ReadonlySet<string>;
  readonly onAnswer: (blank: string, value: AnswerValue | undefined) => void;
}

/** What a kind's worksheet block gets: the exercise, and whether this is the answer key (answers filled in). */
export interface SheetProps<K extends Kind = Kind> {
  readonly ex: Exercise<K>;
  readonly showAnswer: boolean;
}

/**
 * A kind's view: its words, its body on the page and its block on the
 * printed worksheet. One per kind in kinds/, listed in KIND_VIEWS.
 */
export interface KindView<K extends Kind> {
  /** The kind's name ("Who wins?"). */
  readonly title: MessageKey;
  /** What the question asks, on the page and on paper. */
  readonly prompt: MessageKey;
  readonly Body: ComponentType<BodyProps<K>>;
  /** The question's blanks on paper (the board, if any, included); in the key, with the engine's answers. */
  readonly Sheet: ComponentType<SheetProps<K>>;
  /** A blank named for the feedback ("Value of x:2", "the case"). */
  readonly blankName: (id: string, ex: Exercise<K>, t: Translate) => string;
  /** A tree question: printed from a fresh page. */
  readonly sheetTree: boolean;
}

/** The blank's grade (undefined before checking). */
export function blankRight(grade: Grade | undefined, id: string): boolean | undefined {
  return grade ? grade.blanks[id] : undefined;
}
