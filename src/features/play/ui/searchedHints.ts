/**
 * A searched game's hints as its board draws them: each legal move's value on
 * its square (first player's view, as every value of the searched screens),
 * ✓ when exact (the game's solver saw the end), ≈ when estimated at a depth,
 * and the best moves for the side to move (every move tied for best).
 */
import type { Game, Side } from '../../../games/game.ts';
import type { GameWords } from '../../../games/module.ts';
import { fillTemplate, type Language, type Translate } from '../../../i18n/translate.ts';
import { exactValueText, formatSearchValue, searchValueText, type SearchValueContext } from '../../../view/searchValue.ts';
import type { SearchedHints } from '../state/playSlice.ts';
import { signed } from '../../../view/signed.ts';
import type { PlayHints } from './PlayableBoard.tsx';

/** How an exact value of a move of a position reads for its mover (first player's view in, words out), or null. */
export type ExactOutcomeText = (value: number) => string | null;

/**
 * A move's exact value in the game's words of moves to the end ("wins in 3 of your moves", "draw", "loses in 2 of
 * the opponent's moves") when its solver counts them (`ExactSolver.movesToWin`) and its words say them
 * (`GameWords.exactOutcome`); else null for every value.
 */
export function exactOutcomeText<S>(game: Game<S>, state: S, words: GameWords, lang: Language): ExactOutcomeText {
  const count = game.exact?.movesToWin;
  const say = words.exactOutcome;
  if (!count || !say) return () => null;
  const mover = game.toMove(state);
  return (value) => {
    const forMover = mover === 0 ? value : -value;
    if (forMover === 0) return say.draw;
    return fillTemplate(lang, forMover > 0 ? say.win : say.loss, { n: count.call(game.exact, state, forMover) });
  };
}

/**
 * The board's hints from the slice's (null while they are worked out). `ctx` words the values of the search's
 * evaluation; `outcome`, when it has words for them, the exact values.
 */
export function searchedBoardHints(h: SearchedHints, mover: Side, ctx: SearchValueContext, t: Translate, outcome: ExactOutcomeText = () => null): PlayHints | null {
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
      if (h.exact) return { sign: '✓', text: signed(v), words: t('searched.hint.exact', { value: outcome(v) ?? exactValueText(v, ctx, t) }), exact: true };
      return { sign: '≈', text: formatSearchValue(v, ctx.scale), words: t('searched.hint.estimate', { value: searchValueText(v, ctx, t, 'medium'), depth: h.depth }), exact: false };
    },
  };
}
