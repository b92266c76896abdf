/**
 * One fake 2D canvas context for the tests that read a painted canvas back:
 * it records the texts drawn (with their pixel size and box), the fills by
 * colour, the rectangles filled and stroked, the lines stroked per stroke
 * style before the first fill (the tree's edges) and the last image put.
 * `setTransform` starts a frame (paintTree starts every frame there), so the
 * records are always the last frame's. Pure: no DOM, runs in Node and jsdom.
 */
import type { Ctx2D } from '../../src/view/paint.ts';

/** A text drawn, with its pixel size (from the font) and its box (left, top, measured width). */
export interface RecordedText {
  readonly text: string;
  readonly px: number;
  readonly x: number;
  readonly y: number;
  readonly w: number;
}

/** A rectangle of a path filled or stroked, with the style it was painted in. */
export interface RecordedRect {
  readonly style: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface RecordedImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** The width of `text` at `px` pixels. */
export type MeasureText = (text: string, px: number) => number;

/** 6 px a character, whatever the size: the tests that do not read label fitting. */
const SIX_PX_A_CHARACTER: MeasureText = (text) => text.length * 6;

/** Wide enough to be safe: 0.62 em a character (digits and lower-case letters of a bold sans-serif are narrower), 0.25 em a space. */
export const BOLD_SANS_ADVANCE: MeasureText = (text, px) => {
  let em = 0;
  for (const ch of text) em += ch === ' ' ? 0.25 : 0.62;
  return em * px;
};

export class RecordingContext implements Ctx2D {
  fillStyle: unknown = '';
  strokeStyle: unknown = '';
  lineWidth = 1;
  font = '10px sans-serif';
  textAlign = 'left';
  textBaseline = 'top';
  lineCap = '';
  /** The texts of the frame, in drawing order. */
  texts: string[] = [];
  /** The same texts with their size and box. */
  placed: RecordedText[] = [];
  /** The fill style of every fill, in order. */
  fills: string[] = [];
  /** The rectangles (`rect`) of each path filled and stroked. */
  filled: RecordedRect[] = [];
  stroked: RecordedRect[] = [];
  /** Lines stroked per stroke style before the first fill (the tree's edges). */
  edges = new Map<string, number>();
  image: RecordedImage | null = null;
  private path: { x: number; y: number; w: number; h: number }[] = [];
  private lines = 0;
  private anyFill = false;

  constructor(private readonly measure: MeasureText = SIX_PX_A_CHARACTER) {}

  setTransform() {
    this.texts = [];
    this.placed = [];
    this.fills = [];
    this.filled = [];
    this.stroked = [];
    this.edges = new Map();
    this.anyFill = false;
  }
  fillRect() {}
  beginPath() {
    this.path = [];
    this.lines = 0;
  }
  moveTo() {}
  closePath() {}
  lineTo() {
    this.lines++;
  }
  arc() {}
  rect(x: number, y: number, w: number, h: number) {
    this.path.push({ x, y, w, h });
  }
  stroke() {
    const style = String(this.strokeStyle);
    for (const r of this.path) this.stroked.push({ style, ...r });
    if (!this.anyFill) this.edges.set(style, (this.edges.get(style) ?? 0) + this.lines);
  }
  fill() {
    const style = String(this.fillStyle);
    this.anyFill = true;
    this.fills.push(style);
    for (const r of this.path) this.filled.push({ style, ...r });
  }
  /** The pixel size of the current font (10 when it names none). */
  private px() {
    return Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 10);
  }
  measureText(text: string) {
    return { width: this.measure(text, this.px()) };
  }
  fillText(text: string, x: number, y: number) {
    this.texts.push(text);
    this.placed.push({ text, px: this.px(), x, y, w: this.measureText(text).width });
  }
  save() {}
  restore() {}
  strokeRect() {}
  drawImage() {}
  createImageData(width: number, height: number): RecordedImage {
    return { width, height, data: new Uint8ClampedArray(width * height * 4) };
  }
  putImageData(image: RecordedImage) {
    this.image = image;
  }
}
