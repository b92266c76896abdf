/** Search benchmarks: alpha-beta from the empty board (nodes are exact; time is a median). */
import { search } from '../src/search/alphaBeta.ts';
import type { SearchOptions } from '../src/search/types.ts';
import { buildPositionTable } from '../src/tree/positions.ts';
import { median, type BenchRow } from './stats.ts';
import { ticTacToe } from '../src/games/tictactoe/index.ts';

export function benchSearch(runs = 9): BenchRow[] {
  const table = buildPositionTable(ticTacToe);
  const cases: [string, SearchOptions<number>][] = [
    ['minimax (no pruning)', { algorithm: 'minimax' }],
    ['alpha-beta, cell order', {}],
    ['alpha-beta, centre first + table + symmetry', { order: 'centre', tt: true, symmetry: true }],
    ['alpha-beta, best first', { order: 'best', table }],
  ];
  const rows: BenchRow[] = [];
  for (const [name, options] of cases) {
    const times: number[] = [];
    let nodes = 0;
    for (let r = 0; r < runs; r++) {
      const t0 = performance.now();
      nodes = search(ticTacToe, 0, options).counters.nodes;
      times.push(performance.now() - t0);
    }
    rows.push({ name: `search: ${name}, empty board`, median: median(times), unit: 'ms', runs });
    rows.push({ name: `search: ${name}, nodes visited`, median: nodes, unit: 'nodes' });
  }
  return rows;
}
