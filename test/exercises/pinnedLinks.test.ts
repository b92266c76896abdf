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
import { formatTree } from '../../src/exercises/treeText.ts';

const f = (v: unknown) => (v === Infinity ? 'inf' : v === -Infinity ? '-inf' : Array.isArray(v) ? `[${v.join(' ')}]` : String(v));
/** Where a question is set: its line of play, or a numeric tree as a teacher would type it. */
const where = (ex: Exercise) => (ex.openIn === null ? formatTree(ex.shown.tree) : ex.moves.join(''));
/** The table probe's question is its entry, window and depths (its board is always the empty one). */
const probeFacts = (ex: Exercise) => (ex.shown.kind === 'tt-probe' ? ` (${f(ex.shown.value)} ${ex.shown.bound} d${ex.shown.entryDepth}; ${f(ex.shown.alpha)} ${f(ex.shown.beta)} r${ex.shown.remaining} left ${f(ex.shown.pliesLeft)})` : '');
const summary = (ex: Exercise) => `${ex.kind} ${where(ex)} ${ex.blanks.map((b) => `${b.id}=${f(b.answer)}`).join(' ')}${probeFacts(ex)}`;

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
  // Numeric trees: drawn (under the strict rule, fail-hard), and a tree a teacher typed.
  'kinds=numeric-alpha-beta,numeric-minimax&level=medium&count=2&seed=2025&cut=gt&fail=hard&v=2': [
    'numeric-alpha-beta [[[-6,-14,-1,2],[7,17,19],[10,-11,13,7]],[[-17,-8,-1,-19],[16,18,17]]] cuts=[011 012 021 022 023 111 112] v:=2 a:0=-inf b:0=inf v:0=2 a:00=-inf b:00=inf v:00=2 a:01=-inf b:01=2 v:01=2 a:02=-inf b:02=2 v:02=2 a:1=2 b:1=inf v:1=2 a:10=2 b:10=inf v:10=2 a:11=2 b:11=2 v:11=2',
    'numeric-minimax min:[[[0,12],[-11,-19],[2,9,-20,15],[-5,-20,-6]],[[-7,-10,17,-11],[-2,2],[7,-2]]] v:=-2 v:0=0 v:00=0 v:01=-19 v:02=-20 v:03=-20 v:1=-2 v:10=-11 v:11=-2 v:12=-2',
  ],
  'kinds=numeric-alpha-beta&level=easy&count=1&seed=1&tree=min:((3,(5,-2)),(2,9),(0,4,1))&v=2': [
    'numeric-alpha-beta min:[[3,[5,-2]],[2,9],[0,4,1]] cuts=[22] v:=3 a:0=-inf b:0=inf v:0=3 a:01=3 b:01=inf v:01=-2 a:1=-inf b:1=3 v:1=9 a:2=-inf b:2=3 v:2=4',
  ],
  // The depth-limit, table-probe and negamax kinds (issue #25, part 3), one link each.
  'kinds=depth-limit&level=medium&count=2&seed=2025&v=2': ['depth-limit 52431 move=7 estimate=1 best=yes', 'depth-limit 12075 move=3 estimate=1 best=no'],
  'kinds=tt-probe&level=hard&count=3&seed=2025&v=2': [
    'tt-probe  action=return value=-6 (-6 upper d2; -1 8 r3 left 2)',
    'tt-probe  action=narrow alpha=-15 beta=-9 (-9 upper d2; -15 -6 r7 left 2)',
    'tt-probe  action=return value=-14 (-14 exact d2; 8 14 r2 left 6)',
  ],
  'kinds=negamax&level=easy&count=2&seed=2025&v=2': ['negamax 154362 n:=1 n:0=1 n:07=1 n:8=-1 n:80=1 n:87=1 flip=[078 7 807 870]', 'negamax 504786 n:=1 n:1=1 n:12=1 flip=[123 2 3]'],
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
