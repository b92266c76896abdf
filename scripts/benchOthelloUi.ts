/**
 * "The UI never blocks while the CPU thinks" (`npm run bench:browser` runs it
 * after the engine figures): the production build in headless Chromium at
 * 1920×1080, Othello with nobody's side given to the CPU, depth 6 and 7 with
 * `weights`, on 12 seeded midgame positions (bench/othello.ts). For each
 * position and depth: open its address, choose the depth, then press "CPU
 * move now" and wait for the move, recording the main thread's long tasks
 * (PerformanceObserver 'longtask', tasks over 50 ms) from the press until
 * the answer has been drawn. The press and the waits are plain evaluations
 * (no Playwright selector engine runs in the page while it is observed, its
 * own work would count as the page's long tasks). Prints, per depth, the
 * time to the answer, the longest task and how many exceeded 50 ms, and the
 * same by CPU time from a Chromium trace of the move: on a loaded machine a
 * task's wall time includes waiting for a core.
 * `--profile`: also samples the main thread with the CPU profiler and names
 * the functions behind any long task; `--position=f5d6c3…` runs one position;
 * `--trace`: records a Chromium trace and
 * lists what each long task spent its time on (scripts, style, layout, paint,
 * garbage collection, by the trace's event names).
 */
import type { Page } from 'playwright-core';
import { othello } from '../src/games/othello/index.ts';
import { launchBrowser, startServer } from '../test/e2e/harness.ts';
import { midgameLines } from '../bench/othello.ts';
import { formatRows, median, quartiles, type BenchRow } from '../bench/stats.ts';

const json = process.argv.includes('--json');
const profile = process.argv.includes('--profile');
const trace = process.argv.includes('--trace');
const DEPTHS = [6, 7];
const POSITIONS = 12;

interface Move {
  readonly depth: number;
  /** When the profile anchor ran, ms from the press (negative). */
  readonly anchor: number;
  readonly ms: number;
  readonly longest: number;
  readonly over50: number;
  readonly tasks: readonly { start: number; duration: number }[];
  /** From the trace: the longest main-thread task by thread (CPU) time, and how many had over 50 ms of it. */
  cpuLongest: number;
  cpuOver50: number;
}

/** Polls `predicate` in the page with plain evaluations every 25 ms. */
async function until(page: Page, predicate: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(predicate))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${predicate}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** One CPU move on the open page at `depth`, observed. */
async function aiMove(page: Page, depth: number): Promise<Move> {
  await page.getByRole('combobox', { name: /Depth/ }).selectOption(String(depth));
  await page.getByRole('combobox', { name: /Evaluation/ }).selectOption('weights');
  await page.evaluate(() => {
    const w = window as unknown as { __lt: { start: number; duration: number }[]; __obs: PerformanceObserver };
    w.__lt = [];
    w.__obs = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lt.push({ start: e.startTime, duration: e.duration });
    });
    w.__obs.observe({ type: 'longtask' });
  });
  const before = await page.evaluate(() => location.hash);
  const anchor = await page.evaluate(() => {
    // A named busy loop the CPU profile can find: its first sample ties profile time to performance.now().
    function mxAnchor(): number {
      const t = performance.now();
      while (performance.now() - t < 10);
      return t;
    }
    return mxAnchor();
  });
  const t0 = await page.evaluate(() => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('.search-controls button')].find((b) => b.textContent === 'AI move now');
    if (!button) throw new Error('no "AI move now" button');
    console.timeStamp('mx-press');
    const t = performance.now();
    button.click();
    return t;
  });
  // The move is played when the address gains it; then two frames for its render and paint.
  await until(page, `location.hash !== ${JSON.stringify(before)}`);
  const t1 = await page.evaluate(() =>
    new Promise<number>((done) =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          console.timeStamp('mx-drawn');
          done(performance.now());
        }),
      ),
    ),
  );
  await new Promise((r) => setTimeout(r, 100));
  const tasks = await page.evaluate(() => {
    const w = window as unknown as { __lt: { start: number; duration: number }[]; __obs: PerformanceObserver };
    w.__obs.takeRecords().forEach((e) => w.__lt.push({ start: e.startTime, duration: e.duration }));
    w.__obs.disconnect();
    return w.__lt;
  });
  const inWindow = tasks.filter((x) => x.start + x.duration >= t0).map((x) => ({ start: x.start - t0, duration: x.duration }));
  return { depth, anchor: anchor - t0, ms: t1 - t0, longest: Math.max(0, ...inWindow.map((x) => x.duration)), over50: inWindow.filter((x) => x.duration > 50).length, tasks: inWindow, cpuLongest: 0, cpuOver50: 0 };
}

const { server, url } = await startServer();
const browser = await launchBrowser();
const moves: Move[] = [];
try {
  const only = process.argv.find((a) => a.startsWith('--position='))?.slice('--position='.length);
  for (const line of only ? [othello.parseMoves(only).moves] : midgameLines(POSITIONS, 1616)) {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.addInitScript('window.__name = (f) => f;');
    await page.goto(`${url}#/othello/${othello.formatMoves(line)}`);
    await until(page, `!!document.querySelector('.playable-board [role="grid"]')`, 30_000);
    // Nobody's side is the CPU's: it moves only when asked.
    await page.getByRole('button', { name: /both sides/ }).click();
    // A first move at depth 1, not observed, loads the CPU worker; Undo returns to the position.
    await aiMove(page, 1);
    await page.getByRole('button', { name: /Undo/ }).click();
    for (const depth of DEPTHS) {
      if (profile) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        const m = await aiMove(page, depth);
        const { profile: p } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
        await cdp.detach();
        moves.push(m);
        for (const task of m.tasks.filter((x) => x.duration > 50)) console.log(`depth ${depth}, ${othello.formatMoves(line)}: a task of ${task.duration} ms, ${task.start.toFixed(0)} ms after the press (answer drawn at ${m.ms.toFixed(0)} ms); self time in it:\n${topFunctions(p, m, task)}`);
      } else {
        const cdp = await page.context().newCDPSession(page);
        const events: TraceEvent[] = [];
        cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
        const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
        await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', ...(trace ? ['disabled-by-default-devtools.timeline', 'v8', 'blink'] : [])] } });
        const m = await aiMove(page, depth);
        await cdp.send('Tracing.end');
        await complete;
        await cdp.detach();
        const tasks = mainTasks(events);
        m.cpuLongest = Math.max(0, ...tasks.map((t) => (t.tdur ?? t.dur!) / 1000));
        m.cpuOver50 = tasks.filter((t) => (t.tdur ?? t.dur!) > 50_000).length;
        moves.push(m);
        if (trace) for (const said of longTasksInTrace(events, tasks)) console.log(`depth ${depth}, ${othello.formatMoves(line)}: ${said}`);
      }
      // Back to the position for the next depth.
      await page.getByRole('button', { name: /Undo/ }).click();
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}

interface CpuProfile {
  startTime: number;
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** The functions on top of the stack in the profile's samples during `task` (self time), most first. */
function topFunctions(p: CpuProfile, m: Move, task: { start: number; duration: number }): string {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const under = (id: number, name: string): boolean => {
    for (let i: number | undefined = id; i !== undefined; i = parent.get(i)) if (byId.get(i)!.callFrame.functionName === name) return true;
    return false;
  };
  const times: number[] = [];
  p.samples.reduce((t, _, i) => (times[i] = t + p.timeDeltas[i]) , p.startTime);
  const first = p.samples.findIndex((id) => under(id, 'mxAnchor'));
  if (first < 0) return '  (the anchor was not sampled)';
  // Profile microseconds to ms from the press.
  const at = (i: number) => (times[i] - times[first]) / 1000 + m.anchor;
  const self = new Map<string, number>();
  p.samples.forEach((id, i) => {
    if (at(i) < task.start || at(i) > task.start + task.duration) return;
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (p.timeDeltas[i + 1] ?? 0));
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([k, us]) => `  ${(us / 1000).toFixed(1).padStart(7)} ms  ${k}`)
    .join('\n');
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, where the trace has it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { functionName?: string; url?: string; message?: string } };
}

/** The main thread's top-level tasks from the press to the answer drawn (the trace's TimeStamps mx-press and mx-drawn). */
function mainTasks(events: TraceEvent[]): TraceEvent[] {
  const press = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'mx-press');
  const drawn = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'mx-drawn');
  if (!press || !drawn) throw new Error('the trace misses the press or the answer');
  const runs = events.filter((e) => e.tid === press.tid && e.pid === press.pid && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts + e.dur! >= press.ts && e.ts <= drawn.ts);
  return runs.filter((e) => !runs.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur!));
}

/** Each main-thread task over 50 ms (wall), with its events' self time by name (a script by its function). */
function longTasksInTrace(events: TraceEvent[], tasks: TraceEvent[]): string[] {
  const press = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'mx-press')!;
  const onMain = events.filter((e) => e.tid === press.tid && e.pid === press.pid && e.ph === 'X' && e.dur !== undefined).sort((x, y) => x.ts - y.ts || y.dur! - x.dur!);
  return tasks.filter((task) => task.dur! > 50_000).map((task) => {
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    // Self time: each event's duration less its direct children's (events nest; sorted by start, longest first).
    const self = new Map<TraceEvent, number>();
    const stack: TraceEvent[] = [];
    for (const e of inside) {
      while (stack.length > 0 && stack[stack.length - 1].ts + stack[stack.length - 1].dur! <= e.ts) stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) self.set(parent, (self.get(parent) ?? parent.dur!) - e.dur!);
      self.set(e, self.get(e) ?? e.dur!);
      stack.push(e);
    }
    const byName = new Map<string, number>();
    for (const [e, us] of self) {
      const key = e.args?.data?.functionName ? `${e.name} ${e.args.data.functionName}` : e.name;
      byName.set(key, (byName.get(key) ?? 0) + us);
    }
    const parts = [...byName.entries()].sort((x, y) => y[1] - x[1]).slice(0, 10).map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`);
    const cpu = task.tdur === undefined ? '' : ` (${(task.tdur / 1000).toFixed(0)} ms of it on the CPU)`;
    return `a task of ${(task.dur! / 1000).toFixed(0)} ms${cpu}, ${((task.ts - press.ts) / 1000).toFixed(0)} ms after the press: ${parts.join('; ')}`;
  });
}

const rows: BenchRow[] = [];
for (const depth of DEPTHS) {
  const ms = moves.filter((m) => m.depth === depth);
  const row = (name: string, xs: number[], unit: string, target?: string): BenchRow => ({ name, median: median(xs), ...quartiles(xs), unit, runs: xs.length, ...(target ? { target } : {}) });
  rows.push(row(`othello UI, CPU move at depth ${depth}, weights: press to answer drawn, ${ms.length} midgame positions`, ms.map((m) => m.ms), 'ms'));
  rows.push({ name: `othello UI, depth ${depth}: longest main-thread task while the CPU thinks (longtask observer, wall time; max over ${ms.length} moves)`, median: Math.max(...ms.map((m) => m.longest)), unit: 'ms', target: '<= 50 ms' });
  rows.push({ name: `othello UI, depth ${depth}: main-thread tasks over 50 ms (wall), in all ${ms.length} moves`, median: ms.reduce((n, m) => n + m.over50, 0), unit: 'tasks', target: '0' });
  rows.push({ name: `othello UI, depth ${depth}: longest main-thread task by CPU time (trace; the rest of a long wall time is waiting for a core)`, median: Math.max(...ms.map((m) => m.cpuLongest)), unit: 'ms' });
  rows.push({ name: `othello UI, depth ${depth}: main-thread tasks over 50 ms of CPU time, in all ${ms.length} moves`, median: ms.reduce((n, m) => n + m.cpuOver50, 0), unit: 'tasks' });
}
if (json) console.log(JSON.stringify({ rows }, null, 2));
else console.log(formatRows(rows));
