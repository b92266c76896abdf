/**
 * The WebAssembly endgame core: the search of endgameSearch.ts written in
 * AssemblyScript on 64-bit bitboards (assembly/othello/endgame.ts), compiled
 * by `npm run build:wasm` into endgame.wasm beside this file (committed; a
 * test checks it is what the sources give). JavaScript has no 64-bit
 * integers that are fast (BigInt is not), so the TypeScript search works on
 * 32-bit halves; WebAssembly has i64 with native popcnt, ctz and clz, and
 * runs the same search (node for node on the tests' positions) faster
 * (docs/manual.md, "The WebAssembly core": the measured figures).
 *
 * Pass it to solveExact / solveAllMoves as `core`; the poll, the stop and
 * the switches of SearchSetup behave as with the TypeScript core (the stop
 * throws EndgameStopped out of the WebAssembly frames; the next search
 * starts afresh). One instance is one search at a time, like the TypeScript module.
 * The same instance counts the Othello module's perft (wasmPerft).
 */
import { EndgameStopped, type EndgameCore, type SearchSetup } from './endgameSearch.ts';

interface Exports {
  beginSearch(el: number, eh: number, every: number, flags: number, clear: boolean): void;
  child(sq: number, pl: number, ph: number, ol: number, oh: number, ml: number, mh: number, alpha: number, beta: number, empties: number): number;
  solvePosition(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, empties: number): number;
  estimate(pl: number, ph: number, ol: number, oh: number, ml: number, mh: number, depth: number): number;
  finalScoreOf(pl: number, ph: number, ol: number, oh: number): number;
  nodeCount(): number;
  perft(pl: number, ph: number, ol: number, oh: number, depth: number): number;
}

/** Whether this JavaScript engine runs WebAssembly (the TypeScript core is the fallback when not). */
function hasWebAssembly(): boolean {
  return typeof WebAssembly === 'object' && typeof WebAssembly.Instance === 'function';
}

/** A core and its perft from endgame.wasm's bytes, compiled and instantiated asynchronously (anywhere: a page's main thread allows no synchronous compile of more than 4 KB). */
export async function wasmCore(bytes: BufferSource): Promise<{ core: EndgameCore; perft: Exports['perft'] }> {
  const c = binding();
  return c.wrap(await WebAssembly.instantiate(await WebAssembly.compile(bytes), c.imports));
}

/** The imports of an instance (the poll: onPoll, then EndgameStopped thrown when shouldStop says so) and its exports as a core and a perft. */
function binding(): { imports: WebAssembly.Imports; wrap: (instance: WebAssembly.Instance) => { core: EndgameCore; perft: Exports['perft'] } } {
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
  const wrap = (instance: WebAssembly.Instance) => {
    const x = instance.exports as unknown as Exports;
    const core: EndgameCore = {
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
    return { core, perft: x.perft };
  };
  return { imports, wrap };
}

let loaded: EndgameCore | undefined;
let loadedPerft: Exports['perft'] | undefined;

/** The core the Othello module's exact solver uses (index.ts): the WebAssembly one once loadEndgameCore has loaded it, else undefined (the TypeScript search). */
export function exactCore(): EndgameCore | undefined {
  return loaded;
}

/** The WebAssembly core's perft (bitboard.ts's perftBits counted in bulk, on i64 boards and its SIMD move generation) once loadEndgameCore has loaded it, else undefined. */
export function wasmPerft(): ((pl: number, ph: number, ol: number, oh: number, depth: number) => number) | undefined {
  return loadedPerft;
}

/**
 * Loads endgame.wasm from `url` (fetched; a file: URL in Node is read from
 * disk) as the exact solver's core; when WebAssembly is missing or the load
 * fails, the TypeScript search stays (the same results, only
 * slower). Resolves true when the WebAssembly core is in use.
 */
export async function loadEndgameCore(url: URL): Promise<boolean> {
  if (loaded) return true;
  if (!hasWebAssembly()) return false;
  try {
    ({ core: loaded, perft: loadedPerft } = await wasmCore(await readBytes(url)));
    return true;
  } catch {
    return false;
  }
}

async function readBytes(url: URL): Promise<BufferSource> {
  if (url.protocol === 'file:') {
    // Node (tests, benchmarks, the command line): the file itself. A module name in a variable, so the app's bundler leaves it alone.
    const fs = 'node:fs/promises';
    const { readFile } = (await import(/* @vite-ignore */ fs)) as typeof import('node:fs/promises');
    return new Uint8Array(await readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.href}: ${response.status}`);
  return response.arrayBuffer();
}
