/**
 * "Which order wins?": two move orders on one position; which one makes
 * alpha-beta visit fewer nodes, and roughly how many (within a stated
 * tolerance). Node counts from the real search.
 *
 * Version 1 (links without `v`) draws any two of cell, centre and best
 * order; best order nearly always wins, so "best if offered, else centre"
 * was right 94–97 % of the time. Version 2 offers cell against centre order
 * and draws the winner first (each half the time), so only the position
 * tells; the estimate's tolerance is tighter and the positions grow with the
 * level (test/exercises/guessing.test.ts measures both).
 */
import { nodesByOrder, ORDERS, type Board, type ExerciseOrder, type Rng } from '../engine.ts';
import { pick, randomLine, step } from '../common.ts';
import type { ExerciseKind, ExerciseOf } from '../kind.ts';
import type { GeneratorVersion } from '../quizLink.ts';
import type { Level } from '../types.ts';

/** What the kind shows besides the position. */
export interface WhichOrderShown {
  readonly kind: 'which-order';
  readonly orders: readonly [ExerciseOrder, ExerciseOrder];
  /** Allowed relative error of the estimate, e.g. 0.25. */
  readonly tolerance: number;
}

const EMPTY: Record<Level, readonly number[]> = { easy: [5, 6], medium: [6, 7], hard: [7, 8] };
/** The larger count is at least this many times the smaller (harder: closer counts). */
const RATIO: Record<Level, number> = { easy: 1.5, medium: 1.25, hard: 1.1 };
/** Allowed relative error of the estimate. */
const TOLERANCE: Record<Level, number> = { easy: 0.5, medium: 0.3, hard: 0.2 };

/** Version 2: empty cells, and the allowed relative error of the estimate (tighter: a table of typical counts misses). */
const EMPTY_V2: Record<Level, readonly number[]> = { easy: [4, 5], medium: [5, 6], hard: [6, 7] };
const TOLERANCE_V2: Record<Level, number> = { easy: 0.2, medium: 0.2, hard: 0.15 };
const PAIR_V2: readonly [ExerciseOrder, ExerciseOrder] = ['cell', 'centre'];

/** Node counts by board and order, remembered (a pure function of both; random lines meet the same positions often, and the position drawn is counted again for the question). */
const countMemo = new Map<number, number>();
function nodesOf(board: Board, order: ExerciseOrder): number {
  const key = board * ORDERS.length + ORDERS.indexOf(order);
  let n = countMemo.get(key);
  if (n === undefined) {
    if (countMemo.size >= 40_000) countMemo.clear();
    countMemo.set(key, (n = nodesByOrder(board, order)));
  }
  return n;
}

/** Two different orders drawn with `rng`, in ORDERS order. */
function drawPair(rng: Rng): [ExerciseOrder, ExerciseOrder] {
  const i = rng.int(3);
  const j = (i + 1 + rng.int(2)) % 3;
  return i < j ? [ORDERS[i], ORDERS[j]] : [ORDERS[j], ORDERS[i]];
}

/**
 * A "which order wins?" exercise drawn with `rng`: a pair of orders and a
 * position where their node counts differ by at least RATIO[level] (so the
 * question has a clear answer). The estimate is of the smaller count.
 */
function generateWhichOrder(rng: Rng, level: Level, seed: number, _c: unknown, version: GeneratorVersion): Omit<ExerciseOf<'which-order', WhichOrderShown>, 'rules'> {
  const v2 = version >= 2;
  const orders = v2 ? PAIR_V2 : drawPair(rng);
  // Version 2: the winner is drawn before the position (either order, half the time each).
  const want = v2 ? rng.int(2) : -1;
  const apart = (b: number) => {
    const [n1, n2] = orders.map((o) => nodesOf(b, o));
    if (want === 0) return n2 >= RATIO[level] * n1;
    if (want === 1) return n1 >= RATIO[level] * n2;
    return Math.max(n1, n2) >= RATIO[level] * Math.min(n1, n2);
  };
  const { moves, board } = randomLine(rng, pick(rng, (v2 ? EMPTY_V2 : EMPTY)[level]), (l) => apart(l.board));
  const counts = orders.map((o) => nodesOf(board, o));
  const win = counts[0] < counts[1] ? 0 : 1;
  const n = counts[win];
  const tol = (v2 ? TOLERANCE_V2 : TOLERANCE)[level];
  const lo = Math.floor(n * (1 - tol));
  const hi = Math.ceil(n * (1 + tol));
  return {
    kind: 'which-order',
    level,
    seed,
    moves,
    board,
    shown: { kind: 'which-order', orders, tolerance: tol },
    blanks: [
      { id: 'fewer', type: 'choice', options: orders, answer: orders[win] },
      { id: 'nodes', type: 'estimate', answer: n, lo, hi },
    ],
    steps: [
      step('order-nodes', { order: { word: orders[0] }, nodes: counts[0] }),
      step('order-nodes', { order: { word: orders[1] }, nodes: counts[1] }),
      step('order-fewer', { order: { word: orders[win] }, nodes: n, lo, hi }, ['fewer', 'nodes']),
    ],
    openIn: { tab: 'lab', algorithm: 'alphabeta', order: orders[win], tt: false },
    traps: [],
  };
}

/** The kind "which-order". */
export const whichOrder: ExerciseKind<'which-order', WhichOrderShown> = { id: 'which-order', rules: { cut: ['ge'] }, generate: generateWhichOrder };
