/**
 * The exact endgame solver inside a browser worker (bundled by
 * scripts/benchEndgameBrowser.ts): receives FFO-style lines and endgame.wasm's
 * bytes, solves each line's best move once per core as warm-up, then `runs`
 * times on each core interleaved (TypeScript, WebAssembly, then the other
 * way round, ...), and posts each core's move, score, nodes and milliseconds.
 */
/// <reference lib="webworker" />
import { othello, parseObfLine, solveExact } from '../src/games/othello/index.ts';
import { wasmCore } from '../src/games/othello/endgameWasm.ts';

export interface CoreRun {
  move: string;
  score: number;
  nodes: number;
  ms: number[];
}

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (e: MessageEvent<{ lines: string[]; runs: number; wasm: ArrayBuffer }>) => {
  const cores = [undefined, (await wasmCore(e.data.wasm)).core];
  const out: { ts: CoreRun; wasm: CoreRun }[] = [];
  for (const text of e.data.lines) {
    const r = parseObfLine(text);
    if (!r.ok) throw r.error;
    const runs = cores.map((core) => {
      const res = solveExact(r.value.state, { core });
      return { move: othello.formatMove(res.bestMove ?? -1), score: res.score, nodes: res.nodes, ms: [] as number[] };
    });
    for (let k = 0; k < e.data.runs; k++) {
      for (let j = 0; j < cores.length; j++) {
        const c = (j + k) % cores.length;
        const t = performance.now();
        solveExact(r.value.state, { core: cores[c] });
        runs[c].ms.push(performance.now() - t);
      }
    }
    out.push({ ts: runs[0], wasm: runs[1] });
  }
  scope.postMessage(out);
};
