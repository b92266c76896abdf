import '../../exercises/ui/exercises.css';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useShownLanguage, useT } from '../../../components/StoreContext.tsx';
import { generateExercise, questionSeed } from '../../../exercises/generate.ts';
import { gradeExercise, type Grade } from '../../../exercises/grade.ts';
import { CURRENT_VERSION } from '../../../exercises/quizLink.ts';
import { DEFAULT_CONVENTIONS } from '../../../exercises/conventions.ts';
import type { Answers, Exercise } from '../../../exercises/types.ts';
import { viewOf } from '../../exercises/ui/kindViews.ts';
import { stepText } from '../../exercises/ui/exerciseText.ts';
import { rulesText } from '../../exercises/ui/conventionWords.ts';
import type { Checkpoint as CheckpointSpec } from '../state/course.ts';
import type { CourseChapter } from '../chapters/index.ts';
import { nextPlace, type Place } from '../state/coursePlace.ts';
import type { ProgressApi } from './useProgress.ts';

/** A checkpoint's questions: attempt 0 is the course's own seeds (everyone's first set); a new attempt mixes them. */
export function checkpointSet(spec: CheckpointSpec, attempt: number): Exercise[] {
  return spec.questions.map((q) => generateExercise(q.kind, q.level, attempt === 0 ? q.seed : questionSeed(q.seed, attempt), DEFAULT_CONVENTIONS, CURRENT_VERSION));
}

/** A chapter's checkpoint: its questions with the exercises' own bodies, each checked at once with the worked answer; passing marks the chapter done. */
export function Checkpoint({ course, place, api, onGo }: { course: readonly CourseChapter[]; place: Extract<Place, { kind: 'check' }>; api: ProgressApi; onGo: (p: Place | null) => void }) {
  const t = useT();
  const lang = useShownLanguage();
  const { chapter, words } = course[place.chapter];
  const [attempt, setAttempt] = useState(0);
  const set = useMemo(() => checkpointSet(chapter.checkpoint, attempt), [chapter.checkpoint, attempt]);
  const [grades, setGrades] = useState<readonly (Grade | undefined)[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), [attempt]);
  const right = grades.filter((g) => g?.correct).length;
  const checked = grades.filter(Boolean).length;
  const count = set.length;
  const { pass } = chapter.checkpoint;
  const passed = right >= pass;
  const finished = checked === count || passed;
  const { passed: markPassed } = api;
  useEffect(() => {
    if (passed) markPassed(chapter.id);
  }, [passed, markPassed, chapter.id]);
  const next = nextPlace(
    course.map((c) => c.chapter),
    place,
  );
  return (
    <section className="learn-check" aria-labelledby="learn-check-title" data-testid="learn-check">
      <h2 id="learn-check-title" ref={heading} tabIndex={-1}>
        {t('learn.check.title')}: {words[lang].title}
      </h2>
      <p>{t('learn.check.intro', { count, pass })}</p>
      {set.map((ex, i) => (
        <CheckQuestion
          key={`${attempt}-${i}`}
          ex={ex}
          n={i + 1}
          count={count}
          grade={grades[i]}
          onGrade={(g) => {
            setGrades((gs) => {
              const copy = [...gs];
              copy[i] = g;
              return copy;
            });
          }}
        />
      ))}
      <p ref={result} role="status" className={passed ? 'learn-check-result passed' : 'learn-check-result'} data-testid="learn-check-result">
        {passed ? t('learn.check.passed') : finished ? t('learn.check.failed', { right, count, pass }) : checked > 0 ? t('learn.check.score', { right, count }) : ''}
      </p>
      <div className="learn-actions">
        {finished && !passed && (
          <button
            type="button"
            className="button primary"
            onClick={() => {
              setGrades([]);
              setAttempt((a) => a + 1);
            }}
          >
            {t('learn.check.again')}
          </button>
        )}
        {passed && (
          <button type="button" className="button primary" onClick={() => onGo(next ?? { kind: 'contents' })}>
            {next ? t('learn.check.nextChapter') : t('learn.check.end')} →
          </button>
        )}
      </div>
    </section>
  );
}

/** One question: the exercise kind's own body, Check, then the grade and the worked answer. Answers lock once checked. */
function CheckQuestion({ ex, n, count, grade, onGrade }: { ex: Exercise; n: number; count: number; grade: Grade | undefined; onGrade: (g: Grade) => void }) {
  const t = useT();
  const id = useId();
  const view = viewOf(ex.kind);
  const [answers, setAnswers] = useState<Answers>({});
  const revealed = useMemo(() => new Set(grade ? ex.blanks.map((b) => b.id) : []), [grade, ex]);
  const rules = rulesText(ex.rules, t);
  return (
    <article className="learn-question ex-question" aria-labelledby={id} data-kind={ex.kind} data-testid="learn-question">
      <h3 id={id}>
        {t('learn.check.question', { n, count })} · {t(view.title)}
      </h3>
      <p className="ex-prompt">
        {t(view.prompt)}
        {rules && ` ${rules}`}
      </p>
      <fieldset className="learn-question-body" disabled={grade !== undefined}>
        <view.Body ex={ex} answers={answers} grade={grade} revealed={revealed} onAnswer={(blank, v) => setAnswers((a) => ({ ...a, [blank]: v }))} />
      </fieldset>
      {!grade && (
        <button type="button" className="button primary" onClick={() => onGrade(gradeExercise(ex, answers))}>
          {t('ex.check')}
        </button>
      )}
      <p className="ex-feedback" role="status" data-testid="learn-feedback">
        {grade && (grade.correct ? <span className="ex-good">✓ {t('ex.right')}</span> : <span className="ex-bad">✗ {t('ex.wrong', { n: ex.blanks.filter((b) => !grade.blanks[b.id]).length, count: ex.blanks.length })}</span>)}
      </p>
      {grade && (
        <ol className="ex-steps" aria-label={t('learn.check.worked')}>
          {ex.steps.map((s, i) => (
            <li key={i}>{stepText(s, t)}</li>
          ))}
        </ol>
      )}
    </article>
  );
}
