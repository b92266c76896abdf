/**
 * The earliest possible start of the tree worker. The production index.html
 * carries a small inline script (its hash is in the page's CSP) that creates
 * the tree worker while the HTML is still being parsed: its thread, its
 * isolate and its module load then run while the page lays out and loads the
 * app, so the worker is ready when the app asks for the tree. The script
 * queues the worker's events on a global until the entry module takes that
 * record and hands it to the worker client, which adopts the worker.
 *
 * The build itself is requested by the app once its own module has loaded:
 * building while the browser still compiles the app's 340 KB chunk would
 * make both slower on a 2-core machine (measured with scripts/abLoads.mts).
 */
import type { WarmWorker } from '../worker/jobs.ts';

/** The global the inline script writes (and takeEarlyStart clears). */
export const EARLY_START_GLOBAL = '__minimaxExplorerTreeWorker';

/**
 * Source of the inline start-up script for a given worker URL: plain ES2017,
 * no imports. A failure to create the worker leaves no record; the client then
 * creates the worker itself when the app asks for the tree (and reports a
 * failure the usual way).
 */
export function earlyStartScript(workerUrl: string): string {
  return [
    '(function(){try{',
    `var w=new Worker(${JSON.stringify(workerUrl)},{type:"module",name:"minimax-tree"}),q=[];`,
    'w.onmessage=w.onerror=w.onmessageerror=function(e){q.push(e)};',
    `window[${JSON.stringify(EARLY_START_GLOBAL)}]={worker:w,queue:q};`,
    '}catch(e){}})();',
  ].join('');
}

/** Takes the inline script's record, once; null when there is none (dev server, tests, failure). */
export function takeEarlyStart(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): WarmWorker | null {
  const record = scope[EARLY_START_GLOBAL] as Partial<WarmWorker> | undefined;
  delete scope[EARLY_START_GLOBAL];
  if (!record || typeof record !== 'object' || !record.worker || typeof record.worker.postMessage !== 'function' || !Array.isArray(record.queue)) return null;
  return record as WarmWorker;
}
