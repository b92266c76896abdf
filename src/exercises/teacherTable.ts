/**
 * The teacher's table of handed-in results (result.ts): each result is
 * re-graded from its quiz link (the questions generated again, every answer
 * graded), never from the score it writes, and results are grouped by quiz
 * (the link's quiz, so two classes' quizzes never mix). Per group: students ×
 * questions with partial credit, each question's rate of right blanks, and the
 * blanks most often wrong. Pure; never throws on a result's content.
 */
import { creditOf, gradeExercise } from './grade.ts';
import { generateSet } from './generate.ts';
import { formatQuiz, parseQuiz, type QuizProblem, type QuizSpec } from './quizLink.ts';
import { quizQuery, type QuizResult, type ReadResult } from './result.ts';
import type { Exercise, Kind } from './types.ts';

type Credit = readonly [number, number];

/** A student's row. */
export interface TeacherRow {
  /** The result's place in the paste (1-based). */
  readonly result: number;
  readonly name: string;
  readonly started: number;
  readonly handedIn: number;
  /** Re-graded credit per question. */
  readonly credits: readonly Credit[];
  readonly total: Credit;
  /** The total the result wrote. */
  readonly written: Credit;
  /** Questions (1-based) whose written credit differs from the re-graded one. */
  readonly differs: readonly number[];
  /** Per question: the ids of the blanks answered wrong (or not at all). */
  readonly wrong: readonly (readonly string[])[];
}

/** One quiz's results. */
export interface TeacherGroup {
  /** The quiz's canonical link query (formatQuiz). */
  readonly key: string;
  readonly spec: QuizSpec;
  /** Each question's kind. */
  readonly kinds: readonly Kind[];
  readonly rows: readonly TeacherRow[];
  /** Per question: right blanks over all students, of all blanks. */
  readonly rates: readonly Credit[];
  /** The blanks wrong most often (wrong at least once), most first, at most `TOP_WRONG`. */
  readonly mostWrong: readonly { readonly question: number; readonly blank: string; readonly wrong: number; readonly of: number }[];
}

const TOP_WRONG = 5;

/** What re-grading found wrong with a result that read whole. */
export type RegradeProblem =
  | { readonly result: number; readonly code: 'quiz-link'; readonly problems: readonly QuizProblem[]; readonly text: string }
  | { readonly result: number; readonly code: 'extra-questions'; readonly count: number; readonly written: number }
  | { readonly result: number; readonly code: 'unknown-blank'; readonly question: number; readonly text: string }
  /** A notice, not an error: the written score is not the re-graded one (edited, or another app version's count). */
  | { readonly result: number; readonly code: 'score-differs'; readonly written: Credit; readonly regraded: Credit; readonly questions: readonly number[] };

/** The quiz of a result's link, or what cannot be read in it. */
function specOf(r: QuizResult): { spec: QuizSpec } | { problems: QuizProblem[] } {
  const query = quizQuery(r.quiz) ?? '';
  const { spec, problems } = parseQuiz(query, 0);
  return problems.length > 0 ? { problems } : { spec };
}

/**
 * Re-grades the results that read whole and groups them by quiz, in the order
 * each quiz first appears. Cost: one generated set per quiz, O(blanks) per result.
 */
export function teacherTable(read: readonly ReadResult[]): { groups: TeacherGroup[]; problems: RegradeProblem[] } {
  const problems: RegradeProblem[] = [];
  const sets = new Map<string, { spec: QuizSpec; set: Exercise[]; rows: TeacherRow[] }>();
  for (const { index, result: r } of read) {
    if (r === null) continue;
    const found = specOf(r);
    if ('problems' in found) {
      problems.push({ result: index, code: 'quiz-link', problems: found.problems, text: r.quiz });
      continue;
    }
    const key = formatQuiz(found.spec);
    let entry = sets.get(key);
    if (!entry) sets.set(key, (entry = { spec: found.spec, set: generateSet(found.spec), rows: [] }));
    if (r.questions.length > entry.set.length) {
      problems.push({ result: index, code: 'extra-questions', count: entry.set.length, written: r.questions.length });
      continue;
    }
    const row = regrade(index, r, entry.set, problems);
    entry.rows.push(row);
    if (row.differs.length > 0 || row.total[0] !== row.written[0] || row.total[1] !== row.written[1]) {
      problems.push({ result: index, code: 'score-differs', written: row.written, regraded: row.total, questions: row.differs });
    }
  }
  const groups = [...sets.entries()].map(([key, { spec, set, rows }]) => group(key, spec, set, rows));
  return { groups, problems };
}

/** One result graded against its quiz's questions. */
function regrade(index: number, r: QuizResult, set: readonly Exercise[], problems: RegradeProblem[]): TeacherRow {
  const credits: Credit[] = [];
  const wrong: string[][] = [];
  const differs: number[] = [];
  set.forEach((ex, i) => {
    const answers = r.questions[i]?.answers ?? {};
    const ids = new Set(ex.blanks.map((b) => b.id));
    const extra = Object.keys(answers).find((id) => !ids.has(id));
    if (extra !== undefined) problems.push({ result: index, code: 'unknown-blank', question: i + 1, text: extra });
    const grade = gradeExercise(ex, answers);
    const { right, total } = creditOf(grade);
    credits.push([right, total]);
    wrong.push(ex.blanks.filter((b) => !grade.blanks[b.id]).map((b) => b.id));
    const written = r.questions[i]?.credit;
    if (written !== undefined && (written[0] !== right || written[1] !== total)) differs.push(i + 1);
  });
  const total: Credit = [credits.reduce((s, c) => s + c[0], 0), credits.reduce((s, c) => s + c[1], 0)];
  return { result: index, name: r.name, started: r.started, handedIn: r.handedIn, credits, total, written: r.score, differs, wrong };
}

function group(key: string, spec: QuizSpec, set: readonly Exercise[], rows: readonly TeacherRow[]): TeacherGroup {
  const rates: Credit[] = set.map((_, i) => [rows.reduce((s, r) => s + r.credits[i][0], 0), rows.reduce((s, r) => s + r.credits[i][1], 0)]);
  const counts = new Map<string, { question: number; blank: string; wrong: number; order: number }>();
  set.forEach((ex, i) =>
    ex.blanks.forEach((b, j) => {
      const wrongCount = rows.filter((r) => r.wrong[i].includes(b.id)).length;
      if (wrongCount > 0) counts.set(`${i}/${b.id}`, { question: i + 1, blank: b.id, wrong: wrongCount, order: i * 1000 + j });
    }),
  );
  const mostWrong = [...counts.values()]
    .sort((a, b) => b.wrong - a.wrong || a.order - b.order)
    .slice(0, TOP_WRONG)
    .map(({ question, blank, wrong }) => ({ question, blank, wrong, of: rows.length }));
  return { key, spec, kinds: set.map((ex) => ex.kind), rows, rates, mostWrong };
}
