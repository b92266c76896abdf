/**
 * Notices about the app as a whole (saved settings unreadable or unsavable),
 * shown together at the top of the page until dismissed: several can be true
 * at once, and none hides another. Notices about play stay with the board
 * (playNotice).
 */
import type { MessageKey } from '../i18n/en.ts';
import type { SliceCreator } from './appState.ts';
import type { Notice } from '../features/play/state/playSlice.ts';

export interface NoticesSlice {
  appNotices: readonly Notice[];
  /** Adds a notice; the same notice already shown takes the new parameters in place. */
  addAppNotice(key: MessageKey, tone: Notice['tone'], params?: Notice['params']): void;
  dismissAppNotice(seq: number): void;
  /** Removes the notice with this key, if shown (it has become untrue). */
  removeAppNotice(key: MessageKey): void;
  /** A new version of the app waits (offline worker): calling it switches and reloads. Offered, never forced. */
  appUpdate: (() => void) | null;
  offerUpdate(apply: (() => void) | null): void;
}

export const createNoticesSlice: SliceCreator<NoticesSlice, never> = (set, get) => {
  let seq = 0;
  return {
    appNotices: [],
    appUpdate: null,
    offerUpdate(apply) {
      set({ appUpdate: apply });
    },
    addAppNotice(key, tone, params) {
      const shown = get().appNotices.find((n) => n.key === key);
      if (!shown) return set({ appNotices: [...get().appNotices, { key, tone, params, seq: ++seq }] });
      if (JSON.stringify(shown.params) !== JSON.stringify(params)) set({ appNotices: get().appNotices.map((n) => (n === shown ? { key, tone, params, seq: ++seq } : n)) });
    },
    removeAppNotice(key) {
      if (get().appNotices.some((n) => n.key === key)) set({ appNotices: get().appNotices.filter((n) => n.key !== key) });
    },
    dismissAppNotice(n) {
      set({ appNotices: get().appNotices.filter((x) => x.seq !== n) });
    },
  };
};
