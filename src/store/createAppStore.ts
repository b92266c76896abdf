/**
 * createAppStore(deps): the zustand store with all slices, dependencies
 * injected (worker clients, storage, browser languages) so tests can fake them.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppState } from './appState.ts';
import { createSettingsSlice, type SettingsDeps } from './settingsSlice.ts';
import { createTreeSlice, type TreeDeps } from './treeSlice.ts';
import { createPlaySlice, searchTreeContext } from '../features/play/state/playSlice.ts';
import { createOpponents, type OpponentFor } from '../features/play/state/opponents.ts';
import { createSearchTreeOwner, type SearchTreeOwner } from '../features/play/state/searchTreeOwner.ts';
import type { Rng } from '../ai/rng.ts';
import type { SearchPort } from '../worker/searchProtocol.ts';
import { createViewSlice } from '../features/explorer/state/viewSlice.ts';
import { createLabSlice } from '../features/lab/state/labState.ts';
import { createArenaSlice, type ArenaDeps } from '../features/arena/state/arenaSlice.ts';
import { createNoticesSlice } from './noticesSlice.ts';
import { createExercisesSlice, type ExercisesDeps } from '../features/exercises/state/exercisesSlice.ts';
import { createPresentSlice } from '../features/present/state/presentSlice.ts';
import { createLabCountsSlice } from '../features/lab/state/labCounts.ts';
import { createHideSlice } from '../features/hide/state/hideSlice.ts';
import { createShellSlice } from './shellSlice.ts';
import { createNavigationSlice } from './navigationSlice.ts';
import { createLearnSlice } from '../features/learn/state/learnSlice.ts';
import { Mulberry32 } from '../ai/rng.ts';
import type { Schedule } from './schedule.ts';

/** What play needs: the AI's random choices, a timer (fake in tests), the worker port of searched games. */
export interface PlayStoreDeps {
  readonly rng?: Rng;
  /** Runs `f` after `ms`; returns a cancel function (setTimeout in the app, fake timers in tests). */
  readonly schedule?: Schedule;
  readonly search?: SearchPort;
  /** The opponents of the games (tests inject a fake); default `createOpponents`. */
  readonly opponents?: (get: () => AppState) => OpponentFor;
}

export type AppDeps = TreeDeps & SettingsDeps & PlayStoreDeps & Partial<ArenaDeps> & ExercisesDeps;
/**
 * The store, with the play screen's search tree beside it (a mutable tree the store does not hold) and the searched
 * games' worker port (what a lazily loaded screen asks through: a line's review, play/state/lineReview.ts).
 */
export type AppStore = StoreApi<AppState> & { readonly searchTree: SearchTreeOwner; readonly search?: SearchPort };

export function createAppStore(deps: AppDeps): AppStore {
  const searchTree = createSearchTreeOwner(deps.search, () => searchTreeContext(store.getState()));
  const rng = deps.rng ?? new Mulberry32(Date.now());
  const store = createStore<AppState>()((...a) => ({
    ...createTreeSlice(deps)(...a),
    ...createSettingsSlice(deps)(...a),
    ...createPlaySlice({ opponentFor: deps.opponents?.(a[1]) ?? createOpponents(a[1], { rng, search: deps.search }), searchTree, schedule: deps.schedule, hints: deps.search })(...a),
    ...createViewSlice(...a),
    ...createLabSlice(...a),
    ...createArenaSlice(deps)(...a),
    ...createNoticesSlice(...a),
    ...createExercisesSlice(deps)(...a),
    ...createLabCountsSlice(deps)(...a),
    ...createPresentSlice(...a),
    ...createHideSlice(...a),
    ...createShellSlice(...a),
    ...createNavigationSlice(...a),
    ...createLearnSlice(...a),
  }));
  return Object.assign(store, { searchTree, search: deps.search });
}
