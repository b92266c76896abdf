/**
 * The exact endgame solver in a Chromium worker: FFO positions (default
 * #40-#46; `--lines 40-42`), each solved once as warm-up then `--runs N`
 * times (default 1), the best move and score checked against the file (exit
 * 1 on a difference). bench/endgameWorkerEntry.ts bundled by esbuild into one
 * classic worker script, started from a blob URL on a blank page.
 * Usage: tsx scripts/benchEndgameBrowser.ts [--lines a-b] [--runs N] [--json]
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { launchBrowser } from '../test/e2e/harness.ts';
import { FFO_FILE } from '../bench/endgame.ts';
import { formatRows, median, quartiles, type BenchRow } from '../bench/stats.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const at = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const [from, to] = (at('--lines') ?? '40-46').split('-').map(Number);
const runs = Number(at('--runs') ?? 1);
const all = readFileSync(FFO_FILE, 'utf8').split('\n').filter((l) => l.trim() !== '');
const lines = all.slice(from - 40, (to ?? from) - 40 + 1);
const bundle = await build({ entryPoints: ['bench/endgameWorkerEntry.ts'], bundle: true, format: 'iife', write: false, target: 'es2022', logLevel: 'silent' });
const code = bundle.outputFiles[0].text;
const browser = await launchBrowser();
let failed = false;
try {
  const page = await browser.newPage();
  await page.goto('about:blank');
  const result = (await page.evaluate(
    ([src, data]) =>
      new Promise((resolve, reject) => {
        const w = new Worker(URL.createObjectURL(new Blob([src as string], { type: 'text/javascript' })));
        w.onmessage = (e) => resolve(e.data);
        w.onerror = (e) => reject(new Error(e.message));
        w.postMessage(data);
      }),
    [code, { lines, runs }] as const,
  )) as { move: string; score: number; nodes: number; ms: number[] }[];
  const rows: BenchRow[] = [];
  let total = 0;
  let nodes = 0;
  result.forEach((r, i) => {
    const n = from + i;
    const listed = lines[i].split(';')[1].trim().toLowerCase();
    const got = `${r.move}:${r.score > 0 ? '+' : ''}${r.score}`;
    if (got !== listed) {
      console.error(`FFO #${n}: solved ${got}, the file says ${listed}`);
      failed = true;
    }
    const ms = median(r.ms);
    total += ms;
    nodes += r.nodes;
    rows.push({ name: `othello endgame in a Chromium worker: FFO #${n} ${got}, time`, median: ms, ...(runs > 1 ? quartiles(r.ms) : {}), unit: 'ms', runs, ...(n === 40 ? { target: '<= 3,000 ms' } : {}) });
    rows.push({ name: `othello endgame in a Chromium worker: FFO #${n}, nodes per second (${r.nodes.toLocaleString('en-US')} nodes)`, median: r.nodes / (ms / 1000) / 1e6, unit: 'M/s' });
  });
  rows.push({ name: `othello endgame in a Chromium worker: FFO #${from}-#${to ?? from} in total, time`, median: total, unit: 'ms' });
  rows.push({ name: `othello endgame in a Chromium worker: FFO #${from}-#${to ?? from} in total, nodes per second`, median: nodes / (total / 1000) / 1e6, unit: 'M/s' });
  if (json) console.log(JSON.stringify({ load: readFileSync('/proc/loadavg', 'utf8').trim(), rows }, null, 2));
  else console.log(`load ${readFileSync('/proc/loadavg', 'utf8').trim()}\n${formatRows(rows)}`);
} finally {
  await browser.close();
}
if (failed) process.exit(1);
