import type { explorerEn } from './explorer.en.ts';

/** Japanese strings of the tree explorer. */
export const explorerJa: Record<keyof typeof explorerEn, string> = {
  'explorer.title': 'ゲーム木',
};
