import type { Side } from '../../../games/game.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatLabMove, type LabWords } from '../../../view/labCaption.ts';

/** Moves with their players, each written as the game writes it ("o:4 x:0", "R:2 Y:3"), the first one played by side `first`. */
export function describeMoves(moves: readonly number[], first: Side, w: LabWords, t: Translate): string {
  return moves.map((m, i) => formatLabMove(((first + i) % 2) as Side, w.move(m, t), w)).join(' ');
}
