/**
 * Lab slice: state of the search lab (minimax / alpha-beta step by step).
 * The lab works on the explorer's focus position (game slice `gameMoves`).
 */
import type { StateCreator } from 'zustand/vanilla';
import type { AppState } from './appState.ts';

export interface LabSlice {
  labAlgorithm: 'minimax' | 'alphabeta';
  setLabAlgorithm(a: 'minimax' | 'alphabeta'): void;
}

export const createLabSlice: StateCreator<AppState, [], [], LabSlice> = (set) => ({
  labAlgorithm: 'minimax',
  setLabAlgorithm(a) {
    set({ labAlgorithm: a });
  },
});
