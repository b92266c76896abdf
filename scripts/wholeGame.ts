/**
 * The whole game of the small Connect Four boards (games/wholeGame.ts, the
 * explorer's whole-game picture): for each board, the time to build it from
 * the solved table (median and quartiles over `runs`; the table's own solve
 * apart), the bytes it holds by array (what the page keeps once the worker
 * has transferred it), the overview's full mix table it replaces, and the
 * time to rasterise the whole game and a zoom 6 moves deep at 1,920 pixel
 * columns. Load average at the start and the end: the machine may be shared.
 *
 *   npx tsx scripts/wholeGame.ts [runs] [4x4 5x4 ...]
 */
import { loadavg } from 'node:os';
import { createRules } from '../src/games/connect/rules.ts';
import { fullTreeGameOfRules } from '../src/games/connect/game.ts';
import { smallKeys } from '../src/games/connect/small.ts';
import { solvePositions } from '../src/games/positionSolved.ts';
import { countWholeGame, wholeGameMoves, type WholeGame } from '../src/games/wholeGame.ts';
import { extentOf, rasterizeOverview, startOf } from '../src/view/overview.ts';
import { wholeGameMix, wholeGameSource } from '../src/view/wholeGameSource.ts';
import { gameOfRules } from '../src/games/connect/game.ts';
import { median, quartiles } from '../bench/stats.ts';

const MB = 2 ** 20;
const runs = Number(process.argv[2] ?? 5);
const boards = process.argv.length > 3 ? process.argv.slice(3) : ['4x4', '5x4'];
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const stat = (xs: number[]) => {
  const { q1, q3 } = quartiles(xs);
  return `${median(xs).toFixed(0)} ms [${q1.toFixed(0)}-${q3.toFixed(0)}]`;
};
const arrays = (w: WholeGame) => ({ edgeStart: w.edgeStart, edgeChild: w.edgeChild, edgeMove: w.edgeMove, value: w.value, games: w.games, firstShare: w.firstShare, secondShare: w.secondShare, mixStart: w.mixStart, mix: w.mix });

console.log(`load average ${load()}`);
for (const board of boards) {
  const [width, height] = board.split('x').map(Number);
  const rules = createRules({ width, height, inRow: 4 });
  const keyed = { ...fullTreeGameOfRules(rules, board), ...smallKeys(rules) };
  let t0 = performance.now();
  const table = solvePositions(keyed);
  const solveMs = performance.now() - t0;
  const times: number[] = [];
  let whole: WholeGame | null = null;
  for (let i = 0; i < runs; i++) {
    t0 = performance.now();
    whole = countWholeGame(wholeGameMoves(keyed, table));
    times.push(performance.now() - t0);
  }
  if (!whole) continue;
  const parts = Object.entries(arrays(whole)).map(([k, a]) => [k, a.byteLength] as const);
  const total = parts.reduce((n, [, b]) => n + b, 0);
  const full = whole.count * whole.levels * 3 * 8;
  console.log(`${board}: ${whole.count.toLocaleString('en')} positions, ${whole.games[0].toLocaleString('en')} finished games; table solved in ${solveMs.toFixed(0)} ms; whole game built in ${stat(times)} (${runs} runs)`);
  console.log(`  holds ${(total / MB).toFixed(1)} MiB: ${parts.map(([k, b]) => `${k} ${(b / MB).toFixed(1)}`).join(', ')}; the full mix table would be ${(full / MB).toFixed(0)} MiB`);
  const game = gameOfRules(rules, board);
  const mix = wholeGameMix(whole, 'shortest');
  for (const [name, moves] of [['whole game', [] as number[]], ['6 moves deep', [2, 2, 1, 3, 2, 0]]] as const) {
    const raster: number[] = [];
    for (let i = 0; i < runs; i++) {
      const source = wholeGameSource(game, whole);
      const node = source.nodeOf(moves);
      const a = startOf(source, node, 'games');
      t0 = performance.now();
      rasterizeOverview(source, mix, a, a + extentOf(source, node, 'games'), 1920);
      raster.push(performance.now() - t0);
    }
    console.log(`  rasterise ${name} at 1,920 columns: ${stat(raster)} (a fresh source each run: its nodes made as drawn)`);
  }
  console.log(`  peak RSS so far ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
}
console.log(`load average ${load()}`);
