/**
 * createAppStore(deps): the zustand store with all slices, dependencies
 * injected (worker clients, storage, browser languages) so tests can fake them.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppState } from './appState.ts';
import { createSettingsSlice, type SettingsDeps } from './settingsSlice.ts';
import { createTreeSlice, type TreeDeps } from './treeSlice.ts';
import { createGameSlice, type GameDeps } from './gameSlice.ts';
import { createViewSlice } from './viewSlice.ts';
import { createLabSlice } from './labState.ts';
import { createArenaSlice, type ArenaDeps } from './arenaSlice.ts';
import { createNoticesSlice } from './noticesSlice.ts';
import { createExercisesSlice, type ExercisesDeps } from './exercisesSlice.ts';
import { createPresentSlice } from './presentSlice.ts';
import { createCpuGameSlice, type CpuGameDeps } from './cpuGameSlice.ts';
import { createCpuArenaSlice } from './cpuArenaSlice.ts';
import { createCpuLabSlice } from './cpuLabSlice.ts';
import { createHideSlice } from './hideSlice.ts';
import { createShellSlice } from './shellSlice.ts';
import { Mulberry32 } from '../ai/rng.ts';

export type AppDeps = TreeDeps & SettingsDeps & Partial<GameDeps> & Partial<ArenaDeps> & ExercisesDeps & CpuGameDeps;
export type AppStore = StoreApi<AppState>;

export function createAppStore(deps: AppDeps): AppStore {
  return createStore<AppState>()((...a) => ({
    ...createTreeSlice(deps)(...a),
    ...createSettingsSlice(deps)(...a),
    ...createGameSlice({ rng: deps.rng ?? new Mulberry32(Date.now()), schedule: deps.schedule })(...a),
    ...createViewSlice(...a),
    ...createLabSlice(...a),
    ...createArenaSlice(deps)(...a),
    ...createNoticesSlice(...a),
    ...createExercisesSlice(deps)(...a),
    ...createCpuGameSlice(deps)(...a),
    ...createCpuArenaSlice(deps)(...a),
    ...createCpuLabSlice(deps)(...a),
    ...createPresentSlice(...a),
    ...createHideSlice(...a),
    ...createShellSlice(...a),
  }));
}
