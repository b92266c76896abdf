import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './components/App.tsx';
import { StoreProvider } from './components/StoreContext.tsx';
import { createAppStore } from './store/createAppStore.ts';
import { createInlineClient, createWorkerClient } from './worker/client.ts';
import { createTreeWorker } from './worker/createTreeWorker.ts';
import { bindUrl } from './store/url.ts';
import './styles.css';

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// The store and its worker client live outside React (StrictMode mounts effects twice).
const store = createAppStore({
  treeClient: typeof Worker === 'function' ? createWorkerClient(createTreeWorker) : createInlineClient(),
  fallbackClient: createInlineClient(),
  storage: safeStorage(),
  browserLanguages: navigator.languages ?? [navigator.language],
});
bindUrl(store, window);
if (store.getState().settingsDiscarded) store.setState({ gameNotice: { key: 'notice.settingsReset', tone: 'info', seq: 0 } });
void store.getState().buildTree();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StoreProvider store={store}>
        <App />
      </StoreProvider>
    </StrictMode>,
  );
}
