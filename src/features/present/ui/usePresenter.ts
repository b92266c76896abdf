import { useEffect } from 'react';
import type { AppStore } from '../../../store/createAppStore.ts';

/** Elements that use the arrow keys themselves (there Up / Down are theirs, not the remote's). */
const ARROW_USERS = 'input, select, textarea, [role="tree"], [role="grid"], [role="slider"], [role="tablist"], [role="listbox"], [role="radiogroup"], [role="menu"]';
/** Elements that take typed characters ("B" and "." are text there). */
const TEXT_INPUTS = 'input, textarea, select, [contenteditable="true"]';

/** A presenter remote's step for a key: forward (PageDown, or Down where nothing on the page uses it) 1, back -1, else 0. */
export function remoteStep(e: KeyboardEvent): 1 | -1 | 0 {
  const target = e.target instanceof Element ? e.target : null;
  const arrows = !target?.closest(ARROW_USERS);
  return e.key === 'PageDown' || (arrows && e.key === 'ArrowDown') ? 1 : e.key === 'PageUp' || (arrows && e.key === 'ArrowUp') ? -1 : 0;
}

/**
 * Presenter-remote keys while presentation mode is on: PageDown / PageUp (and Down / Up where nothing
 * on the page uses them) step forward / back on the current tab; "B" or "." blanks the screen and
 * shows it again; "H" hides the values (and shows them again).
 */
export function usePresenter(store: AppStore, present: boolean, tab: string): void {
  useEffect(() => {
    if (!present) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      const target = e.target instanceof Element ? e.target : null;
      if ((e.key === 'b' || e.key === 'B' || e.key === '.') && !target?.closest(TEXT_INPUTS)) {
        e.preventDefault();
        store.getState().toggleBlank();
        return;
      }
      if (store.getState().presentBlank) return;
      if ((e.key === 'h' || e.key === 'H') && !target?.closest(TEXT_INPUTS)) {
        e.preventDefault();
        store.getState().setHideValues(!store.getState().settings.hideValues);
        return;
      }
      const step = remoteStep(e);
      if (step === 0) return;
      e.preventDefault();
      store.getState().presenterStep(tab, step);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store, present, tab]);
}
