/**
 * Geometry of the lesson "where the whole tree returns": horizontal bars of node counts on a log scale (a
 * depth-limited search's few hundred nodes beside an exact solve's millions), labelled in plain numbers.
 *
 * Each bar has its text line above it ("Search at depth 4: 580 nodes"), split into two lines (name, then count)
 * when one does not fit the width; the axis below has a tick at each power of ten, labelled 1, 10, 100, 1,000 ...,
 * thinned (every 2nd, 3rd ... power) until the labels do not overlap. Pure: no DOM, text widths estimated.
 */

/** One bar: what it counts, its count, and its tone (the colour class the picture gives it). */
export interface NodeBar {
  readonly name: string;
  readonly nodes: number;
  readonly tone: string;
}

export interface NodeBarsInput {
  /** The drawing's width in px. */
  readonly width: number;
  /** Text size in px. */
  readonly size: number;
  readonly bars: readonly NodeBar[];
  /** A count as people read it (the UI's number format: "1,234" / "1,234"). */
  readonly number: (n: number) => string;
  /** A bar's text: its name and formatted count ("{name}: {count} nodes"), and the count alone for a second line. */
  readonly text: (name: string, count: string) => { readonly line: string; readonly count: string };
}

export interface TextBox {
  readonly text: string;
  readonly x: number;
  /** Baseline. */
  readonly y: number;
  readonly width: number;
  readonly anchor: 'start' | 'middle';
}

export interface BarBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly tone: string;
  readonly nodes: number;
  readonly texts: readonly TextBox[];
}

export interface NodeBarsLayout {
  readonly width: number;
  readonly height: number;
  readonly bars: readonly BarBox[];
  /** The axis line at `y` from x0 (1 node) to x1 (`top` nodes). */
  readonly axis: { readonly x0: number; readonly x1: number; readonly y: number; readonly top: number };
  readonly ticks: readonly { readonly x: number; readonly value: number; readonly label: TextBox }[];
}

/** Rough text width (no font metrics in Node): 0.6 em a character, 1 em for CJK. */
export function textWidth(text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += ch.charCodeAt(0) > 0x2e80 ? size : size * 0.6;
  return w;
}

/** x of `n` nodes on the log scale from x0 (1) to x1 (top). */
export function logX(n: number, x0: number, x1: number, top: number): number {
  return x0 + ((x1 - x0) * Math.log10(Math.max(1, n))) / Math.log10(top);
}

/**
 * The layout of `bars` in `width` px. The scale's top is the power of ten at or above the largest count (at
 * least 10). O(bars + log10(top)).
 */
export function layoutNodeBars({ width, size, bars, number, text }: NodeBarsInput): NodeBarsLayout {
  const pad = Math.ceil(size * 0.6);
  const line = Math.ceil(size * 1.3);
  const barH = Math.ceil(size * 1.6);
  const top = 10 ** Math.max(1, Math.ceil(Math.log10(Math.max(1, ...bars.map((b) => b.nodes)))));
  const lastLabel = number(top);
  const x0 = pad;
  const x1 = width - pad - textWidth(lastLabel, size) / 2;
  let y = pad;
  const boxes: BarBox[] = bars.map((b) => {
    const t = text(b.name, number(b.nodes));
    const lines = textWidth(t.line, size) <= width - 2 * pad ? [t.line] : [b.name, t.count];
    const texts = lines.map((s) => {
      y += line;
      return { text: s, x: x0, y: y - Math.ceil(size * 0.3), width: textWidth(s, size), anchor: 'start' as const };
    });
    y += Math.ceil(size * 0.2);
    const box = { x: x0, y, w: Math.max(2, logX(b.nodes, x0, x1, top) - x0), h: barH, tone: b.tone, nodes: b.nodes, texts };
    y += barH + pad;
    return box;
  });
  const axisY = y;
  const powers = Math.round(Math.log10(top));
  // Thin the powers of ten until neighbouring labels keep a gap of one em.
  let step = 1;
  const tickAt = (k: number) => logX(10 ** k, x0, x1, top);
  const fits = (s: number) => {
    for (let k = 0; k + s <= powers; k += s) {
      const a = tickAt(k) + textWidth(number(10 ** k), size) / 2;
      const b = tickAt(k + s) - textWidth(number(10 ** (k + s)), size) / 2;
      if (b - a < size) return false;
    }
    return true;
  };
  while (step < powers && !fits(step)) step++;
  const ticks = [];
  for (let k = powers; k >= 0; k -= step) {
    const value = 10 ** k;
    const label = number(value);
    ticks.unshift({ x: tickAt(k), value, label: { text: label, x: tickAt(k), y: axisY + pad + size, width: textWidth(label, size), anchor: 'middle' as const } });
  }
  return { width, height: axisY + pad + size + pad, bars: boxes, axis: { x0, x1, y: axisY, top }, ticks };
}
