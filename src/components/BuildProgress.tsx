import type { AppState } from '../store/appState.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { useAppStore, useT } from './StoreContext.tsx';

const selectProgress = (s: AppState) => s.treeProgress;

/** The progress of the tree build. */
export function BuildProgress() {
  const t = useT();
  const progress = useAppStore(selectProgress);
  return (
    <section className="panel build-panel" aria-busy="true">
      <h2>{t('build.title')}</h2>
      <ProgressBar fraction={progress.fraction} label={t('build.progress')} detail={t(`build.phase.${progress.phase}`)} />
    </section>
  );
}
