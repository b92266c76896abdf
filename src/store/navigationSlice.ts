/**
 * Moves from one feature to another, as named actions: a feature asks to show something elsewhere by a verb
 * (`openInExplorer(moves)`), not by bumping a counter another component watches. `navigation` is the last move
 * made, a new record each time: the shell moves the focus to where it leads.
 */
import type { SliceCreator } from './appState.ts';
import type { MoveOrder } from '../search/types.ts';
import type { LabAlgorithm } from '../view/labFrames.ts';

/** A move between features: where it went. */
export interface Navigation {
  /** 'explorer': a line of play opened in the explorer (focus goes to the tree's current item); 'lab': in the search lab. */
  readonly to: 'explorer' | 'lab';
  /** Where focus goes: the tree's current item (a position to look at from there), or the opened panel's heading. */
  readonly focus: 'tree' | 'heading';
}

/** How the lab is set when a line is opened in it (what an exercise's worked answer shows). */
export interface LabSetting {
  readonly algorithm: LabAlgorithm;
  readonly order: MoveOrder;
  readonly tt: boolean;
  /** The depth limit (absent: the whole game). */
  readonly depth?: number;
  /** The cut rule (default ≥): an exercise of a strict-rule quiz opens the lab under that rule. */
  readonly cut?: 'ge' | 'gt';
}

export interface NavigationSlice {
  /** The last move between features (null before any). */
  navigation: Navigation | null;
  /** Opens the line of play `moves` in the explorer and on the board, on the explorer's tab; focus goes to the tree's current item, or to the explorer's heading. */
  openInExplorer(moves: readonly number[], focus?: Navigation['focus']): void;
  /** Opens the line of play `moves` in the search lab, set as asked (whole game, no symmetry), on the lab's tab, at its first step. */
  openInLab(moves: readonly number[], lab: LabSetting): void;
}

export const createNavigationSlice: SliceCreator<NavigationSlice, 'playLoad' | 'setLabAlgorithm' | 'setLabOptions' | 'setTab'> = (set, get) => ({
  navigation: null,
  openInExplorer(moves, focus = 'tree') {
    get().playLoad(moves);
    get().setTab('explore');
    set({ navigation: { to: 'explorer', focus } });
  },
  openInLab(moves, lab) {
    const s = get();
    s.playLoad(moves);
    s.setLabAlgorithm(lab.algorithm);
    s.setLabOptions({ labOrder: lab.order, labTt: lab.tt, labSymmetry: false, labDepth: lab.depth ?? null, labCut: lab.cut ?? 'ge', labFail: 'soft' });
    s.setTab('lab');
    set({ navigation: { to: 'lab', focus: 'heading' } });
  },
});
