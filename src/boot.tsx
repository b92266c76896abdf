import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './components/App.tsx';
import { StoreProvider } from './components/StoreContext.tsx';
import { createAppStore } from './store/createAppStore.ts';
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

/** Creates the store around the (already building) tree client and renders the app into #root. */
export function boot(treeClient: TreeClient): void {
  // The store and its worker clients live outside React (StrictMode mounts effects twice).
  const store = createAppStore({
    treeClient,
    fallbackClient: createInlineClient(),
    storage: safeStorage(),
    browserLanguages: navigator.languages ?? [navigator.language],
    createArenaWorker: typeof Worker === 'function' ? createArenaWorker : undefined,
  });
  bindUrl(store, window);
  if (store.getState().settingsDiscarded) store.setState({ gameNotice: { key: 'notice.settingsReset', tone: 'info', seq: 0 } });
  void store.getState().buildTree().then(() => performance.mark('mx:tree-ready'));
  const root = document.getElementById('root');
  if (!root) return;
  performance.mark('mx:mount');
  createRoot(root).render(
    <StrictMode>
      <StoreProvider store={store}>
        <App />
      </StoreProvider>
    </StrictMode>,
  );
}
