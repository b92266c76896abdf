/**
 * "Which case?": a step of the search with a transposition table: the window
 * a node was searched with and the value it returned. Fail low, exact or
 * fail high, and which bounds the table stores (source article 2 of the sources).
 *
 * Version 1 (links without `v`) shows the value returned, so the case
 * follows from α, β and v alone. Version 2 hides it: the student works out
 * the node's value from its position (fail-soft's guarantee: the case is
 * where the true value lies against the window). The window is drawn first,
 * among those where the value decides between two or three cases, then the
 * case among those, so no answer read from the window alone is right more
 * than half the time; the node's position grows with the level.
 */
import { play, toMove, traceAlphaBeta, valueOf, type Board, type Rng, type TraceStep } from '../engine.ts';
import { formatValue, pick, randomLine, step } from '../common.ts';
import type { Conventions } from '../conventions.ts';
import type { ExerciseKind, ExerciseOf } from '../kind.ts';
import type { GeneratorVersion } from '../quizLink.ts';
import type { Blank, ExplainStep, Level, Word } from '../types.ts';

/** What the kind shows besides the position. */
export interface WhichCaseShown {
  readonly kind: 'which-case';
  /** Moves from the exercise's position to the node of the step. */
  readonly path: string;
  readonly nodeBoard: Board;
  readonly alpha: number;
  readonly beta: number;
  /** The value returned; null when it is hidden (version 2: the position decides the case). */
  readonly value: number | null;
  /** Whether the rule table (v ≤ α, α < v < β, β ≤ v) is shown. */
  readonly reminder: boolean;
}

const EMPTY: Record<Level, number> = { easy: 4, medium: 5, hard: 6 };
/** Version 2: empty cells of the position, and of the node asked about (what the student evaluates). */
const EMPTY_V2: Record<Level, readonly number[]> = { easy: [4, 5], medium: [5, 6], hard: [6, 7] };
const NODE_EMPTY_V2: Record<Level, readonly number[]> = { easy: [2, 3], medium: [3, 4], hard: [4, 5] };
/** The values of a position (win / draw / loss). */
const VALUES = [-1, 0, 1] as const;
/** The case of a search with window (alpha, beta) of a node whose true value is v (fail-soft's guarantee; under the strict cut rule a value at a bound is exact). */
function caseOf(v: number, alpha: number, beta: number, cut: Cut = 'ge'): Case {
  if (cut === 'gt') return v < alpha ? 'fail-low' : v > beta ? 'fail-high' : 'exact';
  return v <= alpha ? 'fail-low' : v >= beta ? 'fail-high' : 'exact';
}
type Cut = Conventions['cut'];
/** Version 2's windows: those where a node's value decides between at least two cases (not the full window: always exact). */
const WINDOWS_V2: readonly (readonly [number, number])[] = [
  [-Infinity, 0],
  [-Infinity, 1],
  [-1, 0],
  [-1, 1],
  [-1, Infinity],
  [0, 1],
  [0, Infinity],
];
/**
 * Version 2's (window, side to move at the node) pairs per level: every one
 * whose cases all occur in at least 3 % of the positions of the level (the
 * cell-order search rarely or never gives the others, e.g. a fail low at an
 * o node with the window (-1, 0)). The case is drawn among the window's after
 * the pair, so neither the window nor whose move it is tells the case.
 */
const RARE_V2: Record<Level, readonly string[]> = { easy: ['-1 0 o', '0 1 x'], medium: [], hard: ['-1 0 o', '-1 1 o', '-1 Infinity o'] };
const PAIRS_V2: Record<Level, readonly (readonly [number, number, 'o' | 'x'])[]> = {
  easy: pairsFor('easy'),
  medium: pairsFor('medium'),
  hard: pairsFor('hard'),
};
function pairsFor(level: Level, windows = WINDOWS_V2, rare = RARE_V2): (readonly [number, number, 'o' | 'x'])[] {
  return windows.flatMap(([a, b]) => (['o', 'x'] as const).map((side) => [a, b, side] as const)).filter(([a, b, side]) => !rare[level].includes(`${a} ${b} ${side}`));
}
/**
 * Version 3 under the strict cut rule: the windows the strict search gives
 * where a node's value decides between at least two cases (a value at a
 * bound is exact, so (-1, 1) and the half-open windows at ±1 are always
 * exact and left out; the strict search also meets windows closed to a point,
 * (0, 0), where all three cases occur), and the (window, side) pairs rare at
 * a level (some case under 3 % of the positions; measured as RARE_V2 was).
 */
const WINDOWS_GT: readonly (readonly [number, number])[] = [
  [-Infinity, -1],
  [-Infinity, 0],
  [-1, -1],
  [-1, 0],
  [0, 0],
  [0, 1],
  [0, Infinity],
  [1, 1],
  [1, Infinity],
];
const RARE_GT: Record<Level, readonly string[]> = {
  easy: ['-1 0 o', '0 0 o', '0 1 o', '0 Infinity o'],
  medium: [],
  hard: ['-1 -1 o', '-1 0 o', '0 0 o'],
};
const PAIRS_GT: Record<Level, readonly (readonly [number, number, 'o' | 'x'])[]> = {
  easy: pairsFor('easy', WINDOWS_GT, RARE_GT),
  medium: pairsFor('medium', WINDOWS_GT, RARE_GT),
  hard: pairsFor('hard', WINDOWS_GT, RARE_GT),
};
/** The stored bounds as version 2 writes them, v being the value the search returns (not shown). */
const STORED_V2: Record<Case, string> = { 'fail-low': '(-∞, v)', exact: '(v, v)', 'fail-high': '(v, +∞)' };
export const CASES = ['fail-low', 'exact', 'fail-high'] as const;
/**
 * A stored pair as the app writes it, in square brackets ([v, +∞], as the lab's tree, case table and captions), where
 * a window is in round ones. The blank's options keep their round-bracket ids, so answers saved before still grade.
 */
export function storedPairText(option: string): string {
  return option.replace(/^\((.*)\)$/, '[$1]');
}
type Case = (typeof CASES)[number];

/** The bounds stored for value v in each case, as written: (-∞, v), (v, v), (v, +∞). */
function boundsText(lower: number, upper: number): string {
  return `(${formatValue(lower)}, ${formatValue(upper)})`;
}
function boundsOf(c: Case, v: number): string {
  return c === 'fail-low' ? boundsText(-Infinity, v) : c === 'exact' ? boundsText(v, v) : boundsText(v, Infinity);
}

interface Candidate {
  readonly path: string;
  readonly alpha: number;
  readonly beta: number;
  readonly value: number;
  readonly result: Case;
  /** The bounds the table holds after the store (from the trace). */
  readonly stored: string;
}

/**
 * Steps of the traced search that make a clean question: a node searched
 * (no table hit, so no narrowing) whose store is exactly the rule's bounds,
 * below the root (the root's window is always (-∞, +∞)).
 */
function candidates(trace: readonly TraceStep[], cut: Cut = 'ge'): Candidate[] {
  const out: Candidate[] = [];
  const hit = new Set<string>();
  for (let i = 0; i < trace.length; i++) {
    const s = trace[i];
    if (s.kind === 'tt-hit') hit.add(s.moves.join(''));
    if (s.kind !== 'exit' || s.moves.length === 0) continue;
    const path = s.moves.join('');
    const store = trace[i - 1];
    if (hit.has(path) || store?.kind !== 'tt-store' || store.moves.join('') !== path) continue;
    const stored = boundsText(store.lower, store.upper);
    if (stored !== boundsOf(s.result, s.value)) continue;
    // Under the strict rule a window closed beyond the values (a bound at ±∞ both sides) is no question.
    if (cut === 'gt' && s.alpha === s.beta && !Number.isFinite(s.alpha)) continue;
    out.push({ path, alpha: s.alpha, beta: s.beta, value: s.value, result: s.result, stored });
  }
  return out;
}

/**
 * A "which case?" exercise drawn with `rng`: the case is drawn first (among
 * those the search of the position shows), then a step of that case. Easy
 * asks the case with the rule shown; medium adds the stored bounds; hard
 * hides the rule. Under fail-hard, the value returned and the bounds stored
 * are the window's bound where the search failed low or high.
 */
function generateWhichCase(rng: Rng, level: Level, seed: number, conventions: Conventions, version: GeneratorVersion): Omit<ExerciseOf<'which-case', WhichCaseShown>, 'rules'> {
  if (version >= 3 && conventions.cut === 'gt') return generateV2(rng, level, seed, 'gt');
  if (version >= 2) return generateV2(rng, level, seed);
  const { fail } = conventions;
  const want = pick(rng, CASES);
  const { moves, board } = randomLine(rng, EMPTY[level], (l) => candidatesOf(l.board).some((c) => c.result === want));
  const all = candidatesOf(board).filter((c) => c.result === want);
  const found = pick(rng, all);
  // Fail-hard returns the value clamped to the window, and stores that bound: the same step, told as that search tells it.
  const value = fail === 'soft' ? found.value : Math.min(Math.max(found.value, found.alpha), found.beta);
  const c = { ...found, value, stored: boundsOf(found.result, value) };
  let nodeBoard = board;
  for (const m of c.path) nodeBoard = play(nodeBoard, Number(m));
  const blanks: Blank[] = [{ id: 'case', type: 'choice', options: CASES, answer: c.result }];
  const options = [boundsOf('fail-low', c.value), boundsOf('exact', c.value), boundsOf('fail-high', c.value)];
  if (level !== 'easy') blanks.push({ id: 'stored', type: 'choice', options, answer: c.stored });
  const v = formatValue(c.value);
  const a = formatValue(c.alpha);
  const b = formatValue(c.beta);
  const words: Record<Case, Word> = { 'fail-low': 'fail-low', exact: 'exact', 'fail-high': 'fail-high' };
  return {
    kind: 'which-case',
    level,
    seed,
    moves,
    board,
    shown: { kind: 'which-case', path: c.path, nodeBoard, alpha: c.alpha, beta: c.beta, value: c.value, reminder: level !== 'hard' },
    blanks,
    steps: [
      step('compare-alpha', { value: v, alpha: a, rel: c.value <= c.alpha ? '≤' : '>' }),
      step('compare-beta', { value: v, beta: b, rel: c.value >= c.beta ? '≥' : '<' }),
      step('case-is', { case: { word: words[c.result] } }, ['case']),
      step('stored', { bounds: storedPairText(c.stored) }, level !== 'easy' ? ['stored'] : []),
    ],
    openIn: { tab: 'lab', algorithm: 'alphabeta', order: 'cell', tt: true },
    traps: [],
  };
}

/** The candidates of a position's traced search, remembered (a pure function of the board; random lines meet the same positions often). */
const candidateMemo: Record<Cut, Map<Board, readonly Candidate[]>> = { ge: new Map(), gt: new Map() };
function candidatesOf(board: Board, cut: Cut = 'ge'): readonly Candidate[] {
  const memo = candidateMemo[cut];
  let out = memo.get(board);
  if (!out) {
    if (memo.size >= 20_000) memo.clear();
    memo.set(board, (out = candidates(traceAlphaBeta(board, 'cell', true, cut).trace, cut)));
  }
  return out;
}

/**
 * Version 2: a window (WINDOWS_V2) and a case it allows drawn first, then a
 * position with a node searched with that window, of that case, with
 * NODE_EMPTY_V2[level] empty cells. The value is hidden; the stored bounds
 * are written with v. The fail rule does not change the answer here (the
 * case and the form of the bounds are the same under fail-hard).
 */
function generateV2(rng: Rng, level: Level, seed: number, cut: Cut = 'ge'): Omit<ExerciseOf<'which-case', WhichCaseShown>, 'rules'> {
  const pairs = cut === 'gt' ? PAIRS_GT : PAIRS_V2;
  for (let draw = 0; ; draw++) {
    const [alpha, beta, side] = pick(rng, pairs[level]);
    const want = pick(rng, [...new Set(VALUES.map((v) => caseOf(v, alpha, beta, cut)))]);
    const empty = pick(rng, EMPTY_V2[level]);
    // The side to move at the node: the root's at an even depth.
    const fits = (root: Board) => (c: Candidate) =>
      c.alpha === alpha && c.beta === beta && c.result === want && NODE_EMPTY_V2[level].includes(empty - c.path.length) && (c.path.length % 2 === 0) === (toMove(root) === side);
    let line: { moves: readonly number[]; board: Board };
    try {
      line = randomLine(rng, empty, (l) => candidatesOf(l.board, cut).some(fits(l.board)));
    } catch (e) {
      // A rare pair at this size: draw again (deterministically), a few times at most.
      if (draw < 10) continue;
      throw e;
    }
    return questionV2(line.moves, line.board, pick(rng, candidatesOf(line.board, cut).filter(fits(line.board))), level, seed, cut);
  }
}

/** Version 2's question on the node of candidate `c` of the search of `board`. */
function questionV2(moves: readonly number[], board: Board, c: Candidate, level: Level, seed: number, cut: Cut = 'ge'): Omit<ExerciseOf<'which-case', WhichCaseShown>, 'rules'> {
  const { alpha, beta } = c;
  let nodeBoard = board;
  for (const m of c.path) nodeBoard = play(nodeBoard, Number(m));
  const truth = valueOf(nodeBoard);
  const blanks: Blank[] = [{ id: 'case', type: 'choice', options: CASES, answer: c.result }];
  if (level !== 'easy') blanks.push({ id: 'stored', type: 'choice', options: CASES.map((k) => STORED_V2[k]), answer: STORED_V2[c.result] });
  const steps: ExplainStep[] = [
    cut === 'gt'
      ? step('node-value', { value: formatValue(truth), alpha: formatValue(alpha), beta: formatValue(beta), relA: truth < alpha ? '<' : '≥', relB: truth > beta ? '>' : '≤' })
      : step('node-value', { value: formatValue(truth), alpha: formatValue(alpha), beta: formatValue(beta), relA: truth <= alpha ? '≤' : '>', relB: truth >= beta ? '≥' : '<' }),
    step('case-is', { case: { word: c.result } }, ['case']),
    step('stored', { bounds: storedPairText(STORED_V2[c.result]) }, level !== 'easy' ? ['stored'] : []),
  ];
  return {
    kind: 'which-case',
    level,
    seed,
    moves,
    board,
    shown: { kind: 'which-case', path: c.path, nodeBoard, alpha, beta, value: null, reminder: level !== 'hard' },
    blanks,
    steps,
    openIn: { tab: 'lab', algorithm: 'alphabeta', order: 'cell', tt: true },
    // Under the strict rule, the case the ≥ rule would give (a value at a bound) is named as that mistake.
    traps: cut === 'gt' && caseOf(truth, alpha, beta, 'ge') !== c.result ? [{ blank: 'case', answer: caseOf(truth, alpha, beta, 'ge'), mistake: 'cut-ge' }] : [],
  };
}

/** The kind "which-case": the cut rule is the quiz's from version 3 (before, always ≥). */
export const whichCase: ExerciseKind<'which-case', WhichCaseShown> = {
  id: 'which-case',
  rules: { cut: ['ge', 'gt'], fail: ['soft', 'hard'] },
  rulesAt: (version) => (version >= 3 ? { cut: ['ge', 'gt'], fail: ['soft', 'hard'] } : { cut: ['ge'], fail: ['soft', 'hard'] }),
  generate: generateWhichCase,
};
