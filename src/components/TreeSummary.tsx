import { selectLanguage } from './selectors.ts';
import type { AppTree } from '../store/appGame.ts';
import { useMemo } from 'react';
import { summaryStats } from '../tree/stats.ts';
import type { AppState } from '../store/appState.ts';
import { describeValue } from './valueWords.ts';
import { useTreeModule, useTreeWords } from './treeGame.ts';
import { useAppStore, useT } from './StoreContext.tsx';
import { selectHideValues } from '../features/hide/state/hideSlice.ts';
import { positionKey, valueShown } from '../view/hideValues.ts';
import { formatNumber } from '../i18n/translate.ts';
import { bestMoveTableJson } from '../tree/bestMoveTable.ts';
import { downloadText } from './download.ts';

const selectSummary = (s: AppState) => s.treeBuildMs;
const selectTotal = (s: AppState) => s.treeTotalMs;
const selectSource = (s: AppState) => s.treeSource;
const selectStartup = (s: AppState) => s.treeStartupMs ?? 0;
const selectTransfer = (s: AppState) => s.treeTransferMs ?? 0;

/** Facts about the built tree: counts, build time, root value, and two small charts. */
export function TreeSummary({ tree }: { tree: AppTree }) {
  const t = useT();
  const { game } = useTreeModule();
  const words = useTreeWords();
  const lang = useAppStore(selectLanguage);
  const buildMs = useAppStore(selectSummary) ?? 0;
  const totalMs = useAppStore(selectTotal) ?? 0;
  const source = useAppStore(selectSource) ?? 'worker';
  const startupMs = useAppStore(selectStartup);
  const transferMs = useAppStore(selectTransfer);
  const stats = useMemo(() => summaryStats(tree), [tree]);
  const rootShown = valueShown(useAppStore(selectHideValues), positionKey(tree.pos[0]));
  const maxDepthCount = Math.max(...stats.nodesPerDepth);
  const outcomes = [
    { key: 'firstWins', label: t('value.sideWins', { side: words.sides[0] }), count: stats.firstWins },
    { key: 'draws', label: t('outcome.draws'), count: stats.draws },
    { key: 'secondWins', label: t('value.sideWins', { side: words.sides[1] }), count: stats.secondWins },
  ];
  return (
    <div className="summary">
      <dl className="facts">
        <div>
          <dt>{t('summary.nodes')}</dt>
          <dd data-testid="node-count">{formatNumber(stats.nodes, lang)}</dd>
        </div>
        <div>
          <dt>{t('summary.games')}</dt>
          <dd>{formatNumber(stats.games, lang)}</dd>
        </div>
        <div>
          <dt>{t('summary.positions')}</dt>
          <dd>
            {formatNumber(stats.positions, lang)}
            <small>{t('summary.positionsDetail', { positions: stats.positions, canonical: stats.canonicalPositions })}</small>
          </dd>
        </div>
        <div>
          <dt>{t('summary.rootValue')}</dt>
          <dd data-testid="root-value">
            {rootShown ? (
              <>
                {stats.rootValue.wdl} <small>{describeValue(t, words, stats.rootValue.wdl)}</small>
              </>
            ) : (
              t('hide.hidden')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('summary.buildTime')}</dt>
          <dd data-testid="build-time" data-build-ms={buildMs.toFixed(1)} data-total-ms={totalMs.toFixed(1)} data-startup-ms={startupMs.toFixed(1)} data-transfer-ms={transferMs.toFixed(1)}>
            {Math.round(totalMs)} ms
            <small>{t('summary.buildTimeDetail', { build: Math.round(buildMs), startup: Math.max(0, Math.round(startupMs)), transfer: Math.max(0, Math.round(transferMs)), source: t(`summary.source.${source}`) })}</small>
          </dd>
        </div>
      </dl>
      <figure className="chart">
        <figcaption>{t('summary.perDepth')}</figcaption>
        <ol className="depth-bars">
          {stats.nodesPerDepth.map((count, depth) => (
            <li key={depth} aria-label={`${t('summary.depth', { depth })}: ${formatNumber(count, lang)}`}>
              <span className="depth-label">{depth}</span>
              <span className="depth-bar" style={{ width: `${Math.max(0.5, (count / maxDepthCount) * 100)}%` }} />
              <span className="depth-count">{formatNumber(count, lang)}</span>
            </li>
          ))}
        </ol>
      </figure>
      <figure className="chart">
        <figcaption>{t('summary.outcomes')}</figcaption>
        <div className="stacked" role="img" aria-label={outcomes.map((o) => `${o.label} ${formatNumber(o.count, lang)}`).join(', ')}>
          {outcomes.map((o) => (
            <span key={o.key} className={`stack-${o.key}`} style={{ flexGrow: o.count }} />
          ))}
        </div>
        <ul className="legend-inline">
          {outcomes.map((o) => (
            <li key={o.key}>
              <span className={`swatch stack-${o.key}`} aria-hidden="true" />
              {o.label} {formatNumber(o.count, lang)} ({((o.count / stats.games) * 100).toFixed(1)}%)
            </li>
          ))}
        </ul>
      </figure>
      <div className="control-row summary-downloads">
        {(['wdl', 'shortest'] as const).map((mode) => (
          <button key={mode} type="button" className="button" onClick={() => downloadText(`best-moves-${mode}.json`, bestMoveTableJson(game, tree.positions, mode), 'application/json')}>
            <span aria-hidden="true">⤓</span> {t('summary.downloadTable', { scoring: t(`play.scoring.${mode}`) })}
          </button>
        ))}
      </div>
    </div>
  );
}
