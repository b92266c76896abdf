/** Connect Four's line in the registry (see GameEntry): known before its code loads, which comes when the game is chosen. */
import type { GameEntry } from '../module.ts';
import type { ConnectState } from './rules.ts';
import { connect4Words } from './connect4Words.ts';

export const entry: GameEntry<ConnectState> = {
  game: { id: 'connect4', sideNames: ['R', 'Y'], fullTree: false, solved: true },
  words: connect4Words,
  load: () => import('./connect4.ts').then((m) => m.connect4Module),
  family: { of: 'connect4', board: '7×6' },
};
