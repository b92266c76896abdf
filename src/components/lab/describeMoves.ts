import type { Side } from '../../games/game.ts';
import { formatLabMove, type LabWords } from '../../view/labCaption.ts';

/** Moves with their players ("o:4 x:0"), the first one played by side `first`. */
export function describeMoves(moves: readonly number[], first: Side, w: LabWords): string {
  return moves.map((m, i) => formatLabMove(((first + i) % 2) as Side, String(m), w)).join(' ');
}
