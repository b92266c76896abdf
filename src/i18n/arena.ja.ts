import type { arenaEn } from './arena.en.ts';

/** Japanese strings of the AI arena (matches and the strong-solve check). */
export const arenaJa: Record<keyof typeof arenaEn, string> = {
  'arena.title': 'AI 対戦場',
};
