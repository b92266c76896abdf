/**
 * The WebAssembly endgame core: the search of endgameSearch.ts written in
 * AssemblyScript on 64-bit bitboards (assembly/othello/endgame.ts), compiled
 * by `npm run build:wasm` into endgame.wasm beside this file (committed; a
 * test checks it is what the sources give). JavaScript has no 64-bit
 * integers that are fast (BigInt is not), so the TypeScript search works on
 * 32-bit halves; WebAssembly has i64 with native popcnt, ctz and clz, and
 * runs the same search node for node faster (docs/manual.md, "exact endgame":
 * the measured figures).
 *
 * Pass it to solveExact / solveAllMoves as `core`; the poll, the stop and
 * the switches of SearchSetup behave as with the TypeScript core (the stop
 * throws EndgameStopped out of the WebAssembly frames; the next search
 * starts afresh). Instantiated synchronously (allowed in Node and in a
 * worker); one instance is one search at a time, like the TypeScript module.
 */
import { EndgameStopped, type EndgameCore, type SearchSetup } from './endgameSearch.ts';

interface Exports {
  beginSearch(el: number, eh: number, every: number, flags: number, clear: boolean): void;
  child(sq: number, pl: number, ph: number, ol: number, oh: number, ml: number, mh: number, alpha: number, beta: number, empties: number): number;
  solvePosition(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, empties: number): number;
  estimate(pl: number, ph: number, ol: number, oh: number, ml: number, mh: number, depth: number): number;
  finalScoreOf(pl: number, ph: number, ol: number, oh: number): number;
  nodeCount(): number;
}

/** Whether this JavaScript engine runs WebAssembly (the TypeScript core is the fallback when not). */
export function hasWebAssembly(): boolean {
  return typeof WebAssembly === 'object' && typeof WebAssembly.Instance === 'function';
}

/** A core from endgame.wasm's bytes (synchronous: in Node or a worker, not on a page's main thread). */
export function wasmCore(bytes: BufferSource): EndgameCore {
  let setup: SearchSetup = {};
  const imports = {
    env: {
      poll(nodes: number): void {
        setup.onPoll?.(nodes);
        if (setup.shouldStop?.()) throw new EndgameStopped();
      },
      abort(): void {
        throw new Error('endgame.wasm: abort');
      },
    },
  };
  const x = new WebAssembly.Instance(new WebAssembly.Module(bytes), imports).exports as unknown as Exports;
  return {
    beginSearch(s, clear, el, eh) {
      setup = s;
      const flags = (s.table ?? true ? 0 : 1) | (s.sort ?? true ? 0 : 2) | (s.stability ?? true ? 0 : 4);
      x.beginSearch(el, eh, Math.max(1, Math.min(2 ** 30, Math.floor(s.pollEvery ?? 1 << 16))), flags, clear);
    },
    child: x.child,
    solvePosition: x.solvePosition,
    estimate: x.estimate,
    finalScore: x.finalScoreOf,
    nodeCount: x.nodeCount,
  };
}
