// The stronger Othello midgame's match (docs/manual.md, "stronger midgame"): two AIs at equal time per move,
// in this one process (so machine load hits both alike), over shared random openings (each opening played
// from both sides: the arena's --openings), printing the arena's table from A's point of view, the mean
// depth each reached, and the load average before and after.
// Players: ab-E = today's AI (iterative deepening alpha-beta, static order, transposition table, evaluation E:
// the play tab's think, src/worker/searchHandler.ts), pvs-E = principal-variation search with the table's best
// move first (src/search/pvs.ts), E one of discs, weights, mobility, strong.
// Usage: nice -n 10 npx tsx scripts/midgameMatch.mts [A] [B] [--ms 50 | --depth D] [--games 100] [--openings 6] [--seed 1]
import { loadavg } from 'node:os';
import { runMatch } from '../src/ai/arena.ts';
import { definePlayer, type AiPlayer } from '../src/ai/player.ts';
import { formatMatchTable } from '../src/cli/commands/match.ts';
import { othello, type OthelloState } from '../src/games/othello/index.ts';
import { EVALUATIONS } from '../src/games/othello/evaluate.ts';
import { deepen } from '../src/search/iterative.ts';
import { pvsDeepen } from '../src/search/pvs.ts';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
const [specA = 'pvs-strong', specB = 'ab-weights'] = positional;
const ms = flag('ms', 50);
const games = flag('games', 100);
const openings = flag('openings', 6);
const seed = flag('seed', 1);
// --depth D: a fixed depth and no time limit instead (the play tab's default AI: depth 4, no time limit).
const fixedDepth = flag('depth', 0);

const depthSums = new Map<string, { depth: number; moves: number }>();

function player(spec: string): AiPlayer<OthelloState> {
  const m = /^(ab|pvs)-([a-z]+)$/.exec(spec);
  const e = m && EVALUATIONS.find((x) => x.id === m[2]);
  if (!m || !e) throw new Error(`unknown player ${spec}: ab-E or pvs-E, E one of ${EVALUATIONS.map((x) => x.id).join(', ')}`);
  const id = fixedDepth > 0 ? `${spec}-d${fixedDepth}` : `${spec}-${ms}ms`;
  const limits = fixedDepth > 0 ? { maxDepth: fixedDepth } : { maxDepth: 60, timeLimitMs: ms };
  const tally = { depth: 0, moves: 0 };
  depthSums.set(id, tally);
  const think = (s: OthelloState) =>
    m[1] === 'pvs'
      ? pvsDeepen(othello, s, { ...limits, evaluate: e.evaluate })
      : deepen(othello, s, { ...limits, algorithm: 'alphabeta', order: 'centre', tt: true, evaluate: e.evaluate });
  return definePlayer({
    id,
    choices: (s: OthelloState) => {
      const r = think(s);
      tally.depth += r.depth;
      tally.moves++;
      return [r.bestMove];
    },
  });
}

const a = player(specA);
const b = player(specB);
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const loadBefore = load();
const started = Date.now();
let lastReport = 0;
const result = runMatch(othello, a, b, {
  games,
  seed,
  openingMoves: openings,
  chunkSize: 1,
  onProgress: ({ done }) => {
    if (Date.now() - lastReport > 30_000) {
      lastReport = Date.now();
      process.stderr.write(`${done} of ${2 * games} games, ${((Date.now() - started) / 1000).toFixed(0)} s, load ${load()}\n`);
    }
  },
});
for (const line of formatMatchTable(result, othello.sideNames)) console.log(line);
const points = result.total.win + result.total.draw / 2;
console.log(`points for ${a.id}: ${points} of ${result.total.games} (${((100 * points) / result.total.games).toFixed(1)}%)`);
for (const [id, t] of depthSums) console.log(`${id}: mean depth reached ${(t.depth / Math.max(1, t.moves)).toFixed(2)} over ${t.moves} moves`);
console.log(`load average (1, 5, 15 min) before: ${loadBefore}; after: ${load()}; ${((Date.now() - started) / 1000).toFixed(0)} s`);
