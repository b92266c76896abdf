/**
 * d3-zoom wrapped once, outside React: wheel, drag and pinch on an element
 * update the store's transform; programmatic moves animate with
 * d3-transition (or jump when the user prefers reduced motion).
 */
import { select, type Selection } from 'd3-selection';
import 'd3-transition';
import { zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom';
import type { Transform } from '../../view/geometry.ts';

export interface ZoomController {
  /** Moves the view to `t`, animated over `ms` (0 = jump). */
  moveTo(t: Transform, ms?: number): void;
  current(): Transform;
  dispose(): void;
}

export const MIN_SCALE = 0.02;
export const MAX_SCALE = 4;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Attaches zooming to `element`; `onChange` receives every transform. */
export function createZoomController(element: HTMLElement, onChange: (t: Transform) => void): ZoomController {
  const selection: Selection<HTMLElement, unknown, null, undefined> = select(element);
  const behavior: ZoomBehavior<HTMLElement, unknown> = zoom<HTMLElement, unknown>()
    .scaleExtent([MIN_SCALE, MAX_SCALE])
    .on('zoom', (event: { transform: Transform }) => onChange({ x: event.transform.x, y: event.transform.y, k: event.transform.k }));
  selection.call(behavior).on('dblclick.zoom', null);
  let last: Transform = { x: 0, y: 0, k: 1 };
  return {
    moveTo(t, ms = 450) {
      last = t;
      const target = zoomIdentity.translate(t.x, t.y).scale(t.k);
      selection.interrupt();
      if (ms <= 0 || prefersReducedMotion()) selection.call(behavior.transform, target);
      else selection.transition().duration(ms).call(behavior.transform, target);
    },
    current() {
      const z = (element as unknown as { __zoom?: Transform }).__zoom;
      return z ? { x: z.x, y: z.y, k: z.k } : last;
    },
    dispose() {
      selection.interrupt();
      selection.on('.zoom', null);
    },
  };
}
