/**
 * The value colours of the seed's figures, and the ink used on them. Text on
 * all three backgrounds is dark slate, well above WCAG AA contrast.
 */
export const VALUE_BACKGROUND = {
  oWin: '#e0ffff', // lightcyan
  xWin: '#fff0f5', // lavenderblush
  draw: '#ffffe0', // lightyellow
  none: '#ffffff', // no value known
} as const;

/** Stronger versions for edges, bars and small (zoomed-out) boards. */
export const VALUE_STRONG = {
  oWin: '#0e7490',
  xWin: '#be185d',
  draw: '#a16207',
  none: '#64748b',
} as const;

/** Ink for every game's boards (a game's pieces have their own, in its view). */
export const INK = {
  text: '#0f172a',
  frame: '#dc2626',
  edge: '#cbd5e1',
  border: '#94a3b8',
} as const;

export type ValueClass = keyof typeof VALUE_BACKGROUND;

/** The class of a value from o's point of view (null = unknown). */
export function valueClass(value: number | null): ValueClass {
  if (value === null) return 'none';
  return value > 0 ? 'oWin' : value < 0 ? 'xWin' : 'draw';
}
