/**
 * Arena benchmarks: medians over repeated runs, in this process (Node, one
 * thread). Run directly with `npx tsx bench/arena.ts`, or through
 * `benchArena()` from the bench runner.
 *
 * - perfect vs random / perfect vs perfect: games per second of the fast
 *   engine (compiled tables, hot loop), players compiled before timing.
 * - perfect vs random, reference engine: every move through `choose`, for scale.
 * - solve check: milliseconds to check all 4,520 positions (perfect; alphabeta,
 *   which searches every position).
 */
import { pathToFileURL } from 'node:url';
import { runMatch, type MatchEngine } from '../src/ai/arena.ts';
import type { AiPlayer } from '../src/ai/player.ts';
import { createPlayer } from '../src/ai/registry.ts';
import { runSolveCheck } from '../test/helpers/solveCheck.ts';
import { formatRows, median, type BenchRow } from './stats.ts';
import { ticTacToe } from '../src/games/tictactoe/index.ts';

/** Milliseconds of each of `runs` calls of f, after `warmup` untimed calls. */
function timeRuns(f: () => void, runs: number, warmup = 2): number[] {
  for (let i = 0; i < warmup; i++) f();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    out.push(performance.now() - t0);
  }
  return out;
}

/** Median games per second of `runs` matches of 2 * gamesPerSide games (players compiled in the warm-up). */
function gamesPerSecond(a: AiPlayer<number>, b: AiPlayer<number>, gamesPerSide: number, engine: MatchEngine, runs: number): number {
  let seed = 1;
  const ms = timeRuns(() => void runMatch(ticTacToe, a, b, { games: gamesPerSide, seed: seed++, engine }), runs);
  return median(ms.map((t) => (2 * gamesPerSide * 1000) / t));
}

/** Runs the arena benchmarks and returns their medians (rows for bench/stats.ts). Takes a few seconds. */
export async function benchArena(): Promise<BenchRow[]> {
  const perfect = createPlayer(ticTacToe, 'perfect');
  const perfect2 = createPlayer(ticTacToe, 'perfect');
  const random = createPlayer(ticTacToe, 'random');
  const alphabeta = createPlayer(ticTacToe, 'alphabeta');
  const rows: BenchRow[] = [];
  const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const fastRuns = 9;

  rows.push({ name: 'arena perfect vs random (fast)', unit: 'games/s', median: gamesPerSecond(perfect, random, 2_000_000, 'fast', fastRuns), target: '>= 10,000,000', runs: fastRuns });
  await pause();
  rows.push({ name: 'arena perfect vs perfect (fast)', unit: 'games/s', median: gamesPerSecond(perfect, perfect2, 2_000_000, 'fast', fastRuns), runs: fastRuns });
  await pause();
  rows.push({ name: 'arena perfect vs random (reference)', unit: 'games/s', median: gamesPerSecond(perfect, random, 20_000, 'reference', 5), runs: 5 });
  await pause();
  rows.push({ name: 'solve check perfect (4,520 positions)', unit: 'ms', median: median(timeRuns(() => void runSolveCheck(ticTacToe, perfect), 9)), runs: 9 });
  await pause();
  rows.push({ name: 'solve check alphabeta (4,520 searches)', unit: 'ms', median: median(timeRuns(() => void runSolveCheck(ticTacToe, alphabeta), 3, 1)), runs: 3 });
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(`${formatRows(await benchArena())}\n`);
}
