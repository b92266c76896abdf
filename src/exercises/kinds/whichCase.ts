/**
 * "Which case?": a step of the search with a transposition table: the window
 * a node was searched with and the value it returned. Fail low, exact or
 * fail high, and which bounds the table stores (seed 002 of the sources).
 */
import { play, traceAlphaBeta, type Board, type Rng, type TraceStep } from '../engine.ts';
import { formatValue, pick, randomLine, step } from '../common.ts';
import type { Conventions } from '../conventions.ts';
import type { ExerciseKind, ExerciseOf } from '../kind.ts';
import type { Blank, Level, Word } from '../types.ts';

/** What the kind shows besides the position. */
export interface WhichCaseShown {
  readonly kind: 'which-case';
  /** Moves from the exercise's position to the node of the step. */
  readonly path: string;
  readonly nodeBoard: Board;
  readonly alpha: number;
  readonly beta: number;
  readonly value: number;
  /** Whether the rule table (v ≤ α, α < v < β, β ≤ v) is shown. */
  readonly reminder: boolean;
}

const EMPTY: Record<Level, number> = { easy: 4, medium: 5, hard: 6 };
export const CASES = ['fail-low', 'exact', 'fail-high'] as const;
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
function candidates(trace: readonly TraceStep[]): Candidate[] {
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
function generateWhichCase(rng: Rng, level: Level, seed: number, { fail }: Conventions): Omit<ExerciseOf<'which-case', WhichCaseShown>, 'rules'> {
  const want = pick(rng, CASES);
  const { moves, board } = randomLine(rng, EMPTY[level], (l) => candidates(traceAlphaBeta(l.board, 'cell', true).trace).some((c) => c.result === want));
  const all = candidates(traceAlphaBeta(board, 'cell', true).trace).filter((c) => c.result === want);
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
      step('stored', { bounds: c.stored }, level !== 'easy' ? ['stored'] : []),
    ],
    openIn: { tab: 'lab', algorithm: 'alphabeta', order: 'cell', tt: true },
    traps: [],
  };
}

/** The kind "which-case". */
export const whichCase: ExerciseKind<'which-case', WhichCaseShown> = { id: 'which-case', rules: { cut: ['ge'], fail: ['soft', 'hard'] }, generate: generateWhichCase };
