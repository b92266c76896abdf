/**
 * The strong Connect Four solver on the published test sets of Pascal Pons's
 * series (read from `../shared/data/` beside the clone, or the folder
 * SHARED_DATA names; never copied into the repository), each line solved
 * with an empty table as the series measures: per set the total and mean
 * time (wall, and this process's CPU time: the wall less the waits for a
 * core on a loaded machine), mean nodes beside the series' published means,
 * nodes per second, wrong scores. Throws (the bench exits non-zero) on any
 * wrong score, and when 5×4's count of positions differs from 3,945,711.
 * - benchConnect4 (in `npm run bench`): End-Easy, Middle-Easy and Begin-Easy
 *   whole (1,000 lines each, about 3 s).
 * - `npm run bench:connect4 [-- --hard N] [--lines N] [--no-count] [--log-size L]`:
 *   those, Begin-Hard's first N lines (default 20; about 10 s each), and
 *   5×4 solved whole (every reachable position, about 5 s).
 * Targets (issue #26): within 3× a native C++ solver of this design on this
 * machine: End-Easy 0.15 s, Middle-Easy 0.29 s, Begin-Easy 0.95 s for 1,000
 * positions, Begin-Hard 3.2 s a position.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { warmUp } from './connect4WarmUp.ts';
import { createSolver, solveAll } from '../src/games/connect/index.ts';
import { CONNECT4_SETS, connect4SetPath, readConnect4Set } from '../test/helpers/connect4Sets.ts';
import { formatRows, type BenchRow } from './stats.ts';

interface SetSpec {
  readonly name: string;
  readonly file: string;
  /** The native solver's time on this machine, ms per position (issue #26). */
  readonly nativeMs: number;
  /** The series' published mean nodes per position, when given. */
  readonly publishedNodes?: number;
}

const SETS: readonly SetSpec[] = [
  { name: 'End-Easy', file: CONNECT4_SETS.endEasy, nativeMs: 0.15, publishedNodes: 51 },
  { name: 'Middle-Easy', file: CONNECT4_SETS.middleEasy, nativeMs: 0.29 },
  { name: 'Begin-Easy', file: CONNECT4_SETS.beginEasy, nativeMs: 0.95, publishedNodes: 3298 },
  { name: 'Begin-Hard', file: CONNECT4_SETS.beginHard, nativeMs: 3200, publishedNodes: 65.9e6 },
];

const fmt = (x: number) => Math.round(x).toLocaleString('en-US');

/** One set's first `count` lines: the rows; throws on a wrong score. */
function benchSet(spec: SetSpec, count: number, logSize: number | undefined, log: (s: string) => void): BenchRow[] {
  const path = connect4SetPath(spec.file);
  if (path === null) {
    log(`connect4 ${spec.name}: skipped, ${spec.file} is absent from ../shared/data`);
    return [];
  }
  const lines = readConnect4Set(path).slice(0, count);
  const solver = createSolver(7, 6, logSize === undefined ? {} : { logSize });
  const wrong: string[] = [];
  let nodes = 0;
  const t = performance.now();
  const c = process.cpuUsage();
  lines.forEach((l, i) => {
    solver.reset();
    const lt = performance.now();
    const r = solver.solve(l.moves);
    nodes += r.nodes;
    if (r.score !== l.score) wrong.push(`line ${i + 1} ${l.line}: solved ${r.score}, the file says ${l.score}`);
    if (spec.nativeMs > 100) log(`connect4 ${spec.name} line ${i + 1} ${l.line}: ${r.score} (file ${l.score}), ${fmt(r.nodes)} nodes, ${fmt(performance.now() - lt)} ms`);
  });
  const ms = performance.now() - t;
  const used = process.cpuUsage(c);
  const cpuMs = (used.user + used.system) / 1000;
  const n = lines.length;
  const label = `connect4 ${spec.name} (${spec.file}), ${n} positions`;
  log(`${label}: ${fmt(ms)} ms (CPU ${fmt(cpuMs)} ms), ${fmt(nodes / n)} nodes a position, ${(nodes / (ms / 1000) / 1e6).toFixed(2)} M nodes/s, ${wrong.length} wrong, load ${loadavg()[0].toFixed(2)}`);
  if (wrong.length > 0) throw new Error(`connect4 ${spec.name}: ${wrong.length} wrong score${wrong.length === 1 ? '' : 's'}: ${wrong.slice(0, 5).join('; ')}`);
  const target = `<= ${fmt(3 * spec.nativeMs * n)} ms (3× native)`;
  return [
    { name: `${label}, total time`, median: ms, unit: 'ms', target },
    { name: `${label}, total CPU time of this process`, median: cpuMs, unit: 'ms' },
    { name: `${label}, mean time`, median: ms / n, unit: 'ms' },
    { name: `${label}, mean nodes${spec.publishedNodes === undefined ? '' : ` (published: ${spec.publishedNodes.toLocaleString('en-US')})`}`, median: nodes / n, unit: 'nodes' },
    { name: `${label}, nodes per second`, median: nodes / (ms / 1000) / 1e6, unit: 'M/s' },
    { name: `${label}, wrong scores`, median: wrong.length, unit: 'lines', target: '0' },
  ];
}

/** 5×4 solved whole: the count must be the published 3,945,711. */
function benchCount(log: (s: string) => void): BenchRow[] {
  const t = performance.now();
  const r = solveAll(5, 4);
  const ms = performance.now() - t;
  log(`connect4 5×4 solved whole: ${fmt(r.positions)} positions, score ${r.score}, ${fmt(ms)} ms`);
  if (r.positions !== 3_945_711 || r.score !== 0) throw new Error(`connect4 5×4: ${r.positions} positions with score ${r.score}, published 3,945,711 and a draw`);
  return [
    { name: 'connect4 5×4 solved whole (3,945,711 positions, a draw), time', median: ms, unit: 'ms' },
    { name: 'connect4 5×4 solved whole, positions per second', median: r.positions / (ms / 1000) / 1e6, unit: 'M/s' },
  ];
}

export interface Connect4BenchOptions {
  /** Lines of End-Easy, Middle-Easy and Begin-Easy (default all 1,000). */
  readonly lines?: number;
  /** Begin-Hard's first lines (default 0). */
  readonly hard?: number;
  /** Also 5×4 solved whole. */
  readonly count?: boolean;
  readonly logSize?: number;
}

export function benchConnect4(o: Connect4BenchOptions = {}, log: (s: string) => void = (s) => console.error(s)): BenchRow[] {
  const rows: BenchRow[] = [];
  // A warm-up: the JIT compiles the search before the first timed set.
  warmUp();
  for (const spec of SETS.slice(0, 3)) rows.push(...benchSet(spec, o.lines ?? 1000, o.logSize, log));
  if ((o.hard ?? 0) > 0) rows.push(...benchSet(SETS[3], o.hard ?? 0, o.logSize, log));
  if (o.count) rows.push(...benchCount(log));
  return rows;
}

function argValue(name: string): number | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const v = Number(process.argv[i + 1]);
  if (!Number.isInteger(v) || v < 0) throw new Error(`--${name} needs a whole number, got ${process.argv[i + 1]}`);
  return v;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const json = process.argv.includes('--json');
  console.log(`connect4 benchmark — Node ${process.version}, ${new Date().toISOString()}, load average ${loadavg().map((x) => x.toFixed(2)).join(' ')} (2 cores)`);
  const rows = benchConnect4({ lines: argValue('lines'), hard: argValue('hard') ?? 20, count: !process.argv.includes('--no-count'), logSize: argValue('log-size') });
  console.log(json ? JSON.stringify({ node: process.version, rows }, null, 2) : formatRows(rows));
  console.log(`load average at the end ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
}
