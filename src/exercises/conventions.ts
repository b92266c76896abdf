/**
 * The conventions a course states and the answers depend on, chosen by the
 * teacher per quiz (the quiz link carries them):
 * - cut: a cut-off when v ≥ β (or v ≤ α), as this app's search does, or
 *   only on strict inequality, v > β (or v < α), as some courses grade
 *   (UC Berkeley's CS188: "you must not prune on equality");
 * - fail: a node searched with a window returns the value it found
 *   (fail-soft) or that value clamped to the window (fail-hard);
 * - best: which scoring defines "best": win / draw / loss (a slower forced
 *   win is as good as a faster one) or faster wins (and slower losses) better.
 * The defaults are the rules every quiz used before they were selectable, so
 * a link without them gives the questions it always gave.
 */

export interface Conventions {
  readonly cut: 'ge' | 'gt';
  readonly fail: 'soft' | 'hard';
  readonly best: 'wdl' | 'fast';
}
export type Rule = keyof Conventions;

/** The rules in the order the quiz link and the options list them, with their values (the default first). */
export const RULE_VALUES: { readonly [R in Rule]: readonly Conventions[R][] } = {
  cut: ['ge', 'gt'],
  fail: ['soft', 'hard'],
  best: ['wdl', 'fast'],
};
export const RULES: readonly Rule[] = ['cut', 'fail', 'best'];

export const DEFAULT_CONVENTIONS: Conventions = { cut: 'ge', fail: 'soft', best: 'wdl' };

/** Which rules decide a kind's answers, and the values it can be asked under (one value: fixed, stated but not selectable). */
export type KindRules = { readonly [R in Rule]?: readonly Conventions[R][] };

/**
 * The rules an exercise of a kind is generated and stated under: for each
 * rule that decides it, the quiz's value when the kind offers it, else the
 * kind's fixed value. O(rules).
 */
export function rulesFor(kind: KindRules, quiz: Conventions): Partial<Conventions> {
  const cut = oneOf(kind.cut, quiz.cut);
  const fail = oneOf(kind.fail, quiz.fail);
  const best = oneOf(kind.best, quiz.best);
  return { ...(cut && { cut }), ...(fail && { fail }), ...(best && { best }) };
}

function oneOf<T extends string>(values: readonly T[] | undefined, chosen: T): T | undefined {
  return values === undefined ? undefined : values.includes(chosen) ? chosen : values[0];
}

/**
 * A convention a wrong answer matches: the answer the other rule would give
 * ("you cut only on strict inequality here"). `cut-gt`: cut only on >,
 * `cut-ge`: cut on equality too, `best-fast`: only the fastest wins counted
 * best, `best-wdl`: slower wins counted best too, `fail-hard`: values
 * clamped to the window, `fail-soft`: values not clamped.
 */
export type Mistake = 'cut-gt' | 'cut-ge' | 'best-fast' | 'best-wdl' | 'fail-hard' | 'fail-soft' | KindMistake;
/**
 * Mistakes the depth-limit, table-probe and negamax kinds name (no rule
 * decides them: each is the answer a common slip gives). `dl-exact`: the
 * truly best move instead of the search's; `dl-shallow`: the choice of a
 * search one ply shallower; `tt-shallow` / `tt-deeper`: an entry of
 * another depth used; `tt-clamp`: the clamp to the plies left missed;
 * `tt-swap`: min and max swapped when narrowing (the source article's final
 * code); `tt-cut`: a bound outside the window not seen to answer;
 * `nm-o-view`: o's score where the side to move is x; `nm-flip-all`: every
 * won or lost game marked, though the root side's own have the right sign.
 */
export type KindMistake = 'dl-exact' | 'dl-shallow' | 'tt-shallow' | 'tt-deeper' | 'tt-clamp' | 'tt-swap' | 'tt-cut' | 'nm-o-view' | 'nm-flip-all';
