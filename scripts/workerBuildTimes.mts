// Exploratory: the tree worker's build time in a fresh worker, repeated builds, main thread idle.
import { readdirSync } from 'node:fs';
import { launchBrowser, startServer } from '../test/e2e/harness.ts';

const { server, url } = await startServer();
const browser = await launchBrowser();
const file = readdirSync('dist/assets').find((f) => f.startsWith('tree.worker') && f.endsWith('.js'));
for (let r = 0; r < 3; r++) {
  const page = await browser.newPage();
  await page.goto(url + 'favicon.svg');
  const times = await page.evaluate(async (src) => {
    const w = new Worker(src, { type: 'module' });
    const out: number[] = [];
    for (let i = 0; i < 4; i++) {
      out.push(await new Promise<number>((resolve) => {
        w.onmessage = (e) => { if (e.data.type === 'built') resolve(e.data.timings.buildMs); };
        w.postMessage({ type: 'build', id: i + 1 });
      }));
    }
    w.terminate();
    return out;
  }, `${url}assets/${file}`);
  console.log(times.map((t) => t.toFixed(1)).join('  '));
  await page.close();
}
await browser.close();
await server.close();
