/** Small statistics helpers for benchmarks. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export interface BenchRow {
  readonly name: string;
  readonly median: number;
  readonly unit: string;
  readonly target?: string;
  readonly runs?: number;
}

export function formatRows(rows: readonly BenchRow[]): string {
  const w = Math.max(...rows.map((r) => r.name.length));
  return rows
    .map((r) => {
      const v = r.median >= 1000 ? Math.round(r.median).toLocaleString('en-US') : r.median.toPrecision(3);
      return `${r.name.padEnd(w)}  ${v.padStart(14)} ${r.unit.padEnd(10)}${r.target ? `  target ${r.target}` : ''}`;
    })
    .join('\n');
}
