import { useLayoutEffect, type RefObject } from 'react';

/**
 * Sets `--lab-fill-height` on the element: the window's height below the
 * element's top (page coordinates, so scrolling does not change it) less a
 * margin. lab.css uses it for the stage's height unless the page gives the
 * stage one (`--lab-stage-height`, e.g. presentation mode's layout).
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, marginPx = 16): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof window === 'undefined') return;
    const update = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      el.style.setProperty('--lab-fill-height', `${Math.max(0, Math.round(window.innerHeight - top - marginPx))}px`);
    };
    update();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    // The content above the stage (settings, notes) may wrap to more lines: observe the page's body.
    ro?.observe(document.body);
    window.addEventListener('resize', update);
    return () => {
      ro?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref, marginPx]);
}
