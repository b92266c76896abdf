import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/ai/rng.ts';
import { othello, perft, type OthelloState } from '../../../src/games/othello/index.ts';
import { solveAllMoves, solveExact } from '../../../src/games/othello/endgame.ts';
import { EndgameStopped, TS_CORE } from '../../../src/games/othello/endgameSearch.ts';
import { exactCore, wasmPerft } from '../../../src/games/othello/endgameWasm.ts';
import { perftBits } from '../../../src/games/othello/bitboard.ts';
import { loadGame } from '../../../src/games/index.ts';
import { emptyCount, hasSquare, INITIAL, PASS, STATUS } from '../../../src/games/othello/state.ts';
import { OUTCOME } from '../../../src/games/game.ts';
import { compileEndgameWasm } from '../../../scripts/buildWasm.mts';
import { ENDGAME_WASM_URL, WASM_CORE } from '../../helpers/endgameWasm.ts';
import { ffo, FFO_EXISTS, FFO_FILE } from '../../helpers/ffo.ts';
import { naiveMoveScores, type Cells } from '../../helpers/othelloNaive.ts';
import { randomPositions } from '../../helpers/othelloPositions.ts';

const wasm = { core: WASM_CORE };

function cellsOf(s: OthelloState): Cells {
  return Array.from({ length: 64 }, (_, sq) => (hasSquare(s.bl, s.bh, sq) ? 1 : hasSquare(s.wl, s.wh, sq) ? 2 : 0));
}

/** The WebAssembly core's every-move scores, best move and node counts against the TypeScript search's (the same search: the same nodes). */
function expectSameAsTypeScript(s: OthelloState): void {
  const all = solveAllMoves(s, wasm);
  expect(all).toEqual(solveAllMoves(s));
  expect(solveExact(s, wasm)).toEqual(solveExact(s));
}

/** Seeded random positions with passes ahead: games run on until a side must pass with at most 14 empties (the position, and the one after the pass). */
function passPositions(count: number, seed: number): OthelloState[] {
  const rng = createRng(seed);
  const buf = new Int16Array(othello.maxMoves);
  const out: OthelloState[] = [];
  for (let game = 0; game < 1000 && out.length < count; game++) {
    let s = INITIAL;
    while (othello.outcome(s) === OUTCOME.playing && !(s.status === STATUS.pass && emptyCount(s) <= 14)) s = othello.play(s, buf[rng.int(othello.legalMoves(s, buf, 0))]);
    if (s.status === STATUS.pass) out.push(s, othello.play(s, PASS));
  }
  return out;
}

describe('the WebAssembly endgame core (assembly/othello/endgame.ts)', () => {
  it('endgame.wasm is what the AssemblyScript sources compile to (npm run build:wasm)', async () => {
    expect(Buffer.from(await compileEndgameWasm()).equals(readFileSync(ENDGAME_WASM_URL))).toBe(true);
  });

  it('agrees with the naive reference on every move of 30 seeded random positions with 8 to 10 empties', () => {
    const positions = randomPositions(400, 27, 48, 54).filter((s) => s.status === STATUS.playing && emptyCount(s) >= 8 && emptyCount(s) <= 10);
    expect(positions.length).toBeGreaterThanOrEqual(30);
    for (const s of positions.slice(0, 30)) {
      const all = solveAllMoves(s, wasm).moves;
      expect([...all].sort((a, b) => a.move - b.move)).toEqual(naiveMoveScores(cellsOf(s), s.side === 0 ? 1 : 2));
      expect(solveExact(s, wasm).score).toBe(all[0].score);
    }
  });

  it('searches node for node as the TypeScript search: 60 seeded random positions with 8 to 14 empties, every move and the best', () => {
    const positions = randomPositions(600, 28, 44, 54).filter((s) => emptyCount(s) >= 8 && emptyCount(s) <= 14);
    expect(positions.length).toBeGreaterThanOrEqual(60);
    const seen = new Set<number>();
    for (const s of positions.slice(0, 60)) {
      seen.add(emptyCount(s));
      expectSameAsTypeScript(s);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([8, 9, 10, 11, 12, 13, 14]);
  });

  it('and from 20 positions with passes ahead (a side must pass, and after its pass), up to 14 empties', () => {
    const positions = passPositions(20, 29);
    expect(positions.length).toBe(20);
    for (const s of positions) expectSameAsTypeScript(s);
  });

  it('and with each technique switched off (table, fastest-first order, stability), and at the root by principal-variation search', () => {
    const s = randomPositions(200, 30, 48, 48).find((p) => emptyCount(p) === 12)!;
    for (const opts of [{ table: false }, { sort: false }, { stability: false }, { rootMtd: false }, { rootOrder: false }]) {
      expect(solveExact(s, { ...opts, core: WASM_CORE })).toEqual(solveExact(s, opts));
    }
  });

  it('polls every pollEvery nodes as the TypeScript search does, stops with EndgameStopped when asked, and solves normally afterwards', () => {
    const s = randomPositions(200, 31, 46, 46).find((p) => emptyCount(p) === 14)!;
    const polls = (core?: typeof WASM_CORE) => {
      const at: number[] = [];
      solveExact(s, { pollEvery: 1000, onPoll: (n) => at.push(n), core });
      return at;
    };
    const at = polls(WASM_CORE);
    expect(at.length).toBeGreaterThan(3);
    expect(at).toEqual(polls());
    let asked = 0;
    expect(() => solveExact(s, { pollEvery: 500, shouldStop: () => ++asked >= 3, core: WASM_CORE })).toThrow(EndgameStopped);
    expect(asked).toBe(3);
    expect(solveAllMoves(s, wasm)).toEqual(solveAllMoves(s));
  });

  it('is the core of the Othello module the registry loads (the exact solver of the hints, the AI, the lesson, "Solve exactly"), with the same values and nodes', async () => {
    const module = await loadGame('othello');
    expect(exactCore()).toBeDefined();
    const s = randomPositions(200, 32, 48, 48).find((p) => emptyCount(p) === 12)! as never;
    const ts = solveAllMoves(s);
    // The TypeScript search's node counter stays as that solve left it while the module solves: the module's search is the other core.
    const tsNodes = TS_CORE.nodeCount();
    let nodes = 0;
    const moves = module.game.exact!.solveMoves(s, { onDone: (n) => (nodes = n) });
    expect({ moves, nodes }).toEqual(ts);
    expect(TS_CORE.nodeCount()).toBe(tsNodes);
    let asked = 0;
    expect(module.game.exact!.solveMoves(s, { shouldStop: () => ++asked >= 2 })).toBeNull();
    expect(asked).toBe(2);
    expect(TS_CORE.nodeCount()).toBe(tsNodes);
  });

  it('counts perft in bulk once the module is loaded: 1 to 10 from the start as published (passes are plies, finished games leaves), and as bitboard.ts counts from midgames and endgames where games finish before the depth', async () => {
    await loadGame('othello');
    const fast = wasmPerft()!;
    expect(fast).toBeDefined();
    const expected = [1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284];
    expect(expected.map((_, d) => perft(INITIAL, d))).toEqual(expected);
    const rng = createRng(33);
    const buf = new Int16Array(othello.maxMoves);
    const count = (s: OthelloState, d: number, wasmToo: boolean) => {
      const [pl, ph, ol, oh] = s.side === 0 ? [s.bl, s.bh, s.wl, s.wh] : [s.wl, s.wh, s.bl, s.bh];
      return wasmToo ? fast(pl, ph, ol, oh, d) : perftBits(pl, ph, ol, oh, d, true);
    };
    for (let game = 0; game < 20; game++) {
      const line = [INITIAL];
      for (let s = INITIAL; othello.outcome(s) === OUTCOME.playing; line.push(s)) s = othello.play(s, buf[rng.int(othello.legalMoves(s, buf, 0))]);
      for (let d = 1; d <= 4; d++) expect(count(line[20], d, true)).toBe(count(line[20], d, false));
      for (let d = 1; d <= 8; d++) expect(count(line[line.length - 7], d, true)).toBe(count(line[line.length - 7], d, false));
    }
  });

  it.skipIf(!FFO_EXISTS)(FFO_EXISTS ? `FFO #40 from ${FFO_FILE} (20 empties): a2 +38 as listed, in the TypeScript search's 13,001,580 nodes` : `FFO #40: skipped, ${FFO_FILE} is absent`, () => {
    const { state, scores } = ffo(40);
    const r = solveExact(state, wasm);
    expect({ move: r.bestMove, score: r.score, nodes: r.nodes }).toEqual({ ...scores[0], nodes: 13_001_580 });
  });
});
