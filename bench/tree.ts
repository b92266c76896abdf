/**
 * Tree benchmarks: build, scoring, best moves, total, bytes, look-ups.
 * Each run builds a fresh tree (new arrays). "cold" runs the whole pipeline
 * once in a brand-new Node process (JIT not warmed up), repeated.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildTreeBfs, buildTreeDfs } from '../src/tree/build.ts';
import { buildGameTree } from '../src/tree/buildGameTree.ts';
import { treeBytes } from '../src/tree/gameTree.ts';
import { computeBestMoves, fillPositionValues, scoreBottomUp, scoreDepthFirst } from '../src/tree/minimax.ts';
import { bestMovesMask, buildPositionTable, enumeratePositions } from '../src/tree/positions.ts';
import { median, type BenchRow } from './stats.ts';

function time(f: () => void): number {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
}

/** Runs the full pipeline once and prints its milliseconds (used by the cold benchmark). */
export function coldOnce(): number {
  return time(() => buildGameTree());
}

export function benchTree(runs = 15, coldRuns = 7): BenchRow[] {
  const phases = { positions: [] as number[], nodes: [] as number[], scores: [] as number[], best: [] as number[], total: [] as number[] };
  const dfsBuild: number[] = [];
  const dfsScore: number[] = [];
  const dfsBest: number[] = [];
  let bytes = 0;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const positions = enumeratePositions();
    const t1 = performance.now();
    const tree = buildTreeBfs(undefined, positions);
    const t2 = performance.now();
    scoreBottomUp(tree);
    const t3 = performance.now();
    fillPositionValues(tree);
    const t4 = performance.now();
    phases.positions.push(t1 - t0);
    phases.nodes.push(t2 - t1);
    phases.scores.push(t3 - t2);
    phases.best.push(t4 - t3);
    phases.total.push(t4 - t0);
    bytes = treeBytes(tree);
    const dfs = buildTreeDfs(undefined, positions);
    dfsBuild.push(time(() => buildTreeDfs(undefined, positions)));
    dfsScore.push(time(() => scoreDepthFirst(dfs, 'wdl')));
    dfsBest.push(time(() => computeBestMoves(dfs, 'wdl')));
  }
  // Look-ups: random non-terminal positions (finished ones have no moves), as seed 004 advises.
  const table = buildPositionTable();
  const boards: number[] = [];
  for (let p = 0; p < table.count; p++) if (table.outcome[p] === 0) boards.push(table.board[p]);
  const sample = new Int32Array(1 << 20);
  let seed = 12345;
  for (let i = 0; i < sample.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    sample[i] = boards[seed % boards.length];
  }
  const lookupNs: number[] = [];
  let sink = 0;
  for (let r = 0; r < runs; r++) {
    const t = time(() => {
      for (let i = 0; i < sample.length; i++) sink ^= bestMovesMask(table, sample[i]);
    });
    lookupNs.push((t * 1e6) / sample.length);
  }
  if (sink === -1) console.log(sink);
  const cold: number[] = [];
  const self = fileURLToPath(import.meta.url);
  for (let r = 0; r < coldRuns; r++) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', self, '--cold-once'], { encoding: 'utf8' });
    cold.push(Number(out.trim()));
  }
  return [
    { name: 'tree: enumerate 5,478 positions', median: median(phases.positions), unit: 'ms', runs },
    { name: 'tree: build 549,946 nodes (bfs)', median: median(phases.nodes), unit: 'ms', runs },
    { name: 'tree: minimax + best moves, both modes (bottom-up sweep)', median: median(phases.scores), unit: 'ms', runs },
    { name: 'tree: position table from nodes', median: median(phases.best), unit: 'ms', runs },
    { name: 'tree: total, warm process', median: median(phases.total), unit: 'ms', runs, target: '<= 40 ms' },
    { name: 'tree: total, cold process', median: median(cold), unit: 'ms', runs: coldRuns, target: '<= 40 ms' },
    { name: 'tree: build (dfs)', median: median(dfsBuild), unit: 'ms', runs },
    { name: 'tree: minimax, one mode (depth-first stack)', median: median(dfsScore), unit: 'ms', runs },
    { name: 'tree: best moves, one mode (separate pass)', median: median(dfsBest), unit: 'ms', runs },
    { name: 'tree: typed arrays', median: bytes / 1e6, unit: 'MB', target: '<= 12 MB' },
    { name: 'table: best-move look-up', median: median(lookupNs), unit: 'ns', runs, target: '<= 50 ns' },
    { name: 'table: look-ups per second', median: 1e9 / median(lookupNs), unit: '/s', runs },
  ];
}

if (process.argv.includes('--cold-once')) {
  process.stdout.write(`${coldOnce()}\n`);
}
