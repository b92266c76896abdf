import { type Player } from '../../games/tictactoe/index.ts';
import type { Translate } from '../../i18n/translate.ts';
import { formatLabMove } from '../../view/labCaption.ts';

/** Moves with their players ("o:4 x:0"), the first one played by `first`. */
export function describeMoves(moves: readonly number[], first: Player, t: Translate): string {
  const second: Player = first === 'o' ? 'x' : 'o';
  return moves.map((m, i) => formatLabMove(i % 2 === 0 ? first : second, m, t)).join(' ');
}
