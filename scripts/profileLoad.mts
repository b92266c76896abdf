// Exploratory: CPU profile of the page's main thread during one load; prints self and total time by function.
import { launchBrowser, startServer, waitForFirstDraw } from '../test/e2e/harness.ts';

const { server, url } = await startServer();
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'commit' });
await waitForFirstDraw(page);
const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[]; samples: number[]; timeDeltas: number[] } };
await browser.close();
await server.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map<string, number>();
const total = new Map<string, number>();
const key = (id: number) => {
  const f = byId.get(id)!.callFrame;
  return `${f.functionName || '(anon)'} ${f.url.replace(url, '').replace(/^.*\/assets\//, '')}:${f.lineNumber}`;
};
profile.samples.forEach((s, i) => {
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  self.set(key(s), (self.get(key(s)) ?? 0) + dt);
  const seen = new Set<string>();
  for (let id: number | undefined = s; id !== undefined; id = parent.get(id)) {
    const k = key(id);
    if (seen.has(k)) continue;
    seen.add(k);
    total.set(k, (total.get(k) ?? 0) + dt);
  }
});
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(1).padStart(7)} ms  ${k}`).join('\n');
console.log('SELF\n' + top(self, 30));
console.log('TOTAL\n' + top(total, 60));
