/**
 * Builds the Othello endgame's WebAssembly core: assembly/othello/endgame.ts
 * (AssemblyScript) -> src/games/othello/endgame.wasm, which is committed
 * (`npm run build:wasm` after changing the AssemblyScript). Committed rather
 * than built by Vite: the app's build, the Node tests and the benchmarks then
 * load the same bytes without running the compiler (~5 CPU-s a build), and a
 * test (test/games/othello/endgameWasm.test.ts) compiles the sources again
 * and checks the committed file is what they give.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import asc from 'assemblyscript/asc';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ENDGAME_SOURCE = 'assembly/othello/endgame.ts';
export const ENDGAME_WASM = resolve(root, 'src/games/othello/endgame.wasm');
/**
 * -O3, no run-time checks (the search indexes its arrays with `unchecked`), the stub runtime (no
 * garbage collector: the search allocates once), SIMD (128-bit vectors: the move generation does
 * two directions a fill; every current browser has it, and where one has not, the module fails to
 * load and the TypeScript search solves).
 */
const OPTIONS = ['--optimizeLevel', '3', '--shrinkLevel', '0', '--noAssert', '--runtime', 'stub', '--enable', 'simd'];

/** Compiles the AssemblyScript endgame in memory: its WebAssembly bytes; throws with the compiler's messages on an error. */
export async function compileEndgameWasm(): Promise<Uint8Array> {
  let out: Uint8Array | null = null;
  const messages: string[] = [];
  const { error } = await asc.main([ENDGAME_SOURCE, '--outFile', 'endgame.wasm', ...OPTIONS], {
    readFile: (name, baseDir) => {
      try {
        return readFileSync(resolve(root, baseDir, name), 'utf8');
      } catch {
        return null;
      }
    },
    writeFile: (name, contents) => {
      if (name === 'endgame.wasm' && typeof contents !== 'string') out = contents;
    },
    listFiles: () => [],
    stdout: { write: (s: string | Uint8Array) => void messages.push(String(s)) } as never,
    stderr: { write: (s: string | Uint8Array) => void messages.push(String(s)) } as never,
  });
  if (error || out === null) throw new Error(`asc: ${error?.message ?? 'no output'}\n${messages.join('')}`);
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bytes = await compileEndgameWasm();
  writeFileSync(ENDGAME_WASM, bytes);
  console.log(`${ENDGAME_WASM}: ${bytes.length.toLocaleString('en-US')} bytes`);
}
