import { describe, expect, it } from 'vitest';
import { generateExercise } from '../../src/exercises/generate.ts';
import { traceAlphaBeta } from '../../src/exercises/engine.ts';
import { treeAlphaBeta } from '../../src/exercises/treeAlphaBeta.ts';
import { LEVELS } from '../../src/exercises/types.ts';

describe('the exercises’ tree search', () => {
  it('with the ≥ rule it agrees with the engine’s traced search on every alpha-beta tree of 300 seeds per level: value, entries and cut-offs', () => {
    for (const level of LEVELS) {
      for (let seed = 0; seed < 300; seed++) {
        const ex = generateExercise('alpha-beta', level, seed);
        if (ex.shown.kind !== 'alpha-beta') throw new Error('not an alpha-beta exercise');
        const mine = treeAlphaBeta(ex.shown.tree, 'ge');
        const engine = traceAlphaBeta(ex.board, 'cell', false);
        expect(mine.value).toBe(engine.value);
        const entered = engine.trace.filter((s) => s.kind === 'enter' && s.moves.length > 0).map((s) => (s.kind === 'enter' ? `${s.moves.join('')} ${s.alpha} ${s.beta}` : ''));
        expect(mine.events.filter((e) => e.kind === 'enter').map((e) => `${e.path} ${e.alpha} ${e.beta}`)).toEqual(entered);
        const cutoffs = engine.trace.filter((s) => s.kind === 'cutoff').map((s) => (s.kind === 'cutoff' ? `${s.moves.join('')} ${s.skipped.join('')}` : ''));
        expect(mine.events.filter((e) => e.kind === 'cutoff').map((e) => (e.kind === 'cutoff' ? `${e.path} ${e.skipped.join('')}` : ''))).toEqual(cutoffs);
      }
    }
  });
});
