import type { AppState } from '../store/appState.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { useAppStore, useT } from './StoreContext.tsx';

const selectProgress = (s: AppState) => s.treeProgress;

/** The progress of the tree build: a page of its own, or `compact` in the explorer's place while the board is already playable. */
export function BuildProgress({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const progress = useAppStore(selectProgress);
  const bar = <ProgressBar fraction={progress.fraction} label={t('build.progress')} detail={t(`build.phase.${progress.phase}`)} />;
  if (compact) return <div className="build-inline" aria-busy="true">{bar}</div>;
  return (
    <section className="panel build-panel" aria-busy="true">
      <h2>{t('build.title')}</h2>
      {bar}
    </section>
  );
}
