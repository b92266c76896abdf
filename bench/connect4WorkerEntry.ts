/**
 * The Connect Four solver inside a browser worker (bundled by
 * scripts/benchConnect4Browser.ts): receives sets of parsed lines, solves each
 * line once with an empty table (as bench/connect4.ts in Node), posts per set
 * the total milliseconds, the nodes and the wrong lines.
 */
/// <reference lib="webworker" />
import { warmUp } from './connect4WarmUp.ts';
import { createSolver } from '../src/games/connect/solver.ts';

export interface WorkerSet {
  readonly name: string;
  readonly lines: readonly { readonly moves: readonly number[]; readonly score: number }[];
}
export interface WorkerSetResult {
  readonly name: string;
  readonly ms: number;
  readonly nodes: number;
  readonly lineMs: number[];
  readonly wrong: string[];
}

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<WorkerSet[]>) => {
  warmUp();
  const solver = createSolver(7, 6);
  const out: WorkerSetResult[] = [];
  for (const set of e.data) {
    let nodes = 0;
    const wrong: string[] = [];
    const lineMs: number[] = [];
    const t = performance.now();
    set.lines.forEach((l, i) => {
      solver.reset();
      const lt = performance.now();
      const r = solver.solve(l.moves);
      lineMs.push(performance.now() - lt);
      nodes += r.nodes;
      if (r.score !== l.score) wrong.push(`line ${i + 1} ${l.moves.map((c) => c + 1).join('')}: solved ${r.score}, the file says ${l.score}`);
    });
    out.push({ name: set.name, ms: performance.now() - t, nodes, lineMs, wrong });
    scope.postMessage({ progress: out[out.length - 1] });
  }
  scope.postMessage({ done: out });
};
