import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

export interface StageSize {
  readonly width: number;
  readonly height: number;
}

const ZERO: StageSize = { width: 0, height: 0 };

/** `prev` when it already has this width and height, else a new size. */
function sameSize(prev: StageSize, width: number, height: number): StageSize {
  return prev.width === width && prev.height === height ? prev : { width, height };
}

/**
 * The CSS size of an element's box, measured before the first paint (so the
 * first frame is drawn at the right size in the mount's own task) and kept
 * up to date by a ResizeObserver. The same size keeps the same object.
 */
export function useStageSize(ref: RefObject<HTMLElement | null>): StageSize {
  const [size, setSize] = useState<StageSize>(ZERO);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    // jsdom has no layout: a nominal size keeps the component tests meaningful.
    const width = Math.round(r.width) || 800;
    const height = Math.round(r.height) || 560;
    setSize((prev) => sameSize(prev, width, height));
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      if (width > 0 && height > 0) setSize((prev) => sameSize(prev, Math.round(width), Math.round(height)));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return size;
}
