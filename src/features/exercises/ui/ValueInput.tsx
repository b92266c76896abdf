import { useState, type CSSProperties } from 'react';
import { parseNumber, type NumberProblem } from '../../../exercises/grade.ts';

interface Props {
  readonly label: string;
  /** The blank's id (data-blank, for tests and styles). */
  readonly blank: string;
  readonly domain?: readonly number[];
  readonly initial: number | undefined;
  /** A readable value, or undefined while the text cannot be read. */
  readonly onAnswer: (value: number | undefined) => void;
  /** Reports why the text cannot be read (null when it can, or is empty). */
  readonly onProblem: (problem: { text: string; problem: NumberProblem } | null) => void;
  readonly right?: boolean;
  readonly style?: CSSProperties;
  readonly className?: string;
  readonly placeholder?: string;
}

/** A typed number: -1, 0, 1, ∞ (also -inf, inf) or a whole number; unreadable text is flagged, never graded as a number. */
export function ValueInput({ label, blank, domain, initial, onAnswer, onProblem, right, style, className, placeholder }: Props) {
  const [text, setText] = useState(initial === undefined || Number.isNaN(initial) ? '' : initial === Infinity ? '+∞' : initial === -Infinity ? '-∞' : String(initial));
  const [bad, setBad] = useState(false);
  const mark = right === undefined ? '' : right ? ' ex-right' : ' ex-wrong';
  return (
    <input
      type="text"
      inputMode="text"
      autoComplete="off"
      spellCheck={false}
      className={`ex-value ${className ?? ''}${mark}${bad ? ' ex-invalid' : ''}`}
      style={style}
      aria-label={label}
      data-blank={blank}
      aria-invalid={bad || right === false}
      placeholder={placeholder}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const r = parseNumber(e.target.value, domain);
        setBad(!r.ok && r.problem !== 'empty');
        onAnswer(r.ok ? r.value : undefined);
        onProblem(r.ok || r.problem === 'empty' ? null : { text: e.target.value, problem: r.problem });
      }}
    />
  );
}
