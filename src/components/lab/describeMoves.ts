import type { Side } from '../../games/game.ts';
import type { Translate } from '../../i18n/translate.ts';
import { formatLabMove, TICTACTOE_WORDING } from '../../view/labCaption.ts';

/** Moves with their players ("o:4 x:0"), the first one played by side `first`. */
export function describeMoves(moves: readonly number[], first: Side, t: Translate): string {
  const { sides } = TICTACTOE_WORDING;
  return moves.map((m, i) => formatLabMove(sides[(first + i) % 2], m, t)).join(' ');
}
