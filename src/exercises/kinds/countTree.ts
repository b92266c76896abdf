/**
 * "Count the tree" (the Learn course's first chapter, the game tree): on a
 * position, how many children, how many positions at depth d below, how many
 * finished games below, how many nodes in the subtree. The model is the full
 * tree's: 1, 9, 72, 504, … positions per depth, 549,946 in all, 255,168
 * finished games. Every move sequence counts (no positions merged); a
 * finished game has no children. The answers are the app's own tree's
 * (engine.ts treeCounts: the position table's subtree size).
 *
 * Easy asks the children and depth 2 with the number of winning moves (0,
 * 1 or 2) drawn first; medium (depth 3 and the finished games) and hard (the
 * finished games and the whole subtree) draw positions where some game ends
 * above what is asked, so the count "as if no game ended" (k·(k−1)·…, k
 * empty cells) is wrong and the student has to see where the games end.
 */
import { treeCounts, type Board, type Rng, type TreeCounts } from '../engine.ts';
import { pick, randomLine, step } from '../common.ts';
import type { ExerciseKind, ExerciseOf } from '../kind.ts';
import type { Blank, ExplainStep, Level } from '../types.ts';

/** What the kind shows besides the position: the depth asked about (0 when none is). */
export interface CountTreeShown {
  readonly kind: 'count-tree';
  readonly depth: number;
  /** The blanks asked, in order: 'children', 'depth', 'games', 'nodes'. */
  readonly asked: readonly CountAsk[];
}

export type CountAsk = 'children' | 'depth' | 'games' | 'nodes';

const EMPTY: Record<Level, readonly number[]> = { easy: [3, 4, 5], medium: [5, 6], hard: [6, 7] };
/** Easy: how many children are finished games (winning moves), drawn first: two only with 3 empty cells (3 pieces of the mover can make two lines). */
const FINISHED_CHILDREN: Record<number, readonly number[]> = { 3: [0, 1, 2], 4: [0, 1], 5: [0, 1] };
const ASKS: Record<Level, readonly CountAsk[]> = { easy: ['children', 'depth'], medium: ['depth', 'games'], hard: ['games', 'nodes'] };
const DEPTH: Record<Level, number> = { easy: 2, medium: 3, hard: 0 };

/** The counts of a position, remembered (a pure function of the board; random lines meet the same positions often: 72 with 7 empty cells). */
const countsMemo = new Map<Board, TreeCounts>();
function countsOf(board: Board): TreeCounts {
  let c = countsMemo.get(board);
  if (!c) {
    if (countsMemo.size >= 10_000) countsMemo.clear();
    countsMemo.set(board, (c = treeCounts(board)));
  }
  return c;
}

/** Whether some game ends above depth `d` (so the count "as if none ended" is wrong there). */
function endsAbove(c: TreeCounts, d: number): boolean {
  return c.finishedPerDepth.slice(1, d).some((f) => f > 0);
}

function answerOf(c: TreeCounts, ask: CountAsk, depth: number): number {
  return ask === 'children' ? (c.perDepth[1] ?? 0) : ask === 'depth' ? (c.perDepth[depth] ?? 0) : ask === 'games' ? c.finished : c.nodes;
}

/** A "count the tree" exercise drawn with `rng`. */
function generateCountTree(rng: Rng, level: Level, seed: number): Omit<ExerciseOf<'count-tree', CountTreeShown>, 'rules'> {
  const empty = pick(rng, EMPTY[level]);
  const depth = DEPTH[level];
  // Easy: the number of winning moves drawn (0, 1 or 2: depth 2 has (k−1)·(k−f) positions, so neither k·(k−1) nor a table by k
  // is right most of the time); medium: a game ends above depth 3; hard: above the bottom (k·(k−1)·… is wrong there).
  const finished = level === 'easy' ? pick(rng, FINISHED_CHILDREN[empty]) : -1;
  const accept = (c: TreeCounts) => (level === 'easy' ? (c.finishedPerDepth[1] ?? 0) === finished : endsAbove(c, depth === 0 ? empty : depth));
  const { moves, board } = randomLine(rng, empty, (l) => accept(countsOf(l.board)));
  const c = countsOf(board);
  const asked = ASKS[level];
  const blanks: Blank[] = asked.map((ask) => {
    const answer = answerOf(c, ask, depth);
    return { id: ask, type: 'estimate', answer, lo: answer, hi: answer };
  });
  const bottom = c.perDepth.length - 1;
  const steps: ExplainStep[] = [step('count-children', { k: empty, children: c.perDepth[1] }, asked.includes('children') ? ['children'] : [])];
  for (let d = 1; d <= bottom; d++) {
    const fromAbove = c.perDepth[d - 1] - c.finishedPerDepth[d - 1];
    steps.push(
      step('count-depth', { depth: d, open: fromAbove, ways: empty - d + 1, positions: c.perDepth[d], finished: c.finishedPerDepth[d] }, asked.includes('depth') && d === depth ? ['depth'] : []),
    );
  }
  steps.push(step('count-total', { nodes: c.nodes, games: c.finished }, asked.filter((a) => a === 'games' || a === 'nodes')));
  return {
    kind: 'count-tree',
    level,
    seed,
    moves,
    board,
    shown: { kind: 'count-tree', depth, asked },
    blanks,
    steps,
    openIn: { tab: 'explore' },
    traps: [],
  };
}

/** The kind "count-tree". */
export const countTree: ExerciseKind<'count-tree', CountTreeShown> = { id: 'count-tree', rules: {}, generate: generateCountTree };
