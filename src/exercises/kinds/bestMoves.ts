/** "Best moves": mark every best move of the side to move, all of them and no more. */
import { play, bestMovesOf, legalMoves, toMove, valueOf, type Rng } from '../engine.ts';
import { opWord, outcomeWord, pick, randomLine, step } from '../common.ts';
import type { ExerciseKind, ExerciseOf } from '../kind.ts';
import type { Level } from '../types.ts';

/** What the kind shows besides the position. */
export interface BestMovesShown {
  readonly kind: 'best-moves';
  /** Hint: how many best moves there are (easy only). */
  readonly bestCount: number | null;
}

const EMPTY: Record<Level, readonly number[]> = { easy: [3, 4], medium: [4, 5, 6], hard: [6, 7, 8] };

/**
 * A "best moves" exercise drawn with `rng`: a position where at least one
 * move is not best (so marking everything is wrong). The answer is the
 * position table's best moves. Easy says how many there are.
 */
function generateBestMoves(rng: Rng, level: Level, seed: number): ExerciseOf<'best-moves', BestMovesShown> {
  const { moves, board } = randomLine(rng, pick(rng, EMPTY[level]), (l) => bestMovesOf(l.board).length < legalMoves(l.board).length);
  const best = bestMovesOf(board);
  const value = valueOf(board);
  const legal = legalMoves(board);
  return {
    kind: 'best-moves',
    level,
    seed,
    moves,
    board,
    shown: { kind: 'best-moves', bestCount: level === 'easy' ? best.length : null },
    blanks: [{ id: 'best', type: 'set', options: legal.map(String), answer: best.map(String) }],
    steps: [
      ...legal.map((m) => step('child-value', { cell: m, outcome: { word: outcomeWord(valueOf(play(board, m))) } })),
      step('best-are', { side: { word: toMove(board) }, op: { word: opWord(board) }, outcome: { word: outcomeWord(value) }, cells: best.join(', ') }, ['best']),
    ],
    openIn: { tab: 'explore' },
  };
}

/** The kind "best-moves". */
export const bestMoves: ExerciseKind<'best-moves', BestMovesShown> = { id: 'best-moves', generate: generateBestMoves };
