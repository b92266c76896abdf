/**
 * Presentation mode: large type, the projector palette, thicker lines, no
 * animation until the presenter starts one, presenter-remote keys, and a
 * blank screen ("B" or "."). Full screen is the component's business (a
 * browser API that may be refused); the store only knows the mode.
 */
import type { SliceCreator } from '../../../store/appState.ts';
import { boardAfter } from '../../play/state/playSlice.ts';
import { OUTCOME } from '../../../games/game.ts';
import { bestMovesOf } from '../../../tree/positions.ts';
import { tabsOf, type PresenterSteps } from '../../../store/tabs.ts';

/** What a presenter remote's forward / back does on each tab. */
export type PresenterStep = 1 | -1;

export interface PresentSlice {
  present: boolean;
  /** The screen is blanked (presentation mode only). */
  presentBlank: boolean;
  setPresent(on: boolean): void;
  toggleBlank(): void;
  /** A presenter remote's forward (1) or back (-1) on a tab: what that tab says (tabs.ts; nothing on an unknown one). */
  presenterStep(tab: string, step: PresenterStep): void;
  /**
   * The explorer's remote step: in play against an AI, the next AI move / undo; in analysis, the explorer walks
   * the principal variation (first best move / back up).
   */
  explorerPresenterStep(step: PresenterStep): void;
}

/** What presentation mode reads of the other slices: the tabs' presenter steps, and the explorer's walk along the line of play. */
type PresentReads = PresenterSteps | 'appGameId' | 'settings' | 'positions' | 'treeGameId' | 'playMoves' | 'playFuture' | 'playLoad' | 'playUndo' | 'playAiNow';

export const createPresentSlice: SliceCreator<PresentSlice, PresentReads> = (set, get) => ({
  present: false,
  presentBlank: false,
  setPresent(on) {
    set({ present: on, presentBlank: false });
  },
  toggleBlank() {
    if (get().present) set({ presentBlank: !get().presentBlank });
  },
  presenterStep(tab, step) {
    // The game's own tab of that id (Connect Four's explorer is not tic-tac-toe's).
    tabsOf(get().appGameId).find((t) => t.id === tab)?.presenterStep?.(get(), step);
  },
  explorerPresenterStep(step) {
    const s = get();
    if (s.settings.playMode !== 'analysis') return step === 1 ? s.playAiNow() : s.playUndo();
    if (step === -1) return s.playLoad(s.playMoves.slice(0, -1));
    const board = boardAfter(s);
    if (!s.positions || s.positions.game.outcome(board) !== OUTCOME.playing) return;
    const best = bestMovesOf(s.positions, board, s.settings.scoreMode);
    // Forward along the line already walked (redo) when it is a best line, else the first best move.
    const next = best.includes(s.playFuture[0]) ? s.playFuture[0] : best[0];
    s.playLoad([...s.playMoves, next]);
  },
});
