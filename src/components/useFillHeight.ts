import { useLayoutEffect, type RefObject } from 'react';

export interface FillOptions {
  /** Smallest height (CSS px). */
  readonly min: number;
  /** Largest height (CSS px). */
  readonly max: number;
  /** Height on a screen where the stage starts below the first half screen (a phone: the page is scrolled to it), as a fraction of the screen's height. */
  readonly scrolled: number;
}

/** Blank kept under the last element that must be on screen (CSS px). */
const BOTTOM_GAP = 8;

/**
 * The height that makes a stage starting `top` px down the page, followed by
 * `below` px of content that must stay on screen (a legend), end at the
 * bottom of a `screen` px tall window; on a long page where the stage starts
 * past half a screen, `scrolled` of the screen (room is left above and below
 * to scroll past it with a finger). Clamped to [min, max]. O(1).
 */
function fillHeight(top: number, below: number, screen: number, options: FillOptions): number {
  const h = top < screen / 2 ? screen - top - below - BOTTOM_GAP : screen * options.scrolled;
  return Math.round(Math.max(options.min, Math.min(options.max, h)));
}

/** Sets the stage's CSS height (see fillHeight); nothing without layout. */
function fill(stage: HTMLElement | null, until: HTMLElement | null, options: FillOptions): void {
  const r = stage?.getBoundingClientRect();
  if (!stage || !r || r.width === 0) return;
  const below = until ? Math.max(0, until.getBoundingClientRect().bottom - r.bottom) : 0;
  const h = fillHeight(r.top + window.scrollY, below, window.innerHeight, options);
  // A shift under 2 px (a font arriving, a sub-pixel line above) is left alone: it would redraw the picture for nothing.
  if (Math.abs(h - r.height) >= 2) stage.style.height = `${h}px`;
}

/**
 * Sizes `stage` (sets its CSS height) so that it and everything after it down
 * to `until` fill the window (see fillHeight); follows window resizes and
 * changes of the content above and below (presentation mode's chrome, a
 * wrapped toolbar, another language). Runs before paint, so the first frame is
 * drawn at the final size. Without layout (jsdom) it leaves the stage alone.
 */
export function useFillHeight(stage: RefObject<HTMLElement | null>, until: RefObject<HTMLElement | null>, options: FillOptions): void {
  const { min, max, scrolled } = options;
  useLayoutEffect(() => {
    if (!stage.current) return;
    const update = () => fill(stage.current, until.current, { min, max, scrolled });
    update();
    window.addEventListener('resize', update);
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    ro?.observe(document.body);
    if (until.current) ro?.observe(until.current);
    return () => {
      window.removeEventListener('resize', update);
      ro?.disconnect();
    };
  }, [stage, until, min, max, scrolled]);
}
