import type { ReactNode } from 'react';

/**
 * One of a few choices as a row of pressed buttons (`.segmented`, a group named by `label` or by the element
 * `labelledBy`): the language, the algorithm, the scoring, the person's side, the leaf, the board size. `locked`
 * keeps the choice shown but refuses a change (announced as disabled, still focusable); `lang` marks an option
 * written in another language.
 */
export function Segmented<T extends string | number>({
  options,
  value,
  onChange,
  text,
  label,
  labelledBy,
  locked,
  lang,
}: {
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  text: (option: T) => ReactNode;
  label?: string;
  labelledBy?: string;
  locked?: boolean;
  lang?: (option: T) => string;
}) {
  return (
    <div className="segmented" role="group" aria-label={label} aria-labelledby={labelledBy}>
      {options.map((o) => (
        <button key={o} type="button" lang={lang?.(o)} aria-pressed={o === value} aria-disabled={locked} className={o === value ? 'active' : ''} onClick={() => !locked && onChange(o)}>
          {text(o)}
        </button>
      ))}
    </div>
  );
}
