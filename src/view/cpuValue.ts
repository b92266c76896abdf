/**
 * A value as the CPU game's UI writes it (first player's view): an estimate
 * (|v| < 1) in the evaluation's natural units ("+4" discs at scale 64); a
 * finished game's final disc margin (|v| >= 1: the search saw the end) with
 * a "!" ("+12!": not a guess). Pure: runs in Node.
 */
export function formatCpuValue(v: number, scale: number): string {
  if (Math.abs(v) >= 1) return `${v > 0 ? '+' : ''}${v}!`;
  const units = Math.round(v * scale);
  return units > 0 ? `+${units}` : String(units);
}
