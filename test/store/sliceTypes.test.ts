import { describe, expect, expectTypeOf, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { AppState, SliceCreator } from '../../src/store/appState.ts';
import { createLabSlice, type LabSlice } from '../../src/features/lab/state/labState.ts';
import { createPlaySlice, type PlaySlice } from '../../src/features/play/state/playSlice.ts';
import { createPresentSlice, type PresentSlice } from '../../src/features/present/state/presentSlice.ts';

interface Counter {
  count: number;
  countMoves(): void;
}

/** The fields of the other slices that a slice's creator declares it reads (what its `get()` has beyond the slice). */
type ReadsOf<C extends (...args: never[]) => unknown, Own> = Exclude<keyof ReturnType<Parameters<C>[1]>, keyof Own>;

describe('a slice is typed against what it reads', () => {
  it('reads a field of another slice it declares; one it does not declare is a type error (tsc checks the line below)', () => {
    const declared: SliceCreator<Counter, 'playMoves'> = (set, get) => ({ count: 0, countMoves: () => set({ count: get().playMoves.length }) });
    // @ts-expect-error playMoves is not among the declared reads
    const undeclared: SliceCreator<Counter> = (set, get) => ({ count: 0, countMoves: () => set({ count: get().playMoves.length }) });
    const store = createStore<Pick<AppState, 'playMoves'> & Counter>()((...a) => ({ playMoves: [4, 0, 8], ...declared(...a) }));
    store.getState().countMoves();
    expect(store.getState().count).toBe(3);
    expect(typeof undeclared).toBe('function');
  });

  it('the play slice, the lab and presentation mode declare what they read of the others, and no more (tsc checks these lines)', () => {
    type Play = ReturnType<typeof createPlaySlice>;
    expectTypeOf<ReadsOf<Play, PlaySlice>>().toEqualTypeOf<'appGameId' | 'treeGameId' | 'settings' | 'updateSettings' | 'present' | 'tab'>();
    expectTypeOf<ReadsOf<typeof createLabSlice, LabSlice>>().toEqualTypeOf<'appGameId' | 'treeGameId' | 'tree' | 'playMoves' | 'playStart' | 'settings' | 'playSearch' | 'playLoad' | 'playLoadText' | 'playUpdateSearch'>();
    // (the tabs' presenter steps include its own explorerPresenterStep)
    expectTypeOf<ReadsOf<typeof createPresentSlice, PresentSlice>>().toEqualTypeOf<
      'playPresenterStep' | 'stepLab' | 'appGameId' | 'settings' | 'positions' | 'treeGameId' | 'playMoves' | 'playFuture' | 'playLoad' | 'playUndo' | 'playAiNow'
    >();
    // A read of a field none of them declares is a type error.
    const reads = {
      // @ts-expect-error the play slice does not read the tree
      play: (get: Parameters<Play>[1]) => get().tree,
      // @ts-expect-error the lab does not read the arena
      lab: (get: Parameters<typeof createLabSlice>[1]) => get().arenaGameId,
      // @ts-expect-error presentation mode does not read the lab's frame
      present: (get: Parameters<typeof createPresentSlice>[1]) => get().labFrame,
    };
    expect(Object.keys(reads)).toHaveLength(3);
  });
});
