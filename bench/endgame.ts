/**
 * The exact endgame solver on the FFO test positions (fforum-40-59.obf, read
 * from `../shared/data/` beside the clone, or the folder SHARED_DATA names;
 * never copied into the repository).
 * - benchEndgame (in `npm run bench`): #40-#46, best move and exact score,
 *   nodes, time and nodes per second per position, and the total. Throws
 *   (the bench exits non-zero) when a best move's score or the score differs
 *   from the file.
 * - `tsx bench/endgame.ts [--check] [--ablation] [--runs N] [--lines a-b]`:
 *   the same rows for the chosen positions (default 40-46; --runs N gives
 *   each position's median of N solves); --check also solves every move of
 *   #40-#44 and the best move of #45-#49 against the file (minutes);
 *   --ablation solves #40 with each technique switched off in turn (nodes
 *   and time). Exit code 1 on any difference from the file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { othello, parseObfLine, solveAllMoves, solveExact } from '../src/games/othello/index.ts';
import type { EndgameOptions } from '../src/games/othello/endgame.ts';
import type { ObfLine } from '../src/games/othello/notation.ts';
import { formatRows, median, quartiles, type BenchRow } from './stats.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const FFO_FILE = resolve(process.env.SHARED_DATA ?? resolve(repoRoot, '../shared/data'), 'fforum-40-59.obf');

function ffoLines(): Map<number, ObfLine> {
  const out = new Map<number, ObfLine>();
  readFileSync(FFO_FILE, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .forEach((l, i) => {
      const r = parseObfLine(l);
      if (!r.ok) throw new Error(`${FFO_FILE} line ${i + 1}: ${r.error.message}`);
      out.set(40 + i, r.value);
    });
  return out;
}

const sign = (x: number) => (x > 0 ? `+${x}` : String(x));

/** Solves #n's best move `runs` times: its rows, and throws when the move's listed score or the score differs from the file. */
function solveRow(n: number, line: ObfLine, runs: number, opts: EndgameOptions = {}): { rows: BenchRow[]; ms: number; cpuMs: number; nodes: number } {
  const times: number[] = [];
  let r = { score: 0, bestMove: null as number | null, nodes: 0 };
  const cpu: number[] = [];
  for (let k = 0; k < runs; k++) {
    const t = performance.now();
    const c = process.cpuUsage();
    r = solveExact(line.state, opts);
    times.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  const best = line.scores[0];
  const listed = line.scores.find((m) => m.move === r.bestMove);
  if (r.score !== best.score || listed?.score !== best.score) {
    throw new Error(`FFO #${n}: solved ${othello.formatMove(r.bestMove ?? -1)} ${sign(r.score)}, the file says ${othello.formatMove(best.move)} ${sign(best.score)}${listed ? ` (${othello.formatMove(listed.move)} ${sign(listed.score)})` : ''}`);
  }
  const ms = median(times);
  const e = othello.formatPosition(line.state).slice(0, 64).split('-').length - 1;
  const name = `othello endgame: FFO #${n} (${e} empties), ${othello.formatMove(r.bestMove ?? -1)} ${sign(r.score)}`;
  return {
    rows: [
      { name: `${name}, time`, median: ms, ...(runs > 1 ? quartiles(times) : {}), unit: 'ms', runs, ...(n === 40 ? { target: '<= 3,000 ms' } : {}) },
      { name: `${name}, CPU time of this process (the wall time less the waits for a core on a loaded machine)`, median: median(cpu), unit: 'ms' },
      { name: `${name}, nodes`, median: r.nodes, unit: 'nodes' },
      { name: `${name}, nodes per second`, median: r.nodes / (ms / 1000) / 1e6, unit: 'M/s' },
    ],
    ms,
    cpuMs: median(cpu),
    nodes: r.nodes,
  };
}

/** #from-#to best move and score (the rows of `npm run bench`); none, with a note, when the file is absent. */
export function benchEndgame(from = 40, to = 46, runs = 1): BenchRow[] {
  if (!existsSync(FFO_FILE)) {
    console.error(`othello endgame: skipped, ${FFO_FILE} is absent`);
    return [];
  }
  const lines = ffoLines();
  solveExact(lines.get(40)!.state); // warm-up
  const rows: BenchRow[] = [];
  let total = 0;
  let nodes = 0;
  for (let n = from; n <= to; n++) {
    const r = solveRow(n, lines.get(n)!, runs);
    console.error(`${r.rows[0].name}: ${Math.round(r.ms).toLocaleString('en-US')} ms (CPU ${Math.round(r.cpuMs).toLocaleString('en-US')} ms), ${r.nodes.toLocaleString('en-US')} nodes`);
    rows.push(...r.rows);
    total += r.ms;
    nodes += r.nodes;
  }
  rows.push({ name: `othello endgame: FFO #${from}-#${to} in total, time`, median: total, unit: 'ms', ...(from === 40 && to === 46 ? { target: '<= 30,000 ms' } : {}) });
  rows.push({ name: `othello endgame: FFO #${from}-#${to} in total, nodes per second`, median: nodes / (total / 1000) / 1e6, unit: 'M/s' });
  return rows;
}

/** Every move of #40-#44 and the best move of #45-#49 against the file; the differences (empty when all agree). */
function checkAll(log: (s: string) => void): string[] {
  const lines = ffoLines();
  const bad: string[] = [];
  for (let n = 40; n <= 49; n++) {
    const line = lines.get(n)!;
    const t = performance.now();
    if (n <= 44) {
      const all = solveAllMoves(line.state);
      for (const listed of line.scores) {
        const got = all.moves.find((m) => m.move === listed.move);
        if (got?.score !== listed.score) bad.push(`#${n} ${othello.formatMove(listed.move)}: solved ${got ? sign(got.score) : 'nothing'}, listed ${sign(listed.score)}`);
      }
      log(`#${n}: ${all.moves.map((m) => `${othello.formatMove(m.move)} ${sign(m.score)}`).join(', ')} (${all.nodes.toLocaleString('en-US')} nodes, ${Math.round(performance.now() - t).toLocaleString('en-US')} ms)`);
    } else {
      const r = solveExact(line.state);
      const listed = line.scores.find((m) => m.move === r.bestMove);
      if (r.score !== line.scores[0].score || listed?.score !== r.score) bad.push(`#${n}: solved ${othello.formatMove(r.bestMove ?? -1)} ${sign(r.score)}, listed best ${othello.formatMove(line.scores[0].move)} ${sign(line.scores[0].score)}`);
      log(`#${n}: ${othello.formatMove(r.bestMove ?? -1)} ${sign(r.score)} (${r.nodes.toLocaleString('en-US')} nodes, ${Math.round(performance.now() - t).toLocaleString('en-US')} ms)`);
    }
  }
  return bad;
}

/** #40 with each technique switched off in turn: nodes and time. */
function ablation(runs: number): BenchRow[] {
  const line = ffoLines().get(40)!;
  const variants: [string, EndgameOptions][] = [
    ['all on', {}],
    ['no stability cut-offs', { stability: false }],
    ['no fastest-first order (square order, table move first)', { sort: false }],
    ['no transposition table', { table: false }],
    ['root fastest-first (no depth-8 order search at the root)', { rootOrder: false }],
    ['root principal-variation search (no MTD(f) from 0)', { rootMtd: false }],
  ];
  const rows: BenchRow[] = [];
  for (const [name, opts] of variants) {
    const r = solveRow(40, line, runs, opts);
    rows.push(...r.rows.slice(0, 3).map((row) => ({ ...row, name: `${row.name} — ${name}` })));
  }
  return rows;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
  const linesAt = args.indexOf('--lines');
  const [from, to] = linesAt >= 0 ? args[linesAt + 1].split('-').map(Number) : [40, 46];
  const log = (s: string) => console.log(s);
  log(`Othello endgame benchmark — Node ${process.version}, ${new Date().toISOString()}, load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  if (!existsSync(FFO_FILE)) {
    console.error(`${FFO_FILE} is absent: nothing to measure`);
    process.exit(1);
  }
  try {
    if (args.includes('--ablation')) log(formatRows(ablation(runs)));
    else log(formatRows(benchEndgame(from, to ?? from, runs)));
    if (args.includes('--check')) {
      const bad = checkAll(log);
      if (bad.length > 0) {
        for (const b of bad) console.error(`DIFFERENT: ${b}`);
        process.exit(1);
      }
      log('FFO #40-#44 every move and #45-#49 best move: all as listed');
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
