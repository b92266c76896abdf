import type { SearchLesson as Lesson } from '../../../games/module.ts';
import { LESSON_CHART_WIDTH, logBars, type LogBarRow } from '../../../view/logBars.ts';
import { useT } from '../../../components/StoreContext.tsx';

const FONT = 16;
const num = (n: number) => n.toLocaleString('en');

/** One log-scale bar chart, with its rows as a table for a screen reader (the picture is hidden from it). */
function LogBarChart({ rows, caption, testId }: { rows: readonly LogBarRow[]; caption: string; testId: string }) {
  const g = logBars(rows, LESSON_CHART_WIDTH, FONT);
  return (
    <figure className="lesson-chart" data-testid={testId}>
      <svg viewBox={`0 0 ${g.width} ${g.height}`} style={{ width: `${g.width / FONT}em` }} aria-hidden="true">
        <g fontSize={FONT}>
        {g.rows.map((r) => (
          <g key={r.label} className={r.strong ? 'lesson-bar strong' : 'lesson-bar'}>
            <text x={r.labelBox.x} y={r.labelBox.y + r.labelBox.h * 0.75}>
              {r.label}
            </text>
            <text x={r.valueBox.x + r.valueBox.w} y={r.valueBox.y + r.valueBox.h * 0.75} textAnchor="end" className="lesson-value">
              {r.valueText}
            </text>
            <rect x={r.bar.x} y={r.bar.y} width={r.bar.w} height={r.bar.h} rx={3} />
          </g>
        ))}
        <line x1={g.x0} x2={g.x1} y1={g.axisY} y2={g.axisY} className="lesson-axis" />
        {g.ticks.map((k) => (
          <g key={k.power} className="lesson-tick">
            <line x1={k.x} x2={k.x} y1={g.axisY - 4} y2={g.axisY + 4} />
            <text x={k.box.x + k.box.w / 2} y={k.box.y + k.box.h * 0.75} textAnchor="middle">
              {k.text}
            </text>
          </g>
        ))}
        </g>
      </svg>
      <figcaption>{caption}</figcaption>
      <table className="visually-hidden">
        <caption>{caption}</caption>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td>{r.valueText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** A searched game's lesson of why it is solved by search (Game extras `searchLesson`): a collapsible panel of the lab. */
export function SearchLesson({ lesson, gameName }: { lesson: Lesson; gameName: string }) {
  const t = useT();
  const reference = lesson.boards.find((b) => b.reference);
  const largest = lesson.boards[lesson.boards.length - 1];
  const boardRows: LogBarRow[] = lesson.boards.map((b) => ({
    label: b.reference ? t('searched.lesson.tictactoe', { board: b.label }) : b.label,
    value: b.positions,
    valueText: num(b.positions),
    strong: b.reference,
  }));
  const stepRows: LogBarRow[] = lesson.steps.map((s, i) => ({
    label: t(`searched.lesson.step.${s.id}` as 'searched.lesson.step.plain'),
    value: s.nodes,
    valueText: num(s.nodes),
    strong: i === lesson.steps.length - 1,
  }));
  const first = lesson.steps[0];
  const last = lesson.steps[lesson.steps.length - 1];
  const nullWindow = lesson.steps.find((s) => s.id === 'nullWindow');
  return (
    <details className="search-lesson" data-testid="search-lesson">
      <summary>{t('searched.lesson.title', { game: gameName })}</summary>
      <p>{t('searched.lesson.intro', { reference: num(reference?.positions ?? 0), board: largest.label })}</p>
      <LogBarChart rows={boardRows} caption={t('searched.lesson.boardsCaption')} testId="lesson-boards" />
      <p>{t('searched.lesson.search')}</p>
      <LogBarChart rows={stepRows} caption={t('searched.lesson.stepsCaption', { positions: lesson.sample.positions, lines: lesson.sample.linesPerSet })} testId="lesson-steps" />
      <p>{t('searched.lesson.ratio', { ratio: num(Math.round(first.nodes / last.nodes)) })}</p>
      {nullWindow && nullWindow.more !== null && (
        <p>{t('searched.lesson.nullWindow', { more: nullWindow.more, positions: lesson.sample.positions })}</p>
      )}
      <h3>{t('searched.lesson.openingTitle')}</h3>
      <ol className="lesson-opening" aria-label={t('searched.lesson.openingTitle')}>
        {lesson.opening.map((o, c) => (
          <li key={c} className={`lesson-opening-${o}`}>
            <span className="lesson-col">{c + 1}</span>
            <span>{t(`searched.lesson.${o}` as 'searched.lesson.win')}</span>
          </li>
        ))}
      </ol>
      <p>{t('searched.lesson.opening')}</p>
    </details>
  );
}
