/**
 * "Best moves": mark every best move of the side to move, all of them and no
 * more. Which scoring defines "best" is a convention: win / draw / loss (a
 * slower forced win is as good as a faster one: the default) or faster wins
 * and slower losses better (the position table's 'shortest' scoring).
 */
import { play, bestMovesOf, legalMoves, toMove, valueOf, type Board, type Rng } from '../engine.ts';
import { opWord, outcomeWord, pick, randomLine, step } from '../common.ts';
import type { Conventions } from '../conventions.ts';
import type { ExerciseKind, ExerciseOf, Trap } from '../kind.ts';
import type { Level } from '../types.ts';

/** What the kind shows besides the position. */
export interface BestMovesShown {
  readonly kind: 'best-moves';
  /** Hint: how many best moves there are (easy only). */
  readonly bestCount: number | null;
}

const EMPTY: Record<Level, readonly number[]> = { easy: [3, 4], medium: [4, 5, 6], hard: [6, 7, 8] };

/** The position table's scoring for a "best" convention. */
const MODE = { wdl: 'wdl', fast: 'shortest' } as const;

/** The move (1-9) at which a game of 'shortest' value v ends with best play: o wins at move 11 - 2v, x at 2v + 10. */
const endsAt = (v: number) => (v > 0 ? 11 - 2 * v : 2 * v + 10);

/**
 * A "best moves" exercise drawn with `rng`: a position where at least one
 * move is not best (so marking everything is wrong). The answer is the
 * position table's best moves under the scoring `best` names. Easy says how
 * many there are. When the other scoring's best moves differ, marking those
 * is a trap the feedback names.
 */
function generateBestMoves(rng: Rng, level: Level, seed: number, { best: rule }: Conventions): Omit<ExerciseOf<'best-moves', BestMovesShown>, 'rules'> {
  const mode = MODE[rule];
  const { moves, board } = randomLine(rng, pick(rng, EMPTY[level]), (l) => bestMovesOf(l.board, mode).length < legalMoves(l.board).length);
  const best = bestMovesOf(board, mode);
  const legal = legalMoves(board);
  const otherRule = rule === 'wdl' ? 'fast' : 'wdl';
  const other = bestMovesOf(board, MODE[otherRule]);
  const traps: Trap[] = other.join() === best.join() ? [] : [{ blank: 'best', answer: other.map(String), mistake: otherRule === 'fast' ? 'best-fast' : 'best-wdl' }];
  return {
    kind: 'best-moves',
    level,
    seed,
    moves,
    board,
    shown: { kind: 'best-moves', bestCount: level === 'easy' ? best.length : null },
    blanks: [{ id: 'best', type: 'set', options: legal.map(String), answer: best.map(String) }],
    steps: rule === 'wdl' ? wdlSteps(board, legal, best) : fastSteps(board, legal, best),
    openIn: { tab: 'explore' },
    traps,
  };
}

/** Each move's outcome, then the side's pick (win / draw / loss). */
function wdlSteps(board: Board, legal: readonly number[], best: readonly number[]) {
  return [
    ...legal.map((m) => step('child-value', { cell: m, outcome: { word: outcomeWord(valueOf(play(board, m))) } })),
    step('best-are', { side: { word: toMove(board) }, op: { word: opWord(board) }, outcome: { word: outcomeWord(valueOf(board)) }, cells: best.join(', ') }, ['best']),
  ];
}

/** Each move's outcome and, for a win, the move it comes at; then the side's pick (faster wins better). */
function fastSteps(board: Board, legal: readonly number[], best: readonly number[]) {
  const v = valueOf(board, 'shortest');
  const child = (m: number) => {
    const c = valueOf(play(board, m), 'shortest');
    return c === 0 ? step('child-value', { cell: m, outcome: { word: 'draw' } }) : step('child-win-at', { cell: m, outcome: { word: outcomeWord(c) }, at: endsAt(c) });
  };
  const side = { word: toMove(board) };
  const last =
    v === 0
      ? step('best-are', { side, op: { word: opWord(board) }, outcome: { word: 'draw' }, cells: best.join(', ') }, ['best'])
      : step('best-are-fast', { side, op: { word: opWord(board) }, outcome: { word: outcomeWord(v) }, at: endsAt(v), cells: best.join(', ') }, ['best']);
  return [...legal.map(child), last];
}

/** The kind "best-moves". */
export const bestMoves: ExerciseKind<'best-moves', BestMovesShown> = { id: 'best-moves', rules: { best: ['wdl', 'fast'] }, generate: generateBestMoves };
