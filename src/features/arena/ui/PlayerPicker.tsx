import { useId, useMemo } from 'react';
import type { Game } from '../../../games/game.ts';
import type { GameWords } from '../../../games/module.ts';
import { useT } from '../../../components/StoreContext.tsx';
import { useTreeModule, useTreeWords } from '../../../components/treeGame.ts';
import { familyName, joinPlayerId, KIND_KEYS, playerFamilies, PLAYER_KINDS, playerDescription, splitPlayerId } from './playerCatalogue.ts';

interface Props {
  readonly label: string;
  /** A registry id: 'perfect', 'minimax-d3', 'alphabeta-d3-weights', ... */
  readonly value: string;
  readonly onChange: (id: string) => void;
  readonly disabled?: boolean;
  /** The game whose players are offered, with its words; default the full-tree game the store holds. */
  readonly game?: Game<unknown>;
  readonly words?: GameWords;
}

/** A player menu grouped by kind; a depth menu (and an evaluation menu, where the game names evaluations) for a depth-limited search; the player's description. */
export function PlayerPicker({ label, value, onChange, disabled, ...of }: Props) {
  const t = useT();
  const tree = useTreeModule();
  const treeWords = useTreeWords();
  const game = of.game ?? tree.game;
  const words = of.words ?? treeWords;
  const id = useId();
  const descId = `${id}-desc`;
  const families = useMemo(() => playerFamilies(game), [game]);
  const { family, depth, evaluation } = splitPlayerId(game, value);
  const current = families.find((f) => f.id === family) ?? families[0];
  const choose = (familyId: string) => onChange(joinPlayerId(families.find((f) => f.id === familyId) ?? current, depth, evaluation));
  return (
    <div className="arena-picker">
      <div className="arena-picker-row">
        <div className="field">
          <label className="arena-label" htmlFor={id}>
            {label}
          </label>
          <select id={id} value={family} onChange={(e) => choose(e.target.value)} aria-describedby={descId} disabled={disabled}>
            {PLAYER_KINDS.map((kind) => (
              <optgroup key={kind} label={t(KIND_KEYS[kind])}>
                {families.filter((p) => p.kind === kind).map((p) => (
                  <option key={p.id} value={p.id}>
                    {familyName(t, words, p)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        {current.depths.length > 0 && (
          <div className="field">
            <label htmlFor={`${id}-depth`}>{t('arena.depth')}</label>
            <select id={`${id}-depth`} aria-label={`${label}: ${t('arena.depth')}`} value={depth} onChange={(e) => onChange(joinPlayerId(current, Number(e.target.value), evaluation))} disabled={disabled}>
              {current.depths.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </div>
        )}
        {current.evaluations.length > 0 && (
          <div className="field">
            <label htmlFor={`${id}-evaluation`}>{t('arena.evaluation')}</label>
            <select id={`${id}-evaluation`} aria-label={`${label}: ${t('arena.evaluation')}`} value={evaluation} onChange={(e) => onChange(joinPlayerId(current, depth, e.target.value))} disabled={disabled}>
              {current.evaluations.map((e) => (
                <option key={e} value={e}>
                  {Object.hasOwn(words.evaluations, e) ? words.evaluations[e].name : e}
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
