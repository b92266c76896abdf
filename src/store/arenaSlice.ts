/**
 * Arena slice: AI-vs-AI matches and the strong-solve check, run in a worker.
 */
import type { StateCreator } from 'zustand/vanilla';
import type { AppState } from './appState.ts';

export interface ArenaSlice {
  arenaPlayerA: string;
  arenaPlayerB: string;
  setArenaPlayers(a: string, b: string): void;
}

export const createArenaSlice: StateCreator<AppState, [], [], ArenaSlice> = (set) => ({
  arenaPlayerA: 'perfect',
  arenaPlayerB: 'random',
  setArenaPlayers(a, b) {
    set({ arenaPlayerA: a, arenaPlayerB: b });
  },
});
