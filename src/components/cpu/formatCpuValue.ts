/**
 * A value as the CPU says it (first player's view): an estimate (|v| < 1)
 * in the evaluation's natural units ("+4" discs at scale 64), a finished
 * game's final margin as it is with a "!" ("+12!": a won ending, not a guess).
 */
export function formatCpuValue(v: number, scale: number): string {
  if (Math.abs(v) >= 1) return `${v > 0 ? '+' : ''}${v}!`;
  const units = Math.round(v * scale);
  return units > 0 ? `+${units}` : String(units);
}
