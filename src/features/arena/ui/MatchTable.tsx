import { useId } from 'react';
import type { MatchResult, MatchRow } from '../../../ai/arena.ts';
import { formatNumber, joinSentences, type Language } from '../../../i18n/translate.ts';
import { useT } from '../../../components/StoreContext.tsx';
import { useArenaGame } from './arenaGame.ts';
import { playerName } from './playerCatalogue.ts';
import { MatchCost } from './MatchCost.tsx';

const SIDE_KEYS = { first: 'arena.table.side.0', second: 'arena.table.side.1' } as const;
/** Bar segments in reading order: the first player's wins, draws, losses. */
const PARTS = [
  { key: 'win', legend: 'arena.legend.win' },
  { key: 'draw', legend: 'arena.legend.draw' },
  { key: 'lose', legend: 'arena.legend.lose' },
] as const;

const percent = (r: number): string => `${(r * 100).toFixed(1)}%`;
const ratioOf = (row: MatchRow, key: (typeof PARTS)[number]['key']): number => (key === 'win' ? row.winRatio : key === 'draw' ? row.drawRatio : row.loseRatio);

/** The match table (rows o / x / total, from the first player's point of view) with a stacked bar per row. */
export function MatchTable({ result, state, lang }: { result: MatchResult; state: 'running' | 'cancelled' | 'done'; lang: Language }) {
  const t = useT();
  const captionId = useId();
  const { words } = useArenaGame();
  const a = playerName(t, words, result.a);
  const b = playerName(t, words, result.b);
  const sideLabel = (side: MatchRow['side']) => (side === 'total' ? t('arena.table.total') : t(SIDE_KEYS[side], { side: words.sides[side === 'first' ? 0 : 1] }));
  const rows = [result.asFirst, result.asSecond, result.total];
  const count = (row: MatchRow, key: (typeof PARTS)[number]['key']) => (
    <td>
      <span className="arena-count">{formatNumber(row[key], lang)}</span> <span className="arena-ratio">{percent(ratioOf(row, key))}</span>
    </td>
  );
  // The caption is a paragraph above the table's scroll box (it names the table): on a phone it wraps at the screen's
  // width while the table, wider than the screen, scrolls sideways.
  return (
    <div className="arena-results">
      <p id={captionId} className="arena-table-caption">
        {joinSentences(lang, [
          t('arena.table.caption', { a, b, games: result.gamesPerSide, seed: String(result.seed) }),
          result.openingMoves > 0 ? t('arena.table.openings', { openings: result.openingMoves }) : '',
          state === 'running' ? t('arena.table.soFar') : state === 'cancelled' ? t('arena.table.cancelled') : '',
        ])}
      </p>
      <div className="arena-table-scroll">
      <table className="arena-table" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('arena.table.side')}</th>
            <th scope="col">{t('arena.table.win')}</th>
            <th scope="col">{t('arena.table.lose')}</th>
            <th scope="col">{t('arena.table.draw')}</th>
            <th scope="col">{t('arena.table.games')}</th>
            <th scope="col" className="arena-chart-col">
              {t('arena.table.chart')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.side} className={row.side === 'total' ? 'arena-total' : undefined}>
              <th scope="row">{sideLabel(row.side)}</th>
              {count(row, 'win')}
              {count(row, 'lose')}
              {count(row, 'draw')}
              <td className="arena-count">{formatNumber(row.games, lang)}</td>
              <td className="arena-chart-col">
                <div
                  className="arena-stack"
                  role="img"
                  aria-label={t('arena.chart.label', { side: sideLabel(row.side), win: percent(row.winRatio), draw: percent(row.drawRatio), lose: percent(row.loseRatio) })}
                >
                  {PARTS.map((p) => (
                    <span key={p.key} className={`arena-seg arena-${p.key}`} style={{ flexGrow: ratioOf(row, p.key) }}>
                      {ratioOf(row, p.key) >= 0.12 ? percent(ratioOf(row, p.key)) : ''}
                    </span>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      <p className="arena-legend">
        {t('arena.legend')}
        {PARTS.map((p) => (
          <span key={p.key} className="arena-legend-item">
            <span className={`swatch arena-${p.key}`} aria-hidden="true" />
            {t(p.legend)}
          </span>
        ))}
      </p>
      <MatchCost result={result} lang={lang} names={{ a, b }} />
    </div>
  );
}
