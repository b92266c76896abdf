import type { AppState } from '../store/appState.ts';
import { BuildError } from './BuildError.tsx';
import { BuildProgress } from './BuildProgress.tsx';
import { Header } from './Header.tsx';
import { Panel } from './Panel.tsx';
import { useAppStore, useT } from './StoreContext.tsx';
import { TreeSummary } from './TreeSummary.tsx';

const selectStatus = (s: AppState) => s.treeStatus;
const selectTree = (s: AppState) => s.tree;
const selectWorkerError = (s: AppState) => s.treeWorkerError;

/** Page layout: header, then the build progress, an error, or the panels. */
export function App() {
  const t = useT();
  const status = useAppStore(selectStatus);
  const tree = useAppStore(selectTree);
  const workerError = useAppStore(selectWorkerError);
  return (
    <div className="app" data-ready={status === 'ready'}>
      <Header />
      <main className="app-main">
        {workerError && status !== 'error' && (
          <p className="notice" role="status">
            {t('build.workerFailed', { message: workerError })}
          </p>
        )}
        {(status === 'idle' || status === 'building') && <BuildProgress />}
        {status === 'error' && <BuildError />}
        {status === 'ready' && tree && (
          <Panel title={t('summary.title')} className="summary-panel">
            <TreeSummary tree={tree} />
          </Panel>
        )}
      </main>
    </div>
  );
}
