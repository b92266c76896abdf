/**
 * What a searched game's address holds besides its transcript: the options of its
 * play screen, `#/<game>/<transcript>?cpu=first&depth=6&time=1000&eval=…&speed=800`
 * (the sides the AI plays, its depth, its time per move, its evaluation, the
 * pause between moves of AI against AI; `cpu` is the field's name since the
 * first links, kept so they still open). The same field shape and rules as the
 * full-tree game's (`urlFields.ts`): a field at its default is left out, "Copy
 * link" writes every one, an absent one keeps the option as it is, a bad one
 * is ignored with a notice.
 */
import type { AppStore } from '../../../store/createAppStore.ts';
import { SEARCH_DEPTHS, SEARCH_SPEEDS, SEARCH_TIMES, defaultSearchSettings, type SearchSettings, type AiSides } from './playSettings.ts';
import { cpuEvaluationsOf } from '../../../store/gameDefaults.ts';
import { HIDE_FIELD, tabField, type UrlField } from '../../../store/urlFields.ts';

export const AI_SIDES: readonly AiSides[] = ['second', 'first', 'both', 'none'];

/** A field of one search setting: its values' texts, read and applied only when it differs (applying stops a search). */
function setting<K extends keyof SearchSettings>(gameId: string, key: string, name: K, values: readonly SearchSettings[K][]): UrlField {
  const texts = values.map(String);
  return {
    key,
    fallback: String(defaultSearchSettings(gameId)[name]),
    get: (s) => String(s.playSearch[name]),
    valid: (text) => texts.includes(text),
    set: (store: AppStore, text) => {
      const value = values[texts.indexOf(text)];
      if (store.getState().playSearch[name] !== value) store.getState().playUpdateSearch({ [name]: value });
    },
  };
}

/** The address fields of a searched game (its evaluations are the game's own). */
export function searchedUrlFields(gameId: string): readonly UrlField[] {
  return [
    tabField(false),
    setting(gameId, 'cpu', 'aiSides', AI_SIDES),
    setting(gameId, 'depth', 'depth', SEARCH_DEPTHS),
    setting(gameId, 'time', 'timeMs', SEARCH_TIMES),
    setting(gameId, 'eval', 'evaluation', cpuEvaluationsOf(gameId)),
    setting(gameId, 'speed', 'speedMs', SEARCH_SPEEDS),
    HIDE_FIELD,
  ];
}
