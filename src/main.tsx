// First: start the tree worker, so it loads and builds while the UI code downloads.
import { takeTreeWorker } from './worker/earlyWorker.ts';
import { createAppStore } from './store/createAppStore.ts';
import { createInlineClient, createWorkerClient } from './worker/client.ts';
import { createArenaWorker } from './worker/arenaClient.ts';
import { bindUrl } from './store/url.ts';
import './styles.css';

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// The store and its worker clients live outside React (StrictMode mounts effects twice).
const store = createAppStore({
  treeClient: typeof Worker === 'function' ? createWorkerClient(takeTreeWorker) : createInlineClient(),
  fallbackClient: createInlineClient(),
  storage: safeStorage(),
  browserLanguages: navigator.languages ?? [navigator.language],
  createArenaWorker: typeof Worker === 'function' ? createArenaWorker : undefined,
});
bindUrl(store, window);
if (store.getState().settingsDiscarded) store.setState({ gameNotice: { key: 'notice.settingsReset', tone: 'info', seq: 0 } });
void store.getState().buildTree();

// React and the components arrive as a second chunk.
void import('./mount.tsx').then(({ mount }) => mount(store));
