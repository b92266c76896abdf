import fc from 'fast-check';
import assert from 'node:assert/strict';
import { describe, expect, it } from 'vitest';
import { search } from '../../src/search/alphaBeta.ts';
import { TRACE_LIMIT } from '../../src/search/trace.ts';
import { isSmallEnoughToAnimate } from '../helpers/search.ts';
import { classifyResult } from '../../src/search/trace.ts';
import type { TraceStep } from '../../src/search/types.ts';
import { unfinishedBoards } from './fixture.ts';
import { mustBoard } from '../helpers/ttt.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

const INF = Infinity;
const B = (s: string): number => mustBoard(s);

// o x o
// x x o     o to move; empty cells 6, 7, 8.
// . . .     o8 wins at once (column 2-5-8); o6 lets x win with 7; o7 blocks and then draws or wins.
const ROOT = 'oxoxxo...';

describe('a hand-checked trace (three empty cells)', () => {
  it('cell order, full window: every step in order', () => {
    const r = search(ticTacToe, B(ROOT), { trace: true });
    const expected: TraceStep<number>[] = [
      { kind: 'enter', state: B(ROOT), moves: [], alpha: -INF, beta: INF },
      // o6: x answers 7 and wins (column 1-4-7).
      { kind: 'enter', state: B('oxoxxoo..'), moves: [6], alpha: -INF, beta: INF },
      { kind: 'leaf', state: B('oxoxxoox.'), moves: [6, 7], value: -1, evaluated: false },
      { kind: 'child', moves: [6], move: 7, value: -1 },
      { kind: 'update', moves: [6], which: 'beta', value: -1 },
      // x8 instead: o fills 7 for a draw; 0 >= beta -1 fails high (a cut at the last child skips nothing).
      { kind: 'enter', state: B('oxoxxoo.x'), moves: [6, 8], alpha: -INF, beta: -1 },
      { kind: 'leaf', state: B('oxoxxooox'), moves: [6, 8, 7], value: 0, evaluated: false },
      { kind: 'child', moves: [6, 8], move: 7, value: 0 },
      { kind: 'exit', moves: [6, 8], value: 0, result: 'fail-high', alpha: -INF, beta: -1 },
      { kind: 'child', moves: [6], move: 8, value: 0 },
      { kind: 'exit', moves: [6], value: -1, result: 'exact', alpha: -INF, beta: INF },
      { kind: 'child', moves: [], move: 6, value: -1 },
      { kind: 'update', moves: [], which: 'alpha', value: -1 },
      // o7: x6 lets o win with 8; x8 leads to a draw.
      { kind: 'enter', state: B('oxoxxo.o.'), moves: [7], alpha: -1, beta: INF },
      { kind: 'enter', state: B('oxoxxoxo.'), moves: [7, 6], alpha: -1, beta: INF },
      { kind: 'leaf', state: B('oxoxxoxoo'), moves: [7, 6, 8], value: 1, evaluated: false },
      { kind: 'child', moves: [7, 6], move: 8, value: 1 },
      { kind: 'update', moves: [7, 6], which: 'alpha', value: 1 },
      { kind: 'exit', moves: [7, 6], value: 1, result: 'exact', alpha: -1, beta: INF },
      { kind: 'child', moves: [7], move: 6, value: 1 },
      { kind: 'update', moves: [7], which: 'beta', value: 1 },
      { kind: 'enter', state: B('oxoxxo.ox'), moves: [7, 8], alpha: -1, beta: 1 },
      { kind: 'leaf', state: B('oxoxxooox'), moves: [7, 8, 6], value: 0, evaluated: false },
      { kind: 'child', moves: [7, 8], move: 6, value: 0 },
      { kind: 'update', moves: [7, 8], which: 'alpha', value: 0 },
      { kind: 'exit', moves: [7, 8], value: 0, result: 'exact', alpha: -1, beta: 1 },
      { kind: 'child', moves: [7], move: 8, value: 0 },
      { kind: 'update', moves: [7], which: 'beta', value: 0 },
      { kind: 'exit', moves: [7], value: 0, result: 'exact', alpha: -1, beta: INF },
      { kind: 'child', moves: [], move: 7, value: 0 },
      { kind: 'update', moves: [], which: 'alpha', value: 0 },
      // o8 wins at once.
      { kind: 'leaf', state: B('oxoxxo..o'), moves: [8], value: 1, evaluated: false },
      { kind: 'child', moves: [], move: 8, value: 1 },
      { kind: 'update', moves: [], which: 'alpha', value: 1 },
      { kind: 'exit', moves: [], value: 1, result: 'exact', alpha: -INF, beta: INF },
    ];
    expect(r.trace).toEqual(expected);
    expect(r.traceTruncated).toBe(false);
    expect(r.traceSteps).toBe(35);
    expect(r.value).toBe(1);
    expect(r.bestMove).toBe(8);
    expect(r.counters).toEqual({ nodes: 11, cutoffs: 0, ttExact: 0, ttUpper: 0, ttLower: 0, ttNarrowed: 0, ttStores: 0 });
  });

  it('centre order (corners 6, 8 before edge 7): o8 raises alpha to 1, so the o7 branch is cut after x6', () => {
    const r = search(ticTacToe, B(ROOT), { order: 'centre', trace: true });
    const expected: TraceStep<number>[] = [
      { kind: 'enter', state: B(ROOT), moves: [], alpha: -INF, beta: INF },
      { kind: 'enter', state: B('oxoxxoo..'), moves: [6], alpha: -INF, beta: INF },
      // x tries the corner 8 first, then the edge 7.
      { kind: 'enter', state: B('oxoxxoo.x'), moves: [6, 8], alpha: -INF, beta: INF },
      { kind: 'leaf', state: B('oxoxxooox'), moves: [6, 8, 7], value: 0, evaluated: false },
      { kind: 'child', moves: [6, 8], move: 7, value: 0 },
      { kind: 'update', moves: [6, 8], which: 'alpha', value: 0 },
      { kind: 'exit', moves: [6, 8], value: 0, result: 'exact', alpha: -INF, beta: INF },
      { kind: 'child', moves: [6], move: 8, value: 0 },
      { kind: 'update', moves: [6], which: 'beta', value: 0 },
      { kind: 'leaf', state: B('oxoxxoox.'), moves: [6, 7], value: -1, evaluated: false },
      { kind: 'child', moves: [6], move: 7, value: -1 },
      { kind: 'update', moves: [6], which: 'beta', value: -1 },
      { kind: 'exit', moves: [6], value: -1, result: 'exact', alpha: -INF, beta: INF },
      { kind: 'child', moves: [], move: 6, value: -1 },
      { kind: 'update', moves: [], which: 'alpha', value: -1 },
      { kind: 'leaf', state: B('oxoxxo..o'), moves: [8], value: 1, evaluated: false },
      { kind: 'child', moves: [], move: 8, value: 1 },
      { kind: 'update', moves: [], which: 'alpha', value: 1 },
      // o7 searched with (1, +inf): x6 already allows o's win (1 <= alpha), so x8 is skipped.
      { kind: 'enter', state: B('oxoxxo.o.'), moves: [7], alpha: 1, beta: INF },
      { kind: 'enter', state: B('oxoxxoxo.'), moves: [7, 6], alpha: 1, beta: INF },
      { kind: 'leaf', state: B('oxoxxoxoo'), moves: [7, 6, 8], value: 1, evaluated: false },
      { kind: 'child', moves: [7, 6], move: 8, value: 1 },
      { kind: 'exit', moves: [7, 6], value: 1, result: 'fail-low', alpha: 1, beta: INF },
      { kind: 'child', moves: [7], move: 6, value: 1 },
      { kind: 'cutoff', moves: [7], alpha: 1, beta: INF, skipped: [8] },
      { kind: 'exit', moves: [7], value: 1, result: 'fail-low', alpha: 1, beta: INF },
      { kind: 'child', moves: [], move: 7, value: 1 },
      { kind: 'exit', moves: [], value: 1, result: 'exact', alpha: -INF, beta: INF },
    ];
    expect(r.trace).toEqual(expected);
    expect(r.bestMove).toBe(8);
    expect(r.counters.nodes).toBe(9);
    expect(r.counters.cutoffs).toBe(1);
  });

  it('with a transposition table (four empty cells): x5 o4 x7 and x7 o4 x5 transpose, and the second is a lower-bound hit', () => {
    // o o x
    // o . .     x to move; x4 wins at once (diagonal 2-4-6), so every later x move is searched with beta = -1.
    // x . .
    const r = search(ticTacToe, B('ooxo..x..'), { tt: true, trace: true });
    const expected: TraceStep<number>[] = [
      { kind: 'enter', state: B('ooxo..x..'), moves: [], alpha: -INF, beta: INF },
      { kind: 'leaf', state: B('ooxox.x..'), moves: [4], value: -1, evaluated: false },
      { kind: 'child', moves: [], move: 4, value: -1 },
      { kind: 'update', moves: [], which: 'beta', value: -1 },
      // x5, then o must block 4; x7 lets o win on 0-4-8 (stored as a lower bound: 1 >= beta), x8 wins on 2-5-8.
      { kind: 'enter', state: B('ooxo.xx..'), moves: [5], alpha: -INF, beta: -1 },
      { kind: 'enter', state: B('ooxooxx..'), moves: [5, 4], alpha: -INF, beta: -1 },
      { kind: 'enter', state: B('ooxooxxx.'), moves: [5, 4, 7], alpha: -INF, beta: -1 },
      { kind: 'leaf', state: B('ooxooxxxo'), moves: [5, 4, 7, 8], value: 1, evaluated: false },
      { kind: 'child', moves: [5, 4, 7], move: 8, value: 1 },
      { kind: 'tt-store', moves: [5, 4, 7], lower: 1, upper: INF },
      { kind: 'exit', moves: [5, 4, 7], value: 1, result: 'fail-high', alpha: -INF, beta: -1 },
      { kind: 'child', moves: [5, 4], move: 7, value: 1 },
      { kind: 'leaf', state: B('ooxooxx.x'), moves: [5, 4, 8], value: -1, evaluated: false },
      { kind: 'child', moves: [5, 4], move: 8, value: -1 },
      // -1 equals beta: a fail high, so only "at least -1" is stored.
      { kind: 'tt-store', moves: [5, 4], lower: -1, upper: INF },
      { kind: 'exit', moves: [5, 4], value: -1, result: 'fail-high', alpha: -INF, beta: -1 },
      { kind: 'child', moves: [5], move: 4, value: -1 },
      { kind: 'cutoff', moves: [5], alpha: -INF, beta: -1, skipped: [7, 8] },
      { kind: 'tt-store', moves: [5], lower: -1, upper: INF },
      { kind: 'exit', moves: [5], value: -1, result: 'fail-high', alpha: -INF, beta: -1 },
      { kind: 'child', moves: [], move: 5, value: -1 },
      // x7, o4, x5 reaches the position stored above: beta -1 <= lower 1, so the table answers 1.
      { kind: 'enter', state: B('ooxo..xx.'), moves: [7], alpha: -INF, beta: -1 },
      { kind: 'enter', state: B('ooxoo.xx.'), moves: [7, 4], alpha: -INF, beta: -1 },
      { kind: 'enter', state: B('ooxooxxx.'), moves: [7, 4, 5], alpha: -INF, beta: -1 },
      { kind: 'tt-hit', moves: [7, 4, 5], hit: 'lower', lower: 1, upper: INF },
      { kind: 'exit', moves: [7, 4, 5], value: 1, result: 'fail-high', alpha: -INF, beta: -1 },
      { kind: 'child', moves: [7, 4], move: 5, value: 1 },
      { kind: 'leaf', state: B('ooxoo.xxx'), moves: [7, 4, 8], value: -1, evaluated: false },
      { kind: 'child', moves: [7, 4], move: 8, value: -1 },
      { kind: 'tt-store', moves: [7, 4], lower: -1, upper: INF },
      { kind: 'exit', moves: [7, 4], value: -1, result: 'fail-high', alpha: -INF, beta: -1 },
      { kind: 'child', moves: [7], move: 4, value: -1 },
      { kind: 'cutoff', moves: [7], alpha: -INF, beta: -1, skipped: [5, 8] },
      { kind: 'tt-store', moves: [7], lower: -1, upper: INF },
      { kind: 'exit', moves: [7], value: -1, result: 'fail-high', alpha: -INF, beta: -1 },
      { kind: 'child', moves: [], move: 7, value: -1 },
      // x8, o4: both x replies win (2-5-8, 6-7-8).
      { kind: 'enter', state: B('ooxo..x.x'), moves: [8], alpha: -INF, beta: -1 },
      { kind: 'enter', state: B('ooxoo.x.x'), moves: [8, 4], alpha: -INF, beta: -1 },
      { kind: 'leaf', state: B('ooxooxx.x'), moves: [8, 4, 5], value: -1, evaluated: false },
      { kind: 'child', moves: [8, 4], move: 5, value: -1 },
      { kind: 'leaf', state: B('ooxoo.xxx'), moves: [8, 4, 7], value: -1, evaluated: false },
      { kind: 'child', moves: [8, 4], move: 7, value: -1 },
      { kind: 'tt-store', moves: [8, 4], lower: -1, upper: INF },
      { kind: 'exit', moves: [8, 4], value: -1, result: 'fail-high', alpha: -INF, beta: -1 },
      { kind: 'child', moves: [8], move: 4, value: -1 },
      { kind: 'cutoff', moves: [8], alpha: -INF, beta: -1, skipped: [5, 7] },
      { kind: 'tt-store', moves: [8], lower: -1, upper: INF },
      { kind: 'exit', moves: [8], value: -1, result: 'fail-high', alpha: -INF, beta: -1 },
      { kind: 'child', moves: [], move: 8, value: -1 },
      { kind: 'tt-store', moves: [], lower: -1, upper: -1 },
      { kind: 'exit', moves: [], value: -1, result: 'exact', alpha: -INF, beta: INF },
    ];
    expect(r.trace).toEqual(expected);
    expect(r.bestMove).toBe(4);
    expect(r.counters).toEqual({ nodes: 15, cutoffs: 3, ttExact: 0, ttUpper: 0, ttLower: 1, ttNarrowed: 0, ttStores: 8 });
  });

  it('shortest-victory scoring values the win at move 9 as 1 and the draw as 0, same shape', () => {
    const wdl = search(ticTacToe, B(ROOT), { trace: true });
    const shortest = search(ticTacToe, B(ROOT), { trace: true, mode: 'shortest' });
    expect(shortest.value).toBe((11 - 7) / 2); // o8 wins at move 7
    // x's win at move 8 is worth (8 - 10) / 2 = -1, as in wdl; o's win at move 9 is 1: only the root's win differs.
    expect(shortest.trace?.length).toBe(wdl.trace?.length);
  });
});

describe('trace structure', () => {
  const sample = fc.sample(fc.constantFrom(...unfinishedBoards()), { seed: 7, numRuns: 60 });

  it('enter/exit are balanced, child values match, tt hits agree with the window, exits are classified against the original window', () => {
    for (const options of [{}, { tt: true }, { tt: true, symmetry: true, order: 'centre' as const }, { tt: true, mode: 'shortest' as const, alpha: -1, beta: 1 }]) {
      for (const b of [0, ...sample]) {
        const r = search(ticTacToe, b, { ...options, trace: true, traceLimit: 1e6 });
        const plain = search(ticTacToe, b, options);
        assert.equal(r.value, plain.value);
        assert.deepEqual(r.counters, plain.counters);
        const stack: { moves: string; alpha: number; beta: number }[] = [];
        const lastValue = new Map<string, number>();
        let enters = 0;
        let leaves = 0;
        for (const s of r.trace ?? []) {
          const key = s.moves.join();
          if (s.kind === 'enter') {
            stack.push({ moves: key, alpha: s.alpha, beta: s.beta });
            enters++;
          } else if (s.kind === 'exit') {
            const top = stack.pop();
            assert.deepEqual(top, { moves: key, alpha: s.alpha, beta: s.beta });
            assert.equal(s.result, classifyResult(s.value, s.alpha, s.beta));
            lastValue.set(key, s.value);
          } else if (s.kind === 'leaf') {
            leaves++;
            lastValue.set(key, s.value);
          } else if (s.kind === 'child') {
            assert.equal(lastValue.get([...s.moves, s.move].join()), s.value);
          } else if (s.kind === 'tt-hit') {
            const top = stack[stack.length - 1];
            assert.equal(top.moves, key);
            const kind = s.lower === s.upper ? 'exact' : s.upper <= top.alpha ? 'upper' : top.beta <= s.lower ? 'lower' : 'narrowed';
            assert.equal(s.hit, kind);
          } else if (s.kind === 'tt-store') {
            assert.ok(s.lower <= s.upper);
          }
        }
        assert.deepEqual(stack, []);
        assert.equal(enters + leaves, r.counters.nodes);
      }
    }
  });
});

describe('the trace cap', () => {
  it('stops recording at traceLimit, flags it, and still returns the right value', () => {
    const plain = search(ticTacToe, 0);
    const r = search(ticTacToe, 0, { trace: true, traceLimit: 100 });
    expect(r.trace?.length).toBe(100);
    expect(r.traceTruncated).toBe(true);
    expect(r.traceSteps).toBeGreaterThan(100);
    expect(r.value).toBe(0);
    expect(r.bestMove).toBe(plain.bestMove);
    expect(r.counters).toEqual(plain.counters);
    expect(r.trace?.[0]).toEqual({ kind: 'enter', state: 0, moves: [], alpha: -INF, beta: INF });
  });

  it('defaults to TRACE_LIMIT = 5,000 steps', () => {
    expect(TRACE_LIMIT).toBe(5000);
    const r = search(ticTacToe, 0, { trace: true, mode: 'shortest' });
    expect(r.trace?.length).toBe(TRACE_LIMIT);
    expect(r.traceTruncated).toBe(true);
    expect(r.value).toBe(0);
  });

  it('a trace exactly at the limit is complete; no trace without trace: true', () => {
    const r = search(ticTacToe, B(ROOT), { trace: true, traceLimit: 35 });
    expect(r.traceTruncated).toBe(false);
    expect(search(ticTacToe, B(ROOT), { trace: true, traceLimit: 34 }).traceTruncated).toBe(true);
    expect(search(ticTacToe, B(ROOT)).trace).toBeUndefined();
  });

  it('isSmallEnoughToAnimate compares the full trace length with the limit', () => {
    expect(isSmallEnoughToAnimate(ticTacToe, B(ROOT))).toBe(true);
    expect(isSmallEnoughToAnimate(ticTacToe, B(ROOT), {}, 35)).toBe(true);
    expect(isSmallEnoughToAnimate(ticTacToe, B(ROOT), {}, 34)).toBe(false);
    expect(isSmallEnoughToAnimate(ticTacToe, 0)).toBe(false);
    expect(isSmallEnoughToAnimate(ticTacToe, 0, { tt: true, symmetry: true, order: 'centre' })).toBe(true);
  });
});
