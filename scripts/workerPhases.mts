// Exploratory: phase times of a cold build in a fresh worker (dist/phases.worker.js, bundled by hand).
import { launchBrowser, startServer } from '../test/e2e/harness.ts';
const { server, url } = await startServer();
const browser = await launchBrowser();
for (let r = 0; r < Number(process.env.RUNS ?? 6); r++) {
  const page = await browser.newPage();
  await page.goto(url + 'favicon.svg');
  const t = await page.evaluate(async (src) => {
    const w = new Worker(src, { type: 'module' });
    const out = await new Promise<number[]>((resolve) => { w.onmessage = (e) => resolve(e.data); w.postMessage(0); });
    w.terminate();
    return out;
  }, `${url}${process.env.WORKER ?? 'phases.worker.js'}`);
  console.log(t.map((x) => x.toFixed(1).padStart(6)).join(' '));
  await page.close();
}
await browser.close();
await server.close();
