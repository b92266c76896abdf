/**
 * "Depth limit": what a depth-limited search with the game's evaluation
 * plays from a real position, what it thinks the position is worth, and
 * whether its move is really best (the position table knows the exact
 * values, so the estimate is compared with the truth: the horizon effect).
 *
 * The evaluation is the app's own (tic-tac-toe's `evaluate`): lines still
 * open for o minus lines still open for x, in ninths; a finished game is
 * worth its win / draw / loss score (9/9, 0, -9/9). The search is plain
 * minimax in cell order (alpha-beta plays the same move), keeping the first
 * of equal moves. The levels grow in the positions the student evaluates:
 * easy, depth 1 from 5 empty cells (5); medium, depth 2 from 4 (up to 12);
 * hard, depth 2 from 5 (up to 20). Whether the move is best is drawn first (half
 * and half), so "it is best" is right only half the time.
 */
import { bestMovesOf, cellAt, depthLimitedSearch, evaluationOf, isOver, legalMoves, LINES, play, toMove, valueOf, type Board, type Rng } from '../engine.ts';
import { outcomeWord, pick, randomLine, step, type Line } from '../common.ts';
import type { ExerciseKind, ExerciseOf, Trap } from '../kind.ts';
import type { Blank, ExplainStep, Level } from '../types.ts';

/** What the kind shows besides the position. */
export interface DepthLimitShown {
  readonly kind: 'depth-limit';
  /** Plies the search looks ahead (the root's move is the first). */
  readonly depth: number;
  /** Positions the search values at its leaves (depth-limit leaves and finished games): what the student works out. */
  readonly leaves: number;
}

const SETUP: Record<Level, { readonly empty: number; readonly depth: number }> = {
  easy: { empty: 5, depth: 1 },
  medium: { empty: 4, depth: 2 },
  hard: { empty: 5, depth: 2 },
};

/** The answers of "is it a best move?". */
export const VERDICTS = ['yes', 'no'] as const;
/** Estimates in ninths: the evaluation's -8..8 and a finished game's ±9. */
export const NINTHS: readonly number[] = Array.from({ length: 19 }, (_, i) => i - 9);

/** Lines still open for o (no x on them) and for x (no o on them): the evaluation's two counts. O(24). */
function openLines(b: Board): { readonly o: number; readonly x: number } {
  let o = 0;
  let x = 0;
  for (const line of LINES) {
    if (line.every((c) => cellAt(b, c) !== 'x')) o++;
    if (line.every((c) => cellAt(b, c) !== 'o')) x++;
  }
  return { o, x };
}

/** A value of the depth-limited search in ninths (evaluations are multiples of 1/9, finished games ±1 or 0). */
const ninths = (v: number) => Math.round(v * 9) || 0;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Positions the depth-limited search values at its leaves, below `b`. */
function leavesBelow(b: Board, depth: number): number {
  if (isOver(b) || depth === 0) return 1;
  return legalMoves(b).reduce((n, m) => n + leavesBelow(play(b, m), depth - 1), 0);
}

/** How the search values a leaf (finished, or at the limit) in ninths, as a step's words. */
function leafText(b: Board): { key: 'dl-finished' | 'dl-leaf'; params: Record<string, string | number | { word: ReturnType<typeof outcomeWord> }> } {
  if (isOver(b)) {
    const v = valueOf(b);
    return { key: 'dl-finished', params: { outcome: { word: outcomeWord(v) }, e: signed(ninths(v)) } };
  }
  const { o, x } = openLines(b);
  return { key: 'dl-leaf', params: { o, x, e: signed(ninths(evaluationOf(b))) } };
}

/** The worked answer: each leaf (depth 1) or each reply's minimum / maximum (depth 2), the pick, the truth. */
function explain(board: Board, depth: number, found: ReturnType<typeof depthLimitedSearch>, best: readonly number[]): ExplainStep[] {
  const steps: ExplainStep[] = [];
  const side = toMove(board);
  for (const { move, value } of found.children) {
    const child = play(board, move);
    if (depth === 1 || isOver(child)) {
      const leaf = leafText(child);
      steps.push(step(leaf.key, { cell: move, ...leaf.params }));
    } else {
      const reply = depthLimitedSearch(child, 1);
      // A reply that finishes the game is valued as it stands; the others by the evaluation.
      const values = legalMoves(child).map((r) => {
        const g = play(child, r);
        return `${r}: ${signed(ninths(isOver(g) ? valueOf(g) : evaluationOf(g)))}`;
      });
      steps.push(step('dl-reply', { cell: move, side: { word: toMove(child) }, op: { word: toMove(child) === 'o' ? 'max' : 'min' }, values: values.join(', '), e: signed(ninths(reply.value)) }));
      if (ninths(reply.value) !== ninths(value)) throw new Error('depth-2 value disagrees with its replies');
    }
  }
  steps.push(step('dl-pick', { side: { word: side }, op: { word: side === 'o' ? 'max' : 'min' }, e: signed(ninths(found.value)), cell: found.move }, ['move', 'estimate']));
  const truth = valueOf(play(board, found.move));
  const bestValue = valueOf(play(board, best[0]));
  steps.push(step('dl-truth', { cell: found.move, outcome: { word: outcomeWord(truth) }, cells: best.join(', '), best: { word: outcomeWord(bestValue) } }));
  if (best.includes(found.move)) steps.push(step('dl-is-best', { cell: found.move }, ['best']));
  else steps.push(step('dl-not-best', { cell: found.move, e: signed(ninths(found.value)) }, ['best']));
  return steps;
}

/** Rare kinds of position (a horizon effect at medium, about 1 line in 100): a random line that fits, trying up to 20 times as long as randomLine. */
function lineWhere(rng: Rng, empty: number, fits: (l: Line) => boolean): Line {
  for (let round = 0; ; round++) {
    try {
      return randomLine(rng, empty, fits);
    } catch (e) {
      if (round >= 20) throw e;
    }
  }
}

/**
 * A "depth limit" exercise drawn with `rng`: whether the search's move is
 * best is drawn first, then a position of the level's size where it is (or
 * is not). Blanks: the move (a cell), the estimate in ninths, yes / no.
 */
function generateDepthLimit(rng: Rng, level: Level, seed: number): Omit<ExerciseOf<'depth-limit', DepthLimitShown>, 'rules'> {
  const { empty, depth } = SETUP[level];
  const wantBest = pick(rng, VERDICTS) === 'yes';
  // Of equal moves the search keeps the first: without this draw, "the first empty cell" would be right too often (60 % at medium).
  const wantFirst = rng.int(3) === 0;
  const fits = (l: Line) => {
    const move = depthLimitedSearch(l.board, depth).move;
    return bestMovesOf(l.board).includes(move) === wantBest && (move === legalMoves(l.board)[0]) === wantFirst;
  };
  const { moves, board } = lineWhere(rng, empty, fits);
  const found = depthLimitedSearch(board, depth);
  const best = bestMovesOf(board);
  const cells = legalMoves(board).map(String);
  const blanks: Blank[] = [
    { id: 'move', type: 'choice', options: cells, answer: String(found.move) },
    { id: 'estimate', type: 'value', domain: NINTHS, answer: ninths(found.value) },
    { id: 'best', type: 'choice', options: VERDICTS, answer: wantBest ? 'yes' : 'no' },
  ];
  const traps: Trap[] = best.filter((m) => m !== found.move).map((m) => ({ blank: 'move', answer: String(m), mistake: 'dl-exact' }));
  if (depth > 1) {
    const shallow = depthLimitedSearch(board, depth - 1).move;
    if (shallow !== found.move && !best.includes(shallow)) traps.push({ blank: 'move', answer: String(shallow), mistake: 'dl-shallow' });
  }
  return {
    kind: 'depth-limit',
    level,
    seed,
    moves,
    board,
    shown: { kind: 'depth-limit', depth, leaves: leavesBelow(board, depth) },
    blanks,
    steps: explain(board, depth, found, best),
    openIn: { tab: 'lab', algorithm: 'minimax', order: 'cell', tt: false, depth },
    traps,
  };
}

/** The kind "depth-limit". */
export const depthLimit: ExerciseKind<'depth-limit', DepthLimitShown> = { id: 'depth-limit', rules: {}, generate: generateDepthLimit };
