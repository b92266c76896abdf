/**
 * A searched game's hints as its board draws them: each legal move's value on
 * its square (first player's view, as every value of the searched screens),
 * ✓ when exact (the game's solver saw the end), ≈ when estimated at a depth,
 * and the best moves for the side to move (every move tied for best).
 */
import type { Side } from '../../../games/game.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { exactValueText, formatSearchValue, searchValueText, type SearchValueContext } from '../../../view/searchValue.ts';
import type { SearchedHints } from '../state/playSlice.ts';
import type { PlayHints } from './PlayableBoard.tsx';

/** The board's hints from the slice's (null while they are worked out). `ctx` words the values of the search's evaluation. */
export function searchedBoardHints(h: SearchedHints, mover: Side, ctx: SearchValueContext, t: Translate): PlayHints | null {
  const values = h.values;
  if (!values || values.length === 0) return null;
  const byMove = new Map(values.map((v) => [v.move, v.value]));
  const forMover = (v: number) => (mover === 0 ? v : -v);
  const top = Math.max(...values.map((v) => forMover(v.value)));
  const best = values.filter((v) => forMover(v.value) === top).map((v) => v.move);
  return {
    moves: values.map((v) => v.move),
    mover,
    valueAfter: (move) => byMove.get(move) ?? null,
    best,
    mark(move) {
      const v = byMove.get(move) ?? 0;
      if (h.exact) return { sign: '✓', text: `${v > 0 ? '+' : ''}${v}`, words: t('searched.hint.exact', { value: exactValueText(v, ctx, t) }), exact: true };
      return { sign: '≈', text: formatSearchValue(v, ctx.scale), words: t('searched.hint.estimate', { value: searchValueText(v, ctx, t, 'medium'), depth: h.depth }), exact: false };
    },
  };
}
