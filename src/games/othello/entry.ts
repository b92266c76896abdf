/** Othello's line in the registry (see GameEntry): known before its code loads, which comes when the game is chosen. */
import type { GameEntry } from '../module.ts';
import type { OthelloState } from './state.ts';
import { words } from './words.ts';

export const entry: GameEntry<OthelloState> = {
  game: { id: 'othello', sideNames: ['black', 'white'], fullTree: false },
  words,
  load: () => import('./index.ts').then((m) => m.loadOthello()),
};
