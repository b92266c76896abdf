import type { ScoreMode } from '../../../games/game.ts';
import { useId } from 'react';
import { selectLabComparison, selectLabComparisonRow } from '../state/labSlice.ts';
import { useAppStore, useT } from '../../../components/StoreContext.tsx';
import { selectLanguage, selectScoreMode } from './labSelectors.ts';
import { NodeCountTable } from './NodeCountTable.tsx';

const MODES: readonly ScoreMode[] = ['wdl', 'shortest'];

/** A full-tree game's node counts from the focus: minimax and alpha-beta with each improvement, in both scoring modes. */
export function LabComparison() {
  const t = useT();
  const titleId = useId();
  const lang = useAppStore(selectLanguage);
  const mode = useAppStore(selectScoreMode);
  const rows = useAppStore(selectLabComparison);
  const current = useAppStore(selectLabComparisonRow);
  if (!rows) return null;
  const minimax = rows[0];
  return (
    <section className="lab-compare" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('lab.compare.title')}</h3>
      <NodeCountTable
        corner={t('lab.compare.search')}
        columns={MODES.map((m) => ({ id: m, label: t(`lab.scoring.${m}`), current: m === mode }))}
        rows={rows.map((r) => ({ id: r.id, label: t(`lab.compare.${r.id}`), current: r.id === current, counts: MODES.map((m) => ({ nodes: r[m], bar: r.id, of: minimax[m] })) }))}
        lang={lang}
        skipped=""
      />
      <p className="lab-note">{t('lab.compare.note')}</p>
    </section>
  );
}
