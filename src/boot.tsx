import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './components/App.tsx';
import { StoreProvider } from './components/StoreContext.tsx';
import { createAppStore } from './store/createAppStore.ts';
import { bindQuizUrl } from './store/quizUrl.ts';
import { bindUrl } from './store/url.ts';
import { createArenaWorker } from './worker/arenaClient.ts';
import { createInlineClient, type TreeClient } from './worker/client.ts';

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Creates the store around the tree client (its worker already started), asks for the tree, and renders the app into #root. */
export function boot(treeClient: TreeClient): void {
  performance.mark('mx:boot');
  // The store and its worker clients live outside React (StrictMode mounts effects twice).
  const store = createAppStore({
    treeClient,
    fallbackClient: createInlineClient(),
    storage: safeStorage(),
    browserLanguages: navigator.languages ?? [navigator.language],
    createArenaWorker: typeof Worker === 'function' ? createArenaWorker : undefined,
  });
  bindUrl(store, window);
  bindQuizUrl(store, window);
  if (store.getState().settingsDiscarded) store.setState({ gameNotice: { key: 'notice.settingsReset', tone: 'info', seq: 0 } });
  const building = store.getState().buildTree().then(() => performance.mark('mx:tree-ready'));
  const root = document.getElementById('root');
  if (!root) return;
  const mount = () => {
    if (mounted) return;
    mounted = true;
    performance.mark('mx:mount');
    createRoot(root).render(
      <StrictMode>
        <StoreProvider store={store}>
          <App />
        </StoreProvider>
      </StrictMode>,
    );
  };
  let mounted = false;
  // The page's static splash shows while the worker builds (usually ~0.1 s): rendering React at
  // the same moment would only compete with the worker for the CPU. A slow build gets the
  // React progress bar after MOUNT_WAIT_MS.
  void building.finally(mount);
  setTimeout(mount, MOUNT_WAIT_MS);
}

const MOUNT_WAIT_MS = 250;
