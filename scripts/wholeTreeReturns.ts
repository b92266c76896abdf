/**
 * The lesson "where the whole tree returns" (src/features/lab/ui/WholeTree.tsx), Othello's figures:
 *
 *   npx tsx scripts/wholeTreeReturns.ts find [games=300] [empties=12] [seed=2027]
 *     Seeded random games from the start, stopped at `empties` empty squares; in each position the AI's move
 *     (the worker's `think` at the default depth and evaluation, no time limit) against the exact solve (the
 *     worker's `solve`). Prints the positions where the AI's pick is worse than the exact best, largest loss
 *     first, as the data lines of src/games/othello/horizonPositions.ts.
 *   npx tsx scripts/wholeTreeReturns.ts lines [count=5] [empties=16] [seed=2027]
 *     Seeded random lines to `empties` empty squares, one transcript a line (to time the lesson in the app:
 *     open `#/othello/<line>?tab=lab`, "Search the whole tree").
 *   npx tsx scripts/wholeTreeReturns.ts reach [from=12] [to=18] [samples=8] [seed=2027]
 *     The exact solve's time and nodes by empties (median / max over seeded random positions), and the AI's
 *     search's nodes: the table that chose the lesson's reach (Othello `lessonLimit`, docs/manual.md).
 *
 * Both go through the worker's pure handler (src/worker/searchHandler.ts), as the app does.
 */
import { createRng } from '../src/ai/rng.ts';
import { legalMoveList, OUTCOME } from '../src/games/game.ts';
import { othelloModule } from '../src/games/othello/index.ts';
import { handleSearchRequest } from '../src/worker/searchHandler.ts';
import { loadGame } from '../src/games/index.ts';
import { defaultSearchSettings } from '../src/features/play/state/playSettings.ts';
import type { MoveValue, SearchWorkerResponse } from '../src/worker/searchProtocol.ts';

// The worker's handler knows a game once it is loaded.
await loadGame('othello');
const game = othelloModule.game;
const [mode = 'find', ...rest] = process.argv.slice(2);
const seed = Number(rest[mode === 'find' ? 2 : 3] ?? 2027);
const rng = createRng(seed);
const depth = defaultSearchSettings('othello').depth;
const evaluation = othelloModule.defaults.evaluation ?? '';

/** A seeded random line from the start to `empties` empty squares, the game still on and the mover with a choice. */
function randomLine(empties: number): number[] {
  for (;;) {
    let s = game.initial;
    const moves: number[] = [];
    while (game.exact!.remaining(s) > empties && !(game.outcome(s) !== OUTCOME.playing)) {
      const legal = legalMoveList(game, s);
      const m = legal[rng.int(legal.length)];
      moves.push(m);
      s = game.play(s, m);
    }
    if (!(game.outcome(s) !== OUTCOME.playing) && game.exact!.remaining(s) === empties && legalMoveList(game, s).length > 1) return moves;
  }
}

/** One request through the worker's handler: its last reply. */
function ask(req: Parameters<typeof handleSearchRequest>[0]): SearchWorkerResponse {
  let last: SearchWorkerResponse | undefined;
  handleSearchRequest(req, (m) => (last = m));
  return last!;
}

function aiMove(moves: readonly number[]): { move: number; nodes: number } {
  const r = ask({ type: 'think', id: 1, gameId: 'othello', moves, depth, timeMs: 0, evaluation });
  if (r.type !== 'moved') throw new Error(JSON.stringify(r));
  return r;
}

function solve(moves: readonly number[]): { moves: readonly MoveValue[]; nodes: number } {
  const r = ask({ type: 'solve', id: 2, gameId: 'othello', moves });
  if (r.type !== 'solved') throw new Error(JSON.stringify(r));
  return r;
}

if (mode === 'find') {
  const [games = 300, empties = 12] = rest.map(Number);
  const found: { line: string; pick: string; best: string; pickScore: number; bestScore: number; loss: number }[] = [];
  for (let g = 0; g < games; g++) {
    const moves = randomLine(empties);
    const s = moves.reduce((p, m) => game.play(p, m), game.initial);
    const sign = game.toMove(s) === 0 ? 1 : -1;
    const pick = aiMove(moves).move;
    const exact = solve(moves).moves;
    const best = exact[0];
    const picked = exact.find((v) => v.move === pick)!;
    const loss = sign * (best.value - picked.value);
    if (loss > 0) found.push({ line: game.formatMoves(moves), pick: game.formatMove(pick), best: game.formatMove(best.move), pickScore: sign * picked.value, bestScore: sign * best.value, loss });
  }
  found.sort((a, b) => b.loss - a.loss);
  console.log(`# ${found.length} of ${games} random positions with ${empties} empties: the depth-${depth} ${evaluation} search picks worse than the exact best`);
  for (const f of found.slice(0, 10)) console.log(`  { transcript: '${f.line}', pick: '${f.pick}', pickScore: ${f.pickScore}, best: '${f.best}', bestScore: ${f.bestScore} },`);
} else if (mode === 'lines') {
  const [count = 5, empties = 16] = rest.map(Number);
  for (let i = 0; i < count; i++) console.log(game.formatMoves(randomLine(empties)));
} else {
  const [from = 12, to = 18, samples = 8] = rest.map(Number);
  console.log(`empties: solve ms median / max, solve nodes median, depth-${depth} search nodes median`);
  for (let e = from; e <= to; e++) {
    const ms: number[] = [];
    const nodes: number[] = [];
    const ai: number[] = [];
    for (let i = 0; i < samples; i++) {
      const moves = randomLine(e);
      ai.push(aiMove(moves).nodes);
      const t0 = performance.now();
      nodes.push(solve(moves).nodes);
      ms.push(performance.now() - t0);
    }
    const med = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1];
    console.log(`${e}: ${med(ms).toFixed(0)} / ${Math.max(...ms).toFixed(0)} ms, ${med(nodes)} nodes, ${med(ai)} AI nodes`);
  }
}
