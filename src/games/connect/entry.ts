/** Connect 3's line in the registry (see GameEntry): known before its code loads, which comes when the game is chosen. */
import type { GameEntry } from '../module.ts';
import type { ConnectState } from './rules.ts';
import { words } from './words.ts';

export const entry: GameEntry<ConnectState> = {
  game: { id: 'connect3', sideNames: ['R', 'Y'], fullTree: true },
  words,
  load: () => import('./index.ts').then((m) => m.connectModule),
};
