import type { Blank } from '../../../exercises/types.ts';

const BOX = '☐';
const TICK = '☑';

/** A choice blank on paper: options to tick, with the answer ticked in the key. */
export function Ticks({ blank, label, words, showAnswer }: { blank: Blank | undefined; label: string; words: (o: string) => string; showAnswer: boolean }) {
  if (blank?.type !== 'choice') return null;
  return (
    <p className="sheet-ticks">
      <span className="sheet-q">{label}</span>
      {blank.options.map((o) => (
        <span key={o} className={showAnswer && o === blank.answer ? 'sheet-ticked' : ''}>
          {showAnswer && o === blank.answer ? TICK : BOX} {words(o)}
        </span>
      ))}
    </p>
  );
}
