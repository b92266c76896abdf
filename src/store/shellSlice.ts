/**
 * Shell slice: which game the app shows (`appGameId`: a full-tree game, whose
 * explorer and perfect AI the store holds, or a searched game from the
 * registry), a game whose code is still loading, and the open tab (one list
 * for every game, by capability: tabs.ts). Showing another game tells the play slice through
 * the `onAppGameChanging` / `onAppGameChanged` hooks (its line of play starts afresh).
 */
import { entryById, gameById, loadGame } from '../games/index.ts';
import type { SliceCreator } from './appState.ts';
import { DEFAULT_TREE_MODULE, treeModuleById } from './appGame.ts';
import { gameHasTab, homeTabOf, type AppTab } from './tabs.ts';


export interface ShellSlice {
  /** The game the app shows: the full-tree game's id, or a searched game's. */
  appGameId: string;
  /** A game chosen whose code is still loading (the game switch says so), or null. */
  appGameLoading: string | null;
  /** The open tab, one of the game's (tabs.ts; in the address as `tab`, walked by Back and Forward). */
  tab: AppTab;
  /** Opens a tab; one the game shown does not have is ignored. */
  setTab(tab: AppTab): void;
  /** Shows a game by id (unknown ids are ignored); its line of play starts from its start position. */
  chooseGame(id: string): void;
}

export const createShellSlice: SliceCreator<ShellSlice, 'addAppNotice' | 'arenaGameChanged' | 'onAppGameChanged' | 'onAppGameChanging' | 'removeAppNotice' | 'useTreeGame'> = (set, get) => {
  /** The game last asked for: a game whose code is still loading is shown only if no other was asked for since. */
  let chosen = '';
  return {
    appGameId: DEFAULT_TREE_MODULE.game.id,
    appGameLoading: null,
    tab: homeTabOf(DEFAULT_TREE_MODULE.game.id),
    setTab(tab) {
      if (get().tab !== tab && gameHasTab(get().appGameId, tab)) set({ tab });
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
      // The game, its line of play and the tab change together (an address is never written of one game with another's line);
      // the same tab when the new game has it (the lab stays the lab) unless it was the old game's home (tic-tac-toe's explorer
      // leads to Connect Four's play screen, as an address without a tab opens it), else the new game's first.
      const { tab } = get();
      set({ ...get().onAppGameChanging?.(id), appGameId: id, ...(gameHasTab(id, tab) && tab !== homeTabOf(get().appGameId) ? {} : { tab: homeTabOf(id) }) });
      // A full-tree game's tree, table and line of play are the store's (treeSlice): another one is built afresh.
      if (treeModuleById(id)) get().useTreeGame(id);
      // The arena follows the game shown (its players, its form).
      get().arenaGameChanged(id);
      get().onAppGameChanged?.();
    },
  };
};
