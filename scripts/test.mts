/**
 * `npm test`: everything, in three lanes at once (each prints its output whole when it ends, with its time):
 *
 * - the browser lane: the build, then the browser tests (`npm run build`, `npm run test:e2e`);
 * - the unit tests (`npm run test:unit`: the Node and jsdom projects);
 * - the checks (`npm run checks`: tsc, ESLint, knip).
 *
 * A failed lane's failures are printed once more at the very end, so the log's tail names them.
 *
 * The browser tests spend part of their time waiting on Chromium (page loads, frames, workers), leaving the
 * 2-core machine partly idle; the unit tests and the checks only compute. So the last two run at a lower priority
 * (nice 5: about a third of the CPU weight) and fill the idle time, while the browser tests, whose waits have
 * timeouts, get the CPU first when they want it. Not nice 10: at load 14–16 from other work the unit tests starved
 * there (two exhaustive tests ran past their timeouts). The exit code is 1 if any lane failed. `npm run checks`,
 * `test:unit` and `test:e2e` still run one lane alone (`npm run build` first for the last).
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

interface Lane {
  readonly name: string;
  /** npm scripts run one after another; the lane stops at the first that fails. */
  readonly scripts: readonly string[];
  /** Niceness of the lane's processes (their children inherit it). */
  readonly nice: number;
}

const LANES: readonly Lane[] = [
  { name: 'browser', scripts: ['build', 'test:e2e'], nice: 0 },
  { name: 'unit', scripts: ['test:unit'], nice: 5 },
  { name: 'checks', scripts: ['checks'], nice: 5 },
];

const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

/** Runs `npm run <script>` with its output collected; resolves whether it succeeded, and the output. */
function runScript(script: string, nice: number): Promise<{ ok: boolean; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    // Set at once, before npm starts the script's processes (they inherit it). Best effort: some systems refuse.
    if (nice !== 0 && child.pid !== undefined) {
      try {
        setPriority(child.pid, nice);
      } catch {
        // runs at normal priority
      }
    }
    const out: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => out.push(d));
    child.on('error', (e) => resolve({ ok: false, out: `${Buffer.concat(out).toString()}\n${e.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, out: Buffer.concat(out).toString() }));
  });
}

/** What a failed script printed about its failures: vitest's "Failed Tests" section, else its last 40 lines. */
function failureOf(out: string): string {
  const at = out.indexOf('Failed Tests');
  if (at >= 0) return out.slice(out.lastIndexOf('\n', at) + 1);
  return out.split('\n').slice(-40).join('\n');
}

/** Runs a lane's scripts; resolves to the failure's report, or undefined when every script passed. */
async function runLane(lane: Lane): Promise<string | undefined> {
  const from = performance.now();
  for (const script of lane.scripts) {
    const { ok, out } = await runScript(script, lane.nice);
    process.stdout.write(`${ok ? '✓' : '✗'} npm run ${script} (${lane.name} lane, ${seconds(from)} s since it started, ${seconds(started)} s in all)\n${out}\n`);
    if (!ok) return `✗ npm run ${script} (${lane.name} lane):\n${failureOf(out)}\n`;
  }
  return undefined;
}

const failures = await Promise.all(LANES.map(runLane));
const failed = LANES.filter((_, i) => failures[i] !== undefined).map((l) => l.name);
// The failures once more at the end, where a reader of the log's tail (a CI summary) sees them.
for (const failure of failures) if (failure !== undefined) process.stdout.write(failure);
process.stdout.write(failed.length === 0 ? `npm test: every lane passed in ${seconds(started)} s\n` : `npm test: ${failed.join(', ')} failed (${seconds(started)} s)\n`);
process.exitCode = failed.length === 0 ? 0 : 1;
