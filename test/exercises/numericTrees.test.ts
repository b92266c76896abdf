/**
 * Numeric trees: the engine's search against the naive reference on random
 * irregular trees (a teacher's tree need not be even) under both tie rules
 * and both fail modes; the typed tree's grammar, its errors (what was
 * expected, where) and limits; the quiz link carrying it; the levels' sizes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateExercise, generateSet } from '../../src/exercises/generate.ts';
import { minimaxValues, searchNumeric, treeOf, type Nested } from '../../src/exercises/numericTree.ts';
import { formatQuiz, parseQuiz, type QuizSpec } from '../../src/exercises/quizLink.ts';
import { formatTree, formatTreeLink, parseTree, TREE_LIMITS, type TreeError } from '../../src/exercises/treeText.ts';
import { LEVELS } from '../../src/exercises/types.ts';
import { naiveAlphaBeta, naiveMinimax, type NaiveTree } from '../helpers/naiveNumeric.ts';

const leafCount = (n: Nested): number => (typeof n === 'number' ? 1 : n.reduce<number>((s, c) => s + leafCount(c), 0));
/** A node at most `d` levels above its deepest leaf: 1–4 children, leaves in [-20, 20] at any depth. */
const nodeAt = (d: number): fc.Arbitrary<Nested> => (d === 0 ? fc.integer({ min: -20, max: 20 }) : fc.oneof(fc.integer({ min: -20, max: 20 }), fc.array(nodeAt(d - 1), { minLength: 1, maxLength: 4 })));
/** Random irregular trees within the typed trees' limits: up to 4 levels below the root, at most 40 leaves. */
const nested = fc.array(nodeAt(3), { minLength: 1, maxLength: 4 }).filter((n) => leafCount(n) <= TREE_LIMITS.leaves);

const RULES = [
  { cut: 'ge', fail: 'soft' },
  { cut: 'ge', fail: 'hard' },
  { cut: 'gt', fail: 'soft' },
  { cut: 'gt', fail: 'hard' },
] as const;

describe('numeric search', () => {
  it('agrees with the naive reference on random trees: every window on entry, every value returned, every cut edge, under both tie rules and both fail modes', () => {
    fc.assert(
      fc.property(nested, fc.boolean(), (n, rootMax) => {
        const tree = treeOf(n, rootMax);
        expect(Object.fromEntries(minimaxValues(tree))).toMatchObject(Object.fromEntries(naiveMinimax(n as NaiveTree[], rootMax)));
        for (const r of RULES) {
          const mine = searchNumeric(tree, r);
          const ref = naiveAlphaBeta(n as NaiveTree[], rootMax, r.cut === 'gt', r.fail === 'hard');
          expect(mine.value).toBe(ref.value);
          expect(mine.visits.map((v) => [v.path, v.alpha, v.beta, v.value])).toEqual([...ref.entered].map(([p, [a, b]]) => [p, a, b, ref.returned.get(p)]));
          expect([...mine.cuts].sort()).toEqual([...ref.pruned].sort());
        }
      }),
      { numRuns: 300, seed: 25 },
    );
  });

  it('fail-soft and fail-hard give the same root value; equality cuts at least as much as the strict rule', () => {
    fc.assert(
      fc.property(nested, fc.boolean(), (n, rootMax) => {
        const tree = treeOf(n, rootMax);
        const v = minimaxValues(tree).get('');
        for (const r of RULES) expect(searchNumeric(tree, r).value).toBe(v);
        expect(searchNumeric(tree, RULES[0]).visits.length).toBeLessThanOrEqual(searchNumeric(tree, RULES[2]).visits.length);
      }),
      { numRuns: 200, seed: 7 },
    );
  });
});

describe('a typed tree', () => {
  it('reads back what it writes, in the teacher’s form and the link’s', () => {
    fc.assert(
      fc.property(nested, fc.boolean(), (n, rootMax) => {
        const tree = treeOf(n, rootMax);
        for (const text of [formatTree(tree), formatTreeLink(tree)]) {
          const r = parseTree(text);
          expect(r.ok && r.tree).toEqual(tree);
        }
      }),
      { numRuns: 200, seed: 3 },
    );
  });

  it('reads spaces, full-width characters, the minus sign −, the ideographic comma and a side in any case', () => {
    const want = treeOf([[3, -5], [2, 9]], false);
    for (const text of ['min:[[3,-5],[2,9]]', ' MIN : [ [ 3 , -5 ] , [ 2 , 9 ] ] ', 'ｍｉｎ：［［３，－５］，［２，９］］', 'min: [[3, \u22125], [2, 9]]', 'min:((3,-5),(2,9))', 'min: [[3、-5]、[2、+9]]']) {
      const r = parseTree(text);
      expect(r.ok && r.tree, text).toEqual(want);
    }
    expect(parseTree('max: [1, [2, 3]]')).toEqual({ ok: true, tree: treeOf([1, [2, 3]], true) });
  });

  const deep = `${'['.repeat(6)}1${']'.repeat(6)}`;
  const BAD: [string, TreeError][] = [
    ['', { code: 'empty' }],
    ['   ', { code: 'empty' }],
    ['3', { code: 'expected-open', at: 1, found: '3' }],
    ['[1,2', { code: 'expected-next', at: 5, found: '' }],
    ['[1 2]', { code: 'expected-next', at: 4, found: '2' }],
    ['[1,,2]', { code: 'expected-item', at: 4, found: ',' }],
    ['[1,x]', { code: 'expected-item', at: 4, found: 'x' }],
    ['[1,-]', { code: 'expected-item', at: 4, found: '-' }],
    ['[[1,2)]', { code: 'mismatched', at: 6, found: ')', open: '[', openAt: 2 }],
    ['[1,[]]', { code: 'empty-list', at: 4 }],
    ['[1,2]]', { code: 'trailing', at: 6, found: ']' }],
    ['[1,100]', { code: 'value', at: 4, found: '100' }],
    ['[1,-100]', { code: 'value', at: 4, found: '-100' }],
    ['mid:[1,2]', { code: 'bad-side', at: 1, found: 'mid' }],
    ['min [1,2]', { code: 'bad-side', at: 1, found: 'min' }],
    [deep, { code: 'depth', at: 6 }],
    ['[1,2,3,4,5,6,7]', { code: 'branching', at: 1, children: 7 }],
    [`[${Array.from({ length: 4 }, () => '[[1,2,3,4],[5,6,7,8]]').join(',')},[[1,2,3,4],[5,6,7,8,9]]]`, { code: 'leaves', leaves: 41 }],
    ['[1,２,ｘ]', { code: 'expected-item', at: 6, found: 'x' }],
    ['['.repeat(TREE_LIMITS.length + 1), { code: 'too-long', length: TREE_LIMITS.length + 1 }],
  ];
  it.each(BAD)('%j is refused: %j', (text, error) => {
    expect(parseTree(text)).toEqual({ ok: false, error });
  });

  it('at its limits it still reads: 5 levels deep, 6 children, 40 leaves, values ±99', () => {
    expect(parseTree(`${'['.repeat(5)}1${']'.repeat(5)}`).ok).toBe(true);
    expect(parseTree('[1,2,3,4,5,6]').ok).toBe(true);
    expect(parseTree(`[${Array.from({ length: 5 }, () => '[[1,2,3,4],[5,6,7,8]]').join(',')}]`.replace('1,2', '-99,99')).ok).toBe(true);
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60, unit: fc.constantFrom(...'[](),-+0123456789 minax:［］，－１x'.split('')) }), (s) => {
        const r = parseTree(s);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 500, seed: 11 },
    );
  });
});

describe('the quiz link carries the tree', () => {
  const tree = formatTreeLink(treeOf([[3, [5, -2]], [2, 9], [0, 4, 1]], false));
  const spec: QuizSpec = { kinds: ['numeric-alpha-beta', 'numeric-minimax', 'who-wins'], level: 'easy', count: 3, seed: 9, tree, version: 2 };

  it('round-trips, compactly: no spaces, parentheses, not escaped', () => {
    const link = formatQuiz(spec);
    expect(link).toBe('kinds=numeric-alpha-beta,numeric-minimax,who-wins&level=easy&count=3&seed=9&tree=min:((3,(5,-2)),(2,9),(0,4,1))&v=2');
    expect(parseQuiz(link, 0)).toEqual({ spec, problems: [] });
  });

  it('the numeric questions use the typed tree; the others are as without it', () => {
    const [ab, mm, who] = generateSet(spec);
    for (const ex of [ab, mm]) expect(ex.openIn === null && formatTreeLink(ex.shown.tree)).toBe(tree);
    expect(who).toEqual(generateSet({ ...spec, tree: undefined })[2]);
  });

  it('a bad tree in a link is kept as text (the page says what is wrong) and the numeric questions draw their own trees', () => {
    const { spec: bad, problems } = parseQuiz('kinds=numeric-minimax&level=easy&count=2&seed=9&tree=((1,2)&v=2', 0);
    expect(problems).toEqual([]);
    expect(bad.tree).toBe('((1,2)');
    expect(parseTree(bad.tree ?? '')).toEqual({ ok: false, error: { code: 'expected-next', at: 7, found: '' } });
    expect(generateSet(bad)).toEqual(generateSet({ ...bad, tree: undefined }));
    // anything a link's tree holds is escaped when the link is written again
    expect(formatQuiz({ ...bad, tree: '[1 & 2]#' })).toContain('&tree=%5B1%20%26%202%5D%23&v=2');
  });
});

describe('the levels differ in the size of the tree', () => {
  it('median nodes and cut edges grow from easy to hard (200 seeds per level, default rules)', () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
    const figures = LEVELS.map((level) => {
      const exs = Array.from({ length: 200 }, (_, seed) => generateExercise('numeric-alpha-beta', level, seed));
      const cuts = exs.map((ex) => (ex.blanks[0].type === 'set' ? ex.blanks[0].answer.length : 0));
      return { nodes: median(exs.map((ex) => ex.shown.tree.nodes.length)), cuts: median(cuts), blanks: median(exs.map((ex) => ex.blanks.length)) };
    });
    for (let i = 1; i < figures.length; i++) {
      expect(figures[i].nodes).toBeGreaterThan(figures[i - 1].nodes);
      expect(figures[i].cuts).toBeGreaterThanOrEqual(figures[i - 1].cuts);
    }
    expect(figures[2].cuts).toBeGreaterThan(figures[0].cuts);
  });
});
