import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { readResults, type ResultProblem } from '../../../exercises/result.ts';
import { teacherTable, type RegradeProblem, type TeacherGroup } from '../../../exercises/teacherTable.ts';
import { quoteUserText } from '../../../i18n/userText.ts';
import { useT } from '../../../components/StoreContext.tsx';
import { viewOf } from './kindViews.ts';
import { formatClock } from './clock.ts';

/** Code points of a pasted text quoted in a problem. */
const QUOTED = 40;

type T = ReturnType<typeof useT>;

function readProblemText(t: T, p: ResultProblem): string {
  const where = p.result === 0 ? '' : t('ex.result.at', { result: p.result, line: p.line });
  return where + t(`ex.result.${p.code}`, { field: p.field ?? '', question: p.question ?? 0, text: quoteUserText(p.text, QUOTED) });
}

function regradeText(t: T, p: RegradeProblem): string {
  switch (p.code) {
    case 'quiz-link':
      return t('ex.result.quiz-link', { result: p.result, text: quoteUserText(p.text, QUOTED) });
    case 'extra-questions':
      return t('ex.result.extra-questions', { result: p.result, count: p.count, written: p.written });
    case 'unknown-blank':
      return t('ex.result.unknown-blank', { result: p.result, question: p.question, text: quoteUserText(p.text, QUOTED) });
    case 'score-differs':
      return t('ex.result.score-differs', { result: p.result, written: `${p.written[0]}/${p.written[1]}`, regraded: `${p.regraded[0]}/${p.regraded[1]}`, questions: p.questions.join(', ') || '-' });
  }
}

const percent = (right: number, total: number) => (total === 0 ? 0 : Math.round((100 * right) / total));

/** One quiz's table: students × questions (blanks right / blanks), the rates per question, the blanks most often wrong. */
function GroupTable({ group, index }: { group: TeacherGroup; index: number }) {
  const t = useT();
  const { spec } = group;
  const headingId = `ex-teacher-quiz-${index}`;
  return (
    <section className="ex-teacher-group" aria-labelledby={headingId} data-testid="ex-teacher-group">
      <h3 id={headingId}>{t('ex.teacher.quiz', { level: t(`ex.level.${spec.level}`), count: spec.count, seed: spec.seed })}</h3>
      <p className="ex-teacher-link">
        {t('ex.teacher.link')}: <code>#/quiz?{group.key}</code>
      </p>
      <div className="ex-teacher-scroll" tabIndex={0} role="region" aria-label={t('ex.teacher.tableCaption')}>
        <table className="ex-teacher-table" data-testid="ex-teacher-table">
          <caption>{t('ex.teacher.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ex.teacher.student')}</th>
              {group.kinds.map((k, i) => (
                <th scope="col" key={i} title={t(viewOf(k).title)}>
                  {t('ex.teacher.question', { n: i + 1 })}
                  <span className="ex-teacher-kind">{t(viewOf(k).title)}</span>
                </th>
              ))}
              <th scope="col">{t('ex.teacher.total')}</th>
              <th scope="col">{t('ex.teacher.time')}</th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((r) => (
              <tr key={r.result}>
                <th scope="row">{r.name === '' ? t('ex.teacher.noName', { n: r.result }) : r.name}</th>
                {r.credits.map(([right, total], i) => (
                  <td key={i} className={right === total ? 'ex-all-right' : right === 0 ? 'ex-none-right' : undefined}>
                    {right}/{total}
                    {r.differs.includes(i + 1) && <span className="ex-teacher-differs">*</span>}
                  </td>
                ))}
                <td>
                  <strong>
                    {r.total[0]}/{r.total[1]}
                  </strong>
                  {(r.written[0] !== r.total[0] || r.written[1] !== r.total[1]) && <span className="ex-teacher-differs"> ({t('ex.teacher.differs', { right: r.written[0], total: r.written[1] })})</span>}
                </td>
                <td title={`${formatClock(r.started)} – ${formatClock(r.handedIn)}`}>{t('ex.teacher.minutes', { n: Math.max(0, Math.round((r.handedIn - r.started) / 60_000)) })}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('ex.teacher.rate')}</th>
              {group.rates.map(([right, total], i) => (
                <td key={i}>{t('ex.teacher.percent', { p: percent(right, total) })}</td>
              ))}
              <td>{t('ex.teacher.percent', { p: percent(group.rows.reduce((n, r) => n + r.total[0], 0), group.rows.reduce((n, r) => n + r.total[1], 0)) })}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      {group.mostWrong.length > 0 && (
        <>
          <h4>{t('ex.teacher.mostWrong')}</h4>
          <ul className="ex-teacher-wrong" data-testid="ex-teacher-wrong">
            {group.mostWrong.map((w) => (
              <li key={`${w.question}/${w.blank}`}>{t('ex.teacher.wrongBlank', { question: w.question, blank: w.blank, wrong: w.wrong, of: w.of })}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * The teacher's view: results pasted (or opened from files) are read,
 * re-graded from their quiz links and shown as a table per quiz. What cannot
 * be read is said precisely (which result, which line, what) and goes when the
 * text is fixed; the good results are always shown.
 */
export function TeacherView({ onBack }: { onBack: () => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const pasteId = useId();
  const filesId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { read, groups, problems, notices } = useMemo(() => {
    const { results, problems: readProblems } = readResults(text);
    const table = teacherTable(results);
    return {
      read: { found: results.length, ok: results.filter((r) => r.result !== null).length },
      groups: table.groups,
      problems: [...readProblems.map((p) => readProblemText(t, p)), ...table.problems.filter((p) => p.code !== 'score-differs').map((p) => regradeText(t, p))],
      notices: table.problems.filter((p) => p.code === 'score-differs').map((p) => regradeText(t, p)),
    };
  }, [text, t]);
  const openFiles = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    void Promise.all([...files].map((f) => f.text())).then((texts) => setText((old) => [old.trimEnd(), ...texts].filter((x) => x !== '').join('\n\n')));
  };
  return (
    <div className="ex ex-teacher" data-testid="ex-teacher">
      <div className="ex-option-row">
        <button type="button" className="button" onClick={onBack}>
          {t('ex.teacher.back')}
        </button>
      </div>
      <h2 ref={headingRef} tabIndex={-1}>
        {t('ex.teacher.title')}
      </h2>
      <p>{t('ex.teacher.intro')}</p>
      <p className="notice ex-teacher-trust" data-testid="ex-teacher-trust">
        {t('ex.teacher.trust')}
      </p>
      <label className="ex-field ex-result-label" htmlFor={pasteId}>
        {t('ex.teacher.paste')}
      </label>
      <textarea id={pasteId} className="ex-result-text" rows={8} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} data-testid="ex-teacher-paste" />
      <div className="ex-option-row">
        <label className="button ex-file-button" htmlFor={filesId}>
          {t('ex.teacher.files')}
        </label>
        <input
          id={filesId}
          className="ex-file-input"
          type="file"
          accept=".txt,text/plain"
          multiple
          onChange={(e) => {
            openFiles(e.target.files);
            e.target.value = '';
          }}
        />
        <button type="button" className="button" onClick={() => setText('')} disabled={text === ''}>
          {t('ex.teacher.clear')}
        </button>
      </div>
      <div aria-live="polite">
        {problems.length > 0 && (
          <div className="ex-problems" data-testid="ex-teacher-problems">
            <p>{t('ex.teacher.problems')}</p>
            <ul>
              {problems.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        {notices.length > 0 && (
          <div className="notice ex-teacher-notices" data-testid="ex-teacher-notices">
            <p>{t('ex.teacher.notices')}</p>
            <ul>
              {notices.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        <p data-testid="ex-teacher-summary">{read.found === 0 ? t('ex.teacher.none') : t('ex.teacher.summary', { read: read.ok, found: read.found, quizzes: groups.length })}</p>
      </div>
      {groups.map((g, i) => (
        <GroupTable key={g.key} group={g} index={i} />
      ))}
    </div>
  );
}
