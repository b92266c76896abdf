/**
 * Tree benchmarks: build, scoring, best moves, total, bytes, look-ups.
 * Each run builds a fresh tree (new arrays). Two pipelines:
 * - the app's: minimax over the 5,478 positions, then one breadth-first pass
 *   that creates the nodes with their values (buildGameTree's default);
 * - the node-level sweep (a reference in test/helpers): breadth-first build,
 *   then bottom-up minimax over the 549,946 nodes with best flags.
 * "cold" runs a pipeline once in a brand-new Node process (JIT not warmed up), repeated.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ticTacToe } from '../src/games/tictactoe/index.ts';
import { buildGameTree, buildTreeBfs } from '../src/tree/build.ts';
import { treeBytes } from '../test/helpers/tree.ts';
import { buildPositionTable, enumeratePositions, positionOf, scorePositions } from '../src/tree/positions.ts';
import { buildTreeDfs, markBestNodes, scoreNodesBottomUp, scoreNodesDepthFirst } from '../test/helpers/treeReference.ts';
import { median, type BenchRow } from './stats.ts';

/** The app's pipeline, or the node-level sweep of the seeds (a reference kept with the tests). */
type Pipeline = 'positions' | 'bottom-up';

function time(f: () => void): number {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
}

/** Runs a whole pipeline once and prints its milliseconds (used by the cold benchmark). */
function coldOnce(scoring: Pipeline): number {
  if (scoring === 'positions') return time(() => buildGameTree(ticTacToe));
  return time(() => scoreNodesBottomUp(buildTreeBfs(buildPositionTable(ticTacToe))));
}

function coldRuns(scoring: Pipeline, runs: number): number[] {
  const self = fileURLToPath(import.meta.url);
  const out: number[] = [];
  for (let r = 0; r < runs; r++) out.push(Number(execFileSync(process.execPath, ['--import', 'tsx', self, '--cold-once', scoring], { encoding: 'utf8' }).trim()));
  return out;
}

export function benchTree(runs = 15, coldCount = 15): BenchRow[] {
  const app = { positions: [] as number[], scores: [] as number[], nodes: [] as number[], total: [] as number[] };
  const sweep = { nodes: [] as number[], scores: [] as number[], total: [] as number[] };
  const dfsBuild: number[] = [];
  const dfsScore: number[] = [];
  const dfsBest: number[] = [];
  let bytes = 0;
  for (let r = 0; r < runs; r++) {
    // The app's pipeline.
    const a0 = performance.now();
    const scored = enumeratePositions(ticTacToe);
    const a1 = performance.now();
    scorePositions(scored);
    const a2 = performance.now();
    const tree = buildTreeBfs(scored);
    const a3 = performance.now();
    app.positions.push(a1 - a0);
    app.scores.push(a2 - a1);
    app.nodes.push(a3 - a2);
    app.total.push(a3 - a0);
    bytes = treeBytes(tree);
    // The node-level sweep.
    const b0 = performance.now();
    const positions = buildPositionTable(ticTacToe);
    const plain = buildTreeBfs(positions);
    const b1 = performance.now();
    scoreNodesBottomUp(plain);
    const b2 = performance.now();
    const b3 = b2;
    sweep.nodes.push(b1 - b0);
    sweep.scores.push(b2 - b1);
    sweep.total.push(b3 - b0);
    // A table of its own: the dfs builder records each position's first node in it.
    const dfsPositions = enumeratePositions(ticTacToe);
    let dfs = plain;
    dfsBuild.push(time(() => (dfs = buildTreeDfs(ticTacToe, dfsPositions))));
    dfsScore.push(time(() => scoreNodesDepthFirst(dfs, 'wdl')));
    dfsBest.push(time(() => markBestNodes(dfs, 'wdl')));
  }
  // Look-ups: random non-terminal positions (finished ones have no moves), as seed 004 advises.
  const table = buildPositionTable(ticTacToe);
  const boards: number[] = [];
  for (let p = 0; p < table.count; p++) if (table.outcome[p] === 0) boards.push(table.key[p]);
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
      const best = table.best.wdl;
      const { edgeStart } = table;
      for (let i = 0; i < sample.length; i++) {
        // The perfect player's look-up: the position, then its best-move flags.
        const p = positionOf(table, sample[i]);
        for (let k = edgeStart[p]; k < edgeStart[p + 1]; k++) sink += best[k];
      }
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
    { name: 'tree (sweep): total, warm process', median: median(sweep.total), unit: 'ms', runs },
    { name: 'tree (sweep): total, cold process', median: median(coldSweep), unit: 'ms', runs: coldCount },
    { name: 'tree: build (dfs)', median: median(dfsBuild), unit: 'ms', runs },
    { name: 'tree: minimax, one mode (depth-first stack)', median: median(dfsScore), unit: 'ms', runs },
    { name: 'tree: best flags, one mode (separate pass)', median: median(dfsBest), unit: 'ms', runs },
    { name: 'tree: typed arrays', median: bytes / 1e6, unit: 'MB', target: '<= 12 MB' },
    { name: 'table: best-move look-up', median: median(lookupNs), unit: 'ns', runs, target: '<= 50 ns' },
    { name: 'table: look-ups per second', median: 1e9 / median(lookupNs), unit: '/s', runs },
  ];
}

const coldFlag = process.argv.indexOf('--cold-once');
if (coldFlag >= 0) {
  process.stdout.write(`${coldOnce((process.argv[coldFlag + 1] ?? 'positions') as Pipeline)}\n`);
}
