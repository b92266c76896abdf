/**
 * The exact endgame solver in a Chromium worker, on both cores (the
 * TypeScript search and the WebAssembly one, endgame.wasm), interleaved in
 * the one worker: FFO positions (default #40-#46; `--lines 40-42`), each
 * solved once per core as warm-up then `--runs N` times on each (default 1),
 * the best move and score checked against the file and the cores' nodes
 * against each other (exit 1 on a difference). bench/endgameWorkerEntry.ts
 * bundled by esbuild into one classic worker script, started from a blob URL
 * on a blank page.
 * Usage: tsx scripts/benchEndgameBrowser.ts [--lines a-b] [--runs N] [--json]
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { launchBrowser } from '../test/e2e/harness.ts';
import { FFO_FILE } from '../bench/endgame.ts';
import { formatRows, median, quartiles, type BenchRow } from '../bench/stats.ts';
import type { CoreRun } from '../bench/endgameWorkerEntry.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const at = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const [from, to] = (at('--lines') ?? '40-46').split('-').map(Number);
const runs = Number(at('--runs') ?? 1);
const all = readFileSync(FFO_FILE, 'utf8').split('\n').filter((l) => l.trim() !== '');
const lines = all.slice(from - 40, (to ?? from) - 40 + 1);
const bundle = await build({ entryPoints: ['bench/endgameWorkerEntry.ts'], bundle: true, format: 'iife', write: false, target: 'es2022', logLevel: 'silent' });
const code = bundle.outputFiles[0].text;
const wasm = [...readFileSync(new URL('../src/games/othello/endgame.wasm', import.meta.url))];
const loadAtStart = readFileSync('/proc/loadavg', 'utf8').trim();
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
        const d = data as { lines: string[]; runs: number; wasm: number[] };
        w.postMessage({ lines: d.lines, runs: d.runs, wasm: new Uint8Array(d.wasm).buffer });
      }),
    [code, { lines, runs, wasm }] as const,
  )) as { ts: CoreRun; wasm: CoreRun }[];
  const rows: BenchRow[] = [];
  const total = { ts: 0, wasm: 0 };
  let nodes = 0;
  result.forEach((r, i) => {
    const n = from + i;
    const listed = lines[i].split(';')[1].trim().toLowerCase();
    for (const [core, c] of [['TypeScript', r.ts], ['WebAssembly', r.wasm]] as const) {
      const got = `${c.move}:${c.score > 0 ? '+' : ''}${c.score}`;
      if (got !== listed || c.nodes !== r.ts.nodes) {
        console.error(`FFO #${n}, ${core}: solved ${got} in ${c.nodes} nodes, the file says ${listed} (TypeScript: ${r.ts.nodes} nodes)`);
        failed = true;
      }
      const ms = median(c.ms);
      rows.push({ name: `othello endgame in a Chromium worker: FFO #${n} ${got}, ${core}, time`, median: ms, ...(runs > 1 ? quartiles(c.ms) : {}), unit: 'ms', runs, ...(n === 40 ? { target: '<= 3,000 ms' } : {}) });
      rows.push({ name: `othello endgame in a Chromium worker: FFO #${n}, ${core}, nodes per second (${c.nodes.toLocaleString('en-US')} nodes)`, median: c.nodes / (ms / 1000) / 1e6, unit: 'M/s' });
    }
    rows.push({ name: `othello endgame in a Chromium worker: FFO #${n}, TypeScript time / WebAssembly time (medians)`, median: median(r.ts.ms) / median(r.wasm.ms), unit: 'x' });
    total.ts += median(r.ts.ms);
    total.wasm += median(r.wasm.ms);
    nodes += r.ts.nodes;
  });
  for (const [core, ms] of [['TypeScript', total.ts], ['WebAssembly', total.wasm]] as const) {
    rows.push({ name: `othello endgame in a Chromium worker: FFO #${from}-#${to ?? from} in total, ${core}, time`, median: ms, unit: 'ms' });
    rows.push({ name: `othello endgame in a Chromium worker: FFO #${from}-#${to ?? from} in total, ${core}, nodes per second`, median: nodes / (ms / 1000) / 1e6, unit: 'M/s' });
  }
  rows.push({ name: `othello endgame in a Chromium worker: FFO #${from}-#${to ?? from} in total, TypeScript time / WebAssembly time`, median: total.ts / total.wasm, unit: 'x' });
  if (json) console.log(JSON.stringify({ load: readFileSync('/proc/loadavg', 'utf8').trim(), rows }, null, 2));
  else console.log(`load ${readFileSync('/proc/loadavg', 'utf8').trim()} (at the start: ${loadAtStart})\n${formatRows(rows)}`);
} finally {
  await browser.close();
}
if (failed) process.exit(1);
