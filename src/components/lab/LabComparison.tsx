import type { ScoreMode } from '../../games/game.ts';
import { useId } from 'react';
import { formatNumber } from '../../i18n/translate.ts';
import { selectLabComparison } from '../../store/labSlice.ts';
import { useAppStore, useT } from '../StoreContext.tsx';
import { selectLanguage, selectScoreMode } from './labSelectors.ts';

const MODES: readonly ScoreMode[] = ['wdl', 'shortest'];

/** "3.3%": a share of minimax's count, with fewer decimals for big shares. */
function percent(n: number, of: number): string {
  const p = (n / of) * 100;
  return `${p >= 10 ? p.toFixed(0) : p >= 1 ? p.toFixed(1) : p.toFixed(2)}%`;
}

/**
 * Nodes visited from the focus by minimax and alpha-beta with each
 * improvement, in both scoring modes: numbers, and bars on a log scale (one
 * grid line per factor of ten) because the counts span orders of magnitude.
 */
export function LabComparison() {
  const t = useT();
  const titleId = useId();
  const lang = useAppStore(selectLanguage);
  const mode = useAppStore(selectScoreMode);
  const rows = useAppStore(selectLabComparison);
  if (!rows) return null;
  const minimax = rows[0].wdl;
  const decades = Math.max(1, Math.ceil(Math.log10(minimax + 1)));
  const width = (n: number) => `${(Math.log10(n + 1) / decades) * 100}%`;
  return (
    <section className="lab-compare" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('lab.compare.title')}</h3>
      <table className="lab-table lab-compare-table">
        <thead>
          <tr>
            <th scope="col">{t('lab.compare.search')}</th>
            {MODES.map((m) => (
              <th scope="col" key={m} className={m === mode ? 'lab-mode-current' : ''}>
                {t(`lab.scoring.${m}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">{t(`lab.compare.${r.id}`)}</th>
              {MODES.map((m) => (
                <td key={m}>
                  <span className="lab-count">{formatNumber(r[m], lang)}</span>
                  <span className="lab-bar-track" style={{ backgroundSize: `${100 / decades}% 100%` }} aria-hidden="true">
                    <span className={`lab-bar lab-bar-${r.id}`} style={{ width: width(r[m]) }} />
                  </span>
                  <span className="lab-share">{t('lab.compare.share', { percent: percent(r[m], minimax) })}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="lab-note">{t('lab.compare.note')}</p>
    </section>
  );
}
