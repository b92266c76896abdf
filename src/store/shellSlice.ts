/**
 * Shell slice: which game the app shows (`appGameId`: a full-tree game, whose
 * explorer and perfect AI the store holds, or a searched game from the
 * registry), a game whose code is still loading, and the screen a searched
 * game shows (`cpuTab`). Showing another game tells the play slice through
 * the `onAppGameChanging` / `onAppGameChanged` hooks (its line of play starts afresh).
 */
import type { StateCreator } from 'zustand/vanilla';
import { entryById, gameById, loadGame } from '../games/index.ts';
import type { AppState } from './appState.ts';
import { DEFAULT_TREE_MODULE, treeModuleById } from './appGame.ts';
import { arenaPlayersOf, cpuEvaluationsOf } from './gameDefaults.ts';

/** The screens of a searched game: play (with the search tree), the search lab, the arena. */
export const CPU_TABS = ['play', 'lab', 'arena'] as const;
export type CpuTab = (typeof CPU_TABS)[number];

export interface ShellSlice {
  /** The game the app shows: the full-tree game's id, or a searched game's. */
  appGameId: string;
  /** A game chosen whose code is still loading (the game switch says so), or null. */
  appGameLoading: string | null;
  /** The screen shown (in the address as `tab`, walked by Back and Forward). */
  cpuTab: CpuTab;
  setCpuTab(tab: CpuTab): void;
  /** Shows a game by id (unknown ids are ignored); its line of play starts from its start position. */
  chooseGame(id: string): void;
}

export const createShellSlice: StateCreator<AppState, [], [], ShellSlice> = (set, get) => {
  /** The game last asked for: a game whose code is still loading is shown only if no other was asked for since. */
  let chosen = '';
  return {
    appGameId: DEFAULT_TREE_MODULE.game.id,
    appGameLoading: null,
    cpuTab: 'play',
    setCpuTab(tab) {
      if (get().cpuTab !== tab) set({ cpuTab: tab });
    },

    chooseGame(id) {
      chosen = id;
      if (id === get().appGameId) {
        if (get().appGameLoading !== null) set({ appGameLoading: null });
        return;
      }
      if (!gameById(id)) {
        // Its code loads first (its own chunk); the newest choice wins.
        if (!entryById(id)) return;
        set({ appGameLoading: id });
        loadGame(id).then(
          () => {
            if (chosen !== id) return;
            set({ appGameLoading: null });
            get().chooseGame(id);
          },
          () => {
            if (chosen !== id) return;
            set({ appGameLoading: null });
            get().addAppNotice('notice.gameLoadFailed', 'error');
          },
        );
        return;
      }
      if (get().appGameLoading !== null) set({ appGameLoading: null });
      get().removeAppNotice('notice.gameLoadFailed');
      // The game and its line of play change together (an address is never written of one game with another's line).
      set({ ...get().onAppGameChanging?.(id), appGameId: id });
      // A full-tree game's tree, table and line of play are the store's (treeSlice): another one is built afresh.
      if (treeModuleById(id)) get().useTreeGame(id);
      const offered = cpuEvaluationsOf(id);
      const s = get();
      if (offered.length > 0 && (!offered.includes(s.cpuArenaA.evaluation) || !offered.includes(s.cpuArenaB.evaluation))) set(arenaPlayersOf(id));
      get().onAppGameChanged?.();
    },
  };
};
