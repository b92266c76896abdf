import type { ReactNode } from 'react';
import { formatNumber, type Language } from '../../../i18n/translate.ts';
import { useT } from '../../../components/StoreContext.tsx';

/** One count of the table: the nodes a search visited (null: not run), its bar's colour class, and the count it is a share of (null: none). */
export interface NodeCount {
  readonly nodes: number | null;
  /** The search it counts (the bar's colour: minimax, cell, centre, best, tt, symmetry). */
  readonly bar: string;
  /** Minimax's count for the same position and setting: the cell says which share of it this is. */
  readonly of: number | null;
}

export interface NodeCountRow {
  readonly id: string;
  readonly label: ReactNode;
  readonly counts: readonly NodeCount[];
  /** The row the lab's own search is (marked, and named so for a screen reader). */
  readonly current?: boolean;
}

/** "3.3%": a share of minimax's count, with fewer decimals for big shares. */
function percent(n: number, of: number): string {
  const p = (n / of) * 100;
  return `${p >= 10 ? p.toFixed(0) : p >= 1 ? p.toFixed(1) : p.toFixed(2)}%`;
}

/**
 * The lab's node-count comparison, for every game: nodes visited by minimax and by alpha-beta with each
 * improvement, as numbers and as bars on a log scale (one grid line per factor of ten: the counts span orders of
 * magnitude), each with its share of minimax's count. The rows and columns are the caller's: the search variants by
 * scoring mode for a full-tree game, the depths by variant for a game searched to a depth.
 */
export function NodeCountTable({ corner, columns, rows, lang, skipped }: { corner: string; columns: readonly { readonly id: string; readonly label: string; readonly current?: boolean }[]; rows: readonly NodeCountRow[]; lang: Language; skipped: string }) {
  const t = useT();
  const max = Math.max(1, ...rows.flatMap((r) => r.counts.map((c) => c.nodes ?? 0)));
  const decades = Math.max(1, Math.ceil(Math.log10(max + 1)));
  const width = (n: number) => `${(Math.log10(n + 1) / decades) * 100}%`;
  return (
    <table className="lab-table lab-compare-table">
      <thead>
        <tr>
          <th scope="col">{corner}</th>
          {columns.map((c) => (
            <th scope="col" key={c.id} className={c.current ? 'lab-mode-current' : undefined}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} className={r.current ? 'lab-row-current' : undefined} aria-current={r.current ? 'true' : undefined}>
            <th scope="row">
              {r.label}
              {r.current && <span className="lab-row-tag">{t('lab.compare.current')}</span>}
            </th>
            {r.counts.map((c, i) =>
              c.nodes === null ? (
                <td key={columns[i].id} className="muted">
                  {skipped}
                </td>
              ) : (
                <td key={columns[i].id}>
                  <span className="lab-count">{formatNumber(c.nodes, lang)}</span>
                  <span className="lab-bar-track" style={{ backgroundSize: `${100 / decades}% 100%` }} aria-hidden="true">
                    <span className={`lab-bar lab-bar-${c.bar}`} style={{ width: width(c.nodes) }} />
                  </span>
                  {c.of !== null && <span className="lab-share">{t('lab.compare.share', { percent: percent(c.nodes, c.of) })}</span>}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
