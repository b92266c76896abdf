import { useId } from 'react';
import type { ArenaInputError, ArenaParsed } from '../state/arenaSlice.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import { useT } from '../../../components/StoreContext.tsx';

const ERROR_KEYS: Record<ArenaInputError, MessageKey> = {
  empty: 'arena.input.empty',
  notInteger: 'arena.input.notInteger',
  tooSmall: 'arena.input.tooSmall',
  tooLarge: 'arena.input.tooLarge',
};

interface Props {
  readonly label: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  /** The parse of `value`: an error shows inline under the field. */
  readonly parsed: ArenaParsed<unknown>;
  readonly min: number;
  readonly max: number;
  /** Shown under the field while the value is valid. */
  readonly hint?: string;
  readonly placeholder?: string;
  readonly disabled?: boolean;
}

/** A text field for a whole number, with its error (or a hint) announced under it. */
export function NumberField({ label, value, onChange, parsed, min, max, hint, placeholder, disabled }: Props) {
  const t = useT();
  const id = useId();
  const noteId = `${id}-note`;
  const error = parsed.ok ? null : t(ERROR_KEYS[parsed.error], { min, max });
  return (
    <div className="arena-number">
      <div className="field">
        <label className="arena-label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={noteId}
          disabled={disabled}
        />
      </div>
      <p id={noteId} className={error ? 'arena-note arena-error' : 'arena-note'} role={error ? 'alert' : undefined}>
        {error ?? hint}
      </p>
    </div>
  );
}
