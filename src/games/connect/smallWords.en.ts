/** Connect Four's words on the small boards solved whole, in English (7×6's, renamed; see GameWords in ../module.ts). */
import type { GameWords } from '../module.ts';
import { words } from './connect4Words.en.ts';

/** The rule players' words (the perfect player of a board solved whole is the generic one, from its table). */
const players = { 'win-block': words.players['win-block'], centre: words.players.centre };

export const words4x4: GameWords = {
  ...words,
  players,
  name: 'Connect Four 4×4 (solved whole)',
  shortName: 'Connect Four 4×4',
  tagline: 'Connect Four 4×4: every position solved, by a table built once',
  moveOrders: { natural: 'None (columns 1 to 4)', static: 'Centre columns first' },
};

export const words5x4: GameWords = {
  ...words,
  players,
  name: 'Connect Four 5×4 (solved whole)',
  shortName: 'Connect Four 5×4',
  tagline: 'Connect Four 5×4: every position solved, by a table built once',
  moveOrders: { natural: 'None (columns 1 to 5)', static: 'Centre columns first' },
};
