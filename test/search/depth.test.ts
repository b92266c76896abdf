import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pieceCount } from '../../src/games/tictactoe/board.ts';
import type { ScoreMode } from '../../src/games/game.ts';
import { search } from '../../src/search/alphaBeta.ts';
import { evaluate, openLineDifference } from '../../src/games/tictactoe/evaluate.ts';
import { MOVE_ORDERS } from '../../src/search/order.ts';
import { TranspositionTable } from '../../src/search/transposition.ts';
import { positions, respectsFailSoft, trueValue, unfinishedBoards } from './fixture.ts';
import { depthLimitedValue, referenceEvaluate } from './reference.ts';
import { EVAL_BOUND, mustBoard } from '../helpers/ttt.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

const MODES: readonly ScoreMode[] = ['wdl', 'shortest'];
const boards = unfinishedBoards();

describe('the evaluation function', () => {
  it('is the open-lines difference over 9 on every unfinished position, strictly inside (-1, 1)', () => {
    for (const b of boards) {
      expect(evaluate(b)).toBe(referenceEvaluate(b));
      expect(Math.abs(evaluate(b))).toBeLessThanOrEqual(EVAL_BOUND);
    }
    expect(EVAL_BOUND).toBeLessThan(1);
  });

  it('counts open lines: empty board 0, centre +4, corner +3, edge +2 for o', () => {
    expect(openLineDifference(0)).toBe(0);
    expect(openLineDifference(mustBoard('....o....'))).toBe(4);
    expect(openLineDifference(mustBoard('o........'))).toBe(3);
    expect(openLineDifference(mustBoard('.o.......'))).toBe(2);
    expect(openLineDifference(mustBoard('o...x....'))).toBe(3 - 4);
  });
});

describe('depth-limited search', () => {
  it('equals the depth-limited minimax reference on every position at depths 1 to 3', () => {
    for (const mode of MODES) {
      for (const depth of [1, 2, 3]) {
        let wrong = 0;
        for (const b of boards) if (search(ticTacToe, b, { depth, mode }).value !== depthLimitedValue(b, depth, mode)) wrong++;
        expect({ mode, depth, wrong }).toEqual({ mode, depth, wrong: 0 });
      }
    }
  });

  it('equals the exact value once the depth reaches the number of empty cells (every position, table and symmetry)', () => {
    for (const mode of MODES) {
      for (const b of boards) {
        const empties = 9 - pieceCount(b);
        for (const depth of [empties, 9]) {
          const r = search(ticTacToe, b, { depth, mode, tt: true, symmetry: true, order: 'centre' });
          if (r.value !== trueValue(b, mode)) expect({ b, depth, value: r.value }).toEqual({ b, depth, value: trueValue(b, mode) });
        }
      }
    }
  });

  it('every option combination and window agrees with the reference on a seeded sample; table bounds hold the depth-limited value', () => {
    const sample = fc.sample(fc.constantFrom(...boards), { seed: 1, numRuns: 120 });
    const windows = fc.sample(
      fc.tuple(fc.constantFrom(-Infinity, -1, -0.5, -1 / 9, 0, 2 / 9, 0.5, 1, Infinity), fc.constantFrom(-Infinity, -1, -0.5, -1 / 9, 0, 2 / 9, 0.5, 1, Infinity)).filter(([a, b]) => a < b),
      { seed: 2, numRuns: 101 },
    );
    const tt = new TranspositionTable(1 << 18);
    let k = 0;
    let broken = 0;
    let badBounds = 0;
    let checked = 0;
    for (const mode of MODES) {
      for (const order of MOVE_ORDERS) {
        for (const variant of [{ tt: false }, { tt: true }, { tt: true, symmetry: true }]) {
          for (const b of sample) {
            for (let depth = 1; depth <= 9 - pieceCount(b); depth++) {
              const truth = depthLimitedValue(b, depth, mode);
              const options = { mode, order, depth, table: positions(), transposition: tt, ...variant };
              if (search(ticTacToe, b, options).value !== truth) broken++;
              const [alpha, beta] = windows[k++ % windows.length];
              if (!respectsFailSoft(search(ticTacToe, b, { ...options, alpha, beta }).value, alpha, beta, truth)) broken++;
              if (variant.tt) {
                tt.forEach((key, lower, upper, d) => {
                  checked++;
                  const v = depthLimitedValue(key, d, mode);
                  if (!(lower <= v && v <= upper)) badBounds++;
                });
              }
            }
          }
        }
      }
    }
    expect({ broken, badBounds }).toEqual({ broken: 0, badBounds: 0 });
    expect(checked).toBeGreaterThan(1000);
  });

  it('keeps values within bounds: evaluated leaves inside [-8/9, 8/9], results within the scoring range', () => {
    for (const mode of MODES) {
      const [lo, hi] = mode === 'wdl' ? [-1, 1] : [-2, 3];
      for (const depth of [1, 2, 4]) {
        const r = search(ticTacToe, 0, { depth, mode, trace: true, traceLimit: 1e6 });
        expect(r.value).toBeGreaterThanOrEqual(-EVAL_BOUND);
        expect(r.value).toBeLessThanOrEqual(EVAL_BOUND); // no forced result within 4 plies of the start
        let evaluated = 0;
        for (const s of r.trace ?? []) {
          if (s.kind === 'leaf' && s.evaluated) {
            evaluated++;
            expect(Math.abs(s.value)).toBeLessThanOrEqual(EVAL_BOUND);
            expect(s.moves.length).toBe(depth);
          } else if (s.kind === 'leaf') {
            expect(s.value).toBeGreaterThanOrEqual(lo);
            expect(s.value).toBeLessThanOrEqual(hi);
          }
        }
        expect(evaluated).toBeGreaterThan(0);
      }
      for (const b of boards) {
        const v = search(ticTacToe, b, { depth: 2, mode }).value;
        if (!(v >= lo && v <= hi)) expect(v).toBe('in range');
      }
    }
  });

  it('sees a win inside the horizon: x to move completes the diagonal even at depth 1', () => {
    const b = mustBoard('xo.oxo...'); // o at 1, 3, 5; x at 0, 4 (seed 001's example in our cell numbering)
    const r = search(ticTacToe, b, { depth: 1 });
    expect(r.value).toBe(-1);
    expect(r.bestMove).toBe(8);
    expect(search(ticTacToe, b, { depth: 1, mode: 'shortest' }).value).toBe(-2);
  });

  it('never lets depth-limited bounds pass for full-game ones: entries carry their remaining depth', () => {
    const tt = new TranspositionTable(1 << 18);
    search(ticTacToe, 0, { depth: 2, tt: true, transposition: tt });
    const depths = new Set<number>();
    tt.forEach((key, _lower, _upper, d) => {
      depths.add(d);
      expect(d).toBeLessThan(9 - pieceCount(key)); // none of them covers the whole remaining game
      expect(tt.has(key, 9 - pieceCount(key))).toBe(false);
    });
    expect([...depths].sort()).toEqual([1, 2]);
    // A full search afterwards starts from an empty table and is exact.
    expect(search(ticTacToe, 0, { tt: true, transposition: tt }).value).toBe(0);
    tt.forEach((key, lower, upper, d) => {
      expect(d).toBe(9 - pieceCount(key));
      expect(lower <= trueValue(key, 'wdl') && trueValue(key, 'wdl') <= upper).toBe(true);
    });
  });
});
