/**
 * "Alpha-beta by hand": on a small tree searched in cell order, mark every
 * edge a cut-off skips and give (α, β) on entry at some nodes. Graded against
 * the trace of the real fail-soft search when cutting on ≥ (its rule), and
 * against the tree search of treeAlphaBeta.ts when cutting only on >.
 */
import { traceAlphaBeta, toMove, type Board, type Rng, type TraceStep } from '../engine.ts';
import { formatValue, nodeName, randomLine, step, WINDOW_VALUES } from '../common.ts';
import { buildSubtree } from '../subtree.ts';
import type { Conventions } from '../conventions.ts';
import type { ExerciseKind, ExerciseOf } from '../kind.ts';
import { treeAlphaBeta, type SearchEvent } from '../treeAlphaBeta.ts';
import type { GeneratorVersion } from '../quizLink.ts';
import type { Blank, ExplainStep, Level, TreeNode } from '../types.ts';

/** What the kind shows besides the position. */
export interface AlphaBetaShown {
  readonly kind: 'alpha-beta';
  readonly tree: readonly TreeNode[];
  /** Nodes whose (α, β) on entry is asked. */
  readonly asked: readonly string[];
}

const EMPTY: Record<Level, number> = { easy: 3, medium: 3, hard: 4 };
const ASKED: Record<Level, number> = { easy: 0, medium: 2, hard: 3 };
/**
 * Version 2: the levels differ in the size of the tree (version 1's easy and
 * medium drew the same trees, median 11 nodes and 1 cut edge): easy as
 * before; medium 4 empty cells, at most SPLIT nodes and 4 cut edges; hard 4 empty cells,
 * more than SPLIT nodes and at least 5 cut edges (1 % of such trees have 7 under the strict rule).
 */
const EMPTY_V2: Record<Level, number> = { easy: 3, medium: 4, hard: 4 };
const SPLIT = 30;
const sizeFits = (level: Level, nodes: number, cuts: number) => level === 'easy' || (level === 'medium' ? nodes <= SPLIT && cuts <= 4 : nodes > SPLIT && cuts >= 5);

export const CUTS_BLANK = 'cuts';
export const alphaBlank = (path: string) => `a:${path}`;
export const betaBlank = (path: string) => `b:${path}`;

interface Facts {
  /** Child paths of the edges skipped by cut-offs. */
  readonly cuts: string[];
  /** (α, β) on entry of every entered node except the root, by path, in search order. */
  readonly windows: Map<string, { alpha: number; beta: number }>;
  readonly steps: ExplainStep[];
}

/** The engine's trace as the exercise reads it: entries below the root, and cut-offs with the value of the child that cut. */
function engineEvents(trace: readonly TraceStep[]): SearchEvent[] {
  const events: SearchEvent[] = [];
  const lastChild = new Map<string, number>();
  for (const s of trace) {
    const path = s.moves.join('');
    if (s.kind === 'enter' && path !== '') events.push({ kind: 'enter', path, alpha: s.alpha, beta: s.beta });
    else if (s.kind === 'child') lastChild.set(path, s.value);
    else if (s.kind === 'cutoff') events.push({ kind: 'cutoff', path, alpha: s.alpha, beta: s.beta, value: lastChild.get(path) ?? 0, skipped: s.skipped });
  }
  return events;
}

/** The events of a position's search under each rule, remembered (a pure function of the board; random lines meet the same positions often, and the position drawn is searched again for the question). */
const eventMemo: Record<Conventions['cut'], Map<Board, readonly SearchEvent[]>> = { ge: new Map(), gt: new Map() };

/**
 * The search's events under `cut`: from the engine's own trace for its rule
 * (≥), from the tree search for the strict rule (treeAlphaBeta.ts).
 */
function eventsOf(board: Board, cut: Conventions['cut']): readonly SearchEvent[] {
  const memo = eventMemo[cut];
  let events = memo.get(board);
  if (!events) {
    if (memo.size >= 20_000) memo.clear();
    memo.set(board, (events = cut === 'ge' ? engineEvents(traceAlphaBeta(board, 'cell', false).trace) : [...treeAlphaBeta(buildSubtree(board), cut).events]));
  }
  return events;
}

/** What the events say: cut edges, windows on entry, and the walk-through (the cut test written with the rule's sign). */
function readEvents(board: Board, events: readonly SearchEvent[], asked: ReadonlySet<string>, cut: Conventions['cut']): Facts {
  const cuts: string[] = [];
  const windows = new Map<string, { alpha: number; beta: number }>();
  const steps: ExplainStep[] = [];
  const [ge, le] = cut === 'ge' ? ['≥', '≤'] : ['>', '<'];
  for (const e of events) {
    if (e.kind === 'enter') {
      windows.set(e.path, { alpha: e.alpha, beta: e.beta });
      const reveal = asked.has(e.path) ? [alphaBlank(e.path), betaBlank(e.path)] : [];
      steps.push(step('enter', { node: nodeName(toMove(board), e.path), alpha: formatValue(e.alpha), beta: formatValue(e.beta) }, reveal));
    } else {
      cuts.push(...e.skipped.map((m) => e.path + m));
      // o (max) is to move at even depths when o is to move at the root.
      const maximise = (e.path.length % 2 === 0) === (toMove(board) === 'o');
      const test = maximise ? `${formatValue(e.value)} ${ge} β = ${formatValue(e.beta)}` : `${formatValue(e.value)} ${le} α = ${formatValue(e.alpha)}`;
      steps.push(step('cutoff', { node: nodeName(toMove(board), e.path), test, cells: e.skipped.join(', ') }, [CUTS_BLANK]));
    }
  }
  if (cuts.length === 0) steps.push(step('no-cutoff', {}, [CUTS_BLANK]));
  return { cuts, windows, steps };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * An "alpha-beta by hand" exercise drawn with `rng`: a position with 3 (easy,
 * medium) or 4 (hard) empty cells where the cell-order search cuts at least
 * once and enters enough inner nodes to ask about. Medium and hard ask
 * (α, β) on entry at 2 / 3 nodes below the root. Version 2 sizes the trees
 * by level (EMPTY_V2, SPLIT).
 */
function generateAlphaBeta(rng: Rng, level: Level, seed: number, { cut }: Conventions, version: GeneratorVersion): Omit<ExerciseOf<'alpha-beta', AlphaBetaShown>, 'rules'> {
  const n = ASKED[level];
  const v2 = version >= 2;
  const { moves, board } = randomLine(rng, (v2 ? EMPTY_V2 : EMPTY)[level], (l) => {
    const f = readEvents(l.board, eventsOf(l.board, cut), new Set(), cut);
    return f.cuts.length > 0 && f.windows.size >= n && (!v2 || sizeFits(level, buildSubtree(l.board).length, f.cuts.length));
  });
  const events = eventsOf(board, cut);
  const entered = [...readEvents(board, events, new Set(), cut).windows.keys()];
  const asked = new Set<string>();
  while (asked.size < n) asked.add(entered[rng.int(entered.length)]);
  const askedInOrder = entered.filter((p) => asked.has(p));
  const facts = readEvents(board, events, asked, cut);
  const other = cut === 'ge' ? 'gt' : 'ge';
  const otherCuts = readEvents(board, eventsOf(board, other), new Set(), other).cuts;
  const tree = buildSubtree(board);
  const blanks: Blank[] = [{ id: CUTS_BLANK, type: 'set', options: tree.filter((t) => t.parent !== null).map((t) => t.path), answer: facts.cuts }];
  for (const p of askedInOrder) {
    const w = facts.windows.get(p) ?? { alpha: -Infinity, beta: Infinity };
    blanks.push({ id: alphaBlank(p), type: 'value', domain: WINDOW_VALUES, answer: w.alpha });
    blanks.push({ id: betaBlank(p), type: 'value', domain: WINDOW_VALUES, answer: w.beta });
  }
  return {
    kind: 'alpha-beta',
    level,
    seed,
    moves,
    board,
    shown: { kind: 'alpha-beta', tree, asked: askedInOrder },
    blanks,
    steps: facts.steps,
    openIn: { tab: 'lab', algorithm: 'alphabeta', order: 'cell', tt: false },
    traps: sameSet(otherCuts, facts.cuts) ? [] : [{ blank: CUTS_BLANK, answer: [...otherCuts].sort(), mistake: cut === 'ge' ? 'cut-gt' : 'cut-ge' }],
  };
}

/** The kind "alpha-beta". */
export const alphaBeta: ExerciseKind<'alpha-beta', AlphaBetaShown> = { id: 'alpha-beta', rules: { cut: ['ge', 'gt'] }, generate: generateAlphaBeta };
