import { useEffect, useId, useRef, useState } from 'react';
import { parseCount } from '../../../exercises/grade.ts';
import { RULE_VALUES, type Conventions, type Rule } from '../../../exercises/conventions.ts';
import { conventionsOf, MAX_COUNT } from '../../../exercises/quizLink.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import { KINDS, LEVELS, type Kind, type Level } from '../../../exercises/types.ts';
import type { AppState } from '../../../store/appState.ts';
import { quoteUserText } from '../../../i18n/userText.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { RULE_LABEL, RULE_OPTION } from './conventionWords.ts';
import { viewOf } from './kindViews.ts';
import { TreeOption } from './TreeOption.tsx';

const selectQuiz = (s: AppState) => s.exQuiz;

/** One convention's choice (its values from RULE_VALUES, labelled in the UI language). */
function RuleSelect<R extends Rule>({ rule, conventions, onChange }: { rule: R; conventions: Conventions; onChange: (c: Conventions) => void }) {
  const t = useT();
  const labels: Readonly<Record<string, MessageKey>> = RULE_OPTION[rule];
  return (
    <label className="ex-field">
      {t(RULE_LABEL[rule])}
      <select value={conventions[rule]} onChange={(e) => onChange({ ...conventions, [rule]: e.target.value })}>
        {RULE_VALUES[rule].map((v) => (
          <option key={v} value={v}>
            {t(labels[v])}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Kinds, level and count of the set; "New set"; the quiz link to share; the worksheet and answer key. */
export function QuizOptions({ link, onSheet, returnFocus }: { link: string; onSheet: (mode: 'worksheet' | 'key') => void; returnFocus: 'worksheet' | 'key' | null }) {
  const t = useT();
  const store = useAppStoreApi();
  const quiz = useAppStore(selectQuiz);
  const countId = useId();
  const rulesId = useId();
  const [countText, setCountText] = useState(String(quiz.count));
  const [countBad, setCountBad] = useState(false);
  const [copied, setCopied] = useState(false);
  const sheetButtons = useRef<Record<'worksheet' | 'key', HTMLButtonElement | null>>({ worksheet: null, key: null });
  useEffect(() => {
    if (returnFocus) sheetButtons.current[returnFocus]?.focus();
  }, [returnFocus]);
  const conventions = conventionsOf(quiz);
  const setRule = (c: Conventions) => store.getState().setQuizOptions({ conventions: c });
  const toggleKind = (k: Kind) => {
    const has = quiz.kinds.includes(k);
    if (has && quiz.kinds.length === 1) return;
    const kinds = KINDS.filter((x) => (x === k ? !has : quiz.kinds.includes(x)));
    store.getState().setQuizOptions({ kinds });
  };
  return (
    <div className="ex-options">
      <fieldset className="ex-kinds">
        <legend>{t('ex.kinds')}</legend>
        {KINDS.map((k) => (
          <label key={k} className="ex-check">
            <input type="checkbox" checked={quiz.kinds.includes(k)} onChange={() => toggleKind(k)} />
            {t(viewOf(k).title)}
          </label>
        ))}
      </fieldset>
      <div className="ex-option-row">
        <label className="ex-field">
          {t('ex.levelLabel')}
          <select value={quiz.level} onChange={(e) => store.getState().setQuizOptions({ level: e.target.value as Level })}>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`ex.level.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="ex-field" htmlFor={countId}>
          {t('ex.countLabel')}
        </label>
        <input
          id={countId}
          className={`ex-count${countBad ? ' ex-invalid' : ''}`}
          type="text"
          inputMode="numeric"
          value={countText}
          aria-invalid={countBad}
          onChange={(e) => {
            setCountText(e.target.value);
            const n = parseCount(e.target.value);
            const ok = n >= 1 && n <= MAX_COUNT;
            setCountBad(!ok && e.target.value.trim() !== '');
            if (ok && n !== quiz.count) store.getState().setQuizOptions({ count: n });
          }}
        />
        <button type="button" className="button" onClick={() => store.getState().newSet()}>
          {t('ex.newSet')}
        </button>
        <button type="button" className="button" ref={(el) => void (sheetButtons.current.worksheet = el)} onClick={() => onSheet('worksheet')}>
          {t('ex.worksheet')}
        </button>
        <button type="button" className="button" ref={(el) => void (sheetButtons.current.key = el)} onClick={() => onSheet('key')}>
          {t('ex.answerKey')}
        </button>
      </div>
      {/* The rules' label inline at the row's start, not a legend's line of its own; hidden in presentation mode (exercises.css). */}
      <div className="ex-option-row ex-rules-options" role="group" aria-labelledby={rulesId}>
        <span id={rulesId} className="ex-field">
          {t('ex.conventions')}
        </span>
        <RuleSelect rule="cut" conventions={conventions} onChange={setRule} />
        <RuleSelect rule="fail" conventions={conventions} onChange={setRule} />
        <RuleSelect rule="best" conventions={conventions} onChange={setRule} />
      </div>
      <TreeOption />
      {countBad && (
        <p className="ex-problems" role="alert">
          {t('ex.problem.count', { text: quoteUserText(countText, 24), max: MAX_COUNT })}
        </p>
      )}
      <div className="ex-link">
        <label className="ex-field">
          {t('ex.link')}
          <input type="text" readOnly value={link} onFocus={(e) => e.target.select()} />
        </label>
        <button
          type="button"
          className="button"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? t('ex.copied') : t('ex.copy')}
        </button>
      </div>
    </div>
  );
}
