import { useEffect, useId, useRef, useState } from 'react';
import { creditOf, gradeExercise } from '../../../exercises/grade.ts';
import { cleanName, formatResult, NAME_MAX, type QuizResult } from '../../../exercises/result.ts';
import type { Exercise } from '../../../exercises/types.ts';
import type { AppState } from '../../../store/appState.ts';
import { useAppStore, useT } from '../../../components/StoreContext.tsx';
import { formatClock } from './clock.ts';
import { downloadText } from '../../../components/download.ts';

const selectAnswers = (s: AppState) => s.exAnswers;
const selectStarted = (s: AppState) => s.exStartedAt;

/** The result of the set as answered now: every question graded as it stands (not at its first check). */
function resultOf(set: readonly Exercise[], answers: AppState['exAnswers'], link: string, name: string, started: number, handedIn: number): QuizResult {
  const questions = set.map((ex, i) => {
    const given = answers[i] ?? {};
    const { right, total } = creditOf(gradeExercise(ex, given));
    return { answers: given, credit: [right, total] as const };
  });
  const score = [questions.reduce((n, q) => n + q.credit[0], 0), questions.reduce((n, q) => n + q.credit[1], 0)] as const;
  return { quiz: link, name, started, handedIn, questions, score };
}


/** The file's name: the student's name (letters and digits only) and the hand-in time. */
function fileNameOf(name: string, handedIn: number): string {
  const who = name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'result';
  return `quiz-${who}-${new Date(handedIn).toISOString().slice(0, 16).replace(/[:T]/g, '')}.txt`;
}

/**
 * "Hand in": the set's result (result.ts) to copy or save as a file, with the
 * student's name (optional). The hand-in time is when the panel opened.
 */
export function HandIn({ set, link, handedIn, onClose }: { set: readonly Exercise[]; link: string; handedIn: number; onClose: () => void }) {
  const t = useT();
  const answers = useAppStore(selectAnswers);
  const started = useAppStore(selectStarted);
  const [name, setName] = useState('');
  const [copied, setCopied] = useState(false);
  const nameId = useId();
  const textId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const result = resultOf(set, answers, link, cleanName(name), started, handedIn);
  const text = formatResult(result, t('ex.hand.about'));
  return (
    <section className="ex-handin" aria-labelledby={`${textId}-h`} data-testid="ex-handin">
      <h2 id={`${textId}-h`} tabIndex={-1} ref={headingRef}>
        {t('ex.hand.title')}
      </h2>
      <p>{t('ex.hand.intro')}</p>
      <p className="ex-field">
        <label htmlFor={nameId}>{t('ex.hand.name')}</label>
        <input
          id={nameId}
          className="ex-name"
          type="text"
          autoComplete="name"
          maxLength={NAME_MAX}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setCopied(false);
          }}
        />
      </p>
      <p data-testid="ex-handin-score">
        {t('ex.hand.score', { right: result.score[0], total: result.score[1], questions: set.length, time: formatClock(handedIn) })}
      </p>
      <label className="ex-field ex-result-label" htmlFor={textId}>
        {t('ex.hand.text')}
      </label>
      <textarea id={textId} className="ex-result-text" readOnly rows={8} value={text} onFocus={(e) => e.target.select()} data-testid="ex-result-text" />
      <div className="ex-option-row">
        <button
          type="button"
          className="button"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? t('ex.hand.copied') : t('ex.hand.copy')}
        </button>
        <button type="button" className="button" onClick={() => downloadText(fileNameOf(result.name, handedIn), text, 'text/plain;charset=utf-8')}>
          {t('ex.hand.download')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('ex.hand.close')}
        </button>
      </div>
    </section>
  );
}
