// Exploratory: one traced page load, printing each thread's long tasks (>= 3 ms) in time order.
import { writeFileSync } from 'node:fs';
import { launchBrowser, startServer, waitForFirstDraw } from '../test/e2e/harness.ts';

const { server, url } = await startServer();
const browser = await launchBrowser();
// warm-up load (like the bench's later loads: HTTP cache, compiled code cache)
for (let i = 0; i < Number(process.env.WARM ?? 1); i++) {
  const p = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await p.goto(url);
  await p.waitForSelector('canvas.tree-canvas[data-boards-drawn]');
  await p.close();
}
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'toplevel', 'loading', 'disabled-by-default-v8.compile', ...(process.env.CATS ? process.env.CATS.split(',') : [])] });
await page.goto(url, { waitUntil: 'commit' });
await waitForFirstDraw(page);
const buf = await browser.stopTracing();
writeFileSync('/tmp/trace.json', buf);
await browser.close();
await server.close();

type Ev = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: Record<string, unknown>; cat: string };
const { traceEvents } = JSON.parse(buf.toString()) as { traceEvents: Ev[] };
const names = new Map<string, string>();
for (const e of traceEvents) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, String((e.args as { name: string }).name));
const nav = traceEvents.find((e) => e.name === 'navigationStart' && (e.args as { data?: { isLoadingMainFrame?: boolean } })?.data?.isLoadingMainFrame);
const t0 = nav?.ts ?? Math.min(...traceEvents.filter((e) => e.ts > 0).map((e) => e.ts));
const min = Number(process.env.MIN ?? 3);
const rows = traceEvents
  .filter((e) => e.ph === 'X' && (e.dur ?? 0) >= min * 1000 && /Renderer|Worker|Main|Compositor/i.test(names.get(`${e.pid}:${e.tid}`) ?? ''))
  .map((e) => {
    const d = (e.args?.data ?? e.args?.beginData ?? {}) as Record<string, unknown>;
    const what = String(d.url ?? d.functionName ?? d.fileName ?? (e.args as { fileName?: string })?.fileName ?? '').replace(url, '');
    return `${((e.ts - t0) / 1000).toFixed(1).padStart(7)} +${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)}  ${(names.get(`${e.pid}:${e.tid}`) ?? '').padEnd(22)} ${e.name} ${what}`;
  });
rows.sort((a, b) => parseFloat(a) - parseFloat(b));
console.log(rows.join('\n'));
for (const e of traceEvents) if (e.cat.includes('user_timing') && e.name.startsWith('mx:')) console.log('mark', e.name, ((e.ts - t0) / 1000).toFixed(1));
// Busy time per thread while the worker builds (top-level tasks only, to avoid double counting).
const build = traceEvents.find((e) => e.ph === 'X' && e.name === 'HandlePostMessage' && /Worker/.test(names.get(`${e.pid}:${e.tid}`) ?? '') && (e.dur ?? 0) > 20000);
if (build) {
  const b0 = build.ts;
  const b1 = build.ts + (build.dur ?? 0);
  const busy = new Map<string, number>();
  for (const e of traceEvents) {
    if (e.ph !== 'X' || !['RunTask', 'ThreadPool_RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name)) continue;
    if (e.name === 'ThreadControllerImpl::RunTask') continue;
    const s = Math.max(e.ts, b0);
    const f = Math.min(e.ts + (e.dur ?? 0), b1);
    if (f <= s) continue;
    const k = `${e.pid}:${names.get(`${e.pid}:${e.tid}`) ?? e.tid}`;
    busy.set(k, (busy.get(k) ?? 0) + (f - s) / 1000);
  }
  console.log(`build window ${((b0 - t0) / 1000).toFixed(1)}..${((b1 - t0) / 1000).toFixed(1)} ms`);
  for (const [k, v] of [...busy].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  busy ${v.toFixed(1).padStart(6)} ms  ${k}`);
}
