import type { MessageKey } from '../i18n/en.ts';

/** The message key naming a value from o's point of view (null: unknown). */
export function describeValueKey(value: number | null): MessageKey {
  if (value === null) return 'value.unknown';
  return value > 0 ? 'value.oWin' : value < 0 ? 'value.xWin' : 'value.draw';
}
