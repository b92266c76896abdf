import fc from 'fast-check';
import assert from 'node:assert/strict';
import { describe, expect, it } from 'vitest';
import { legalMoves, pieceCount, type Board } from '../../src/games/tictactoe/board.ts';
import { GameError } from '../../src/games/game.ts';
import type { ScoreMode } from '../../src/games/game.ts';
import { childValuesBySearch, search } from '../../src/search/alphaBeta.ts';
import { bestMovesBySearch } from '../helpers/search.ts';
import { MOVE_ORDERS } from '../../src/search/order.ts';
import { TranspositionTable } from '../../src/search/transposition.ts';
import type { SearchOptions } from '../../src/search/types.ts';
import { bestMovesOf } from '../../src/tree/positions.ts';
import { positions, respectsFailSoft, trueValue, unfinishedBoards } from './fixture.ts';
import { mustBoard, mustMove } from '../helpers/ttt.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

const MODES: readonly ScoreMode[] = ['wdl', 'shortest'];
const TT_VARIANTS = [
  { tt: false, symmetry: false },
  { tt: true, symmetry: false },
  { tt: true, symmetry: true },
] as const;

/** Every (order, tt, symmetry, mode) combination. */
function combinations(): SearchOptions<number>[] {
  const out: SearchOptions<number>[] = [];
  for (const mode of MODES) for (const order of MOVE_ORDERS) for (const v of TT_VARIANTS) out.push({ mode, order, ...v, table: positions() });
  return out;
}

/** Asserts every live entry of `tt` brackets the true value of its key board. */
function expectBoundsHoldTruth(tt: TranspositionTable, mode: ScoreMode): void {
  let bad = 0;
  tt.forEach((key, lower, upper) => {
    const v = trueValue(key, mode);
    if (!(lower <= v && v <= upper)) bad++;
  });
  expect(bad).toBe(0);
}

describe('published node counts (seed 002 conventions: every call counted, root included)', () => {
  it('plain alpha-beta, cell order, wdl, full window, no table: 18,297 nodes from the empty board', () => {
    const r = search(ticTacToe, 0);
    expect(r.counters.nodes).toBe(18297);
    expect(r.value).toBe(0);
    expect(r.bestMove).toBe(0);
  });

  it('the same with the window (-1, 1): 16,811 nodes', () => {
    const r = search(ticTacToe, 0, { alpha: -1, beta: 1 });
    expect(r.counters.nodes).toBe(16811);
    expect(r.value).toBe(0);
  });

  it('plain minimax visits all 549,946 nodes of the game tree, whatever the order', () => {
    for (const order of MOVE_ORDERS) {
      const r = search(ticTacToe, 0, { algorithm: 'minimax', order, table: positions() });
      expect(r.counters.nodes).toBe(549946);
      expect(r.counters.cutoffs).toBe(0);
      expect(r.value).toBe(0);
    }
  });

  it('minimax ignores the window, and with a table visits each position once below the root', () => {
    expect(search(ticTacToe, 0, { algorithm: 'minimax', alpha: 0, beta: 0.5 }).value).toBe(0);
    const r = search(ticTacToe, 0, { algorithm: 'minimax', tt: true });
    expect(r.value).toBe(0);
    // Each unfinished position is expanded once; later visits are exact hits.
    const t = positions();
    let edges = 0;
    let edgesToUnfinished = 0;
    for (let i = 0; i < t.edgeCount; i++) {
      const q = t.edges.child[i];
      edges++;
      if (t.outcome[q] === 0) edgesToUnfinished++;
    }
    expect(r.counters.ttStores).toBe(4520);
    expect(r.counters.nodes).toBe(1 + edges);
    expect(r.counters.ttExact).toBe(edgesToUnfinished - (4520 - 1));
    expect(r.counters.ttUpper + r.counters.ttLower + r.counters.ttNarrowed).toBe(0);
  });

  it('better ordering and the table never cost nodes from the empty board', () => {
    for (const mode of MODES) {
      const count = (o: SearchOptions<number>): number => search(ticTacToe, 0, { mode, table: positions(), ...o }).counters.nodes;
      expect(count({ order: 'centre' })).toBeLessThan(count({ order: 'cell' }));
      expect(count({ order: 'best' })).toBeLessThan(count({ order: 'centre' }));
      for (const order of MOVE_ORDERS) {
        expect(count({ order, tt: true })).toBeLessThan(count({ order }));
        expect(count({ order, tt: true, symmetry: true })).toBeLessThan(count({ order, tt: true }));
      }
    }
  });
});

describe('exactness on every reachable position', () => {
  const boards = unfinishedBoards();
  const t = positions();

  it('has 4,520 unfinished positions to check', () => {
    expect(boards.length).toBe(4520);
  });

  it('alpha-beta with every option combination returns the minimax value with a full window, and a best move', () => {
    const tt = new TranspositionTable(1 << 18);
    for (const options of combinations()) {
      const mode = options.mode ?? 'wdl';
      let wrong = 0;
      let badMove = 0;
      let badBounds = 0;
      for (const b of boards) {
        const r = search(ticTacToe, b, { ...options, transposition: tt });
        if (r.value !== trueValue(b, mode)) wrong++;
        if (!bestMovesOf(t, b, mode).includes(r.bestMove)) badMove++;
        if (options.tt) {
          tt.forEach((key, lower, upper) => {
            const v = trueValue(key, mode);
            if (!(lower <= v && v <= upper)) badBounds++;
          });
        }
      }
      expect({ options: { ...options, table: undefined }, wrong, badMove, badBounds }).toEqual({ options: { ...options, table: undefined }, wrong: 0, badMove: 0, badBounds: 0 });
    }
  });

  it('plain minimax returns the minimax value and visits exactly the subtree below each position', () => {
    for (const mode of MODES) {
      for (const b of boards) {
        const r = search(ticTacToe, b, { algorithm: 'minimax', mode });
        if (r.value !== trueValue(b, mode) || r.counters.nodes !== t.subtreeSize[t.index.get(b)]) {
          assert.deepEqual({ b, value: r.value, nodes: r.counters.nodes }, { b, value: trueValue(b, mode), nodes: t.subtreeSize[t.index.get(b)] });
        }
      }
    }
  });

  it('bestMovesBySearch finds exactly the best moves of the position table', () => {
    for (const mode of MODES) {
      for (const b of boards) {
        const expected = bestMovesOf(t, b, mode);
        const got = bestMovesBySearch(ticTacToe, b, { mode, tt: true, symmetry: true });
        if (got.join() !== expected.join()) expect({ b, got }).toEqual({ b, got: expected });
      }
    }
    // Without a table too (a few positions: the empty board and its children).
    expect(bestMovesBySearch(ticTacToe, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(bestMovesBySearch(ticTacToe, mustBoard('o........'), { order: 'centre' })).toEqual([4]);
    expect(bestMovesBySearch(ticTacToe, mustBoard('....o....'), { mode: 'shortest' })).toEqual([0, 2, 6, 8]);
  });

  it('childValuesBySearch gives every child value in cell order; finished positions have none', () => {
    const b = mustBoard('....o....');
    expect(childValuesBySearch(ticTacToe, b)).toEqual([0, 1, 2, 3, 5, 6, 7, 8].map((move) => ({ move, value: move % 2 === 0 ? 0 : 1 })));
    expect(childValuesBySearch(ticTacToe, mustBoard('ooo.xx...'))).toEqual([]);
    expect(bestMovesBySearch(ticTacToe, mustBoard('ooo.xx...'))).toEqual([]);
  });
});

describe('narrow windows: the fail-soft guarantees (seed 002 table)', () => {
  const boards = unfinishedBoards();
  const BOUNDS: Record<ScoreMode, number[]> = {
    wdl: [-Infinity, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, Infinity],
    shortest: [-Infinity, -2.5, -2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, Infinity],
  };
  const windowsFor = (mode: ScoreMode): [number, number][] =>
    fc.sample(
      fc.tuple(fc.constantFrom(...BOUNDS[mode]), fc.constantFrom(...BOUNDS[mode])).filter(([a, b]) => a < b),
      { seed: 20250223, numRuns: 997 },
    );
  const WINDOWS: Record<ScoreMode, [number, number][]> = { wdl: windowsFor('wdl'), shortest: windowsFor('shortest') };

  it('v <= alpha implies S <= v; alpha < v < beta implies S = v; v >= beta implies S >= v; table bounds hold S', () => {
    const tt = new TranspositionTable(1 << 18);
    const combos = combinations();
    let k = 0;
    for (let j = 0; j < combos.length; j++) {
      const options = combos[j];
      const mode = options.mode ?? 'wdl';
      const windows = WINDOWS[mode];
      let broken = 0;
      let badBounds = 0;
      for (const b of boards) {
        const truth = trueValue(b, mode);
        for (let r = 0; r < 3; r++) {
          const [alpha, beta] = windows[k++ % windows.length];
          const res = search(ticTacToe, b, { ...options, alpha, beta, transposition: tt });
          if (!respectsFailSoft(res.value, alpha, beta, truth)) broken++;
          if (options.tt) {
            tt.forEach((key, lower, upper) => {
              const v = trueValue(key, mode);
              if (!(lower <= v && v <= upper)) badBounds++;
            });
          }
        }
      }
      expect({ combo: j, broken, badBounds }).toEqual({ combo: j, broken: 0, badBounds: 0 });
    }
  });

  it('exhaustive small windows from the empty board and its children, with table and symmetry', () => {
    const tt = new TranspositionTable(1 << 18);
    const roots = [0, ...legalMoves(0).map((m) => mustMove(0, m))];
    for (const mode of MODES) {
      const bounds = BOUNDS[mode];
      for (const b of roots) {
        for (let i = 0; i < bounds.length; i++) {
          for (let j = i + 1; j < bounds.length; j++) {
            for (const order of MOVE_ORDERS) {
              const r = search(ticTacToe, b, { mode, order, table: positions(), tt: true, symmetry: true, alpha: bounds[i], beta: bounds[j], transposition: tt });
              assert.equal(respectsFailSoft(r.value, bounds[i], bounds[j], trueValue(b, mode)), true);
              expectBoundsHoldTruth(tt, mode);
            }
          }
        }
      }
    }
  });
});

describe('every node of a traced search keeps the fail-soft guarantee against its own window', () => {
  const sample = fc.sample(fc.constantFrom(...unfinishedBoards()), { seed: 154, numRuns: 150 });

  it('with and without the table, in both modes', () => {
    for (const mode of MODES) {
      for (const variant of TT_VARIANTS) {
        for (const b of [0, ...sample]) {
          const r = search(ticTacToe, b, { mode, ...variant, order: 'centre', trace: true, traceLimit: 1e6 });
          expect(r.traceTruncated).toBe(false);
          const stack: Board[] = [];
          let broken = 0;
          for (const step of r.trace ?? []) {
            if (step.kind === 'enter') stack.push(step.state);
            else if (step.kind === 'leaf' && step.value !== trueValue(step.state, mode)) broken++;
            else if (step.kind === 'exit') {
              const board = stack.pop() ?? -1;
              if (!respectsFailSoft(step.value, step.alpha, step.beta, trueValue(board, mode))) broken++;
            }
          }
          expect(stack).toEqual([]);
          expect(broken).toBe(0);
        }
      }
    }
  });
});

describe('cut-offs never hide a node the result depends on', () => {
  /** Root minimax value when the node at `path` is forced to `forced` and every other node keeps its true value. */
  function forcedRootValue(root: Board, path: readonly number[], forced: number, mode: ScoreMode): number {
    const go = (b: Board, i: number): number => {
      if (i === path.length) return forced;
      const maximise = pieceCount(b) % 2 === 0;
      let best = maximise ? -Infinity : Infinity;
      for (const m of legalMoves(b)) {
        const child = mustMove(b, m);
        const v = m === path[i] ? go(child, i + 1) : trueValue(child, mode);
        best = maximise ? Math.max(best, v) : Math.min(best, v);
      }
      return best;
    };
    return go(root, 0);
  }

  const sample = fc.sample(fc.constantFrom(...unfinishedBoards().filter((b) => pieceCount(b) <= 4)), { seed: 2, numRuns: 25 });

  it('forcing a cut node anywhere on its side of the cut leaves the root value unchanged; the skipped children agree', () => {
    for (const mode of MODES) {
      for (const order of ['cell', 'centre'] as const) {
        for (const root of [0, ...sample]) {
          const r = search(ticTacToe, root, { mode, order, trace: true, traceLimit: 1e6 });
          const steps = r.trace ?? [];
          const exitValue = new Map<string, number>();
          for (const s of steps) if (s.kind === 'exit') exitValue.set(s.moves.join(), s.value);
          let cuts = 0;
          for (const step of steps) {
            if (step.kind !== 'cutoff') continue;
            cuts++;
            const path = step.moves;
            const node = path.reduce((b, m) => mustMove(b, m), root);
            const maximise = pieceCount(node) % 2 === 0;
            const v = exitValue.get(path.join());
            if (v === undefined) throw new Error('a cut node has no exit step');
            // The root does not care where in [v, +inf) (max node) or (-inf, v] (min node) the node's value lies.
            assert.equal(forcedRootValue(root, path, v, mode), r.value);
            assert.equal(forcedRootValue(root, path, maximise ? Infinity : -Infinity, mode), r.value);
            // Re-search the skipped children with a full window: they could only push the node further past the cut.
            for (const m of step.skipped) {
              const sv = search(ticTacToe, mustMove(node, m), { mode }).value;
              const combined: number = maximise ? Math.max(v, sv) : Math.min(v, sv);
              assert.equal(maximise ? combined >= step.beta : combined <= step.alpha, true);
            }
            assert.equal(maximise ? trueValue(node, mode) >= v : trueValue(node, mode) <= v, true);
          }
          expect(cuts).toBe(r.counters.cutoffs);
        }
      }
    }
  });
});

describe('option checks and finished positions', () => {
  it('a finished position is a single leaf with no move', () => {
    const r = search(ticTacToe, mustBoard('ooo.xx...'), { tt: true });
    expect(r).toEqual({ value: 1, bestMove: -1, counters: { nodes: 1, cutoffs: 0, ttExact: 0, ttUpper: 0, ttLower: 0, ttNarrowed: 0, ttStores: 0 } });
    expect(search(ticTacToe, mustBoard('xxx.oo.o.'), { mode: 'shortest' }).value).toBe(-2);
    expect(search(ticTacToe, mustBoard('oxooxxxoo')).value).toBe(0);
  });

  it('rejects impossible boards and bad options', () => {
    expect(() => search(ticTacToe, 0b11 << 9)).toThrow(GameError); // x has more pieces than o
    expect(() => search(ticTacToe, 0, { order: 'best' })).toThrow(TypeError);
    expect(() => search(ticTacToe, 0, { alpha: 1, beta: 1 })).toThrow(RangeError);
    expect(() => search(ticTacToe, 0, { alpha: Number.NaN })).toThrow(RangeError);
    expect(() => search(ticTacToe, 0, { depth: 0 })).toThrow(RangeError);
    expect(() => search(ticTacToe, 0, { depth: 1.5 })).toThrow(RangeError);
    expect(() => search(ticTacToe, 0, { trace: true, traceLimit: -1 })).toThrow(RangeError);
  });

  it('symmetry without tt changes nothing', () => {
    expect(search(ticTacToe, 0, { symmetry: true }).counters).toEqual(search(ticTacToe, 0).counters);
  });
});
