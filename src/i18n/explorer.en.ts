/** English strings of the tree explorer. */
export const explorerEn = {
  'explorer.title': 'Game tree',
} as const;
