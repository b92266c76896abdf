import type { GameWords } from '../games/module.ts';
import type { Translate } from '../i18n/translate.ts';

/** A value from the first player's point of view in words: "o wins", "draw" ("unknown" for null). */
export function describeValue(t: Translate, words: GameWords, value: number | null): string {
  if (value === null) return t('value.unknown');
  if (value === 0) return t('value.draw');
  return t('value.sideWins', { side: words.sides[value > 0 ? 0 : 1] });
}
