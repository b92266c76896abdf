/** English strings of the search lab (minimax and alpha-beta step by step). */
export const labEn = {
  'lab.title': 'Search lab',
} as const;
