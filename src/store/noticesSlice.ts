/**
 * Notices about the app as a whole (saved settings unreadable or unsavable),
 * shown together at the top of the page until dismissed: several can be true
 * at once, and none hides another. Notices about play stay with the board
 * (gameNotice).
 */
import type { StateCreator } from 'zustand/vanilla';
import type { MessageKey } from '../i18n/en.ts';
import type { AppState } from './appState.ts';
import type { Notice } from './gameSlice.ts';

export interface NoticesSlice {
  appNotices: readonly Notice[];
  /** Adds a notice, unless the same one is already shown. */
  addAppNotice(key: MessageKey, tone: Notice['tone']): void;
  dismissAppNotice(seq: number): void;
}

export const createNoticesSlice: StateCreator<AppState, [], [], NoticesSlice> = (set, get) => {
  let seq = 0;
  return {
    appNotices: [],
    addAppNotice(key, tone) {
      if (get().appNotices.some((n) => n.key === key)) return;
      set({ appNotices: [...get().appNotices, { key, tone, seq: ++seq }] });
    },
    dismissAppNotice(n) {
      set({ appNotices: get().appNotices.filter((x) => x.seq !== n) });
    },
  };
};
