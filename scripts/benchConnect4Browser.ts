/**
 * The Connect Four solver in a Chromium worker (`npm run bench:connect4:browser`;
 * `npm run bench:browser` runs it too): End-Easy, Middle-Easy and Begin-Easy
 * whole and Begin-Hard's first `--hard N` lines (default 20; `--lines N`
 * for the easy sets), read from ../shared/data (test/helpers/connect4Sets.ts),
 * each line solved with an empty table as in bench/connect4.ts. Prints per
 * set the total time, mean nodes and nodes per second beside the target
 * (issue #26: 3× a native C++ solver of this design); exits 1 on any wrong
 * score. bench/connect4WorkerEntry.ts bundled by esbuild into one classic
 * worker script, started from a blob URL on a blank page.
 * Usage: tsx scripts/benchConnect4Browser.ts [--hard N] [--lines N] [--json]
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { launchBrowser } from '../test/e2e/harness.ts';
import { formatRows, type BenchRow } from '../bench/stats.ts';
import { CONNECT4_SETS, connect4SetPath, readConnect4Set } from '../test/helpers/connect4Sets.ts';
import type { WorkerSet, WorkerSetResult } from '../bench/connect4WorkerEntry.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const at = (flag: string) => (args.includes(flag) ? Number(args[args.indexOf(flag) + 1]) : undefined);
const hard = at('--hard') ?? 20;
const easy = at('--lines') ?? 1000;
/** Native C++ ms per position on this machine (issue #26). */
const SPECS = [
  { name: 'End-Easy', file: CONNECT4_SETS.endEasy, count: easy, nativeMs: 0.15 },
  { name: 'Middle-Easy', file: CONNECT4_SETS.middleEasy, count: easy, nativeMs: 0.29 },
  { name: 'Begin-Easy', file: CONNECT4_SETS.beginEasy, count: easy, nativeMs: 0.95 },
  { name: 'Begin-Hard', file: CONNECT4_SETS.beginHard, count: hard, nativeMs: 3200 },
];
const sets: WorkerSet[] = [];
for (const s of SPECS) {
  if (s.count === 0) continue;
  const path = connect4SetPath(s.file);
  if (path === null) {
    console.error(`connect4 ${s.name}: skipped, ${s.file} is absent from ../shared/data`);
    continue;
  }
  sets.push({ name: s.name, lines: readConnect4Set(path).slice(0, s.count).map((l) => ({ moves: l.moves, score: l.score })) });
}
const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
const bundle = await build({ entryPoints: ['bench/connect4WorkerEntry.ts'], bundle: true, format: 'iife', write: false, target: 'es2022', logLevel: 'silent' });
const code = bundle.outputFiles[0].text;
const browser = await launchBrowser();
let failed = false;
try {
  const page = await browser.newPage();
  page.on('console', (m) => console.error(m.text()));
  await page.goto('about:blank');
  const result = (await page.evaluate(
    ([src, data]) =>
      new Promise<unknown>((resolve, reject) => {
        const w = new Worker(URL.createObjectURL(new Blob([src as string], { type: 'text/javascript' })));
        w.onmessage = (e: MessageEvent<{ progress?: { name: string; ms: number }; done?: unknown }>) => {
          if (e.data.progress) console.log(`connect4 in a Chromium worker: ${e.data.progress.name} done, ${Math.round(e.data.progress.ms)} ms`);
          else resolve(e.data.done);
        };
        w.onerror = (e) => reject(new Error(e.message));
        w.postMessage(data);
      }),
    [code, sets] as const,
  )) as WorkerSetResult[];
  const rows: BenchRow[] = [];
  for (const r of result) {
    const spec = SPECS.find((s) => s.name === r.name);
    const n = sets.find((s) => s.name === r.name)?.lines.length ?? 0;
    if (spec === undefined || n === 0) continue;
    if (r.wrong.length > 0) {
      console.error(`connect4 ${r.name}: ${r.wrong.length} wrong: ${r.wrong.slice(0, 5).join('; ')}`);
      failed = true;
    }
    const label = `connect4 in a Chromium worker: ${r.name} (${spec.file}), ${n} positions`;
    const perLine = spec.nativeMs > 100;
    rows.push({ name: `${label}, total time`, median: r.ms, unit: 'ms', target: `<= ${fmt(3 * spec.nativeMs * n)} ms (3× native)` });
    if (perLine) rows.push({ name: `${label}, mean time a position`, median: r.ms / n, unit: 'ms', target: `<= ${fmt(3 * spec.nativeMs)} ms (3× native)` });
    rows.push({ name: `${label}, mean nodes`, median: r.nodes / n, unit: 'nodes' });
    rows.push({ name: `${label}, nodes per second`, median: r.nodes / (r.ms / 1000) / 1e6, unit: 'M/s' });
    rows.push({ name: `${label}, wrong scores`, median: r.wrong.length, unit: 'lines', target: '0' });
    if (perLine) console.error(`${r.name} per line (ms): ${r.lineMs.map(fmt).join(', ')}`);
  }
  if (json) console.log(JSON.stringify({ load: readFileSync('/proc/loadavg', 'utf8').trim(), rows }, null, 2));
  else console.log(`load ${readFileSync('/proc/loadavg', 'utf8').trim()}\n${formatRows(rows)}`);
} finally {
  await browser.close();
}
if (failed) process.exit(1);
