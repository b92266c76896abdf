import { useRef } from 'react';
import { moduleById } from '../../../games/index.ts';
import { fillTemplate, formatNumber } from '../../../i18n/translate.ts';
import { useAppStore, useGameWords, useShownLanguage, useT } from '../../../components/StoreContext.tsx';
import { signedText } from '../../../view/evalGraph.ts';
import { layoutNodeBars } from '../../../view/nodeBars.ts';
import { selectAppGameId } from '../../play/ui/searchedPosition.ts';
import type { WholeTreeState } from '../state/wholeTree.ts';
import { useWidth } from './useWidth.ts';

const FONT = 14;

/**
 * What the lesson found: two bars of nodes visited (the AI's search at its depth, the exact solve of the whole
 * tree; log scale, plain numbers), a two-row table (the estimate's pick and the exact best, each with its exact
 * final score from the side to move's view) and one sentence that reads them.
 */
export function WholeTreeResult({ job, state, depth }: { job: WholeTreeState; state: unknown; depth: number }) {
  const t = useT();
  const lang = useShownLanguage();
  const module = moduleById(useAppStore(selectAppGameId));
  const words = useGameWords(module);
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  if (!module || !job.estimate || !job.exact || job.exact.length === 0) return null;
  const { game } = module;
  const side = game.toMove(state);
  const sign = side === 0 ? 1 : -1;
  const moveText = (m: number) => game.formatLine([m], side);
  const best = job.exact[0];
  const picked = job.exact.find((v) => v.move === job.estimate?.move) ?? best;
  const score = (v: number) => `${signedText(sign * v)} ${words.score.abbr}`;
  const loss = sign * (best.value - picked.value);
  const searchName = t('lab.whole.bar.search', { depth });
  const exactName = t('lab.whole.bar.exact');
  const layout =
    width > 0
      ? layoutNodeBars({
          width,
          size: FONT,
          bars: [
            { name: searchName, nodes: job.estimate.nodes, tone: 'estimate' },
            { name: exactName, nodes: job.exactNodes, tone: 'exact' },
          ],
          number: (n) => formatNumber(n, lang),
          text: (name, count) => ({ line: t('lab.whole.bar.count', { name, count }), count: t('lab.whole.bar.countOnly', { count }) }),
        })
      : null;
  const ratio = formatNumber(Math.round(job.exactNodes / Math.max(1, job.estimate.nodes)), lang);
  return (
    <div className="lab-whole-result">
      <figure ref={ref} className="lab-whole-bars">
        {layout && (
          <svg width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-label={t('lab.whole.barsLabel', { search: formatNumber(job.estimate.nodes, lang), exact: formatNumber(job.exactNodes, lang), depth })}>
            {layout.ticks.map((k) => (
              <g key={k.value} className="lab-whole-tick">
                <line x1={k.x} x2={k.x} y1={0} y2={layout.axis.y} />
                <text x={k.label.x} y={k.label.y} textAnchor="middle" fontSize={FONT}>
                  {k.label.text}
                </text>
              </g>
            ))}
            <line className="lab-whole-axis" x1={layout.axis.x0} x2={layout.axis.x1} y1={layout.axis.y} y2={layout.axis.y} />
            {layout.bars.map((b) => (
              <g key={b.tone} className={`lab-whole-bar tone-${b.tone}`}>
                <rect x={b.x} y={b.y} width={b.w} height={b.h} rx={3} />
                {b.texts.map((s) => (
                  <text key={s.text} x={s.x} y={s.y} fontSize={FONT}>
                    {s.text}
                  </text>
                ))}
              </g>
            ))}
          </svg>
        )}
        <figcaption className="lab-note">{t('lab.whole.barsNote', { ratio })}</figcaption>
      </figure>
      <table className="lab-whole-table">
        <caption>{t('lab.whole.table', { side: words.sides[side] })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lab.whole.col.who')}</th>
            <th scope="col">{t('lab.whole.col.move')}</th>
            <th scope="col">{t('lab.whole.col.score')}</th>
          </tr>
        </thead>
        <tbody>
          <tr className={loss > 0 ? 'worse' : undefined}>
            <th scope="row">{t('lab.whole.row.estimate', { depth })}</th>
            <td>{moveText(picked.move)}</td>
            <td>{score(picked.value)}</td>
          </tr>
          <tr>
            <th scope="row">{t('lab.whole.row.exact')}</th>
            <td>{moveText(best.move)}</td>
            <td>{score(best.value)}</td>
          </tr>
        </tbody>
      </table>
      <p className="lab-whole-verdict">
        {loss > 0
          ? t('lab.whole.horizon', { pick: moveText(picked.move), pickScore: score(picked.value), best: moveText(best.move), bestScore: score(best.value), side: words.sides[side], loss: fillTemplate(lang, words.score.count, { n: loss }), depth })
          : t('lab.whole.same', { move: moveText(picked.move), score: score(picked.value) })}
      </p>
    </div>
  );
}
