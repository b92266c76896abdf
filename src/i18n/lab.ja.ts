import type { labEn } from './lab.en.ts';

/** Japanese strings of the search lab (minimax and alpha-beta step by step). */
export const labJa: Record<keyof typeof labEn, string> = {
  'lab.title': '探索ラボ',
};
