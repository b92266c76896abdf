import { useEffect, useId, useRef } from 'react';
import type { AppState } from '../../../store/appState.ts';
import type { AnswerValue, Answers, Exercise } from '../../../exercises/types.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { MISTAKE_TEXT, rulesText } from './conventionWords.ts';
import { stepText } from './exerciseText.ts';
import { viewOf } from './kindViews.ts';

/** Whether a given answer is `answer` (a set: the same members in any order; nothing marked is the empty set). */
function sameAnswer(given: AnswerValue | undefined, answer: AnswerValue): boolean {
  if (Array.isArray(answer)) {
    const marked = Array.isArray(given) ? given : given === undefined ? [] : null;
    return marked !== null && marked.length === answer.length && answer.every((a) => marked.includes(a));
  }
  return given === answer;
}

/** Wrong blanks named in the feedback (the rest counted). */
const WRONG_LISTED = 5;
const NO_ANSWERS: Answers = {};
const selectAnswers = (s: AppState) => s.exAnswers[s.exIndex] ?? NO_ANSWERS;
const selectGrade = (s: AppState) => s.exGrades[s.exIndex];
const selectRevealed = (s: AppState) => s.exRevealed[s.exIndex] ?? 0;

/** One question: the prompt, the kind's body, Check, Show me (step by step) and a link to the explorer or the lab. */
export function ExerciseView({ ex, index, count, onOpen, focusOnMount }: { ex: Exercise; index: number; count: number; onOpen: (ex: Exercise) => void; focusOnMount: boolean }) {
  const t = useT();
  const store = useAppStoreApi();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Moving to another question replaces this view: focus its heading, so focus is never dropped.
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const answers = useAppStore(selectAnswers);
  const grade = useAppStore(selectGrade);
  const shown = useAppStore(selectRevealed);
  const revealed = new Set(ex.steps.slice(0, shown).flatMap((s) => s.reveal));
  const view = viewOf(ex.kind);
  const rules = rulesText(ex.rules, t);
  const wrong = grade ? ex.blanks.filter((b) => !grade.blanks[b.id]) : [];
  // Each mistake named once, however many blanks it explains.
  const mistakes = grade ? [...new Set(ex.traps.filter((trap) => !grade.blanks[trap.blank] && sameAnswer(answers[trap.blank], trap.answer)).map((trap) => trap.mistake))] : [];
  const names = wrong.slice(0, WRONG_LISTED).map((b) => view.blankName(b.id, ex, t)).join('; ');
  const wrongList = wrong.length > WRONG_LISTED ? t('ex.wrongMore', { blanks: names, n: wrong.length - WRONG_LISTED }) : names;
  return (
    <article className="ex-question" aria-labelledby={titleId} data-kind={ex.kind}>
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        {t('ex.questionOf', { n: index + 1, count })} · {t(view.title)} <span className="ex-level">({t(`ex.level.${ex.level}`)})</span>
      </h3>
      {/* The rules follow the prompt on its last line (presentation mode keeps Check on the first screen). */}
      <p className="ex-prompt">
        {t(view.prompt)}
        {rules && (
          <span className="ex-rules" data-testid="ex-rules">
            {' '}
            {rules}
          </span>
        )}
      </p>
      <view.Body ex={ex} answers={answers} grade={grade} revealed={revealed} onAnswer={(id, v) => store.getState().setAnswer(id, v)} />
      <div className="ex-actions">
        <button type="button" className="button primary" onClick={() => store.getState().checkAnswer(ex)}>
          {t('ex.check')}
        </button>
        <button type="button" className="button" onClick={() => store.getState().showNextStep(ex)} aria-disabled={shown >= ex.steps.length}>
          {shown === 0 ? t('ex.showMe') : t('ex.showNext', { n: shown, count: ex.steps.length })}
        </button>
        {ex.openIn && (
          <button type="button" className="button" onClick={() => onOpen(ex)}>
            {ex.openIn.tab === 'lab' ? t('ex.openLab') : t('ex.openExplorer')}
          </button>
        )}
        {index + 1 < count && (
          <button type="button" className="button" onClick={() => store.getState().goToQuestion(index + 1)}>
            {t('ex.next')}
          </button>
        )}
      </div>
      <p className="ex-feedback" role="status" data-testid="ex-feedback">
        {grade && (grade.correct ? <span className="ex-good">✓ {t('ex.right')}</span> : <span className="ex-bad">✗ {t('ex.wrong', { n: wrong.length, count: ex.blanks.length })}</span>)}
        {grade && !grade.correct && ex.blanks.length > 1 && (
          <span className="ex-credit" data-testid="ex-credit">
            {t('ex.credit', { right: ex.blanks.length - wrong.length, total: ex.blanks.length, blanks: wrongList })}
          </span>
        )}
        {mistakes.map((m) => (
          <span key={m} className="ex-mistake" data-testid="ex-mistake">
            {t(MISTAKE_TEXT[m])}
          </span>
        ))}
      </p>
      {shown > 0 && (
        <ol className="ex-steps" aria-label={t('ex.steps')}>
          {ex.steps.slice(0, shown).map((s, i) => (
            <li key={i}>{stepText(s, t)}</li>
          ))}
        </ol>
      )}
    </article>
  );
}
