/**
 * The registry lines of Connect Four on 4×4 and 5×4 (small.ts; see GameEntry): known before their code loads, which
 * comes when one is chosen: their ids and words live here, small.ts takes them.
 */
import type { GameEntry, GameWordsByLanguage } from '../module.ts';
import type { ConnectState } from './rules.ts';

const words = (board: 'words4x4' | 'words5x4'): GameWordsByLanguage => ({
  en: () => import('./smallWords.en.ts').then((m) => m[board]),
  ja: () => import('./smallWords.ja.ts').then((m) => m[board]),
});

export const entry4x4: GameEntry<ConnectState> = {
  game: { id: 'connect4-4x4', sideNames: ['R', 'Y'], fullTree: false },
  words: words('words4x4'),
  load: () => import('./small.ts').then((m) => m.small4x4Module),
};

export const entry5x4: GameEntry<ConnectState> = {
  game: { id: 'connect4-5x4', sideNames: ['R', 'Y'], fullTree: false },
  words: words('words5x4'),
  load: () => import('./small.ts').then((m) => m.small5x4Module),
};
