/** Small statistics helpers for benchmarks. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** First and third quartiles (linear interpolation between order statistics). */
export function quartiles(xs: readonly number[]): { q1: number; q3: number } {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p: number) => {
    const i = p * (s.length - 1);
    const lo = Math.floor(i);
    return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (i - lo);
  };
  return { q1: at(0.25), q3: at(0.75) };
}

export interface BenchRow {
  readonly name: string;
  readonly median: number;
  /** Quartiles, when the row has several samples. */
  readonly q1?: number;
  readonly q3?: number;
  readonly unit: string;
  readonly target?: string;
  readonly runs?: number;
}

export function formatRows(rows: readonly BenchRow[]): string {
  const w = Math.max(...rows.map((r) => r.name.length));
  return rows
    .map((r) => {
      const v = r.median >= 1000 ? Math.round(r.median).toLocaleString('en-US') : r.median.toPrecision(3);
      const fmt = (x: number) => (x >= 1000 ? Math.round(x).toLocaleString('en-US') : x.toPrecision(3));
      const q = r.q1 !== undefined && r.q3 !== undefined ? `  [${fmt(r.q1)} – ${fmt(r.q3)}]` : '';
      return `${r.name.padEnd(w)}  ${v.padStart(14)} ${r.unit.padEnd(10)}${q}${r.target ? `  target ${r.target}` : ''}`;
    })
    .join('\n');
}
