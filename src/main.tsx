// The page's first module stays tiny: it takes over the tree worker that the page's inline
// script started while the HTML was parsed (or starts it itself, on the dev server), then loads
// the app (store, React, components), which asks the worker for the tree; the app mounts when
// the tree is in hand. If the app's chunk cannot load, the splash becomes a message with a reload button.
// Performance marks (read by `npm run bench:browser`): mx:entry, mx:boot, mx:mount, mx:tree-ready, mx:first-draw.
import { showBootFailure } from './bootFailure.ts';
import { createInlineClient, createWorkerClient } from './worker/client.ts';
import { createTreeWorker } from './worker/createTreeWorker.ts';
import { takeEarlyStart } from './worker/earlyStart.ts';
import './styles.css';

performance.mark('mx:entry');

// A worker that cannot even be created fails its build; the store then falls back to the main thread.
const treeClient = typeof Worker === 'function' ? createWorkerClient(createTreeWorker, { warm: takeEarlyStart() }) : createInlineClient();
// The build starts now, while the app chunk loads: the position table (enough to play) is here
// by the time the app runs, and the tree follows while React renders the board.
treeClient.prefetch?.();
import('./boot.tsx').then(
  ({ boot }) => boot(treeClient),
  () => {
    treeClient.dispose();
    showBootFailure(document.getElementById('root'));
  },
);
