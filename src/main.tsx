// The page's first module stays tiny: it takes over the tree worker that the page's inline
// script started while the HTML was parsed (or starts it itself, on the dev server), asks it for
// the scored position table (a few ms: enough to play) and loads the app (store, React,
// components). The app renders the playable board as soon as it runs, then asks for the tree.
// If the app's chunk cannot load, the splash becomes a message with a reload button.
// Performance marks (read by the load benchmarks): mx:entry, mx:boot, mx:mount, mx:playable, mx:tree-ready, mx:first-draw.
import { showBootFailure } from './bootFailure.ts';
import { createInlineClient, createWorkerClient } from './worker/client.ts';
import { createTreeWorker } from './worker/createTreeWorker.ts';
import { takeEarlyStart } from './worker/earlyStart.ts';
import './styles.css';

performance.mark('mx:entry');

// A worker that cannot even be created fails its build; the store then falls back to the main thread.
const treeClient = typeof Worker === 'function' ? createWorkerClient(createTreeWorker, { warm: takeEarlyStart() }) : createInlineClient();
const positions = treeClient.positions?.() ?? null;
positions?.catch(() => undefined); // a failing worker is reported by the build that follows
import('./boot.tsx').then(
  ({ boot }) => boot(treeClient, positions),
  () => {
    treeClient.dispose();
    showBootFailure(document.getElementById('root'));
  },
);
