/**
 * View slice: the explorer's zoom transform. Depth, ordering and symmetry
 * merging are persisted settings (settings slice); the focus is the game
 * slice's line of play.
 */
import type { StateCreator } from 'zustand/vanilla';
import type { AppState } from './appState.ts';

export interface ViewTransform {
  readonly x: number;
  readonly y: number;
  readonly k: number;
}

export interface ViewSlice {
  viewTransform: ViewTransform;
  /** Bumped to ask the explorer to fit the whole visible subtree. */
  viewFitRequest: number;
  /** Bumped to ask the explorer to return to its home view of the focus. */
  viewResetRequest: number;
  setViewTransform(t: ViewTransform): void;
  requestFit(): void;
  requestReset(): void;
}

export const createViewSlice: StateCreator<AppState, [], [], ViewSlice> = (set, get) => ({
  viewTransform: { x: 0, y: 0, k: 1 },
  viewFitRequest: 0,
  viewResetRequest: 0,
  setViewTransform(t) {
    const cur = get().viewTransform;
    if (cur.x !== t.x || cur.y !== t.y || cur.k !== t.k) set({ viewTransform: { x: t.x, y: t.y, k: t.k } });
  },
  requestFit() {
    set({ viewFitRequest: get().viewFitRequest + 1 });
  },
  requestReset() {
    set({ viewResetRequest: get().viewResetRequest + 1 });
  },
});
