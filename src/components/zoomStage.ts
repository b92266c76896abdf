/**
 * Pan, zoom and animated moves over one element, framework-free and created
 * once per element (outside React): d3-zoom wrapped once. The explorer's
 * canvas view (explorer/treeView.ts) and the search lab's tree
 * (lab/LabTreeView.tsx) both move their pictures with it; each draws the
 * transform its own way (canvas painting, an SVG group's transform).
 */
import { select, type Selection } from 'd3-selection';
import 'd3-transition';
import { interpolate } from 'd3-interpolate';
import { zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom';
import type { Transform } from '../view/geometry.ts';

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 40;
export const GLIDE_MS = 450;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface ZoomStage {
  /** The transform now (screen = world * k + (x, y)). */
  transform(): Transform;
  /** Moves to `target`, animated over `ms` (at once for 0 or reduced motion). */
  moveTo(target: Transform, ms: number): void;
  /** Zooms by `factor` about a point of the element (its centre by default), animated. */
  zoomBy(factor: number, at?: { readonly x: number; readonly y: number }): void;
  destroy(): void;
}

/**
 * Attaches pan (drag), zoom (wheel, pinch) and animated moves to `element`.
 * `onChange` runs on every change with `byUser` true for a drag, wheel or
 * pinch (not for `moveTo` / `zoomBy`). Double-click zoom is off; a press on
 * a control inside the element (a button) does not start a pan.
 */
export function createZoomStage<E extends Element>(
  element: E,
  onChange: (t: Transform, byUser: boolean) => void,
  options: { readonly extent?: readonly [number, number]; readonly glide?: 'smooth' | 'linear' } = {},
): ZoomStage {
  const extent = options.extent ?? [MIN_SCALE, MAX_SCALE];
  const selection: Selection<E, unknown, null, undefined> = select(element);
  let t: Transform = { x: 0, y: 0, k: 1 };
  const behavior: ZoomBehavior<E, unknown> = zoom<E, unknown>()
    .scaleExtent([extent[0], extent[1]])
    // d3's default filter, and no drag from a control inside the element (a press on a button is a click, not a pan).
    .filter((event: MouseEvent) => (!event.ctrlKey || event.type === 'wheel') && !event.button && !(event.target instanceof Element && event.target.closest('button, [role="button"], a, input, select')))
    .on('zoom', (event: { transform: Transform; sourceEvent: unknown }) => {
      t = { x: event.transform.x, y: event.transform.y, k: event.transform.k };
      onChange(t, event.sourceEvent !== null && event.sourceEvent !== undefined);
    });
  // 'linear' glides straight (a pan at one scale stays at that scale); 'smooth' is d3's zoom out and in (van Wijk and Nuij).
  if (options.glide === 'linear') behavior.interpolate(interpolate);
  selection.call(behavior).on('dblclick.zoom', null);
  const moveTo = (target: Transform, ms: number) => {
    selection.interrupt();
    const z = zoomIdentity.translate(target.x, target.y).scale(target.k);
    if (ms <= 0 || prefersReducedMotion()) {
      element.removeAttribute('data-moving');
      selection.call(behavior.transform, z);
      return;
    }
    // Read by the browser tests: the picture is still gliding.
    element.setAttribute('data-moving', 'true');
    selection
      .transition()
      .duration(ms)
      .call(behavior.transform, z)
      .on('end interrupt', () => element.removeAttribute('data-moving'));
  };
  return {
    transform: () => t,
    moveTo,
    zoomBy(factor, at) {
      const r = element.getBoundingClientRect();
      const p = at ?? { x: r.width / 2, y: r.height / 2 };
      const k = Math.max(extent[0], Math.min(extent[1], t.k * factor));
      moveTo({ k, x: p.x - ((p.x - t.x) * k) / t.k, y: p.y - ((p.y - t.y) * k) / t.k }, GLIDE_MS / 2);
    },
    destroy() {
      selection.interrupt();
      selection.on('.zoom', null);
    },
  };
}
