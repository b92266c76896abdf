/** The whole app state: the slices combined. */
import type { StateCreator } from 'zustand/vanilla';
import type { AppTree } from './appGame.ts';
import type { SettingsSlice } from './settingsSlice.ts';
import type { TreeSlice } from './treeSlice.ts';
import type { PlaySlice } from '../features/play/state/playSlice.ts';
import type { ViewSlice } from '../features/explorer/state/viewSlice.ts';
import type { LabSlice } from '../features/lab/state/labState.ts';
import type { ArenaSlice } from '../features/arena/state/arenaSlice.ts';
import type { NoticesSlice } from './noticesSlice.ts';
import type { ExercisesSlice } from '../features/exercises/state/exercisesSlice.ts';
import type { PresentSlice } from '../features/present/state/presentSlice.ts';
import type { LabCountsSlice } from '../features/lab/state/labCounts.ts';
import type { HideSlice } from '../features/hide/state/hideSlice.ts';
import type { ShellSlice } from './shellSlice.ts';
import type { NavigationSlice } from './navigationSlice.ts';
import type { LearnSlice } from '../features/learn/state/learnSlice.ts';

export interface AppHooks {
  /** Called once the tree is in the store (slices that wait for it hook in here). */
  onTreeReady?: (tree: AppTree) => void;
  /** Called once the position table is in the store (before the tree): enough to play. */
  onPositionsReady?: () => void;
  /** Called when another full-tree game becomes the one held (its line of play starts afresh). */
  onTreeGameChanged?: () => void;
  /** Called before the app shows another game: the play slice stops its AI and returns the new game's line (set with `appGameId`). */
  onAppGameChanging?: (id: string) => Partial<AppState>;
  /** Called once the app shows another game (`appGameId` changed): the play slice's AI moves if it is its turn. */
  onAppGameChanged?: () => void;
}

export type AppState = TreeSlice &
  SettingsSlice &
  PlaySlice &
  ViewSlice &
  LabSlice &
  ArenaSlice &
  NoticesSlice &
  ExercisesSlice &
  LabCountsSlice &
  PresentSlice &
  HideSlice &
  ShellSlice &
  NavigationSlice &
  LearnSlice &
  AppHooks;

/**
 * A slice's creator, typed against what it reads: `Own` is the slice itself, `Reads` the fields and actions of the
 * other slices it uses. Reaching into another feature is declared in the slice's type, and a new reach is a type
 * error until it is declared.
 */
export type SliceCreator<Own, Reads extends keyof AppState = never> = StateCreator<Pick<AppState, Reads> & Own, [], [], Own>;
