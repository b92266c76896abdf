/**
 * View slice: the explorer's canvas view, attached while it is on the page,
 * and the actions that move it. The view owns its zoom transform (d3-zoom);
 * the store only calls it. Depth, ordering and symmetry merging are
 * persisted settings (settings slice); the focus is the game slice's line of
 * play.
 */
import type { SliceCreator } from '../../../store/appState.ts';

/** What the store may ask of the explorer's view. */
export interface ExplorerViewHandle {
  fit(): void;
  reset(): void;
}

export interface ViewSlice {
  /** The minimal frame for slides and course pages (`?embed`): tree and board, no header. */
  viewEmbed: boolean;
  /** The explorer's view while it is mounted (not rendered from: a handle). */
  viewHandle: ExplorerViewHandle | null;
  /** Which picture the explorer shows: the subtree around the focus or the whole game. */
  viewPicture: 'subtree' | 'overview';
  attachView(view: ExplorerViewHandle | null): void;
  /** Every board of the view on screen. */
  fitView(): void;
  /** Back to the home view of the focus. */
  resetView(): void;
  showPicture(picture: 'subtree' | 'overview'): void;
}

export const createViewSlice: SliceCreator<ViewSlice, never> = (set, get) => ({
  viewEmbed: false,
  viewHandle: null,
  viewPicture: 'subtree',
  attachView(view) {
    set({ viewHandle: view });
  },
  fitView() {
    get().viewHandle?.fit();
  },
  resetView() {
    get().viewHandle?.reset();
  },
  showPicture(picture) {
    if (get().viewPicture !== picture) set({ viewPicture: picture });
  },
});
