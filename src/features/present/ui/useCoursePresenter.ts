import { useEffect } from 'react';
import type { AppStore } from '../../../store/createAppStore.ts';

/**
 * The presenter remote on the Learn screen: in presentation mode, PageDown / PageUp go to the course's next /
 * previous step (before the tab's own remote steps, which keep the arrow keys). Loaded with the course.
 */
export function useCoursePresenter(store: AppStore, present: boolean, go: (step: 1 | -1) => void): void {
  useEffect(() => {
    if (!present) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented || store.getState().presentBlank) return;
      const step = e.key === 'PageDown' ? 1 : e.key === 'PageUp' ? -1 : 0;
      if (step === 0) return;
      // Marked handled: the tab's remote (usePresenter) leaves it alone.
      e.preventDefault();
      go(step);
    };
    // Capture: before the tab's remote, which listens in the bubbling phase.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [store, present, go]);
}
