/**
 * The probe rule the "table's probe" exercise teaches is the search's own:
 * every table hit of the real traced alpha-beta search (tic-tac-toe, with the
 * table, from 120 random positions with 5 to 7 empty cells) is replayed through `probeRule`, which
 * must give the same outcome (the kind of hit, the value returned, the
 * narrowed window the first child is entered with); and the depth rule is
 * the real table's (`TranspositionTable.has`).
 */
import { describe, expect, it } from 'vitest';
import { createRng, traceAlphaBeta } from '../../src/exercises/engine.ts';
import { randomLine } from '../../src/exercises/common.ts';
import { probeDepth, probeRule } from '../../src/exercises/kinds/ttProbe.ts';
import { TranspositionTable } from '../../src/search/transposition.ts';

describe("the table's probe rule", () => {
  it('gives what the real search did at every table hit (all four kinds of hit seen)', () => {
    const rng = createRng(25);
    const seen = new Map<string, number>();
    let windowsChecked = 0;
    for (let i = 0; i < 120; i++) {
      const { board } = randomLine(rng, 5 + (i % 3));
      const { trace } = traceAlphaBeta(board, i % 2 ? 'centre' : 'cell', true);
      const windows = new Map<string, { alpha: number; beta: number }>();
      for (let j = 0; j < trace.length; j++) {
        const s = trace[j];
        if (s.kind === 'enter') windows.set(s.moves.join(','), { alpha: s.alpha, beta: s.beta });
        if (s.kind !== 'tt-hit') continue;
        const path = s.moves.join(',');
        const { alpha, beta } = windows.get(path)!;
        const r = probeRule(s.lower, s.upper, alpha, beta);
        seen.set(s.hit, (seen.get(s.hit) ?? 0) + 1);
        if (s.hit === 'narrowed') {
          expect(r.action).toBe('narrow');
          // The first child entered (not a finished game) gets the narrowed window at a max or min node alike.
          let k = j + 1;
          while (trace[k].kind !== 'enter' && trace[k].kind !== 'leaf') k++;
          const child = trace[k];
          if (child.kind === 'enter' && r.action === 'narrow') {
            expect([child.alpha, child.beta]).toEqual([r.alpha, r.beta]);
            windowsChecked++;
          }
        } else {
          const exit = trace[j + 1];
          expect(exit.kind === 'exit' && exit.moves.join(',') === path).toBe(true);
          expect(r).toEqual({ action: 'return', value: exit.kind === 'exit' ? exit.value : NaN, why: s.hit });
        }
      }
    }
    expect([...seen.keys()].sort()).toEqual(['exact', 'lower', 'narrowed', 'upper']);
    expect(windowsChecked).toBeGreaterThan(20);
  });

  it('uses an entry only for the same remaining depth, clamped to the plies left, as the real table does', () => {
    const tt = new TranspositionTable(1 << 18);
    for (const left of [null, 2, 3, 4, 6]) {
      // Entries are stored with their depth already clamped, so never deeper than the plies left.
      for (let stored = 1; stored <= (left ?? 8); stored++) {
        for (let remaining = 1; remaining <= 8; remaining++) {
          tt.reset();
          tt.store(77, stored, 0, 0);
          // The search probes with min(remaining depth, plies left at most) (alphaBeta.ts: `depth = left < most ? left : most`).
          const probed = left === null || remaining < left ? remaining : left;
          const used = probeRule(0, 0, -1, 1, stored === probeDepth(remaining, left)).action !== 'search';
          expect(used, `stored ${stored}, remaining ${remaining}, left ${left}`).toBe(tt.has(77, probed));
        }
      }
    }
  });
});
