import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { AppState, SliceCreator } from '../../src/store/appState.ts';

interface Counter {
  count: number;
  countMoves(): void;
}

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
});
