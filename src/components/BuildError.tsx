import type { AppState } from '../store/appState.ts';
import { useAppStore, useAppStoreApi, useT } from './StoreContext.tsx';
import { workerErrorText } from './workerErrorText.ts';

const selectError = (s: AppState) => s.treeError;

/** Shown when the tree could not be built at all: the reason and a retry button. */
export function BuildError() {
  const t = useT();
  const error = useAppStore(selectError);
  const store = useAppStoreApi();
  return (
    <section className="panel error-panel" role="alert">
      <p>{t('build.failed', { message: workerErrorText(error ?? '') })}</p>
      <button type="button" className="button primary" onClick={() => void store.getState().buildTree()}>
        {t('build.retry')}
      </button>
    </section>
  );
}
