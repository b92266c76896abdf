import type { MatchResult, PlayerCost } from '../../ai/arena.ts';
import { formatNumber, type Language } from '../../i18n/translate.ts';
import { useT } from '../StoreContext.tsx';

/** Milliseconds for a table cell: two significant decimals below 10 ms, one above, "< 0.01" for less. */
export function formatMs(ms: number): string {
  if (ms <= 0) return '0';
  if (ms < 0.01) return '< 0.01';
  return ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : String(Math.round(ms));
}

/**
 * What each player's thinking cost in the match: per move, the nodes its
 * search visited and the time it took (mean and max), or a dash for players
 * that do not search. Says how the time was measured.
 */
export function MatchCost({ result, lang, names }: { result: MatchResult; lang: Language; names: { a: string; b: string } }) {
  const t = useT();
  const cost = result.cost;
  if (!cost || (!cost.a && !cost.b)) return null;
  const rows: [string, PlayerCost | null][] = [
    [names.a, cost.a],
    [names.b, cost.b],
  ];
  const timing = (cost.a ?? cost.b)?.timing;
  const n = (v: number) => formatNumber(Math.round(v), lang);
  return (
    <div className="arena-cost">
      <table className="arena-table arena-cost-table">
        <caption>{t('arena.cost.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('arena.cost.player')}</th>
            <th scope="col">{t('arena.cost.moves')}</th>
            <th scope="col">{t('arena.cost.nodesMean')}</th>
            <th scope="col">{t('arena.cost.nodesMax')}</th>
            <th scope="col">{t('arena.cost.msMean')}</th>
            <th scope="col">{t('arena.cost.msMax')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, c], i) => (
            <tr key={i} data-player={i === 0 ? 'a' : 'b'}>
              <th scope="row">{name}</th>
              {c ? (
                <>
                  <td>{n(c.moves)}</td>
                  <td className="arena-cost-nodes">{n(c.nodesMean)}</td>
                  <td>{n(c.nodesMax)}</td>
                  <td>{formatMs(c.msMean)}</td>
                  <td>{formatMs(c.msMax)}</td>
                </>
              ) : (
                <td colSpan={5} className="arena-cost-none">
                  {t('arena.cost.none')}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="arena-note arena-cost-note">{t(timing === 'per-move' ? 'arena.cost.note.perMove' : 'arena.cost.note.perPosition')}</p>
    </div>
  );
}
