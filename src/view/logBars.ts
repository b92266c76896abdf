/**
 * A horizontal bar chart on a log scale (the Connect Four lesson's pictures: nodes per search technique, positions per
 * board size): each row a line of text (the label at the left, the value at the right) above its bar; the bars start
 * at the power of ten below the smallest value and the scale ends at the power of ten above the largest, with a tick
 * and a label "10ⁿ" at powers of ten underneath. Pure geometry in the drawing's own units (px at `font` px text): the
 * component draws it in an SVG whose width is set in em, so the text keeps the page's size.
 */

export interface LogBarRow {
  readonly label: string;
  readonly value: number;
  /** The value as written beside the label ("5,707,673"). */
  readonly valueText: string;
  /** Drawn in the accent colour (the reference row, or the default solver). */
  readonly strong?: boolean;
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface LogBarLayout {
  readonly width: number;
  readonly height: number;
  readonly font: number;
  readonly rows: readonly {
    readonly label: string;
    readonly valueText: string;
    readonly strong: boolean;
    /** The label's box (text baseline at y + h · 0.8) and the value's, right-aligned at the chart's right edge. */
    readonly labelBox: Box;
    readonly valueBox: Box;
    readonly bar: Box;
  }[];
  /** The scale's ticks: x, the power of ten, its label's box (centred on x, kept inside the drawing). */
  readonly ticks: readonly { readonly x: number; readonly power: number; readonly text: string; readonly box: Box }[];
  /** The axis line under the bars. */
  readonly axisY: number;
  /** x of 10^lo and of 10^hi (the scale's ends). */
  readonly x0: number;
  readonly x1: number;
  readonly lo: number;
  readonly hi: number;
}

/** The lesson charts' width in their own units (px at 16 px text); SearchLesson.tsx draws them `LESSON_CHART_WIDTH / 16` em wide: 22 em fits a phone. */
export const LESSON_CHART_WIDTH = 352;

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** "10ⁿ" with a superscript exponent. */
export function powerOfTen(n: number): string {
  return `10${String(n)
    .split('')
    .map((d) => SUPERSCRIPT[Number(d)])
    .join('')}`;
}

/** A text's width at `size` px, on the safe side: wide (CJK) characters a full em, others 0.6 em. */
export function textWidth(text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += ch.charCodeAt(0) > 0x2e80 ? size : size * 0.6;
  return w;
}

/** The chart of `rows` (positive values) `width` wide at `font` px text. */
export function logBars(rows: readonly LogBarRow[], width: number, font = 16): LogBarLayout {
  const values = rows.map((r) => r.value);
  if (values.length === 0 || values.some((v) => !(v > 0))) throw new RangeError('logBars needs positive values');
  const lo = Math.floor(Math.log10(Math.min(...values)));
  const hi = Math.max(lo + 1, Math.ceil(Math.log10(Math.max(...values))));
  const pad = 2;
  const x0 = pad;
  const x1 = width - pad;
  const xOf = (v: number) => x0 + ((Math.log10(v) - lo) / (hi - lo)) * (x1 - x0);
  const lineH = Math.round(font * 1.3);
  const barH = Math.round(font * 0.9);
  const rowH = lineH + barH + Math.round(font * 0.5);
  const out = rows.map((r, i) => {
    const y = i * rowH;
    const vw = textWidth(r.valueText, font);
    return {
      label: r.label,
      valueText: r.valueText,
      strong: r.strong ?? false,
      labelBox: { x: x0, y, w: textWidth(r.label, font), h: lineH },
      valueBox: { x: x1 - vw, y, w: vw, h: lineH },
      bar: { x: x0, y: y + lineH, w: Math.max(1, xOf(r.value) - x0), h: barH },
    };
  });
  const axisY = rows.length * rowH;
  // Ticks every power of ten, or every 2nd, 3rd… so that their labels keep a gap between them.
  const labelW = textWidth(powerOfTen(hi), font);
  const decadeW = (x1 - x0) / (hi - lo);
  const step = Math.max(1, Math.ceil((labelW + font) / decadeW));
  const ticks = [];
  for (let p = lo; p <= hi; p += step) {
    const x = xOf(10 ** p);
    const w = textWidth(powerOfTen(p), font);
    const bx = Math.min(Math.max(0, x - w / 2), width - w);
    ticks.push({ x, power: p, text: powerOfTen(p), box: { x: bx, y: axisY + font * 0.4, w, h: lineH } });
  }
  return { width, height: axisY + font * 0.4 + lineH, font, rows: out, ticks, axisY, x0, x1, lo, hi };
}
