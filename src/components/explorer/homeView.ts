import { BOARD, fitTransform, type Transform } from '../../view/geometry.ts';
import type { TreeLayout } from '../../view/layout.ts';

/**
 * The view a new focus settles into: the whole visible tree when it fits at a
 * legible size, else the focus at a legible size, left of centre, with its
 * ancestors on screen and its children around it.
 */
export function homeTransform(layout: TreeLayout, width: number, height: number): Transform {
  const fit = fitTransform(layout.bounds, width, height, 28, 1.25);
  if (fit.k >= 0.8) return fit;
  const k = 0.85; // boards of ~46 px: values and marks legible
  const focus = layout.items[layout.focusItem];
  const ancestorsWidth = (focus.x - layout.bounds.x0) * k;
  const sx = Math.min(width * 0.35, 28 + ancestorsWidth);
  return { k, x: sx - focus.x * k, y: height / 2 - (focus.y + BOARD / 2) * k };
}
