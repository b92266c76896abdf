/** The whole app state: the slices combined. */
import type { AppTree } from './appGame.ts';
import type { SettingsSlice } from './settingsSlice.ts';
import type { TreeSlice } from './treeSlice.ts';
import type { GameSlice } from './gameSlice.ts';
import type { ViewSlice } from './viewSlice.ts';
import type { LabSlice } from './labState.ts';
import type { ArenaSlice } from './arenaSlice.ts';
import type { NoticesSlice } from './noticesSlice.ts';
import type { ExercisesSlice } from './exercisesSlice.ts';
import type { PresentSlice } from './presentSlice.ts';
import type { CpuGameSlice } from './cpuGameSlice.ts';
import type { CpuArenaSlice } from './cpuArenaSlice.ts';
import type { CpuLabSlice } from './cpuLabSlice.ts';
import type { HideSlice } from './hideSlice.ts';
import type { ShellSlice } from './shellSlice.ts';

export interface AppHooks {
  /** Called once the tree is in the store (slices that wait for it hook in here). */
  onTreeReady?: (tree: AppTree) => void;
  /** Called once the position table is in the store (before the tree): enough to play. */
  onPositionsReady?: () => void;
  /** Called when another full-tree game becomes the one held (its line of play starts afresh). */
  onTreeGameChanged?: () => void;
  /** Called when the app shows another game (`appGameId` changed): the play slice starts its line afresh. */
  onAppGameChanged?: () => void;
}

export type AppState = TreeSlice & SettingsSlice & GameSlice & ViewSlice & LabSlice & ArenaSlice & NoticesSlice & ExercisesSlice & CpuGameSlice & CpuArenaSlice & CpuLabSlice & PresentSlice & HideSlice & ShellSlice & AppHooks;
