/** A depth-limited value as the CPU says it: "+4", "-0.35", "0" (first player's view). */
export function formatCpuValue(v: number): string {
  const text = Number.isInteger(v) ? String(v) : v.toFixed(2);
  return v > 0 ? `+${text}` : text;
}
