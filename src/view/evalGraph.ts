/**
 * The evaluation graph of a line of play, as geometry: x the move number (0
 * the start, one step per move, passes included), y the value of the position
 * after that many moves, the first player's view, in the score's units (up:
 * the first player ahead). Scales, ticks and their labels, the points, the
 * lines between them (exact where both ends are exact, else an estimate's),
 * the zero line and the current move. The component (EvalGraph.tsx) draws
 * exactly this in CSS pixels, so the font size here is the one on screen.
 *
 * Label boxes are estimated, not measured (Node has no fonts): a tick label
 * is digits and a sign, DIGIT_EM of the font size wide each, and one font size
 * tall. Pure: runs in Node.
 */

/** One point of the graph (the position after `index` moves). */
export interface GraphPoint {
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly value: number;
  readonly exact: boolean;
}

/** A label's text and its box (top-left corner, width, height), with the anchor point it is drawn at. */
export interface GraphLabel {
  readonly text: string;
  /** Where the text is drawn: x is its right end (y ticks) or centre (x ticks); y its middle (y ticks) or top (x ticks). */
  readonly x: number;
  readonly y: number;
  readonly box: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
}

export interface GraphTick {
  /** A move number (x) or a value (y). */
  readonly at: number;
  /** Its position on the axis: x for a move number, y for a value. */
  readonly pos: number;
  readonly label: GraphLabel;
}

/** A run of consecutive known points drawn one way: exact (solid) or estimated (dashed). */
export interface GraphSegment {
  readonly exact: boolean;
  /** An SVG path (M x y L x y ...), absolute. */
  readonly d: string;
  readonly from: number;
  readonly to: number;
}

export interface EvalGraph {
  readonly width: number;
  readonly height: number;
  readonly fontPx: number;
  readonly plot: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  /** The y of value 0 (the zero line). */
  readonly zeroY: number;
  /** The values drawn run from -range to +range. */
  readonly range: number;
  /** The last move number of the x axis (at least the line's length). */
  readonly lastIndex: number;
  readonly xTicks: readonly GraphTick[];
  readonly yTicks: readonly GraphTick[];
  readonly points: readonly GraphPoint[];
  readonly segments: readonly GraphSegment[];
  /** The x of every position of the line (known or not), index = moves from the start. */
  readonly xs: readonly number[];
  /** The current move: its x, and its point's y when its value is known. */
  readonly current: { readonly index: number; readonly x: number; readonly y: number | null };
}

export interface EvalGraphInput {
  /** Every position of the line, the start first: its value (null: not known yet) and whether it is exact. */
  readonly values: readonly { readonly value: number | null; readonly exact: boolean }[];
  /** The position shown (moves played). */
  readonly current: number;
  readonly width: number;
  readonly height: number;
  /** The labels' font size, CSS px (at least LEGIBLE_PX is used). */
  readonly fontPx: number;
}

/** The house's smallest legible label, CSS px: the graph's labels are never smaller. */
export const LEGIBLE_PX = 14;
/** The width of a digit or a sign, in font sizes (tabular digits of a sans-serif are ~0.55-0.6 em). */
const DIGIT_EM = 0.62;
/** The smallest range of values drawn (a graph of small values still has a scale). */
const MIN_RANGE = 4;
/** The smallest number of moves the x axis spans (a short line does not fill it with a few wide steps). */
const MIN_MOVES = 10;
/** Space between a y label and the plot, and around the drawing, px. */
const GAP = 6;

/** Nice steps: 1, 2, 5 times a power of ten, ascending from 1. */
function* niceSteps(): Generator<number> {
  for (let p = 1; ; p *= 10) for (const m of [1, 2, 5]) yield m * p;
}

/** A value as a tick says it: "+8", "0", "−8" (a true minus sign). */
export function signedText(v: number): string {
  const r = Math.round(v) + 0;
  return r > 0 ? `+${r}` : r < 0 ? `−${-r}` : '0';
}

/** The estimated width of a tick label, px. */
function labelWidth(text: string, fontPx: number): number {
  return text.length * DIGIT_EM * fontPx;
}

/**
 * The y scale: the smallest nice step whose ticks are at least 1.8 font sizes apart over the range that holds every
 * value (a multiple of the step, at least MIN_RANGE). O(log range).
 */
function yScale(maxAbs: number, half: number, fontPx: number): { step: number; range: number } {
  for (const step of niceSteps()) {
    const range = Math.max(step, Math.ceil(Math.max(maxAbs, MIN_RANGE) / step) * step);
    if (half / (range / step) >= 1.8 * fontPx) return { step, range };
    if (step > 1e9) return { step, range };
  }
  return { step: 1, range: MIN_RANGE };
}

/**
 * The graph of `input` (see the module header). The y range is symmetric about 0, so the zero line is the plot's
 * middle; ticks are labelled so no two labels overlap (x labels one font size apart at least). O(positions).
 */
export function evalGraph(input: EvalGraphInput): EvalGraph {
  const { values, width, height } = input;
  const fontPx = Math.max(LEGIBLE_PX, input.fontPx);
  const lastIndex = Math.max(values.length - 1, MIN_MOVES);
  const known = values.map((v) => v.value).filter((v): v is number => v !== null);
  const maxAbs = known.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  // Top: half a label above the top tick; bottom: half a label below the bottom tick, then the x labels.
  const top = GAP + fontPx / 2;
  const xLabelTop = fontPx / 2 + 2;
  const bottom = xLabelTop + fontPx + GAP;
  const plotHeight = Math.max(2 * fontPx, height - top - bottom);
  const { step, range } = yScale(maxAbs, plotHeight / 2, fontPx);
  const yTickValues: number[] = [];
  for (let v = -range; v <= range; v += step) yTickValues.push(v);
  const widest = Math.max(...yTickValues.map((v) => labelWidth(signedText(v), fontPx)));
  // Left: the widest y label; right: half of the widest x label (the last tick may sit at the plot's right end).
  const lastText = String(lastIndex);
  const left = GAP + widest + GAP;
  const right = GAP + labelWidth(lastText, fontPx) / 2;
  const plot = { x: left, y: top, width: Math.max(fontPx, width - left - right), height: plotHeight };
  const xOf = (i: number) => plot.x + (i / lastIndex) * plot.width;
  const yOf = (v: number) => plot.y + plot.height / 2 - (v / range) * (plot.height / 2);
  const yTicks: GraphTick[] = yTickValues.map((v) => {
    const text = signedText(v);
    const w = labelWidth(text, fontPx);
    const x = plot.x - GAP;
    const y = yOf(v);
    return { at: v, pos: y, label: { text, x, y, box: { x: x - w, y: y - fontPx / 2, w, h: fontPx } } };
  });
  // x ticks: the smallest nice step whose labels (the widest one's width plus a font size) do not crowd.
  const spacing = (labelWidth(lastText, fontPx) + fontPx) / (plot.width / lastIndex);
  let xStep = 1;
  for (const s of niceSteps()) if (s >= spacing) { xStep = s; break; }
  const xTicks: GraphTick[] = [];
  for (let i = 0; i <= lastIndex; i += xStep) {
    const text = String(i);
    const w = labelWidth(text, fontPx);
    const x = xOf(i);
    const y = plot.y + plot.height + xLabelTop;
    xTicks.push({ at: i, pos: x, label: { text, x, y, box: { x: x - w / 2, y, w, h: fontPx } } });
  }
  const xs = values.map((_, i) => xOf(i));
  const points: GraphPoint[] = [];
  values.forEach((v, index) => {
    if (v.value !== null) points.push({ index, x: xs[index], y: yOf(v.value), value: v.value, exact: v.exact });
  });
  const segments: GraphSegment[] = [];
  for (let k = 1; k < points.length; k++) {
    const a = points[k - 1];
    const b = points[k];
    if (b.index !== a.index + 1) continue;
    const exact = a.exact && b.exact;
    const last = segments[segments.length - 1];
    const step = `L${round(b.x)} ${round(b.y)}`;
    if (last && last.exact === exact && last.to === a.index) segments[segments.length - 1] = { ...last, d: `${last.d} ${step}`, to: b.index };
    else segments.push({ exact, d: `M${round(a.x)} ${round(a.y)} ${step}`, from: a.index, to: b.index });
  }
  const index = Math.max(0, Math.min(values.length - 1, input.current));
  const currentValue = values[index]?.value ?? null;
  return {
    width,
    height,
    fontPx,
    plot,
    zeroY: yOf(0),
    range,
    lastIndex,
    xTicks,
    yTicks,
    points,
    segments,
    xs,
    current: { index, x: xOf(index), y: currentValue === null ? null : yOf(currentValue) },
  };
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
