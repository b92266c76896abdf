import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from '../components/App.tsx';
import { loadAppLanguage, StoreProvider } from '../components/StoreContext.tsx';
import { createAppStore } from '../store/createAppStore.ts';
import { bindExerciseSession } from '../features/exercises/state/exerciseSession.ts';
import { bindQuizUrl, isQuizHash } from '../features/exercises/state/quizUrl.ts';
import { presentFromSearch } from '../features/present/state/presentAddress.ts';
import { bindUrl, parseHash } from '../store/url.ts';
import { loadGame, moduleById } from '../games/index.ts';
import { showBootFailure } from './bootFailure.ts';
import { createArenaWorker } from '../worker/arenaClient.ts';
import type { AppPositions } from '../store/appGame.ts';
import { createInlineClient, type TreeClient } from '../worker/client.ts';
import { lazySearchPort } from '../features/play/state/lazySearchPort.ts';

function safeStorage(which: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | null {
  try {
    return window[which];
  } catch {
    return null;
  }
}

/** Starts the app (below) once the code of the game the address names is here; if it cannot load, the splash says so. */
export function boot(treeClient: TreeClient, positions: Promise<AppPositions> | null = null): void {
  performance.mark('mx:boot');
  // The game the address names loads first (its own chunk; the opening game's code came with the page).
  const hash = window.location.hash;
  const addressed = isQuizHash(hash) ? null : parseHash(hash).game;
  if (addressed === null || moduleById(addressed)) return start(treeClient, positions);
  loadGame(addressed).then(
    () => start(treeClient, positions),
    () => {
      treeClient.dispose();
      showBootFailure();
    },
  );
}

/**
 * Creates the store around the tree client (its worker already started), renders the app into
 * #root as soon as the position table is here (the board is then playable), and asks for the
 * tree right after that first commit, so the worker's build does not compete with React's first
 * render for the CPU. Without a table (no worker, or it failed), the build goes first.
 */
function start(treeClient: TreeClient, positions: Promise<AppPositions> | null): void {
  // The store and its worker clients live outside React (StrictMode mounts effects twice).
  const store = createAppStore({
    treeClient,
    fallbackClient: createInlineClient(),
    storage: safeStorage(),
    browserLanguages: navigator.languages ?? [navigator.language],
    createArenaWorker: typeof Worker === 'function' ? createArenaWorker : undefined,
    search: lazySearchPort(() => import('../worker/searchClient.ts').then((m) => m.createAppSearchClient())),
  });
  // The exercises' score and answers survive a reload (an update's among them) in this tab; read before the address.
  bindExerciseSession(store, safeStorage('sessionStorage'));
  bindUrl(store, window);
  if (presentFromSearch(window.location.search)) store.getState().setPresent(true);
  bindQuizUrl(store, window);
  if (store.getState().settingsDiscarded) store.getState().addAppNotice('notice.settingsReset', 'info');
  const root = document.getElementById('root');
  if (!root) return;
  let mounted = false;
  const mount = () => {
    if (mounted) return;
    mounted = true;
    performance.mark('mx:mount');
    // Synchronously, so the board is committed before anything else runs (the build request included).
    flushSync(() =>
      createRoot(root).render(
        <StrictMode>
          <StoreProvider store={store}>
            <App />
          </StoreProvider>
        </StrictMode>,
      ),
    );
  };
  // Offline after the first visit (production builds: the build writes sw.js); updates are offered, never forced.
  // Registered once the tree is here, so caching the build never competes with the build or the first frames.
  const offline = () => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    // Its module loads then too (the first view does not need it); if it cannot load, the app works online as before.
    import('./registerServiceWorker.ts').then(
      ({ registerServiceWorker }) => registerServiceWorker('./sw.js', (apply) => store.getState().offerUpdate(apply)),
      () => undefined,
    );
  };
  const build = () =>
    void store
      .getState()
      .buildTree()
      .then(() => performance.mark('mx:tree-ready'))
      .finally(() => {
        mount();
        offline();
      });
  // A slow start gets the React progress bar after MOUNT_WAIT_MS.
  setTimeout(mount, MOUNT_WAIT_MS);
  // The first render waits for the language's strings (at once for English; Japanese loads from its own file).
  const language = loadAppLanguage(store.getState().language).catch(() => undefined);
  const afterLanguage = (f: () => void) => void language.then(f);
  if (!positions) return afterLanguage(build);
  positions.then(
    (table) => {
      store.getState().receivePositions(table);
      afterLanguage(() => {
        mount();
        build();
      });
    },
    () => afterLanguage(build),
  );
}

const MOUNT_WAIT_MS = 250;
