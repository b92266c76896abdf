/** The WebAssembly endgame core as Node tests load it: the committed src/games/othello/endgame.wasm (the same bytes the app ships). */
import { readFileSync } from 'node:fs';
import { wasmCore } from '../../src/games/othello/endgameWasm.ts';

export const ENDGAME_WASM_URL = new URL('../../src/games/othello/endgame.wasm', import.meta.url);
export const WASM_CORE = (await wasmCore(readFileSync(ENDGAME_WASM_URL))).core;
