import { describe, expect, it } from 'vitest';
import { generateSet } from '../../src/exercises/generate.ts';
import { creditOf, gradeExercise } from '../../src/exercises/grade.ts';
import { formatQuiz, parseQuiz } from '../../src/exercises/quizLink.ts';
import { formatResult, readResults, RESULT_HEADER, type QuizResult } from '../../src/exercises/result.ts';
import { teacherTable } from '../../src/exercises/teacherTable.ts';
import type { AnswerValue, Answers, Blank, Exercise } from '../../src/exercises/types.ts';

const QUIZ = 'kinds=who-wins,minimax,which-case&level=medium&count=3&seed=42&cut=gt&v=2';
const LINK = `https://example.org/app/#/quiz?${QUIZ}`;
const T0 = Date.UTC(2026, 10, 27, 9, 10, 0);

/** The engine's answer to a blank, or a wrong one. */
function answerOf(b: Blank, right: boolean): AnswerValue {
  switch (b.type) {
    case 'choice':
      return right ? b.answer : (b.options.find((o) => o !== b.answer) ?? 'nope');
    case 'set':
      return right ? b.answer : [...b.answer, 'x'];
    case 'value':
      return right ? b.answer : b.answer === 0 ? 1 : 0;
    case 'estimate':
      return right ? b.answer : b.hi + 1;
  }
}

/** A result with every blank right except those `wrong` names (question index → blank ids). */
function resultFor(set: readonly Exercise[], name: string, wrong: Readonly<Record<number, readonly string[]>> = {}): QuizResult {
  const questions = set.map((ex, i) => {
    const answers: Answers = Object.fromEntries(ex.blanks.map((b) => [b.id, answerOf(b, !(wrong[i] ?? []).includes(b.id))]));
    const { right, total } = creditOf(gradeExercise(ex, answers));
    return { answers, credit: [right, total] as const };
  });
  const score = [questions.reduce((s, q) => s + q.credit[0], 0), questions.reduce((s, q) => s + q.credit[1], 0)] as const;
  return { quiz: LINK, name, started: T0, handedIn: T0 + 600_000, questions, score };
}

const set = generateSet(parseQuiz(QUIZ, 0).spec);

describe('quiz result', () => {
  it('round-trips: every kind of answer (choices with spaces and commas, sets, ±∞, unreadable numbers, unanswered blanks)', () => {
    const r: QuizResult = {
      quiz: LINK,
      name: '  Aiko 山田\n ',
      started: T0,
      handedIn: T0 + 1234,
      questions: [
        { answers: { outcome: 'o-wins', 'v:0 1': -Infinity, w: Infinity, x: NaN, cuts: ['0-1', 'a,b'], none: [], stored: '(-∞, v)' }, credit: [3, 7] },
        { answers: {}, credit: [0, 2] },
      ],
      score: [3, 9],
    };
    const text = formatResult(r, 'A quiz result to hand in.\nSecond line');
    expect(text.startsWith(`${RESULT_HEADER}\n# A quiz result to hand in. Second line\n`)).toBe(true);
    const { results, problems } = readResults(text);
    expect(problems).toEqual([]);
    expect(results).toEqual([{ index: 1, line: 1, result: { ...r, name: 'Aiko 山田' } }]);
  });

  it('reads many results at once; a bad one is reported precisely and loses none of the good ones', () => {
    const good = formatResult(resultFor(set, 'A'), 'about');
    const good2 = formatResult(resultFor(set, 'B'), 'about');
    const cut = good.slice(0, good.indexOf('score:'));
    const { results, problems } = readResults(`${good}\n${cut}\n${good2}`);
    expect(results.map((r) => r.result?.name ?? null)).toEqual(['A', null, 'B']);
    expect(problems.map((p) => [p.result, p.code, p.field])).toEqual([
      [2, 'no-end', undefined],
      [2, 'missing-field', 'score'],
    ]);
  });

  // Each row: what is done to a good result's text, and the problem it must give (code, field or question, text at fault).
  const BAD: readonly [string, (t: string) => string, Partial<{ code: string; field: string; question: number; text: string }>][] = [
    ['text after', (t) => `${t}Regards, A\n`, { code: 'text-after', text: 'Regards, A' }],
    ['another format', (t) => t.replace(RESULT_HEADER, 'Minimax Explorer quiz result 9'), { code: 'format' }],
    ['no end', (t) => t.replace('end\n', ''), { code: 'no-end' }],
    ['no quiz', (t) => t.replace(/quiz: .*\n/, ''), { code: 'missing-field', field: 'quiz' }],
    ['quiz is no link', (t) => t.replace(/quiz: .*\n/, 'quiz: hello\n'), { code: 'bad-field', field: 'quiz', text: 'hello' }],
    ['bad time', (t) => t.replace(/started: .*\n/, 'started: yesterday\n'), { code: 'bad-field', field: 'started', text: 'yesterday' }],
    ['bad score', (t) => t.replace(/score: .*\n/, 'score: 9/2\n'), { code: 'bad-field', field: 'score', text: '9/2' }],
    ['repeated field', (t) => t.replace('name: A\n', 'name: A\nname: B\n'), { code: 'repeated-field', field: 'name' }],
    ['unknown line', (t) => t.replace('end\n', 'grade: A+\nend\n'), { code: 'unknown-line', text: 'grade: A+' }],
    ['bad answer', (t) => t.replace(/^q2: (\d+\/\d+)/m, 'q2: $1 outcome=z:1'), { code: 'bad-answer', question: 2, text: 'outcome=z:1' }],
    ['bad credit', (t) => t.replace(/^q1: \d+\/\d+/m, 'q1: lots'), { code: 'bad-answer', question: 1, text: 'lots' }],
    ['questions out of order', (t) => t.replace(/^q2:/m, 'q3:'), { code: 'question-order', question: 3 }],
  ];
  it('reports text before the first result (and reads the result)', () => {
    const { results, problems } = readResults(`Dear teacher,\n${formatResult(resultFor(set, 'A'), 'about')}`);
    expect(problems).toEqual([{ result: 0, line: 1, code: 'text-before', text: 'Dear teacher,' }]);
    expect(results[0].result?.name).toBe('A');
  });

  it.each(BAD)('reports a bad result (%s) with its result number and line', (_, spoil, want) => {
    const first = formatResult(resultFor(set, 'Z'), 'about');
    const text = `${first}${spoil(formatResult(resultFor(set, 'A'), 'about'))}`;
    const { results, problems } = readResults(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ result: 2, ...want });
    expect(problems[0].line).toBeGreaterThan(0);
    // The good result before it is kept.
    expect(results[0].result?.name).toBe('Z');
    // The line named is the line at fault (or the result's header).
    const line = text.split('\n')[problems[0].line - 1];
    if (want.text) expect(line).toContain(want.text);
  });
});

describe('teacher table', () => {
  it('re-grades from the quiz link: right and wrong blanks counted per question, never the written score', () => {
    const r = resultFor(set, 'A', { 1: [set[1].blanks[0].id] });
    const { groups, problems } = teacherTable(readResults(formatResult(r, '')).results);
    expect(problems).toEqual([]);
    const total = set.reduce((s, ex) => s + ex.blanks.length, 0);
    expect(groups[0].rows[0].total).toEqual([total - 1, total]);
    expect(groups[0].rows[0].credits[1]).toEqual([set[1].blanks.length - 1, set[1].blanks.length]);
  });

  it('reports a written score that is not the re-graded one (an edited result), with the questions that differ', () => {
    const r = resultFor(set, 'A', { 0: [set[0].blanks[0].id] });
    const edited = formatResult(r, '').replace(/^q1: 0\/1/m, 'q1: 1/1').replace(/^score: (\d+)/m, (_, n: string) => `score: ${Number(n) + 1}`);
    const { groups, problems } = teacherTable(readResults(edited).results);
    expect(groups[0].rows[0].total[0]).toBe(r.score[0]);
    expect(problems).toEqual([{ result: 1, code: 'score-differs', written: [r.score[0] + 1, r.score[1]], regraded: r.score, questions: [1] }]);
  });

  it('groups several students by quiz (two quizzes never mix), with per-question rates and the blanks most often wrong', () => {
    const other = generateSet(parseQuiz('kinds=who-wins&count=2&seed=7&v=2', 0).spec);
    const otherResult = { ...resultFor(other, 'Other'), quiz: '?kinds=who-wins&count=2&seed=7&v=2' };
    const b0 = set[2].blanks[0].id;
    const text = [
      formatResult(resultFor(set, 'A'), ''),
      formatResult(resultFor(set, 'B', { 2: [b0] }), ''),
      formatResult(otherResult, ''),
      formatResult(resultFor(set, 'C', { 0: [set[0].blanks[0].id], 2: [b0] }), ''),
    ].join('\n');
    const { groups, problems } = teacherTable(readResults(text).results);
    expect(problems).toEqual([]);
    expect(groups.map((g) => [g.key, g.rows.map((r) => r.name)])).toEqual([
      [formatQuiz(parseQuiz(QUIZ, 0).spec), ['A', 'B', 'C']],
      ['kinds=who-wins&level=easy&count=2&seed=7&v=2', ['Other']],
    ]);
    const g = groups[0];
    expect(g.kinds).toEqual(['who-wins', 'minimax', 'which-case']);
    const n2 = set[2].blanks.length;
    expect(g.rates).toEqual([
      [2, 3],
      [3 * set[1].blanks.length, 3 * set[1].blanks.length],
      [3 * n2 - 2, 3 * n2],
    ]);
    expect(g.mostWrong).toEqual([
      { question: 3, blank: b0, wrong: 2, of: 3 },
      { question: 1, blank: set[0].blanks[0].id, wrong: 1, of: 3 },
    ]);
  });

  it('reports a quiz link it cannot read, and answers to blanks the question does not have', () => {
    const bad = { ...resultFor(set, 'A'), quiz: '?kinds=nope&seed=1' };
    const extra = resultFor(set, 'B');
    const withExtra = { ...extra, questions: extra.questions.map((q, i) => (i === 0 ? { ...q, answers: { ...q.answers, zz: 1 } } : q)) };
    const { groups, problems } = teacherTable(readResults(formatResult(bad, '') + formatResult(withExtra, '')).results);
    expect(problems.map((p) => [p.result, p.code])).toEqual([
      [1, 'quiz-link'],
      [2, 'unknown-blank'],
    ]);
    expect(groups[0].rows.map((r) => r.name)).toEqual(['B']);
  });
});
