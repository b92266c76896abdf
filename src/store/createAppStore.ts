/**
 * createAppStore(deps): the zustand store with all slices, dependencies
 * injected (worker clients, storage, browser languages) so tests can fake them.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppState } from './appState.ts';
import { createSettingsSlice, type SettingsDeps } from './settingsSlice.ts';
import { createTreeSlice, type TreeDeps } from './treeSlice.ts';

export type AppDeps = TreeDeps & SettingsDeps;
export type AppStore = StoreApi<AppState>;

export function createAppStore(deps: AppDeps): AppStore {
  return createStore<AppState>()((...a) => ({
    ...createTreeSlice(deps)(...a),
    ...createSettingsSlice(deps)(...a),
  }));
}
