/**
 * The Learn course's shape. Chapters come in the order the ideas build on
 * each other; each is a few steps and a checkpoint. A step is the live app
 * at a set state (an app address, exactly as the address bar would carry it:
 * game, moves, tab and options) beside a short text; it may ask the student
 * to do something, noticed by a predicate on the store. A chapter's words
 * (both languages) live beside its structure, keyed by step id; the course
 * loads with the Learn screen, not with the page. Pure data: no React.
 */
import type { AppState } from '../../../store/appState.ts';
import type { Kind, Level } from '../../../exercises/types.ts';

/** Something a step asks the student to do in the live view ("play the move that wins"). */
export interface StepTask {
  /** Whether it is done, read from the store after every change. */
  readonly done: (s: AppState) => boolean;
}

export interface CourseStep {
  /** `[a-z0-9-]+`, unique in its chapter: the step's address is `#/learn/<chapter>/<step>`. */
  readonly id: string;
  /**
   * The app address the live view is set to, and what "Back to the step"
   * restores, e.g. `#/?tab=explore`, `#/408?tab=lab&alg=alphabeta`,
   * `#/othello/f5d6?tab=lab`: anything an address already sets.
   */
  readonly view: string;
  /** A part of the live view the text talks about, scrolled into view with the step: a CSS selector (`.summary-panel`). */
  readonly show?: string;
  readonly task?: StepTask;
}

/** A chapter's check: generated questions (the exercise engine's kinds), graded at once with the worked answer. */
export interface Checkpoint {
  /** The questions, in order; each is seeded by the course, so everyone gets the same ones. */
  readonly questions: readonly { readonly kind: Kind; readonly level: Level; readonly seed: number }[];
  /** How many must be right to pass (passing marks the chapter done). */
  readonly pass: number;
}

export interface Chapter {
  /** `[a-z0-9-]+`: the chapter's address segment. */
  readonly id: string;
  /** The registered game the chapter is about; a chapter whose game the app does not have is not shown. */
  readonly game: string;
  readonly steps: readonly CourseStep[];
  readonly checkpoint: Checkpoint;
}

/** A step's words. Plain text; a blank line separates paragraphs. */
export interface StepWords {
  readonly title: string;
  readonly text: string;
  /** What the step asks the student to do (shown when the step has a task). */
  readonly task?: string;
  /** Said once the task is done. */
  readonly done?: string;
}

/** A chapter's words in one language: every step id of the chapter has its words (a test checks both languages). */
export interface ChapterWords {
  readonly title: string;
  /** One sentence: what the chapter teaches (the course's table of contents shows it). */
  readonly summary: string;
  readonly steps: Readonly<Record<string, StepWords>>;
}
