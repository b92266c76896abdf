/**
 * "Hide values" (predict first): the switch is a persisted setting
 * (`settings.hideValues`, in the address as `hide=1`); what has been revealed
 * since it went on lives here and is forgotten when it goes on again. What a
 * hidden value means for each picture is `view/hideValues.ts`.
 */
import type { AppState, SliceCreator } from '../../../store/appState.ts';
import { VALUES_SHOWN, type HideValues } from '../../../view/hideValues.ts';

export interface HideSlice {
  /** Keys revealed one by one since the switch went on. */
  hideRevealed: ReadonlySet<string>;
  /** "Reveal all" was pressed since the switch went on. */
  hideRevealAll: boolean;
  /** Turns the switch on or off (persisted); turning it on starts with nothing revealed. */
  setHideValues(on: boolean): void;
  /** Reveals the value named `key` (a no-op with nothing hidden). */
  revealValue(key: string): void;
  /** Reveals every value (until the switch goes on again). */
  revealAllValues(): void;
}

export const createHideSlice: SliceCreator<HideSlice, 'settings' | 'updateSettings'> = (set, get) => ({
  hideRevealed: new Set(),
  hideRevealAll: false,
  setHideValues(on) {
    const s = get();
    if (s.settings.hideValues !== on) s.updateSettings({ hideValues: on });
    // Off or on again: whatever was revealed is forgotten.
    set({ hideRevealed: new Set(), hideRevealAll: false });
  },
  revealValue(key) {
    const s = get();
    if (!s.settings.hideValues || s.hideRevealAll || s.hideRevealed.has(key)) return;
    set({ hideRevealed: new Set([...s.hideRevealed, key]) });
  },
  revealAllValues() {
    if (get().settings.hideValues && !get().hideRevealAll) set({ hideRevealAll: true });
  },
});

/** The object last made per set of revealed values (a set belongs to one store, so two stores never share an entry). */
const made = new WeakMap<ReadonlySet<string>, { all: boolean; out: HideValues }>();

/** What is hidden now, as one object (stable while nothing changes, as zustand selectors need). */
export function selectHideValues(s: AppState): HideValues {
  const on = s.settings.hideValues;
  if (!on) return VALUES_SHOWN;
  const cached = made.get(s.hideRevealed);
  if (cached?.all === s.hideRevealAll) return cached.out;
  const out: HideValues = { on, all: s.hideRevealAll, revealed: s.hideRevealed };
  made.set(s.hideRevealed, { all: s.hideRevealAll, out });
  return out;
}
