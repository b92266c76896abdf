/**
 * Moves from one feature to another, as named actions: a feature asks to show something elsewhere by a verb
 * (`openInExplorer(moves)`), not by bumping a counter another component watches. `navigation` is the last move
 * made, a new record each time: the shell moves the focus to where it leads.
 */
import type { StateCreator } from 'zustand/vanilla';
import type { AppState } from './appState.ts';

/** A move between features: where it went. */
export interface Navigation {
  /** 'explorer': a line of play opened in the explorer (focus goes to the tree's current item). */
  readonly to: 'explorer';
}

export interface NavigationSlice {
  /** The last move between features (null before any). */
  navigation: Navigation | null;
  /** Opens the line of play `moves` in the explorer and on the board, on the explorer's tab. */
  openInExplorer(moves: readonly number[]): void;
}

export const createNavigationSlice: StateCreator<AppState, [], [], NavigationSlice> = (set, get) => ({
  navigation: null,
  openInExplorer(moves) {
    get().loadMoves(moves);
    get().setTab('explore');
    set({ navigation: { to: 'explorer' } });
  },
});
