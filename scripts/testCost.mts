/**
 * `npx tsx scripts/testCost.mts [npm script, default: test]`: runs `npm run <script>` and says what it cost in CPU
 * seconds, lane by lane (each npm script the run starts: build, test:e2e with its Chromiums, test:unit, checks), with
 * the wall time and the load average before and after. On a shared machine the wall time follows the others' load;
 * the CPU seconds much less, so they are what to compare between two versions of the tests (±15 % between runs).
 *
 * Linux only: it reads /proc every 250 ms and counts each process that carries this run's marker in its environment,
 * by the npm script it runs under (npm_lifecycle_event), and each process whose parent is counted. Chromium's
 * renderers do not carry the marker (its zygote starts them with an environment of its own), so by the environment
 * alone a run of the browser tests seemed to cost a third of its CPU time; they are counted by their parent. A
 * process that lives less than a sample is missed. The machine's busy time over the run (/proc/stat) is printed
 * beside it as a check: on a quiet machine the two agree within a few per cent.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const script = process.argv[2] ?? 'test';
const marker = `MX_TEST_COST=${process.pid}`;
const TICK = 100; // clock ticks a second (USER_HZ on Linux)

/** CPU seconds of each process seen, by pid and start time (pids are reused), with its lane. */
const seen = new Map<string, { lane: string | null; cpu: number }>();
/** The lane of each process now running, by pid (how a child finds its parent's). */
const laneByPid = new Map<string, string | null>();

function laneOf(pid: string): string | null {
  let env: string;
  try {
    env = readFileSync(`/proc/${pid}/environ`, 'latin1');
  } catch {
    return null;
  }
  const vars = env.split('\0');
  if (!vars.includes(marker)) return null;
  return vars.find((v) => v.startsWith('npm_lifecycle_event='))?.slice('npm_lifecycle_event='.length) ?? '(outside npm scripts)';
}

function sample(): void {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    } catch {
      continue;
    }
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15, starttime 22.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const key = `${pid}@${f[19]}`;
    const cpu = (Number(f[11]) + Number(f[12])) / TICK;
    const known = seen.get(key);
    if (known) known.cpu = cpu;
    else {
      // Field 4 is the parent's pid: a child of a counted process is counted in its parent's lane.
      const lane = laneOf(pid) ?? laneByPid.get(f[1]) ?? null;
      seen.set(key, { lane, cpu });
      laneByPid.set(pid, lane);
    }
  }
}

/** The machine's busy CPU seconds since boot (user, nice, system, irq, softirq: /proc/stat). */
function machineBusy(): number {
  const f = readFileSync('/proc/stat', 'latin1').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (f[0] + f[1] + f[2] + f[5] + f[6]) / TICK;
}

const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const loadBefore = load();
const started = performance.now();
const busyBefore = machineBusy();
const timer = setInterval(sample, 250);
const child = spawn('npm', ['run', script], { stdio: 'inherit', env: { ...process.env, MX_TEST_COST: String(process.pid) } });
const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
clearInterval(timer);
sample();

const lanes = new Map<string, number>();
for (const { lane, cpu } of seen.values()) if (lane !== null) lanes.set(lane, (lanes.get(lane) ?? 0) + cpu);
const total = [...lanes.values()].reduce((a, b) => a + b, 0);
const lines = [...lanes].sort((a, b) => b[1] - a[1]).map(([lane, cpu]) => `  ${lane}: ${cpu.toFixed(1)} CPU-s`);
process.stdout.write(
  `\nnpm run ${script}: exit code ${code}, ${((performance.now() - started) / 1000).toFixed(1)} s wall, ${total.toFixed(1)} CPU-s\n${lines.join('\n')}\n` +
    `the machine was busy ${(machineBusy() - busyBefore).toFixed(1)} CPU-s meanwhile (this run and anything else)\nload average (1, 5, 15 min): ${loadBefore} before, ${load()} after\n`,
);
process.exitCode = code;
