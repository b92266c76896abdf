import type { LegendEntry } from '../view/legend.ts';

/** One entry of a legend: a colour swatch, the chosen-line stroke, a frame, or words alone. */
export interface LegendItem {
  readonly label: string;
  /** A swatch of this colour. */
  readonly swatch?: string;
  /** The swatch framed (the focus frame). */
  readonly framed?: boolean;
  /** The best / chosen line's stroke. */
  readonly line?: boolean;
  /** A heading among the entries. */
  readonly heading?: boolean;
}

/** What the colours and marks of a tree mean, as a labelled list (larger in presentation mode). */
export function LegendList({ items, label, large = false }: { items: readonly LegendItem[]; label: string; large?: boolean }) {
  return (
    <ul className={large ? 'legend legend-large' : 'legend'} aria-label={label}>
      {items.map((item) => (
        <li key={item.label}>
          {item.swatch !== undefined && <span className={item.framed ? 'swatch framed' : 'swatch'} style={{ background: item.swatch }} aria-hidden="true" />}
          {item.framed && item.swatch === undefined && <span className="swatch framed" aria-hidden="true" />}
          {item.line && <span className="legend-line best" aria-hidden="true" />}
          {item.heading ? <strong>{item.label}</strong> : item.label}
        </li>
      ))}
    </ul>
  );
}

/** The same entries for a picture drawn as shapes (an exported SVG or slide). */
export function legendEntriesOf(items: readonly LegendItem[]): LegendEntry[] {
  return items.map(({ label, swatch, line, framed }) =>
    swatch !== undefined ? { kind: 'swatch', fill: swatch, label } : line ? { kind: 'line', label } : framed ? { kind: 'frame', label } : { kind: 'text', label },
  );
}
