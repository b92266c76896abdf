/** English strings of the AI arena (matches and the strong-solve check). */
export const arenaEn = {
  'arena.title': 'AI arena',
} as const;
