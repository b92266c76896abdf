/**
 * "Alpha-beta on a numeric tree": the search of an abstract tree, children
 * left to right, by hand. At every inner node the search enters the student
 * types α and β on entry (the window its parent passes down: at the root
 * −∞ and +∞, given) and the value the node returns, and marks the first
 * edge of every branch a cut-off skips. Under the quiz's cut rule (≥ or
 * strict >) and fail mode (soft or hard): searchNumeric (numericTree.ts).
 */
import type { Rng } from '../engine.ts';
import { formatValue, step } from '../common.ts';
import type { Conventions, Mistake } from '../conventions.ts';
import type { ExerciseKind, ExerciseOf, NoPosition, Trap } from '../kind.ts';
import { searchNumeric, type NumericSearch, type NumTree, type SearchRules, type Visit } from '../numericTree.ts';
import { drawTree, listValues, numNodeName, numPathText, NUM_VALUES, NUM_WINDOW } from '../numericExercise.ts';
import { alphaBlank, betaBlank, CUTS_BLANK } from './alphaBeta.ts';
import { valueBlank } from './minimax.ts';
import type { AnswerValue, Blank, ExplainStep, Level } from '../types.ts';

/** What the kind shows: the tree (leaves valued), and whether the teacher typed it. */
export interface NumericAlphaBetaShown {
  readonly kind: 'numeric-alpha-beta';
  readonly tree: NumTree;
  readonly typed: boolean;
}

/** Cut edges a drawn tree needs at least, by level (a search that cuts nothing teaches little). */
const MIN_CUTS: Record<Level, number> = { easy: 1, medium: 2, hard: 3 };

/** The id "show me" reveals a cut edge by (not a blank: the cut edges are one blank, CUTS_BLANK). */
export const cutRevealId = (child: string) => `x:${child}`;

/** The blanks of a search: the cut edges, then α, β (below the root) and the value of each node entered, in entry order. */
function blanksOf(tree: NumTree, s: NumericSearch): Blank[] {
  const blanks: Blank[] = [{ id: CUTS_BLANK, type: 'set', options: tree.nodes.filter((n) => n.parent !== null).map((n) => n.path), answer: [...s.cuts].sort() }];
  for (const v of s.visits) {
    if (v.path !== '') {
      blanks.push({ id: alphaBlank(v.path), type: 'value', domain: NUM_WINDOW, answer: v.alpha });
      blanks.push({ id: betaBlank(v.path), type: 'value', domain: NUM_WINDOW, answer: v.beta });
    }
    blanks.push({ id: valueBlank(v.path), type: 'value', domain: NUM_VALUES, answer: v.value });
  }
  return blanks;
}

/** The worked answer node by node, in search order: entering a node (its window), its cut-off if any, what it returns. */
function stepsOf(tree: NumTree, s: NumericSearch, rules: SearchRules): ExplainStep[] {
  const byPath = new Map(tree.nodes.map((n) => [n.path, n]));
  const visitOf = new Map(s.visits.map((v) => [v.path, v]));
  const [ge, le] = rules.cut === 'ge' ? ['≥', '≤'] : ['>', '<'];
  const steps: ExplainStep[] = [];
  const walk = (v: Visit) => {
    const node = byPath.get(v.path);
    if (!node) return;
    const name = numNodeName(v.path);
    const op = { word: node.max ? 'max' : 'min' } as const;
    steps.push(step('num-enter', { node: name, alpha: formatValue(v.alpha), beta: formatValue(v.beta) }, v.path === '' ? [] : [alphaBlank(v.path), betaBlank(v.path)]));
    let a = v.alpha;
    let b = v.beta;
    let best = node.max ? -Infinity : Infinity;
    v.seen.forEach((c, i) => {
      const child = visitOf.get(node.children[i]);
      if (child) walk(child);
      best = node.max ? Math.max(best, c) : Math.min(best, c);
      if (i === v.seen.length - 1 && v.cut.length > 0) {
        const test = node.max ? `${formatValue(best)} ${ge} β = ${formatValue(b)}` : `${formatValue(best)} ${le} α = ${formatValue(a)}`;
        steps.push(step('num-cut', { node: name, test, edges: v.cut.map(numPathText).join(', ') }, v.cut.map(cutRevealId)));
      }
      if (node.max) a = Math.max(a, best);
      else b = Math.min(b, best);
    });
    const said = { node: name, op, values: listValues(v.seen), value: formatValue(v.value) };
    const clamped = { ...said, best: formatValue(best), alpha: formatValue(v.alpha), beta: formatValue(v.beta) };
    steps.push(v.value !== best ? step('num-clamped', clamped, [valueBlank(v.path)]) : step('num-value', said, [valueBlank(v.path)]));
  };
  walk(s.visits[0]);
  if (s.cuts.length === 0) steps.push(step('no-cutoff', {}, [CUTS_BLANK]));
  else steps[steps.length - 1] = { ...steps[steps.length - 1], reveal: [...steps[steps.length - 1].reveal, CUTS_BLANK] };
  return steps;
}

/** Wrong answers the other cut rule or the other fail mode gives, blank by blank, and which mistake each is. */
function trapsOf(tree: NumTree, rules: SearchRules, blanks: readonly Blank[]): Trap[] {
  const others: [SearchRules, Mistake][] = [
    [{ ...rules, cut: rules.cut === 'ge' ? 'gt' : 'ge' }, rules.cut === 'ge' ? 'cut-gt' : 'cut-ge'],
    [{ ...rules, fail: rules.fail === 'soft' ? 'hard' : 'soft' }, rules.fail === 'soft' ? 'fail-hard' : 'fail-soft'],
  ];
  const traps: Trap[] = [];
  for (const [other, mistake] of others) {
    const theirs = new Map<string, AnswerValue>(blanksOf(tree, searchNumeric(tree, other)).map((b) => [b.id, b.type === 'set' ? b.answer : b.type === 'value' ? b.answer : '']));
    for (const b of blanks) {
      const t = theirs.get(b.id);
      if (t === undefined) continue;
      const differs = b.type === 'set' ? !(Array.isArray(t) && t.length === b.answer.length && b.answer.every((x) => t.includes(x))) : b.type === 'value' && t !== b.answer;
      if (differs) traps.push({ blank: b.id, answer: t, mistake });
    }
  }
  return traps;
}

/**
 * A "alpha-beta on a numeric tree" exercise: the teacher's tree when the
 * quiz has one, else one drawn for the level whose search (under the quiz's
 * rules) cuts at least MIN_CUTS edges.
 */
function generateNumericAlphaBeta(rng: Rng, level: Level, seed: number, { cut, fail }: Conventions, _v: unknown, typed?: NumTree | null): Omit<ExerciseOf<'numeric-alpha-beta', NumericAlphaBetaShown, NoPosition>, 'rules'> {
  const rules: SearchRules = { cut, fail };
  const tree = typed ?? drawTree(rng, level, (t) => searchNumeric(t, rules).cuts.length >= MIN_CUTS[level]);
  const s = searchNumeric(tree, rules);
  const blanks = blanksOf(tree, s);
  return {
    kind: 'numeric-alpha-beta',
    level,
    seed,
    shown: { kind: 'numeric-alpha-beta', tree, typed: !!typed },
    blanks,
    steps: stepsOf(tree, s, rules),
    openIn: null,
    traps: trapsOf(tree, rules, blanks),
  };
}

/** The kind "numeric-alpha-beta". */
export const numericAlphaBeta: ExerciseKind<'numeric-alpha-beta', NumericAlphaBetaShown, NoPosition> = {
  id: 'numeric-alpha-beta',
  rules: { cut: ['ge', 'gt'], fail: ['soft', 'hard'] },
  generate: generateNumericAlphaBeta,
};
