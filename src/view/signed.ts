/** The minus sign of every value the app writes (U+2212, as wide as "+"; never a hyphen). */
const MINUS = '\u2212';

/** A signed whole number as the app writes values: "+4", "0", "−16". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `${MINUS}${-n}` : '0';
}
