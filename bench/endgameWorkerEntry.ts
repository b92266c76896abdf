/**
 * The exact endgame solver inside a browser worker (bundled by
 * scripts/benchEndgameBrowser.ts): receives FFO-style lines, solves each
 * line's best move `runs` times, posts each solve's move, score, nodes and
 * milliseconds.
 */
/// <reference lib="webworker" />
import { othello, parseObfLine, solveExact } from '../src/games/othello/index.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<{ lines: string[]; runs: number }>) => {
  const out: { move: string; score: number; nodes: number; ms: number[] }[] = [];
  for (const text of e.data.lines) {
    const r = parseObfLine(text);
    if (!r.ok) throw r.error;
    const ms: number[] = [];
    let res = solveExact(r.value.state);
    for (let k = 0; k < e.data.runs; k++) {
      const t = performance.now();
      res = solveExact(r.value.state);
      ms.push(performance.now() - t);
    }
    out.push({ move: othello.formatMove(res.bestMove ?? -1), score: res.score, nodes: res.nodes, ms });
  }
  scope.postMessage(out);
};
