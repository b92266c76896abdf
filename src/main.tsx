// The page's first module stays tiny: it starts the tree worker and its build at once,
// then loads the app (store, React, components) as a second chunk while the worker builds.
// Performance marks (read by `npm run bench:browser`): mx:entry, mx:mount, mx:tree-ready, mx:first-draw.
import { createInlineClient, createWorkerClient } from './worker/client.ts';
import { createTreeWorker } from './worker/createTreeWorker.ts';
import { takeEarlyStart } from './worker/earlyStart.ts';
import { prestartBuild } from './worker/prestart.ts';
import './styles.css';

performance.mark('mx:entry');

function startTreeClient() {
  if (typeof Worker !== 'function') return createInlineClient();
  // The page's inline script has usually started the worker already; else start it now.
  // A worker that cannot even be created fails its build; the store then falls back to the main thread.
  return prestartBuild(createWorkerClient(createTreeWorker, undefined, undefined, takeEarlyStart()));
}

const treeClient = startTreeClient();
void import('./boot.tsx').then(({ boot }) => boot(treeClient));
