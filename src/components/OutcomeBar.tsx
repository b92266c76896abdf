import type { OutcomeCounts } from '../tree/query.ts';
import { formatNumber, type Language } from '../i18n/translate.ts';
import { useT } from './StoreContext.tsx';
import { useTreeWords } from './treeGame.ts';

/** How finished games split into o wins / draws / x wins, as a stacked bar with numbers. */
export function OutcomeBar({ counts, lang }: { counts: OutcomeCounts; lang: Language }) {
  const t = useT();
  const { sides } = useTreeWords();
  const total = counts.firstWins + counts.draws + counts.secondWins;
  const parts = [
    { key: 'firstWins', label: t('value.sideWins', { side: sides[0] }), n: counts.firstWins },
    { key: 'draws', label: t('outcome.draws'), n: counts.draws },
    { key: 'secondWins', label: t('value.sideWins', { side: sides[1] }), n: counts.secondWins },
  ];
  const pct = (n: number) => (total ? `${((n / total) * 100).toFixed(1)}%` : '0%');
  return (
    <div className="outcome-bar">
      <div className="stacked small" role="img" aria-label={parts.map((p) => `${p.label} ${formatNumber(p.n, lang)} (${pct(p.n)})`).join(', ')}>
        {parts.map((p) => (
          <span key={p.key} className={`stack-${p.key}`} style={{ flexGrow: p.n }} />
        ))}
      </div>
      <ul className="legend-inline compact">
        {parts.map((p) => (
          <li key={p.key}>
            <span className={`swatch stack-${p.key}`} aria-hidden="true" />
            {p.label} {formatNumber(p.n, lang)} <span className="muted">({pct(p.n)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
