export interface Rect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface Transform {
  readonly x: number;
  readonly y: number;
  readonly k: number;
}

/** World point under a screen point. */
export function toWorld(t: Transform, sx: number, sy: number): { x: number; y: number } {
  return { x: (sx - t.x) / t.k, y: (sy - t.y) / t.k };
}

/** True when two rectangles overlap. */
export function intersects(a: Rect, b: Rect): boolean {
  return a.x0 < b.x1 && a.x1 > b.x0 && a.y0 < b.y1 && a.y1 > b.y0;
}

/** The transform that fits a world rectangle into a viewport with a margin, capped at maxScale. */
export function fitTransform(bounds: Rect, width: number, height: number, margin = 24, maxScale = 1.6, minScale = 0.02): Transform {
  const w = Math.max(1, bounds.x1 - bounds.x0);
  const h = Math.max(1, bounds.y1 - bounds.y0);
  const k = Math.max(minScale, Math.min(maxScale, (width - 2 * margin) / w, (height - 2 * margin) / h));
  return { k, x: (width - w * k) / 2 - bounds.x0 * k, y: (height - h * k) / 2 - bounds.y0 * k };
}
