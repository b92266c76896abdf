import { useId } from 'react';
import { useT } from '../StoreContext.tsx';
import { useTreeModule, useTreeWords } from '../treeGame.ts';
import { familyName, joinPlayerId, KIND_KEYS, minimaxDepths, playerFamilies, PLAYER_KINDS, playerDescription, splitPlayerId, type FamilyId } from './playerCatalogue.ts';

interface Props {
  readonly label: string;
  /** A registry id: 'perfect', 'minimax-d3', ... */
  readonly value: string;
  readonly onChange: (id: string) => void;
  readonly disabled?: boolean;
}

/** A player menu grouped by kind, a depth menu for minimax, and the player's description. */
export function PlayerPicker({ label, value, onChange, disabled }: Props) {
  const t = useT();
  const { game } = useTreeModule();
  const words = useTreeWords();
  const id = useId();
  const descId = `${id}-desc`;
  const { family, depth } = splitPlayerId(game, value);
  return (
    <div className="arena-picker">
      <div className="arena-picker-row">
        <div className="field">
          <label className="arena-label" htmlFor={id}>
            {label}
          </label>
          <select id={id} value={family} onChange={(e) => onChange(joinPlayerId(e.target.value as FamilyId, depth))} aria-describedby={descId} disabled={disabled}>
            {PLAYER_KINDS.map((kind) => (
              <optgroup key={kind} label={t(KIND_KEYS[kind])}>
                {playerFamilies(game).filter((p) => p.kind === kind).map((p) => (
                  <option key={p.id} value={p.id}>
                    {familyName(t, words, p.id)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        {family === 'minimax' && (
          <div className="field">
            <label htmlFor={`${id}-depth`}>{t('arena.depth')}</label>
            <select id={`${id}-depth`} aria-label={`${label}: ${t('arena.depth')}`} value={depth} onChange={(e) => onChange(joinPlayerId('minimax', Number(e.target.value)))} disabled={disabled}>
              {minimaxDepths(game).map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p className="arena-desc" id={descId}>
        {playerDescription(t, words, value)}
      </p>
    </div>
  );
}
