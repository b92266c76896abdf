// A/B: the Othello engine of several source trees (each a folder with src/ and bench/, say a
// `git archive` of the commit before a change and this worktree), round by round interleaved
// so machine drift hits all alike, in one Chromium page (a worker per tree) and in this Node
// process (a module instance per tree). A round per tree: perft 9 with every leaf made (the
// move-generation figure), perft 9 and 10 counted in bulk, and the CPU's move at depth 6 with
// `weights` over the 20 seeded midgame positions of bench/othello.ts through the CPU worker's
// handler (the round's median). The first round of each is JIT warm-up and dropped.
// Usage: tsx scripts/abOthello.mts ROUNDS dirA dirB ... [--node-only | --browser-only]
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { launchBrowser } from '../test/e2e/harness.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const [rounds, ...dirs] = args;
const roots = dirs.map((d) => resolve(d));
const only = process.argv.find((a) => a === '--node-only' || a === '--browser-only');

/** One round's figures: [M leaves/s with every leaf made, perft 9 ms, perft 10 ms, CPU move median ms]. */
type Round = number[];
const COLUMNS = ['movegen M leaves/s (perft 9, every leaf made)', 'perft 9 bulk ms', 'perft 10 bulk ms', 'CPU move d6 weights, median of 20, ms'];

/** The round's code, the same text bundled against each tree (its `import` paths resolved there). */
const ROUND_SOURCE = `
import { othello, perft } from './src/games/othello/index.ts';
import * as handler from './src/worker/searchHandler.ts';
import { midgameLines } from './bench/othello.ts';
const INITIAL = othello.initial;
const lines = midgameLines(20, 2026);
// Trees from before #23 named the handler handleCpuRequest; the A/B runs against them too.
const handleSearchRequest = handler.handleSearchRequest ?? handler.handleCpuRequest;
export function round(withPerft10) {
  let t = performance.now();
  const leaves = perft(INITIAL, 9, false);
  const rate = leaves / ((performance.now() - t) / 1000) / 1e6;
  if (leaves !== 3005288) throw new Error('perft 9 = ' + leaves);
  t = performance.now();
  perft(INITIAL, 9);
  const p9 = performance.now() - t;
  t = performance.now();
  if (withPerft10 && perft(INITIAL, 10) !== 24571284) throw new Error('perft 10');
  const p10 = withPerft10 ? performance.now() - t : NaN;
  const moveMs = [];
  for (const moves of lines) {
    const s = performance.now();
    handleSearchRequest({ type: 'think', id: 1, gameId: 'othello', moves, depth: 6, timeMs: 60000, evaluation: 'weights' }, () => {});
    moveMs.push(performance.now() - s);
  }
  moveMs.sort((a, b) => a - b);
  return [rate, p9, p10, (moveMs[9] + moveMs[10]) / 2];
}
`;
const WORKER_TAIL = `self.onmessage = () => self.postMessage(round(false));`;

async function bundle(root: string, format: 'iife' | 'esm', tail: string): Promise<string> {
  const out = await build({ stdin: { contents: ROUND_SOURCE + tail, resolveDir: root, loader: 'ts', sourcefile: 'abRound.ts' }, bundle: true, format, write: false, target: 'es2022', logLevel: 'silent' });
  return out.outputFiles[0].text;
}

const q = (a: number[], f: number) => {
  const s = [...a].sort((x, y) => x - y);
  const i = f * (s.length - 1);
  const lo = Math.floor(i);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (i - lo);
};
function report(title: string, res: Round[][]): void {
  console.log(`\n${title}: median [q1..q3] over ${res[0].length} rounds; ratio of medians to ${dirs[0]}`);
  for (let c = 0; c < COLUMNS.length; c++) {
    if (res[0].every((r) => Number.isNaN(r[c]))) continue;
    console.log(`  ${COLUMNS[c]}`);
    const base = q(res[0].map((r) => r[c]), 0.5);
    res.forEach((rs, j) => {
      const xs = rs.map((r) => r[c]);
      console.log(`    ${dirs[j].padEnd(28)} ${q(xs, 0.5).toFixed(2).padStart(8)} [${q(xs, 0.25).toFixed(2)}..${q(xs, 0.75).toFixed(2)}]  ×${(q(xs, 0.5) / base).toFixed(2)}`);
    });
  }
}

const { loadavg } = await import('node:os');
console.log(`load average at start: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);

if (only !== '--node-only') {
  const codes = await Promise.all(roots.map((r) => bundle(r, 'iife', WORKER_TAIL)));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto('about:blank');
    await page.evaluate((srcs) => {
      const w = window as unknown as { ab: Worker[] };
      w.ab = srcs.map((src) => new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' }))));
    }, codes);
    const res: Round[][] = roots.map(() => []);
    for (let i = 0; i <= Number(rounds); i++) {
      for (let j = 0; j < roots.length; j++) {
        const r = (await page.evaluate(
          (k) =>
            new Promise((done, fail) => {
              const w = (window as unknown as { ab: Worker[] }).ab[k];
              w.onmessage = (e) => done(e.data);
              w.onerror = (e) => fail(new Error(e.message));
              w.postMessage('round');
            }),
          j,
        )) as Round;
        if (i > 0) res[j].push(r);
      }
    }
    report('Chromium worker', res);
  } finally {
    await browser.close();
  }
}

if (only !== '--browser-only') {
  const mods: { round: (p10: boolean) => Round }[] = [];
  for (const r of roots) {
    const url = `data:text/javascript;base64,${Buffer.from(await bundle(r, 'esm', '')).toString('base64')}`;
    mods.push((await import(url)) as { round: (p10: boolean) => Round });
  }
  const res: Round[][] = roots.map(() => []);
  for (let i = 0; i <= Number(rounds); i++) {
    for (let j = 0; j < roots.length; j++) {
      const r = mods[j].round(true);
      if (i > 0) res[j].push(r);
    }
  }
  report('Node', res);
}
console.log(`\nload average at end: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
