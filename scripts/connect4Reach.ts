/**
 * How long the app's exact solve of a Connect Four position (every column's
 * score, `Game.exact.solveMoves`) takes by the number of empty squares: for
 * each count, SAMPLES seeded random positions (random columns from the empty
 * board, a line that ends the game is drawn again), each solved with a fresh
 * solver (an empty table: the worst case of the app's worker, which keeps its
 * table). Prints "empties: median / p90 / max ms" per count,
 * the table that chose CONNECT4_EXACT_LIMIT (docs/connect4.md).
 *
 *   npx tsx scripts/connect4Reach.ts [from=20] [to=30] [samples=16]
 */
import { createRng } from '../src/ai/rng.ts';
import { connectExact } from '../src/games/connect/exact.ts';
import { createRules } from '../src/games/connect/rules.ts';
import { OUTCOME } from '../src/games/game.ts';

const [from = 20, to = 30, samples = 16] = process.argv.slice(2).map(Number);
const rules = createRules({ width: 7, height: 6, inRow: 4 });
const rng = createRng(2026);
const buf = new Int16Array(7);

/** A random position with `empties` empty squares, the game still on. */
function randomPosition(empties: number): number {
  for (;;) {
    let s = rules.empty;
    while (rules.pliesLeftAtMost(s) > empties) {
      const n = rules.legalMoves(s, buf, 0);
      s = rules.play(s, buf[rng.int(n)]);
      if (rules.outcome(s) !== OUTCOME.playing) break;
    }
    if (rules.outcome(s) === OUTCOME.playing && rules.pliesLeftAtMost(s) === empties) return s;
  }
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];
console.log(`empties: median / p90 / max ms, ${samples} positions each`);
for (let e = from; e <= to; e++) {
  const ms: number[] = [];
  for (let i = 0; i < samples; i++) {
    const s = randomPosition(e);
    const exact = connectExact(rules, { limit: e, backgroundLimit: e });
    const t0 = performance.now();
    exact.solveMoves(s);
    ms.push(performance.now() - t0);
  }
  const f = (x: number) => x.toFixed(0);
  console.log(`${e}: ${f(quantile(ms, 0.5))} / ${f(quantile(ms, 0.9))} / ${f(Math.max(...ms))} ms`);
}
