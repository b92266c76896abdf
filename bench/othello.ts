/**
 * Othello benchmarks: perft 9 and 10 (bitboards, bulk-counted last ply),
 * move generation (perft 9 with every leaf made), node rate through the
 * seam, the CPU's move at depth 6 with `weights` over 20 seeded random
 * midgame positions, and alpha-beta's nodes as a share of minimax's at
 * depth 7. Medians with quartiles; node counts are exact.
 */
import { OUTCOME } from '../src/games/game.ts';
import { othello, perft, type OthelloState } from '../src/games/othello/index.ts';
import { EVALUATIONS } from '../src/games/othello/evaluate.ts';
import { INITIAL } from '../src/games/othello/state.ts';
import { createRng } from '../src/ai/rng.ts';
import { search } from '../src/search/alphaBeta.ts';
import { deepen } from '../src/search/iterative.ts';
import { median, quartiles, type BenchRow } from './stats.ts';
import { loadEndgameCore } from '../src/games/othello/endgameWasm.ts';

/** Seeded random lines to plies between `from` and `to`, ending in an unfinished position with a choice. */
export function midgameLines(count: number, seed: number, from = 20, to = 30): number[][] {
  const rng = createRng(seed);
  const buf = new Int16Array(othello.maxMoves);
  const out: number[][] = [];
  while (out.length < count) {
    let s = INITIAL;
    const line: number[] = [];
    const plies = from + rng.int(to - from + 1);
    for (let i = 0; i < plies && othello.outcome(s) === OUTCOME.playing; i++) {
      line.push(buf[rng.int(othello.legalMoves(s, buf, 0))]);
      s = othello.play(s, line[line.length - 1]);
    }
    if (othello.outcome(s) === OUTCOME.playing && othello.legalMoves(s, buf, 0) > 1) out.push(line);
  }
  return out;
}

/** The positions at the end of midgameLines. */
function midgamePositions(count: number, seed: number, from = 20, to = 30): OthelloState[] {
  return midgameLines(count, seed, from, to).map((line) => line.reduce((s, m) => othello.play(s, m), INITIAL));
}

function row(name: string, xs: readonly number[], unit: string, target?: string): BenchRow {
  return { name, median: median(xs), ...quartiles(xs), unit, runs: xs.length, ...(target ? { target } : {}) };
}

function time(f: () => void): number {
  const t = performance.now();
  f();
  return performance.now() - t;
}

/** Perft through the seam: every node allocated as a state, moves through legalMoves/play. */
function seamPerft(s: OthelloState, depth: number, buf: Int16Array): number {
  if (depth === 0 || othello.outcome(s) !== OUTCOME.playing) return 1;
  const off = depth * 64;
  const n = othello.legalMoves(s, buf, off);
  let total = 1;
  for (let i = 0; i < n; i++) total += seamPerft(othello.play(s, buf[off + i]), depth - 1, buf);
  return total;
}

export function benchOthello(runs = 7): BenchRow[] {
  const rows: BenchRow[] = [];
  perft(INITIAL, 8); // warm-up
  const p9: number[] = [];
  const p10: number[] = [];
  for (let r = 0; r < runs; r++) {
    p9.push(time(() => perft(INITIAL, 9)));
    p10.push(time(() => perft(INITIAL, 10)));
  }
  rows.push(row('othello: perft 9 (3,005,288)', p9, 'ms'));
  rows.push(row('othello: perft 10 (24,571,284)', p10, 'ms', '<= 1,500 ms'));
  rows.push(row('othello: perft 10 leaves per second', p10.map((t) => 24_571_284 / (t / 1000) / 1e6), 'M/s'));
  const made: number[] = [];
  for (let r = 0; r < runs; r++) made.push(3_005_288 / (time(() => perft(INITIAL, 9, false)) / 1000) / 1e6);
  rows.push(row('othello: move generation, perft 9 with every leaf made (3,005,288 leaves; no bulk count)', made, 'M leaves/s', '>= 5 M/s'));
  const buf = new Int16Array(64 * 10);
  let nodes = 0;
  const seam: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t = time(() => (nodes = seamPerft(INITIAL, 8, buf)));
    seam.push(nodes / (t / 1000) / 1e6);
  }
  rows.push(row(`othello: nodes through the seam (a state object per node, ${nodes.toLocaleString('en-US')} nodes to depth 8)`, seam, 'M nodes/s'));

  const weights = EVALUATIONS[1].evaluate;
  const positions = midgamePositions(20, 2026);
  const moveMs: number[] = [];
  const moveNodes: number[] = [];
  for (const s of positions) {
    deepen(othello, s, { maxDepth: 4, evaluate: weights, order: 'centre', tt: true });
  }
  for (const s of positions) {
    let n = 0;
    moveMs.push(time(() => (n = deepen(othello, s, { maxDepth: 6, evaluate: weights, order: 'centre', tt: true }).nodes)));
    moveNodes.push(n);
  }
  rows.push(row('othello: CPU move, depth 6, weights (iterative deepening, alpha-beta, square order, table), 20 midgame positions', moveMs, 'ms', '<= 300 ms'));
  rows.push(row('othello: CPU move, depth 6, nodes', moveNodes, 'nodes'));

  const share: Record<string, number[]> = { cell: [], centre: [], 'centre+tt': [], eval: [], 'eval+tt': [] };
  const mmNodes: number[] = [];
  for (const s of midgamePositions(5, 77)) {
    const mm = search(othello, s, { algorithm: 'minimax', depth: 7, evaluate: weights }).counters.nodes;
    mmNodes.push(mm);
    const pct = (order: 'cell' | 'centre' | 'eval', tt: boolean) => (100 * search(othello, s, { depth: 7, evaluate: weights, order, tt }).counters.nodes) / mm;
    share.cell.push(pct('cell', false));
    share.centre.push(pct('centre', false));
    share['centre+tt'].push(pct('centre', true));
    share.eval.push(pct('eval', false));
    share['eval+tt'].push(pct('eval', true));
  }
  rows.push(row('othello: minimax nodes at depth 7, weights, 5 midgame positions', mmNodes, 'nodes'));
  for (const [k, xs] of Object.entries(share)) rows.push(row(`othello: alpha-beta (${k}) nodes as % of minimax, depth 7`, xs, '%', k === 'cell' ? undefined : '<= 5%'));
  return rows;
}

/**
 * Perft 10 once the WebAssembly core is loaded (the Othello module's perft then runs on it, as in the app's workers
 * and the command line). Run last: loading the core switches the module's exact solver to it too.
 */
export async function benchOthelloWasmPerft(runs = 7): Promise<BenchRow[]> {
  if (!(await loadEndgameCore(new URL('../src/games/othello/endgame.wasm', import.meta.url)))) return [];
  if (perft(INITIAL, 10) !== 24_571_284) throw new Error('perft 10 on the WebAssembly core is not 24,571,284');
  const p10: number[] = [];
  for (let r = 0; r < runs; r++) p10.push(time(() => perft(INITIAL, 10)));
  return [row('othello: perft 10 (24,571,284) on the WebAssembly core', p10, 'ms', 'faster than Lism (171 ms in Node)')];
}
