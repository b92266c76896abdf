/**
 * Grading: a blank is right when the answer given is the engine's answer
 * (a choice, a set of cells or edges, a value) or, for an estimate, a whole
 * number within the stated range. Pure; never throws on odd input.
 */
import type { AnswerValue, Answers, Blank, Exercise } from './types.ts';

/** True when `given` answers `blank` correctly. O(options). */
export function gradeBlank(blank: Blank, given: AnswerValue | undefined): boolean {
  switch (blank.type) {
    case 'choice':
      return given === blank.answer;
    case 'value':
      return typeof given === 'number' && given === blank.answer;
    case 'estimate':
      return typeof given === 'number' && Number.isInteger(given) && given >= blank.lo && given <= blank.hi;
    case 'set': {
      if (!Array.isArray(given)) return false;
      const set = new Set(given as readonly string[]);
      return set.size === blank.answer.length && blank.answer.every((a) => set.has(a));
    }
  }
}

export interface Grade {
  /** Every blank right. */
  readonly correct: boolean;
  /** Per blank id: right or not. */
  readonly blanks: Readonly<Record<string, boolean>>;
}

/** Partial credit: how many of the grade's blanks are right, of how many. O(blanks). */
export function creditOf(grade: Grade): { right: number; total: number } {
  const marks = Object.values(grade.blanks);
  return { right: marks.filter(Boolean).length, total: marks.length };
}

/** Grades every blank of `ex`. */
export function gradeExercise(ex: Exercise, answers: Answers): Grade {
  const blanks: Record<string, boolean> = {};
  for (const b of ex.blanks) blanks[b.id] = gradeBlank(b, answers[b.id]);
  return { correct: ex.blanks.every((b) => blanks[b.id]), blanks };
}

/** Why a typed number was not read. */
export type NumberProblem = 'empty' | 'not-a-number' | 'not-allowed';

/**
 * A typed number's text made plain: NFKC folds full-width digits, signs and
 * letters (`１`, `－`, `＋`, `ｉｎｆ`, typed by a Japanese keyboard in
 * full-width mode) and ideographic spaces to ASCII; the minus sign − (U+2212),
 * which NFKC keeps, becomes `-`; spaces go; letters are lower-cased.
 */
function plainNumberText(text: string): string {
  return text.normalize('NFKC').replace(/\u2212/g, '-').replace(/\s+/g, '').toLowerCase();
}

/**
 * Reads a typed value: an integer (a leading `+` or `-` allowed), with -∞ /
 * +∞ also written `-inf`, `inf`, `∞`; full-width digits and signs and the
 * minus sign − read as their ASCII forms. `domain` (when given) lists the
 * values allowed. Never throws.
 */
export function parseNumber(text: string, domain?: readonly number[]): { ok: true; value: number } | { ok: false; problem: NumberProblem } {
  const s = plainNumberText(text);
  if (s === '') return { ok: false, problem: 'empty' };
  let value: number;
  if (/^[+]?(∞|inf|infinity)$/.test(s)) value = Infinity;
  else if (/^-(∞|inf|infinity)$/.test(s)) value = -Infinity;
  else if (/^[+-]?\d{1,9}$/.test(s)) value = Number(s);
  else return { ok: false, problem: 'not-a-number' };
  if (Object.is(value, -0)) value = 0;
  if (domain && !domain.includes(value)) return { ok: false, problem: 'not-allowed' };
  return { ok: true, value };
}

/** Reads a typed count (a whole number, full-width digits and a leading + allowed); NaN when it is not one. Never throws. */
export function parseCount(text: string): number {
  const s = plainNumberText(text);
  return /^[+]?\d{1,9}$/.test(s) ? Number(s) : NaN;
}
