// The page's entry module. Start-up lives in src/startup/: the build writes the CSP, an inline
// script (it starts the tree worker during HTML parsing and sets the splash's language) and the
// app chunk's preload into index.html (pagePlugin.ts); this module stays tiny: it takes over that
// worker (earlyStart.ts; on the dev server it starts it itself), asks it for the scored position
// table (a few ms: enough to play) and loads the app chunk (startup/boot.tsx: store, React,
// components), which renders the playable board as soon as it runs, then asks for the tree.
// If the app's chunk cannot load or boot throws, the splash becomes a message with a reload button (bootFailure.ts;
// the page's inline script does the same when this entry module itself fails).
// Performance marks (read by the load benchmarks): mx:entry, mx:boot, mx:mount, mx:playable, mx:tree-ready, mx:first-draw.
import { showBootFailure } from './startup/bootFailure.ts';
import { createInlineClient, createWorkerClient } from './worker/client.ts';
import { createTreeWorker } from './worker/createTreeWorker.ts';
import { takeEarlyStart } from './startup/earlyStart.ts';
import './styles.css';

performance.mark('mx:entry');

// A worker that cannot even be created fails its build; the store then falls back to the main thread.
const treeClient = typeof Worker === 'function' ? createWorkerClient(createTreeWorker, { warm: takeEarlyStart() }) : createInlineClient();
const positions = treeClient.positions?.() ?? null;
positions?.catch(() => undefined); // a failing worker is reported by the build that follows
// Japanese (the splash script chose it) loads beside the app chunk, not after it: the same module
// translate.ts's loadLanguage imports (this entry stays free of the dictionaries and translate.ts).
if (document.documentElement.lang === 'ja') import('./i18n/ja.ts').catch(() => undefined);
import('./startup/boot.tsx')
  .then(({ boot }) => boot(treeClient, positions))
  .catch(() => {
    treeClient.dispose();
    showBootFailure();
  });
