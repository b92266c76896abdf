/** Connect Four's words on the small boards solved whole, in Japanese (7×6's, renamed). */
import type { GameWords } from '../module.ts';
import { words } from './connect4Words.ja.ts';

/** The rule players' words (the perfect player of a board solved whole is the generic one, from its table). */
const players = { 'win-block': words.players['win-block'], centre: words.players.centre };

export const words4x4: GameWords = {
  ...words,
  players,
  name: '四目並べ 4×4（完全解析）',
  shortName: '四目並べ 4×4',
  tagline: '四目並べ 4×4：全局面を一度の表づくりで解く',
  moveOrders: { natural: 'なし (列 1 から 4 の順)', static: '中央の列から' },
};

export const words5x4: GameWords = {
  ...words,
  players,
  name: '四目並べ 5×4（完全解析）',
  shortName: '四目並べ 5×4',
  tagline: '四目並べ 5×4：全局面を一度の表づくりで解く',
  moveOrders: { natural: 'なし (列 1 から 5 の順)', static: '中央の列から' },
};
