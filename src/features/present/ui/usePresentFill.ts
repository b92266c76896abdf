import { useLayoutEffect, type RefObject } from 'react';

/** Blank kept under the stage (CSS px). */
const BOTTOM_GAP = 8;

/**
 * Sets the element's CSS height so that it ends BOTTOM_GAP px above the window's bottom, or above `below` (what must
 * stay on the first screen under it, a colour key) and the gap before it when that takes at most a quarter of the
 * window; at least `min`; nothing without layout.
 */
function fitToWindow(node: HTMLElement, min: number, below: HTMLElement | null): void {
  const r = node.getBoundingClientRect();
  if (r.width === 0) return;
  const under = below ? below.getBoundingClientRect() : null;
  // Only a key that takes at most a quarter of the screen is kept on it (a phone's long key would leave the stage too small).
  const gap = under && under.height > 0 ? Math.max(0, under.bottom - r.bottom) : 0;
  const reserved = gap <= window.innerHeight / 4 ? gap : 0;
  const h = Math.round(Math.max(min, window.innerHeight - (r.top + window.scrollY) - BOTTOM_GAP - reserved));
  if (Math.abs(h - r.height) >= 1) node.style.setProperty('height', `${h}px`);
}

/**
 * Presentation mode: sets `el`'s CSS height so that it ends at the bottom of
 * the window (from its top in page coordinates, so scrolling changes
 * nothing), at least `min` px; follows window resizes and changes of the
 * content above it (a wrapped row of settings, a longer caption). Out of
 * presentation mode it removes the height it set, so the page's own CSS
 * applies again. With `below`, the element ends higher by what lies between
 * its bottom and `below`'s, so `below` (a colour key) is on the first screen
 * too. Without layout (jsdom) it does nothing.
 */
export function usePresentFill(el: RefObject<HTMLElement | null>, present: boolean, min = 320, below?: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const node = el.current;
    if (!node) return;
    if (!present) {
      node.style.removeProperty('height');
      return;
    }
    const update = () => fitToWindow(node, min, below?.current ?? null);
    update();
    window.addEventListener('resize', update);
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    ro?.observe(document.body);
    return () => {
      window.removeEventListener('resize', update);
      ro?.disconnect();
      node.style.removeProperty('height');
    };
  }, [el, present, min, below]);
}
