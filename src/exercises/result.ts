/**
 * A quiz result a student hands in: a short text a teacher pastes (or a file
 * with that text). It holds the quiz link (with its version and conventions),
 * the student's name, the answers per question and blank, the score as the
 * student's app counted it, and the start and hand-in times. It is NOT
 * tamper-proof (no server signs it): the teacher view re-grades every answer
 * from the quiz link (regrade.ts) and reports where the written score differs.
 *
 * The text (format 1), one field a line, `#` lines are comments:
 *
 *   Minimax Explorer quiz result 1
 *   # <what this is, in the student's language>
 *   quiz: https://…/#/quiz?kinds=minimax&level=easy&count=2&seed=42&v=2
 *   name: Aiko
 *   started: 2026-11-27T09:10:00.000Z
 *   handed-in: 2026-11-27T09:31:12.000Z
 *   q1: 5/7 a=n:1 b=n:-inf c=c:fail-low cuts=s:01,02 d=-
 *   q2: 0/1
 *   score: 5/8
 *   end
 *
 * A question's line: its number, its credit as written (blanks right / blanks),
 * then each answered blank as `id=value`, the value tagged by its type:
 * `n:` a number (`inf`, `-inf`; `n:?` a number that could not be read), `c:` a
 * choice, `s:` a set (items comma-separated; `s:` alone the empty set); a blank
 * id, a choice and a set item are percent-encoded (encodeURIComponent). Many
 * results can be pasted at once: each starts at its first line. Reading never
 * throws; every problem says which result, which line and what is wrong.
 */
import type { AnswerValue, Answers } from './types.ts';

export const RESULT_HEADER = 'Minimax Explorer quiz result 1';
/** The header's start, whatever the format number (a later format is reported as such). */
const HEADER_START = 'Minimax Explorer quiz result';
/** The longest name kept (a longer one is cut). */
export const NAME_MAX = 60;

/** A handed-in result as written. */
export interface QuizResult {
  /** The quiz link as written (a full address or its `kinds=…` query). */
  readonly quiz: string;
  /** The student's name ('' when not given). */
  readonly name: string;
  /** Milliseconds since 1970 (UTC). */
  readonly started: number;
  readonly handedIn: number;
  /** Per question (index 0 = q1): the answers given and the credit the student's app counted, [right, blanks]. */
  readonly questions: readonly { readonly answers: Answers; readonly credit: readonly [number, number] }[];
  /** The total written, [right, blanks]. */
  readonly score: readonly [number, number];
}

/** A name as stored: one line, trimmed, at most NAME_MAX characters. */
export function cleanName(name: string): string {
  return [...name.replace(/[\r\n\t]+/g, ' ').trim()].slice(0, NAME_MAX).join('');
}

function encodeValue(v: AnswerValue): string {
  if (typeof v === 'number') return `n:${Number.isNaN(v) ? '?' : v === Infinity ? 'inf' : v === -Infinity ? '-inf' : String(v)}`;
  if (typeof v === 'string') return `c:${encodeURIComponent(v)}`;
  return `s:${v.map(encodeURIComponent).join(',')}`;
}

/** The answers of a question as its line writes them (blanks in key order; unanswered ones left out). */
function encodeAnswers(answers: Answers): string {
  return Object.keys(answers)
    .filter((id) => answers[id] !== undefined)
    .map((id) => ` ${encodeURIComponent(id)}=${encodeValue(answers[id] as AnswerValue)}`)
    .join('');
}

/**
 * The result's text: the header, a comment line `about` (what this is, in the
 * student's language: one line), then the fields. O(answers).
 */
export function formatResult(r: QuizResult, about: string): string {
  const lines = [
    RESULT_HEADER,
    `# ${about.replace(/[\r\n]+/g, ' ')}`,
    `quiz: ${r.quiz}`,
    `name: ${cleanName(r.name)}`,
    `started: ${new Date(r.started).toISOString()}`,
    `handed-in: ${new Date(r.handedIn).toISOString()}`,
    ...r.questions.map((q, i) => `q${i + 1}: ${q.credit[0]}/${q.credit[1]}${encodeAnswers(q.answers)}`),
    `score: ${r.score[0]}/${r.score[1]}`,
    'end',
  ];
  return `${lines.join('\n')}\n`;
}

/** What is wrong with a pasted result (the teacher view words each). */
export type ResultProblemCode =
  | 'text-before' // text before the first result (ignored)
  | 'text-after' // text after a result's `end` line (ignored; the result is kept)
  | 'format' // a header of another format
  | 'no-end' // the result stops before its `end` line (cut off while copying?)
  | 'missing-field' // `field` is missing
  | 'repeated-field' // `field` is given twice
  | 'bad-field' // `field`'s value cannot be read
  | 'unknown-line' // a line that is no field
  | 'bad-answer' // question `question`: an answer that cannot be read
  | 'question-order'; // the question lines are not q1, q2, … in order

export interface ResultProblem {
  /** 1-based: which result of the paste (0: before the first). */
  readonly result: number;
  /** 1-based line of the paste. */
  readonly line: number;
  readonly code: ResultProblemCode;
  readonly field?: string;
  readonly question?: number;
  /** The text at fault, as found (the page quotes and clips it). */
  readonly text: string;
}

/** A result read from a paste: the result when it reads whole, with where it starts. */
export interface ReadResult {
  /** 1-based: its place in the paste. */
  readonly index: number;
  /** 1-based line of its header. */
  readonly line: number;
  readonly result: QuizResult | null;
}

const FIELD_KEYS = ['quiz', 'name', 'started', 'handed-in', 'score'] as const;
type FieldKey = (typeof FIELD_KEYS)[number];

function readCredit(text: string): readonly [number, number] | null {
  const m = /^(\d{1,6})\/(\d{1,6})$/.exec(text);
  if (!m) return null;
  const right = Number(m[1]);
  const total = Number(m[2]);
  return right <= total ? [right, total] : null;
}

function decodeText(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function decodeValue(text: string): AnswerValue | null {
  const tag = text.slice(0, 2);
  const body = text.slice(2);
  if (tag === 'n:') {
    if (body === '?') return NaN;
    if (body === 'inf') return Infinity;
    if (body === '-inf') return -Infinity;
    return /^-?\d{1,9}$/.test(body) ? Number(body) : null;
  }
  if (tag === 'c:') return decodeText(body);
  if (tag === 's:') {
    if (body === '') return [];
    const items = body.split(',').map(decodeText);
    return items.every((x): x is string => x !== null) ? items : null;
  }
  return null;
}

/** A question's answers from its line's words, or the word that cannot be read. */
function decodeAnswers(words: readonly string[]): { answers: Answers } | { bad: string } {
  const answers: Record<string, AnswerValue> = {};
  for (const w of words) {
    const eq = w.indexOf('=');
    const id = eq > 0 ? decodeText(w.slice(0, eq)) : null;
    const value = eq > 0 ? decodeValue(w.slice(eq + 1)) : null;
    if (id === null || value === null || id in answers) return { bad: w };
    answers[id] = value;
  }
  return { answers };
}

/** Reads one result's lines (after its header); problems go to `problems`. */
function readOne(lines: readonly { text: string; line: number }[], index: number, headerLine: number, problems: ResultProblem[]): QuizResult | null {
  const fields = new Map<FieldKey, string>();
  const questions: { answers: Answers; credit: readonly [number, number] }[] = [];
  let ended = false;
  let ok = true;
  const fail = (p: Omit<ResultProblem, 'result'>) => {
    problems.push({ result: index, ...p });
    ok = false;
  };
  for (const { text, line } of lines) {
    if (text === '' || text.startsWith('#')) continue;
    if (ended) {
      // Text between a result's end and the next (a note, a mail's signature): ignored, said once.
      problems.push({ result: index, line, code: 'text-after', text });
      break;
    }
    if (text === 'end') {
      ended = true;
      continue;
    }
    const colon = text.indexOf(':');
    const key = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).trim();
    const q = /^q(\d{1,3})$/.exec(key);
    if (q) {
      const n = Number(q[1]);
      if (n !== questions.length + 1) {
        // Reported once: the lines after it are out of step too.
        if (!problems.some((p) => p.result === index && p.code === 'question-order')) fail({ line, code: 'question-order', question: n, text });
        ok = false;
        continue;
      }
      const [creditText = '', ...words] = value.split(/\s+/);
      const credit = readCredit(creditText);
      const answers = decodeAnswers(words);
      if (credit === null) fail({ line, code: 'bad-answer', question: n, text: creditText });
      else if ('bad' in answers) fail({ line, code: 'bad-answer', question: n, text: answers.bad });
      questions.push({ answers: 'answers' in answers ? answers.answers : {}, credit: credit ?? [0, 0] });
      continue;
    }
    if (!(FIELD_KEYS as readonly string[]).includes(key)) {
      fail({ line, code: 'unknown-line', text });
      continue;
    }
    const k = key as FieldKey;
    if (fields.has(k)) fail({ line, code: 'repeated-field', field: k, text });
    fields.set(k, value);
  }
  if (!ended) fail({ line: headerLine, code: 'no-end', text: '' });
  for (const k of FIELD_KEYS) if (!fields.has(k) && k !== 'name') fail({ line: headerLine, code: 'missing-field', field: k, text: '' });
  const time = (k: FieldKey) => {
    const t = fields.get(k);
    if (t === undefined) return 0;
    const ms = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z$/.test(t) ? Date.parse(t) : NaN;
    if (Number.isNaN(ms)) fail({ line: lineOf(lines, k) ?? headerLine, code: 'bad-field', field: k, text: t });
    return ms;
  };
  const started = time('started');
  const handedIn = time('handed-in');
  const scoreText = fields.get('score');
  const score = scoreText === undefined ? null : readCredit(scoreText);
  if (scoreText !== undefined && score === null) fail({ line: lineOf(lines, 'score') ?? headerLine, code: 'bad-field', field: 'score', text: scoreText });
  const quiz = fields.get('quiz') ?? '';
  if (fields.has('quiz') && quizQuery(quiz) === null) fail({ line: lineOf(lines, 'quiz') ?? headerLine, code: 'bad-field', field: 'quiz', text: quiz });
  if (!ok || score === null) return null;
  return { quiz, name: cleanName(fields.get('name') ?? ''), started, handedIn, questions, score };
}

function lineOf(lines: readonly { text: string; line: number }[], key: string): number | undefined {
  return lines.find((l) => l.text.startsWith(`${key}:`))?.line;
}

/** The quiz link's query (`kinds=…`) of a written link: a full address with `#/quiz?`, or the query itself; null when it is neither. */
export function quizQuery(link: string): string | null {
  const at = link.indexOf('#/quiz?');
  if (at >= 0) return link.slice(at + '#/quiz?'.length);
  return /^\??kinds=/.test(link) ? link.replace(/^\?/, '') : null;
}

/**
 * Reads a paste of one or many results. Every result that reads whole is
 * returned (a bad one beside it loses nothing); each problem names its result
 * and line. O(length).
 */
export function readResults(text: string): { results: ReadResult[]; problems: ResultProblem[] } {
  const lines = text.split(/\r\n|\r|\n/).map((t, i) => ({ text: t.trim(), line: i + 1 }));
  const starts = lines.filter((l) => l.text.startsWith(HEADER_START)).map((l) => l.line - 1);
  const problems: ResultProblem[] = [];
  const results: ReadResult[] = [];
  const before = lines.slice(0, starts[0] ?? lines.length).find((l) => l.text !== '' && !l.text.startsWith('#'));
  if (before) problems.push({ result: 0, line: before.line, code: 'text-before', text: before.text });
  starts.forEach((start, i) => {
    const index = i + 1;
    const header = lines[start];
    if (header.text !== RESULT_HEADER) {
      problems.push({ result: index, line: header.line, code: 'format', text: header.text });
      results.push({ index, line: header.line, result: null });
      return;
    }
    const body = lines.slice(start + 1, starts[i + 1] ?? lines.length);
    results.push({ index, line: header.line, result: readOne(body, index, header.line, problems) });
  });
  return { results, problems };
}
