import type { MatchResult, PlayerCost } from '../../../ai/arena.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import { formatNumber, type Language } from '../../../i18n/translate.ts';
import { useT } from '../../../components/StoreContext.tsx';

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
  const players: [string, PlayerCost | null][] = [
    [names.a, cost.a],
    [names.b, cost.b],
  ];
  const timing = (cost.a ?? cost.b)?.timing;
  const n = (v: number) => formatNumber(Math.round(v), lang);
  // One row per measure, one column per player: the two players' figures side by side (and narrow enough for a phone).
  const measures: { key: MessageKey; cell: (c: PlayerCost) => string; strong?: boolean }[] = [
    { key: 'arena.cost.nodesMean', cell: (c) => n(c.nodesMean), strong: true },
    { key: 'arena.cost.nodesMax', cell: (c) => n(c.nodesMax) },
    { key: 'arena.cost.msMean', cell: (c) => formatMs(c.msMean), strong: true },
    { key: 'arena.cost.msMax', cell: (c) => formatMs(c.msMax) },
    { key: 'arena.cost.moves', cell: (c) => n(c.moves) },
  ];
  const unmeasured = players.filter(([, c]) => !c).map(([name]) => name);
  return (
    <div className="arena-cost">
      <table className="arena-table arena-cost-table">
        <caption>{t('arena.cost.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('arena.cost.measure')}</th>
            {players.map(([name], i) => (
              <th key={i} scope="col" data-player={i === 0 ? 'a' : 'b'}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {measures.map((m) => (
            <tr key={m.key} className={m.strong ? 'arena-cost-main' : undefined}>
              <th scope="row">{t(m.key)}</th>
              {players.map(([, c], i) => (
                <td key={i}>{c ? m.cell(c) : '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {unmeasured.length > 0 && <p className="arena-note arena-cost-note">{t('arena.cost.none', { players: unmeasured.join(', ') })}</p>}
      <p className="arena-note arena-cost-note">{t(timing === 'per-move' ? 'arena.cost.note.perMove' : 'arena.cost.note.perPosition')}</p>
    </div>
  );
}
