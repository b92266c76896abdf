/**
 * Every kind, every level, 1,000 seeds each: the exercise has exactly one
 * correct answer set, the grader accepts the engine's answer and rejects
 * every single-mistake variant, and the answers agree with the naive
 * references in test/helpers (which share no code with src/).
 */
import assert from 'node:assert/strict';
import { describe, expect, it } from 'vitest';
import { generateExercise } from '../../src/exercises/generate.ts';
import { gradeBlank, gradeExercise } from '../../src/exercises/grade.ts';
import { formatBoard } from '../../src/games/tictactoe/notation.ts';
import { KINDS, LEVELS, type AnswerValue, type Blank, type Exercise, type Kind } from '../../src/exercises/types.ts';
import { DEFAULT_CONVENTIONS, RULES, type Conventions } from '../../src/exercises/conventions.ts';
import { EXERCISE_KINDS } from '../../src/exercises/kinds/index.ts';
import { naiveAlphaBeta as naiveNumericAlphaBeta, naiveMinimax, naiveNested } from '../helpers/naiveNumeric.ts';
import { type GeneratorVersion } from '../../src/exercises/quizLink.ts';
import { naiveCountBelow, naiveFromString, naiveSolveAll, naiveWinner, naiveFinished, type NaiveBoard } from '../helpers/naive.ts';
import { naiveAlphaBeta, type NaiveOrder } from '../helpers/naiveAlphaBeta.ts';
import { checkNewKind } from '../helpers/newKindsCheck.ts';

const SEEDS = 1000;
/** Seeds per case for the numeric kinds: each value blank has 200 wrong values to try (1,200 trees per kind over its 12 cases). */
const NUMERIC_SEEDS = 100;
const solved = naiveSolveAll('wdl');
const solvedFast = naiveSolveAll('shortest');
const naive = (b: number) => naiveFromString(formatBoard(b));
const truth = (b: NaiveBoard, mode: 'wdl' | 'fast' = 'wdl') => {
  const info = (mode === 'wdl' ? solved : solvedFast).get(b.map((c) => c || '.').join(''));
  if (!info) throw new Error('unreachable board');
  return info;
};
const outcome = (v: number) => (v > 0 ? 'o-wins' : v < 0 ? 'x-wins' : 'draw');

/**
 * The naive alpha-beta's facts for a board and an order, once per pair: seeds often draw the same
 * position, and the reference is a pure function of it (this halves the file's time).
 */
const naiveFactsMemo = new Map<string, ReturnType<typeof naiveAlphaBeta>>();
function naiveFacts(root: NaiveBoard, orderName: string, order?: NaiveOrder, strict = false) {
  const key = `${root.map((c) => c || '.').join('')} ${orderName} ${strict}`;
  let facts = naiveFactsMemo.get(key);
  if (!facts) naiveFactsMemo.set(key, (facts = naiveAlphaBeta(root, order, strict)));
  return facts;
}

const sorted = (a: readonly string[]) => [...a].sort();

/** Every combination of the values of the rules that decide `kind` (the others at their defaults), the defaults first. */
function variants(kind: Kind): Conventions[] {
  let out: Conventions[] = [DEFAULT_CONVENTIONS];
  for (const r of RULES) {
    const values = (EXERCISE_KINDS[kind].rules[r] ?? [DEFAULT_CONVENTIONS[r]]) as readonly string[];
    out = out.flatMap((c) => values.map((v) => ({ ...c, [r]: v })));
  }
  return out;
}
const conventionName = (c: Conventions) => RULES.map((r) => `${r}=${c[r]}`).join(' ');

/** The engine's answer for every blank (an estimate's exact count). */
function engineAnswers(ex: Exercise): Record<string, AnswerValue> {
  return Object.fromEntries(ex.blanks.map((b) => [b.id, b.answer]));
}

/** Every answer the blank's form allows that is not the engine's, as one-mistake variants. */
function mistakes(b: Blank): AnswerValue[] {
  switch (b.type) {
    case 'choice':
      return b.options.filter((o) => o !== b.answer);
    case 'value':
      // A wide domain (the numeric kinds' -99..99 and ±∞): the near misses, the ends and the infinities; checkUnique tries the whole domain on the blank alone.
      return b.domain.length > 20 ? [...new Set([b.answer - 1, b.answer + 1, b.answer - 2, b.answer + 2, b.domain[0], b.domain[b.domain.length - 1], -Infinity, Infinity, 0])].filter((v) => v !== b.answer) : b.domain.filter((v) => v !== b.answer);
    case 'estimate':
      return [b.lo - 1, b.hi + 1, b.answer + 0.5];
    case 'set':
      return b.options.map((o) => (b.answer.includes(o) ? b.answer.filter((a) => a !== o) : [...b.answer, o]));
  }
}

/** Exactly one accepted answer in the blank's whole domain (sets: every subset when there are at most 12 options). */
function checkUnique(b: Blank) {
  if (b.type === 'choice') assert.deepEqual(b.options.filter((o) => gradeBlank(b, o)), [b.answer]);
  else if (b.type === 'value') assert.deepEqual(b.domain.filter((v) => gradeBlank(b, v)), [b.answer]);
  else if (b.type === 'estimate') {
    assert.equal(b.lo <= b.answer && b.answer <= b.hi, true);
    for (let n = b.lo - 3; n <= b.hi + 3; n++) assert.equal(gradeBlank(b, n), n >= b.lo && n <= b.hi);
  } else if (b.options.length <= 12) {
    let accepted = 0;
    for (let m = 0; m < 1 << b.options.length; m++) {
      if (gradeBlank(b, b.options.filter((_, i) => (m >> i) & 1))) accepted++;
    }
    assert.equal(accepted, 1);
  }
  if (b.type === 'set') assert.equal(b.answer.every((a) => b.options.includes(a)), true);
}

/** The numeric kinds against the naive numeric reference (both tie rules, both fail modes): every blank's answer, and every trap the other rule's answer. */
function checkNumeric(ex: Exercise<'numeric-minimax' | 'numeric-alpha-beta'>) {
  const key = Object.fromEntries(ex.blanks.map((b) => [b.id, b.answer]));
  const tree = naiveNested(ex.shown.tree.nodes);
  const rootMax = ex.shown.tree.rootMax;
  if (ex.kind === 'numeric-minimax') {
    const values = naiveMinimax(tree, rootMax);
    assert.deepEqual(key, Object.fromEntries([...values].map(([p, v]) => [`v:${p}`, v])));
    return;
  }
  const answersOf = (strict: boolean, hard: boolean) => {
    const r = naiveNumericAlphaBeta(tree, rootMax, strict, hard);
    const out: Record<string, AnswerValue> = { cuts: sorted(r.pruned) };
    for (const [p, [a, b]] of r.entered) if (p !== '') Object.assign(out, { [`a:${p}`]: a, [`b:${p}`]: b });
    for (const [p, v] of r.returned) out[`v:${p}`] = v;
    return out;
  };
  const strict = ex.rules.cut === 'gt';
  const hard = ex.rules.fail === 'hard';
  assert.deepEqual(key, answersOf(strict, hard));
  // Each trap is another rule's answer to its blank (and differs from this rule's).
  const others = { 'cut-gt': answersOf(true, hard), 'cut-ge': answersOf(false, hard), 'fail-hard': answersOf(strict, true), 'fail-soft': answersOf(strict, false) } as Record<string, Record<string, AnswerValue>>;
  for (const trap of ex.traps) {
    const theirs = others[trap.mistake][trap.blank];
    assert.deepEqual(Array.isArray(theirs) ? sorted(theirs as string[]) : theirs, Array.isArray(trap.answer) ? sorted(trap.answer as string[]) : trap.answer);
  }
}

/** The naive references' view of the same exercise. */
const naiveCountMemo = new Map<string, ReturnType<typeof naiveCountBelow>>();
function checkAgainstReference(ex: Exercise) {
  if (ex.kind === 'numeric-minimax' || ex.kind === 'numeric-alpha-beta') return checkNumeric(ex);
  const root = naive(ex.board);
  const key = Object.fromEntries(ex.blanks.map((b) => [b.id, b.answer]));
  const s = ex.shown;
  if (s.kind === 'who-wins') assert.equal(key.outcome, outcome(truth(root).value));
  if (s.kind === 'best-moves') {
    const best = ex.rules.best ?? 'wdl';
    assert.deepEqual(key.best, truth(root, best).best.map(String));
    // The trap is the other scoring's best moves, there exactly when they differ.
    const other = truth(root, best === 'wdl' ? 'fast' : 'wdl').best.map(String);
    assert.deepEqual(ex.traps, other.join() === (key.best as string[]).join() ? [] : [{ blank: 'best', answer: other, mistake: best === 'wdl' ? 'best-fast' : 'best-wdl' }]);
  }
  if (s.kind === 'minimax') {
    for (const n of s.tree) {
      const b = naive(n.board);
      if (naiveFinished(b)) {
        const w = naiveWinner(b);
        assert.equal(n.leafValue, w === 'o' ? 1 : w === 'x' ? -1 : 0);
      } else assert.equal(key[`v:${n.path}`] ?? s.given[n.path], truth(b).value);
    }
  }
  if (s.kind === 'alpha-beta') {
    const strict = ex.rules.cut === 'gt';
    const facts = naiveFacts(root, 'cell', undefined, strict);
    assert.deepEqual(sorted(key.cuts as string[]), sorted(facts.cuts));
    for (const p of s.asked) assert.deepEqual([key[`a:${p}`], key[`b:${p}`]], facts.windows.get(p));
    // The trap is the other tie rule's cuts, there exactly when they differ.
    const other = sorted(naiveFacts(root, 'cell', undefined, !strict).cuts);
    assert.deepEqual(ex.traps, other.join() === sorted(facts.cuts).join() ? [] : [{ blank: 'cuts', answer: other, mistake: strict ? 'cut-ge' : 'cut-gt' }]);
  }
  if (s.kind === 'which-case' && s.value === null) {
    // version 2: the value is hidden; the case is where the node's true value lies against the window, the bounds written with v
    const v = truth(naive(s.nodeBoard)).value;
    // Under the strict cut rule (version 3) a value at a bound is exact, and the search meets windows closed to a point.
    const strict = ex.rules.cut === 'gt';
    const kind = strict ? (v < s.alpha ? 'fail-low' : v > s.beta ? 'fail-high' : 'exact') : v <= s.alpha ? 'fail-low' : v >= s.beta ? 'fail-high' : 'exact';
    assert.equal(key.case, kind);
    assert.equal(s.alpha === -Infinity && s.beta === Infinity, false);
    if (key.stored !== undefined) assert.equal(key.stored, { 'fail-low': '(-∞, v)', exact: '(v, v)', 'fail-high': '(v, +∞)' }[kind]);
    assert.equal(strict ? s.alpha <= s.beta : s.alpha < s.beta, true);
    // The window is one the naive search (of that rule) enters the node with.
    const path = ex.shown.kind === 'which-case' ? ex.shown.path : '';
    assert.deepEqual(naiveFacts(root, 'cell', undefined, strict).windows.get(path), [s.alpha, s.beta]);
  } else if (s.kind === 'which-case' && s.value !== null) {
    const v = truth(naive(s.nodeBoard)).value;
    const kind = s.value <= s.alpha ? 'fail-low' : s.value >= s.beta ? 'fail-high' : 'exact';
    assert.equal(key.case, kind);
    // the fail-soft guarantee against the true value (fail-hard: the window's bound, which keeps it)
    if (kind === 'fail-low') assert.equal(v <= s.value, true);
    else if (kind === 'fail-high') assert.equal(v >= s.value, true);
    else assert.equal(v, s.value);
    if (ex.rules.fail === 'hard' && kind !== 'exact') assert.equal(s.value, kind === 'fail-low' ? s.alpha : s.beta);
    const f = (x: number) => (x === Infinity ? '+∞' : x === -Infinity ? '-∞' : String(x));
    const bounds = kind === 'fail-low' ? `(-∞, ${f(s.value)})` : kind === 'exact' ? `(${f(s.value)}, ${f(s.value)})` : `(${f(s.value)}, +∞)`;
    if (key.stored !== undefined) assert.equal(key.stored, bounds);
    assert.equal(s.alpha < s.beta, true);
  }
  if (s.kind === 'count-tree') {
    // Every count against the naive recursion; the depth asked is one a game ends above (k·(k−1)·… would be wrong there).
    const rootKey = root.map((x) => x || '.').join('');
    let c = naiveCountMemo.get(rootKey);
    if (!c) naiveCountMemo.set(rootKey, (c = naiveCountBelow(root)));
    const want: Record<string, number> = { children: c.perDepth[1], depth: c.perDepth[s.depth], games: c.finished, nodes: c.nodes };
    for (const ask of s.asked) assert.equal(key[ask], want[ask], ask);
    const k = root.filter((x) => x === '').length;
    let product = 1;
    for (let i = 0; i < (s.depth || k); i++) product *= k - i;
    if (ex.level !== 'easy') assert.notEqual(c.perDepth[s.depth || k] ?? 0, product);
  }
  if (s.kind === 'which-order') {
    const orders: Record<string, NaiveOrder> = {
      cell: (_b, e) => e,
      centre: (_b, e) => [4, 0, 2, 6, 8, 1, 3, 5, 7].filter((c) => e.includes(c)),
      best: (b, e) => {
        const turn = b.filter((c) => c !== '').length % 2 === 0 ? 'o' : 'x';
        const val = (c: number) => {
          const n = b.slice();
          n[c] = turn;
          return truth(n).value;
        };
        return [...e].sort((x, y) => (turn === 'o' ? val(y) - val(x) : val(x) - val(y)));
      },
    };
    const counts = s.orders.map((o) => naiveFacts(root, o, orders[o]).nodes);
    assert.notEqual(counts[0], counts[1]);
    const win = counts[0] < counts[1] ? 0 : 1;
    assert.equal(key.fewer, s.orders[win]);
    assert.equal(key.nodes, counts[win]);
  }
}

/** The generator versions whose questions differ for a kind (quizLink.ts: GENERATOR_VERSIONS): version 2 reworked three, version 3 "which case?" under the strict rule. */
const VERSIONED: Partial<Record<Kind, readonly GeneratorVersion[]>> = { 'alpha-beta': [1, 2], 'which-case': [1, 2, 3], 'which-order': [1, 2] };

describe.each(KINDS)('%s', (kind: Kind) => {
  const versions: readonly GeneratorVersion[] = VERSIONED[kind] ?? [1];
  const cases = versions.flatMap((v) => variants(kind).flatMap((c) => LEVELS.map((level) => [level, `${conventionName(c)} v${v}`, c, v] as const)));
  const seeds = kind.startsWith('numeric-') ? NUMERIC_SEEDS : SEEDS;
  it.each(cases)(`%s, %s: ${seeds} seeds, one correct answer set, graded like the engine and the naive reference`, (level, _name, conventions, version) => {
    for (let seed = 0; seed < seeds; seed++) {
      const ex = generateExercise(kind, level, seed, conventions, version);
      assert.equal(ex.kind, kind);
      // The rules the kind offers at this version (an older version keeps the rules its links were made under).
      const offered = EXERCISE_KINDS[kind].rulesAt?.(version) ?? EXERCISE_KINDS[kind].rules;
      for (const r of RULES) {
        const values = offered[r] as readonly string[] | undefined;
        assert.equal(ex.rules[r], values ? (values.includes(conventions[r]) ? conventions[r] : values[0]) : undefined);
      }
      for (const trap of ex.traps) assert.equal(gradeExercise(ex, { ...engineAnswers(ex), [trap.blank]: trap.answer }).blanks[trap.blank], false);
      assert.ok(ex.blanks.length > 0);
      assert.equal(new Set(ex.blanks.map((b) => b.id)).size, ex.blanks.length);
      const right = engineAnswers(ex);
      assert.equal(gradeExercise(ex, right).correct, true);
      assert.equal(gradeExercise(ex, {}).correct, false);
      for (const b of ex.blanks) {
        checkUnique(b);
        for (const wrong of mistakes(b)) {
          const g = gradeExercise(ex, { ...right, [b.id]: wrong });
          assert.equal(g.correct, false, `${kind} ${level} seed ${seed} blank ${b.id}`);
          assert.equal(g.blanks[b.id], false);
        }
      }
      // every blank is revealed by some step of "show me"
      const revealed = new Set(ex.steps.flatMap((s) => s.reveal));
      for (const b of ex.blanks) assert.equal(revealed.has(b.id), true, b.id);
      checkAgainstReference(ex);
      checkNewKind(ex);
    }
  });
});

describe('generation', () => {
  it('a rule that does not decide a kind leaves its exercises as they are; the defaults give what no conventions gave', () => {
    const all: Conventions = { cut: 'gt', fail: 'hard', best: 'fast' };
    for (const kind of KINDS) {
      for (let seed = 0; seed < 40; seed++) {
        expect(generateExercise(kind, 'medium', seed, DEFAULT_CONVENTIONS)).toEqual(generateExercise(kind, 'medium', seed));
        const only = { ...DEFAULT_CONVENTIONS };
        for (const r of RULES) if (EXERCISE_KINDS[kind].rules[r]) Object.assign(only, { [r]: all[r] });
        expect(generateExercise(kind, 'medium', seed, all)).toEqual(generateExercise(kind, 'medium', seed, only));
      }
    }
  });

  it('the rules change the answer in a share of questions (the tie rule: most alpha-beta trees cut on ≥; faster wins: some best-move positions, both ways)', () => {
    const differ = (kind: Kind, c: Conventions) => Array.from({ length: 200 }, (_, seed) => generateExercise(kind, 'medium', seed, c)).filter((ex) => ex.traps.length > 0).length;
    expect(differ('alpha-beta', DEFAULT_CONVENTIONS)).toBeGreaterThan(40);
    expect(differ('best-moves', DEFAULT_CONVENTIONS)).toBeGreaterThan(10);
    expect(differ('best-moves', { ...DEFAULT_CONVENTIONS, best: 'fast' })).toBeGreaterThan(10);
  });

  it('is deterministic: one seed, one exercise', () => {
    for (const kind of KINDS) for (const level of LEVELS) expect(generateExercise(kind, level, 1234)).toEqual(generateExercise(kind, level, 1234));
  });

  it('levels differ as documented: empty cells and hints', () => {
    const empty = (ex: Exercise<'minimax'>) => [...formatBoard(ex.board)].filter((c) => c === '.').length;
    for (let seed = 0; seed < 50; seed++) {
      expect(empty(generateExercise('minimax', 'easy', seed))).toBe(3);
      expect(empty(generateExercise('minimax', 'hard', seed))).toBe(4);
      const medium = generateExercise('minimax', 'medium', seed).shown;
      expect(medium.kind === 'minimax' && Object.keys(medium.given).length > 0).toBe(true);
      const easyBest = generateExercise('best-moves', 'easy', seed).shown;
      expect(easyBest.kind === 'best-moves' && easyBest.bestCount).toBeGreaterThan(0);
      expect(generateExercise('alpha-beta', 'easy', seed).blanks.length).toBe(1);
      expect(generateExercise('alpha-beta', 'hard', seed).blanks.length).toBe(7);
      expect(generateExercise('which-case', 'easy', seed).blanks.length).toBe(1);
      expect(generateExercise('which-case', 'medium', seed).blanks.length).toBe(2);
    }
  });

  it('the line of play reaches the position (for the explorer link)', () => {
    for (const kind of KINDS) {
      const ex = generateExercise(kind, 'medium', 99);
      if (ex.openIn === null) continue;
      expect(ex.moves.length + [...formatBoard(ex.board)].filter((c) => c === '.').length).toBe(9);
    }
  });
});
