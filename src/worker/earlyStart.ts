/**
 * The earliest possible start of the tree build. The production index.html
 * carries a small inline script (its hash is in the page's CSP) that creates
 * the tree worker and posts the first build request while the HTML is still
 * being parsed, before the page's first layout and before the app's modules
 * have arrived. It queues the worker's events on a global; the entry module
 * takes that record and hands it to the worker client, which adopts it.
 */
import type { EarlyStart } from './client.ts';

/** The global the inline script writes (and takeEarlyStart clears). */
export const EARLY_START_GLOBAL = '__minimaxExplorerEarlyTree';

/** The id of the request the inline script posts. */
export const EARLY_REQUEST_ID = 1;

/**
 * Source of the inline start-up script for a given worker URL: plain ES2017,
 * no imports. A failure to create the worker leaves no record; the entry then
 * starts the worker itself (and reports the failure the usual way).
 */
export function earlyStartScript(workerUrl: string): string {
  return [
    '(function(){try{',
    `var w=new Worker(${JSON.stringify(workerUrl)},{type:"module",name:"minimax-tree"}),q=[];`,
    'w.onmessage=w.onerror=w.onmessageerror=function(e){q.push(e)};',
    `w.postMessage({type:"build",id:${EARLY_REQUEST_ID}});`,
    `window[${JSON.stringify(EARLY_START_GLOBAL)}]={worker:w,id:${EARLY_REQUEST_ID},started:performance.now(),queue:q};`,
    '}catch(e){}})();',
  ].join('');
}

/** Takes the inline script's record, once; null when there is none (dev server, tests, failure). */
export function takeEarlyStart(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): EarlyStart | null {
  const record = scope[EARLY_START_GLOBAL] as Partial<EarlyStart> | undefined;
  delete scope[EARLY_START_GLOBAL];
  if (!record || typeof record !== 'object' || !record.worker || typeof record.id !== 'number' || typeof record.started !== 'number' || !Array.isArray(record.queue)) return null;
  return record as EarlyStart;
}
