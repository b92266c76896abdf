/**
 * Quiz links handed to a class keep their questions: a few links made before
 * the conventions (cut rule, fail-soft / fail-hard, what "best" means) were
 * selectable, with every question's kind, line of play and answer key pinned.
 * A link without convention fields means today's rules, and a link without
 * a generator version (`v`) means version 1's generators, so these must never
 * change; a version 2 link is pinned too.
 */
import { describe, expect, it } from 'vitest';
import { generateSet } from '../../src/exercises/generate.ts';
import { formatQuiz, parseQuiz } from '../../src/exercises/quizLink.ts';
import type { Exercise } from '../../src/exercises/types.ts';

const f = (v: unknown) => (v === Infinity ? 'inf' : v === -Infinity ? '-inf' : Array.isArray(v) ? `[${v.join(' ')}]` : String(v));
const summary = (ex: Exercise) => `${ex.kind} ${ex.moves.join('')} ${ex.blanks.map((b) => `${b.id}=${f(b.answer)}`).join(' ')}`;

const PINNED: Record<string, string[]> = {
  'kinds=who-wins,best-moves,minimax,alpha-beta,which-case,which-order&level=medium&count=6&seed=2024': [
    'who-wins 63205 outcome=o-wins',
    'best-moves 26084 best=[7]',
    'minimax 57146 v:=0 v:0=0 v:02=-1 v:03=-1 v:08=0 v:2=0 v:20=0 v:23=0 v:28=0 v:3=1 v:30=0 v:32=1 v:38=0 v:8=1 v:80=1 v:82=-1 v:83=-1',
    'alpha-beta 175468 cuts=[23 32] a:0=-inf b:0=inf a:02=-inf b:02=inf',
    'which-case 2870 case=fail-high stored=(-1, +∞)',
    'which-order 210 fewer=best nodes=117',
  ],
  'kinds=alpha-beta,best-moves&level=hard&count=4&seed=7': [
    'alpha-beta 65142 cuts=[078 087 73 78 83 87] a:0=-inf b:0=inf a:03=-inf b:03=inf a:08=-1 b:08=inf',
    'best-moves 3 best=[0 4 5 6]',
    'alpha-beta 61243 cuts=[57 58 85 87] a:0=-inf b:0=inf a:075=-1 b:075=inf a:085=-1 b:085=inf',
    'best-moves 80 best=[2 6]',
  ],
  'kinds=alpha-beta,which-case&level=easy&count=2&seed=123456789': [
    'alpha-beta 207341 cuts=[86]',
    'which-case 50382 case=exact',
  ],
  // Generator version 2 (made by sets from this release on): the reworked kinds, pinned in turn.
  'kinds=alpha-beta,which-case,which-order&level=medium&count=6&seed=2024&v=2': [
    'alpha-beta 07381 cuts=[45 46 54 56] a:2=-inf b:2=inf a:254=-1 b:254=inf',
    'which-case 260 case=exact stored=(v, v)',
    'which-order 341 fewer=centre nodes=155',
    'alpha-beta 75046 cuts=[28 82 83] a:1=-inf b:1=inf a:12=-inf b:12=inf',
    'which-case 534 case=fail-low stored=(-∞, v)',
    'which-order 231 fewer=cell nodes=71',
  ],
  // A version 2 link made with the strict rule: "which case?" kept the ≥ rule then, and keeps its questions (#25).
  'kinds=which-case&level=medium&count=4&seed=2024&cut=gt&v=2': [
    'which-case 2154 case=fail-high stored=(v, +∞)',
    'which-case 260 case=exact stored=(v, v)',
    'which-case 7425 case=exact stored=(v, v)',
    'which-case 3608 case=fail-low stored=(-∞, v)',
  ],
  // Version 3: "which case?" under the strict rule (a value at a bound is exact); with the ≥ rule, version 2's questions.
  'kinds=which-case&level=medium&count=4&seed=2024&cut=gt&v=3': [
    'which-case 312 case=fail-high stored=(v, +∞)',
    'which-case 521 case=exact stored=(v, v)',
    'which-case 7425 case=exact stored=(v, v)',
    'which-case 7314 case=exact stored=(v, v)',
  ],
  'kinds=which-case&level=medium&count=4&seed=2024&v=3': [
    'which-case 2154 case=fail-high stored=(v, +∞)',
    'which-case 260 case=exact stored=(v, v)',
    'which-case 7425 case=exact stored=(v, v)',
    'which-case 3608 case=fail-low stored=(-∞, v)',
  ],
};

describe('pinned quiz links', () => {
  it.each(Object.keys(PINNED))('%s gives its pinned questions, and its link reads back unchanged', (link) => {
    const { spec, problems } = parseQuiz(link, 0);
    expect(problems).toEqual([]);
    expect(generateSet(spec).map(summary)).toEqual(PINNED[link]);
    expect(formatQuiz(spec)).toBe(link);
  });
});
