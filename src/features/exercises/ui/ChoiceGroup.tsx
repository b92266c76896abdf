import { useId } from 'react';

interface Props {
  readonly legend: string;
  readonly options: readonly { readonly id: string; readonly label: string }[];
  readonly value: string | undefined;
  readonly onChange: (id: string) => void;
  /** After checking: the answer given was right / wrong (undefined: not checked). */
  readonly right?: boolean;
  /** The engine's answer, once revealed. */
  readonly answer?: string;
  readonly answerLabel: string;
}

/** One answer among a few, as native radio buttons (arrow keys move between them). */
export function ChoiceGroup({ legend, options, value, onChange, right, answer, answerLabel }: Props) {
  const name = useId();
  return (
    <fieldset className={`ex-choice${right === undefined ? '' : right ? ' ex-right' : ' ex-wrong'}`}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.id} className={`ex-option${answer === o.id ? ' ex-answer' : ''}`}>
          <input type="radio" name={name} value={o.id} checked={value === o.id} onChange={() => onChange(o.id)} />
          <span>{o.label}</span>
          {answer === o.id && <span className="ex-answer-tag">{answerLabel}</span>}
        </label>
      ))}
    </fieldset>
  );
}
