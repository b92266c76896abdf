/**
 * Othello engine figures in a Chromium worker (`npm run bench:browser` runs
 * it after the app's figures): bench/othelloWorkerEntry.ts bundled by
 * esbuild into one classic worker script, started from a blob URL on a blank
 * page. Prints medians with quartiles.
 */
import { build } from 'esbuild';
import { launchBrowser } from '../test/e2e/harness.ts';
import { formatRows, median, quartiles, type BenchRow } from '../bench/stats.ts';

const json = process.argv.includes('--json');
const bundle = await build({ entryPoints: ['bench/othelloWorkerEntry.ts'], bundle: true, format: 'iife', write: false, target: 'es2022', logLevel: 'silent' });
const code = bundle.outputFiles[0].text;
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.goto('about:blank');
  const result = (await page.evaluate(
    (src) =>
      new Promise((resolve, reject) => {
        const w = new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })));
        w.onmessage = (e) => resolve(e.data);
        w.onerror = (e) => reject(new Error(e.message));
        w.postMessage('go');
      }),
    code,
  )) as { rate: number[]; p9: number[]; moveMs: number[] };
  const row = (name: string, xs: number[], unit: string, target?: string): BenchRow => ({ name, median: median(xs), ...quartiles(xs), unit, runs: xs.length, ...(target ? { target } : {}) });
  const rows = [
    row('othello in a Chromium worker: move generation, perft 9 with every leaf made', result.rate, 'M leaves/s', '>= 5 M/s'),
    row('othello in a Chromium worker: perft 9', result.p9, 'ms'),
    row('othello in a Chromium worker: CPU move, depth 6, weights, 20 midgame positions (CPU worker handler)', result.moveMs, 'ms', '<= 300 ms'),
  ];
  if (json) console.log(JSON.stringify({ rows }, null, 2));
  else console.log(formatRows(rows));
} finally {
  await browser.close();
}
