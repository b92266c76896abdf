// A/B: page loads of several builds (dist folders) interleaved load by load,
// so machine drift hits all alike. Usage: tsx scripts/abLoads.mts N dirA dirB ...
import { preview } from 'vite';
import { launchBrowser, waitForFirstDraw } from '../test/e2e/harness.ts';

const [n, ...dirs] = process.argv.slice(2);
const servers = await Promise.all(dirs.map((outDir) => preview({ build: { outDir }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'error' })));
const urls = servers.map((s) => s.resolvedUrls!.local[0]);
const browser = await launchBrowser();
const res: Record<string, number[][]> = {};
for (let i = 0; i < Number(n); i++) {
  for (let j = 0; j < dirs.length; j++) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(urls[j], { waitUntil: 'commit' });
    await waitForFirstDraw(page);
    // The summary (with the build's timings) renders just after the tree's first frame.
    await page.waitForFunction(() => document.querySelector('[data-testid="build-time"]') !== null, null, { polling: 20 });
    const v = await page.evaluate(() => {
      const dd = document.querySelector<HTMLElement>('[data-testid="build-time"]')!.dataset;
      const firstDraw = performance.getEntriesByName('mx:first-draw')[0].startTime;
      // Playable: the board on screen with the AI able to answer (builds before mx:playable: the first frame, when everything appeared at once).
      const playable = performance.getEntriesByName('mx:playable')[0]?.startTime ?? firstDraw;
      return [playable, firstDraw, Number(dd.buildMs), Number(dd.buildMs) + Number(dd.transferMs), Number(dd.startupMs), Number(dd.transferMs)];
    });
    (res[dirs[j]] ??= []).push(v);
    await page.close();
  }
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1];
const q = (a: number[], f: number) => [...a].sort((x, y) => x - y)[Math.floor((a.length - 1) * f)];
console.log('dir: playable  tree-first-frame  build  build+transfer  startup  transfer (median [q1..q3])');
for (const d of dirs) {
  const cols = [0, 1, 2, 3, 4, 5].map((c) => res[d].map((r) => r[c]));
  console.log(d.padEnd(24), cols.map((c) => `${med(c).toFixed(0)} [${q(c, 0.25).toFixed(0)}..${q(c, 0.75).toFixed(0)}]`).join('  '));
}
await browser.close();
await Promise.all(servers.map((s) => s.close()));
