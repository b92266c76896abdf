/**
 * Tree benchmarks: build, scoring, best moves, total, bytes, look-ups.
 * Each run builds a fresh tree (new arrays). Two pipelines:
 * - the app's: minimax over the 5,478 positions, then one breadth-first pass
 *   that creates the nodes with their values (buildGameTree's default);
 * - the node-level sweep: breadth-first build, then bottom-up minimax over
 *   the 549,946 nodes and a best-move pass.
 * "cold" runs a pipeline once in a brand-new Node process (JIT not warmed up), repeated.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildTreeBfs, buildTreeDfs } from '../src/tree/build.ts';
import { buildGameTree } from '../src/tree/buildGameTree.ts';
import { treeBytes } from '../src/tree/gameTree.ts';
import { computeBestMoves, fillPositionValues, scoreBottomUp, scoreDepthFirst, type ScoringMethod } from '../src/tree/minimax.ts';
import { bestMovesMask, buildPositionTable, enumeratePositions, scorePositions } from '../src/tree/positions.ts';
import { median, type BenchRow } from './stats.ts';

function time(f: () => void): number {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
}

/** Runs a whole pipeline once and prints its milliseconds (used by the cold benchmark). */
export function coldOnce(scoring: ScoringMethod): number {
  return time(() => buildGameTree({ scoring }));
}

function coldRuns(scoring: ScoringMethod, runs: number): number[] {
  const self = fileURLToPath(import.meta.url);
  const out: number[] = [];
  for (let r = 0; r < runs; r++) out.push(Number(execFileSync(process.execPath, ['--import', 'tsx', self, '--cold-once', scoring], { encoding: 'utf8' }).trim()));
  return out;
}

export function benchTree(runs = 15, coldCount = 15): BenchRow[] {
  const app = { positions: [] as number[], scores: [] as number[], nodes: [] as number[], total: [] as number[] };
  const sweep = { nodes: [] as number[], scores: [] as number[], table: [] as number[], total: [] as number[] };
  const dfsBuild: number[] = [];
  const dfsScore: number[] = [];
  const dfsBest: number[] = [];
  let bytes = 0;
  for (let r = 0; r < runs; r++) {
    // The app's pipeline.
    const a0 = performance.now();
    const scored = enumeratePositions();
    const a1 = performance.now();
    scorePositions(scored);
    const a2 = performance.now();
    const tree = buildTreeBfs(undefined, scored, true);
    const a3 = performance.now();
    app.positions.push(a1 - a0);
    app.scores.push(a2 - a1);
    app.nodes.push(a3 - a2);
    app.total.push(a3 - a0);
    bytes = treeBytes(tree);
    // The node-level sweep.
    const b0 = performance.now();
    const positions = enumeratePositions();
    const plain = buildTreeBfs(undefined, positions);
    const b1 = performance.now();
    scoreBottomUp(plain);
    const b2 = performance.now();
    fillPositionValues(plain);
    const b3 = performance.now();
    sweep.nodes.push(b1 - b0);
    sweep.scores.push(b2 - b1);
    sweep.table.push(b3 - b2);
    sweep.total.push(b3 - b0);
    // A table of its own: the dfs builder records each position's first node in it.
    const dfsPositions = enumeratePositions();
    let dfs = plain;
    dfsBuild.push(time(() => (dfs = buildTreeDfs(undefined, dfsPositions))));
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
  const coldApp = coldRuns('positions', coldCount);
  const coldSweep = coldRuns('bottom-up', coldCount);
  return [
    { name: 'tree (app): enumerate 5,478 positions', median: median(app.positions), unit: 'ms', runs },
    { name: 'tree (app): minimax over the positions, both modes', median: median(app.scores), unit: 'ms', runs },
    { name: 'tree (app): 549,946 nodes with values (one bfs pass)', median: median(app.nodes), unit: 'ms', runs },
    { name: 'tree (app): total, warm process', median: median(app.total), unit: 'ms', runs, target: '<= 40 ms' },
    { name: 'tree (app): total, cold process', median: median(coldApp), unit: 'ms', runs: coldCount, target: '<= 40 ms' },
    { name: 'tree (sweep): positions + 549,946 nodes (bfs)', median: median(sweep.nodes), unit: 'ms', runs },
    { name: 'tree (sweep): minimax + best moves over the nodes, both modes', median: median(sweep.scores), unit: 'ms', runs },
    { name: 'tree (sweep): position table from nodes', median: median(sweep.table), unit: 'ms', runs },
    { name: 'tree (sweep): total, warm process', median: median(sweep.total), unit: 'ms', runs },
    { name: 'tree (sweep): total, cold process', median: median(coldSweep), unit: 'ms', runs: coldCount },
    { name: 'tree: build (dfs)', median: median(dfsBuild), unit: 'ms', runs },
    { name: 'tree: minimax, one mode (depth-first stack)', median: median(dfsScore), unit: 'ms', runs },
    { name: 'tree: best moves, one mode (separate pass)', median: median(dfsBest), unit: 'ms', runs },
    { name: 'tree: typed arrays', median: bytes / 1e6, unit: 'MB', target: '<= 12 MB' },
    { name: 'table: best-move look-up', median: median(lookupNs), unit: 'ns', runs, target: '<= 50 ns' },
    { name: 'table: look-ups per second', median: 1e9 / median(lookupNs), unit: '/s', runs },
  ];
}

const coldFlag = process.argv.indexOf('--cold-once');
if (coldFlag >= 0) {
  process.stdout.write(`${coldOnce((process.argv[coldFlag + 1] ?? 'positions') as ScoringMethod)}\n`);
}
