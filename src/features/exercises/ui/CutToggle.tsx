import type { AnswerValue } from '../../../exercises/types.ts';

/** The edges marked cut so far (a set blank's answer), and the answer with `child`'s edge toggled (sorted, as the blank's answer is). */
export function markedCuts(answer: AnswerValue | undefined): ReadonlySet<string> {
  return new Set(Array.isArray(answer) ? (answer as readonly string[]) : []);
}

export function toggledCuts(marked: ReadonlySet<string>, child: string): string[] {
  const next = new Set(marked);
  if (next.has(child)) next.delete(child);
  else next.add(child);
  return [...next].sort();
}

interface Props {
  /** Centre of the toggle (the middle of the edge's last segment). */
  readonly x: number;
  readonly y: number;
  readonly child: string;
  readonly marked: boolean;
  /** Shown as a cut edge of the worked answer. */
  readonly answer: boolean;
  readonly label: string;
  readonly onToggle: () => void;
}

/** The round button on an edge: pressed, it marks the edge cut (✂); a real button, so Tab reaches it and Space or Enter presses it. */
export function CutToggle({ x, y, child, marked, answer, label, onToggle }: Props) {
  return (
    <button
      type="button"
      className={`ex-edge-toggle${marked ? ' ex-marked' : ''}${answer ? ' ex-answer' : ''}`}
      style={{ left: x - 11, top: y - 11 }}
      aria-pressed={marked}
      data-edge={child}
      aria-label={label}
      onClick={onToggle}
    >
      {marked ? '✂' : ''}
    </button>
  );
}
