/** Tic-tac-toe's line in the registry (see GameEntry): known before its code loads. */
import type { GameEntry } from '../module.ts';
import type { Board } from './board.ts';
import { words } from './words.ts';

export const entry: GameEntry<Board> = {
  game: { id: 'tictactoe', sideNames: ['o', 'x'], fullTree: true },
  words,
  load: () => import('./index.ts').then((m) => m.ticTacToeModule),
};
