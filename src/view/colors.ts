/**
 * The value colours of the seed's figures, and the ink used on them. Text on
 * all three backgrounds is dark slate, well above WCAG AA contrast.
 */
export const VALUE_BACKGROUND = {
  firstWin: '#e0ffff', // lightcyan
  secondWin: '#fff0f5', // lavenderblush
  draw: '#ffffe0', // lightyellow
  none: '#ffffff', // no value known
} as const;

/** RGB of the three classes' mid tones (the canvas's small-board colours; the overview's mix). */
export const MIX_RGB: readonly (readonly [number, number, number])[] = [
  [0x67, 0xc6, 0xd6],
  [0xe3, 0xd2, 0x5f],
  [0xe5, 0x8f, 0xb4],
];

/** Ink for every game's boards (a game's pieces have their own, in its view). */
export const INK = {
  text: '#0f172a',
  frame: '#dc2626',
  edge: '#cbd5e1',
  border: '#94a3b8',
} as const;

export type ValueClass = keyof typeof VALUE_BACKGROUND;

/**
 * The projector palette of presentation mode: the same meaning (first player wins / draw
 * / second player wins) in stronger colours that survive a washed-out projector and stay
 * apart for red-green colour blindness (Okabe–Ito sky blue, yellow and
 * vermilion; checked with a deuteranopia simulation in test/view/palette.test.ts).
 * Dark text stays readable on all three; colour is still never the only
 * signal (the value is written on every board).
 */
export const PROJECTOR_BACKGROUND = {
  firstWin: '#56b4e9',
  secondWin: '#d55e00',
  draw: '#f0e442',
  none: '#ffffff',
} as const satisfies Record<ValueClass, string>;

/** Projector versions of the small-board fills (mid-tones of the same hues). */
export const PROJECTOR_DOT = { firstWin: '#3a9bd4', secondWin: '#bd5a10', draw: '#d9cc2a', none: '#cbd5e1' } as const satisfies Record<ValueClass, string>;

/** How the canvas draws: the classroom look, or presentation mode's projector palette with thicker lines. */
export interface PaintStyle {
  readonly projector: boolean;
}

/** Line widths are multiplied by this in presentation mode. */
export const PROJECTOR_LINE_SCALE = 1.8;

/** The class of a value from the first player’s point of view (null = unknown): firstWin, draw, secondWin, whatever the game calls its sides. */
export function valueClass(value: number | null): ValueClass {
  if (value === null) return 'none';
  return value > 0 ? 'firstWin' : value < 0 ? 'secondWin' : 'draw';
}
