/**
 * The registry lines of Connect Four on 4×4 and 5×4 (small.ts; see GameEntry): known before their code loads, which
 * comes when one is chosen: their ids and words live here, small.ts takes them. Both are board sizes of Connect Four.
 */
import type { GameEntry } from '../module.ts';
import type { ConnectState } from './rules.ts';

/** The entry of the small board `board` ("4×4"): its words are smallWords' `words<board>`, its module small.ts' `small<board>Module`. */
const small = (board: '4×4' | '5×4'): GameEntry<ConnectState> => {
  const size = board.replace('×', 'x') as '4x4' | '5x4';
  return {
    game: { id: `connect4-${size}`, sideNames: ['R', 'Y'], fullTree: false, solved: true },
    words: { en: () => import('./smallWords.en.ts').then((m) => m[`words${size}`]), ja: () => import('./smallWords.ja.ts').then((m) => m[`words${size}`]) },
    load: () => import('./small.ts').then((m) => m[`small${size}Module`]),
    family: { of: 'connect4', board },
  };
};

export const entry4x4 = small('4×4');
export const entry5x4 = small('5×4');
