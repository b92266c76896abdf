/**
 * The search's conventions (#25): the strict cut rule (cut only on v > β / v < α) against
 * the naive reference search of test/helpers/naiveAlphaBeta.ts, and the guarantees of the
 * values it returns with the table and under fail-hard.
 */
import { describe, expect, it } from 'vitest';
import { pieceCount, type Board } from '../../src/games/tictactoe/board.ts';
import { formatBoard } from '../../src/games/tictactoe/notation.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { search } from '../../src/search/alphaBeta.ts';
import type { TraceStep } from '../../src/search/types.ts';
import { naiveAlphaBeta } from '../helpers/naiveAlphaBeta.ts';
import { naiveFromString } from '../helpers/naive.ts';
import { positions, trueValue, unfinishedBoards } from './fixture.ts';

/** Every 29th unfinished position with 3 to 6 empty cells (~150 positions). */
const SAMPLE: Board[] = unfinishedBoards().filter((b, i) => i % 29 === 0 && pieceCount(b) >= 3 && pieceCount(b) <= 6);

/** The paths (digit strings) of the children skipped by the trace's cut-offs. */
function cutsOf(trace: readonly TraceStep<Board>[]): string[] {
  return trace.flatMap((s) => (s.kind === 'cutoff' ? s.skipped.map((m) => s.moves.join('') + String(m)) : []));
}

describe('the strict cut rule', () => {
  it('visits, cuts and values as the naive strict search does, in cell order (and the ≥ rule still as the naive ≥ search)', () => {
    for (const b of SAMPLE) {
      const naive = naiveFromString(formatBoard(b));
      for (const strict of [false, true]) {
        const r = search(ticTacToe, b, { order: 'cell', trace: true, traceLimit: 1_000_000, ...(strict ? { cut: 'gt' as const } : {}) });
        const ref = naiveAlphaBeta(naive, undefined, strict);
        expect([r.value, r.counters.nodes, cutsOf(r.trace ?? [])], `${formatBoard(b)} strict=${strict}`).toEqual([ref.value, ref.nodes, ref.cuts]);
      }
    }
  });

  it('cuts less than the ≥ rule, never more, and equality cut-offs are where they differ', () => {
    let differ = 0;
    for (const b of SAMPLE) {
      const ge = search(ticTacToe, b, { order: 'cell' }).counters.nodes;
      const gt = search(ticTacToe, b, { order: 'cell', cut: 'gt' }).counters.nodes;
      expect(gt).toBeGreaterThanOrEqual(ge);
      if (gt > ge) differ++;
    }
    expect(differ).toBeGreaterThan(SAMPLE.length / 4);
  });

  it('with the table (and symmetry), every exit keeps the strict rule’s guarantee: v < α an upper bound, α ≤ v ≤ β exact, v > β a lower bound', () => {
    positions();
    for (const b of SAMPLE) {
      for (const symmetry of [false, true]) {
        const r = search(ticTacToe, b, { order: 'centre', tt: true, symmetry, cut: 'gt', trace: true, traceLimit: 1_000_000 });
        expect(r.value).toBe(trueValue(b, 'wdl'));
        let node = b;
        for (const s of r.trace ?? []) {
          if (s.kind !== 'exit') continue;
          node = b;
          for (const m of s.moves) node = ticTacToe.play(node, m);
          const truth = trueValue(node, 'wdl');
          const ok = s.value < s.alpha ? truth <= s.value : s.value > s.beta ? truth >= s.value : truth === s.value;
          expect(ok, `${formatBoard(b)} ${s.moves.join('')} v=${s.value} (${s.alpha}, ${s.beta}) true ${truth}`).toBe(true);
          expect(s.result).toBe(s.value < s.alpha ? 'fail-low' : s.value > s.beta ? 'fail-high' : 'exact');
        }
      }
    }
  });

  it('fail-hard (≥ rule) returns each value clamped to its window, a valid bound, and the root’s exact value', () => {
    for (const b of SAMPLE) {
      for (const tt of [false, true]) {
        const r = search(ticTacToe, b, { order: 'cell', tt, failHard: true, trace: true, traceLimit: 1_000_000 });
        expect(r.value).toBe(trueValue(b, 'wdl'));
        for (const s of r.trace ?? []) {
          if (s.kind !== 'exit') continue;
          expect(s.value).toBeGreaterThanOrEqual(s.alpha);
          expect(s.value).toBeLessThanOrEqual(s.beta);
          let node = b;
          for (const m of s.moves) node = ticTacToe.play(node, m);
          const truth = trueValue(node, 'wdl');
          if (s.value === s.alpha && s.alpha > -Infinity) expect(truth).toBeLessThanOrEqual(s.alpha);
          else if (s.value === s.beta && s.beta < Infinity) expect(truth).toBeGreaterThanOrEqual(s.beta);
          else expect(truth, `${formatBoard(b)} ${s.moves.join('')} v=${s.value} (${s.alpha}, ${s.beta})`).toBe(s.value);
        }
      }
    }
  });
});
