/**
 * "Alpha-beta by hand": on a small tree searched in cell order, mark every
 * edge a cut-off skips and give (α, β) on entry at some nodes. Graded against
 * the trace of the real fail-soft search.
 */
import { traceAlphaBeta, toMove, type Board, type Rng, type TraceStep } from '../engine.ts';
import { formatValue, nodeName, randomLine, step, WINDOW_VALUES } from '../common.ts';
import { buildSubtree } from '../subtree.ts';
import type { ExerciseKind, ExerciseOf } from '../kind.ts';
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

/** What the trace says: cut edges, windows on entry, and the walk-through. */
function readTrace(board: Board, trace: readonly TraceStep[], asked: ReadonlySet<string>): Facts {
  const cuts: string[] = [];
  const windows = new Map<string, { alpha: number; beta: number }>();
  const steps: ExplainStep[] = [];
  const lastChild = new Map<string, number>();
  for (const s of trace) {
    const path = s.moves.join('');
    if (s.kind === 'enter' && path !== '') {
      windows.set(path, { alpha: s.alpha, beta: s.beta });
      const reveal = asked.has(path) ? [alphaBlank(path), betaBlank(path)] : [];
      steps.push(step('enter', { node: nodeName(toMove(board), path), alpha: formatValue(s.alpha), beta: formatValue(s.beta) }, reveal));
    } else if (s.kind === 'child') {
      lastChild.set(path, s.value);
    } else if (s.kind === 'cutoff') {
      const skipped = s.skipped.map((m) => path + m);
      cuts.push(...skipped);
      const v = lastChild.get(path) ?? 0;
      // o (max) is to move at even depths when o is to move at the root.
      const maximise = (path.length % 2 === 0) === (toMove(board) === 'o');
      const test = maximise ? `${formatValue(v)} ≥ β = ${formatValue(s.beta)}` : `${formatValue(v)} ≤ α = ${formatValue(s.alpha)}`;
      steps.push(step('cutoff', { node: nodeName(toMove(board), path), test, cells: s.skipped.join(', ') }, [CUTS_BLANK]));
    }
  }
  if (cuts.length === 0) steps.push(step('no-cutoff', {}, [CUTS_BLANK]));
  return { cuts, windows, steps };
}

/**
 * An "alpha-beta by hand" exercise drawn with `rng`: a position with 3 (easy,
 * medium) or 4 (hard) empty cells where the cell-order search cuts at least
 * once and enters enough inner nodes to ask about. Medium and hard ask
 * (α, β) on entry at 2 / 3 nodes below the root.
 */
function generateAlphaBeta(rng: Rng, level: Level, seed: number): ExerciseOf<'alpha-beta', AlphaBetaShown> {
  const n = ASKED[level];
  const { moves, board } = randomLine(rng, EMPTY[level], (l) => {
    const f = readTrace(l.board, traceAlphaBeta(l.board, 'cell', false).trace, new Set());
    return f.cuts.length > 0 && f.windows.size >= n;
  });
  const trace = traceAlphaBeta(board, 'cell', false).trace;
  const entered = [...readTrace(board, trace, new Set()).windows.keys()];
  const asked = new Set<string>();
  while (asked.size < n) asked.add(entered[rng.int(entered.length)]);
  const askedInOrder = entered.filter((p) => asked.has(p));
  const facts = readTrace(board, trace, asked);
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
  };
}

/** The kind "alpha-beta". */
export const alphaBeta: ExerciseKind<'alpha-beta', AlphaBetaShown> = { id: 'alpha-beta', generate: generateAlphaBeta };
