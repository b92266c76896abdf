/**
 * The one door from the exercises into the engine. Every call the exercises
 * make into the rules, the notation, the position table, the alpha-beta
 * search and the seeded random numbers goes through this file, so that when
 * the engine moves behind a generic game interface only this module changes.
 *
 * Answers always come from the product's own engine: values and best moves
 * from the precomputed position table, cut-offs, windows and node counts from
 * the real fail-soft alpha-beta search with its trace. Scoring is win / draw /
 * loss (o wins 1, draw 0, x wins -1) throughout the exercises, except best
 * moves under the faster-wins convention (the table's 'shortest' scoring).
 */
import type { ScoreMode } from '../games/game.ts';
import { applyMoveUnchecked, boardTerminalScore, cellAt, EXERCISE_GAME, formatBoard, formatMovesWithPlayers, isOver, legalMoves, LINES, pieceCount, toMove, type Board } from '../games/exerciseGame.ts';

import { createRng, type Rng } from '../ai/rng.ts';
import { childValuesBySearch, search } from '../search/alphaBeta.ts';
import type { MoveOrder, TraceStep as SearchStep } from '../search/types.ts';
import { bestMovesOf as tableBestMoves, buildPositionTable, positionOf, positionValue, type PositionTable } from '../tree/positions.ts';

/** A step of the traced search of a position of the exercises' game. */
export type TraceStep = SearchStep<Board>;
export type { Board, Rng, MoveOrder };

/** The game the exercises are about (for the generic layers' functions, e.g. the lab's tree layout). */
const GAME = EXERCISE_GAME;
export { cellAt, formatMovesWithPlayers, isOver, legalMoves, LINES, pieceCount, toMove, createRng };

/** The board after the side to move plays `cell`; the caller guarantees the move is legal (the generators only play moves from `legalMoves`). */
export const play: (b: Board, cell: number) => Board = applyMoveUnchecked;

/** The move orders the exercises compare (all the engine offers). */
/** The move orders the exercises compare (the search's 'eval' order is for games with an evaluation). */
export type ExerciseOrder = Exclude<MoveOrder, 'eval'>;
export const ORDERS: readonly ExerciseOrder[] = ['cell', 'centre', 'best'];

let table: PositionTable<Board> | null = null;
/** The position table (5,478 positions; built on first use, ~2 ms). */
function positions(): PositionTable<Board> {
  table ??= buildPositionTable(GAME);
  return table;
}

/** Exact minimax value (o's view; -1 / 0 / 1 in win / draw / loss scoring, the default) of a reachable board, from the position table. O(1). */
export function valueOf(b: Board, mode: ScoreMode = 'wdl'): number {
  const v = positionValue(positions(), b, mode);
  if (v === null) throw new RangeError(`board ${formatBoard(b)} is not reachable`);
  return v;
}

/** The best moves of an unfinished board (win / draw / loss scoring unless `mode` says 'shortest'), in cell order, from the position table. O(9). */
export function bestMovesOf(b: Board, mode: ScoreMode = 'wdl'): number[] {
  return [...tableBestMoves(positions(), b, mode)].sort((x, y) => x - y);
}

/** The score of a finished board (o's view, -1 / 0 / 1). */
export function finishedValue(b: Board): number {
  return boardTerminalScore(b, 'wdl');
}

/** The traced fail-soft alpha-beta search of `b` (full window), with the given move order and table use, cutting on ≥ (default) or only on > (`cut` 'gt'). */
export function traceAlphaBeta(b: Board, order: MoveOrder, tt: boolean, cut: 'ge' | 'gt' = 'ge'): { value: number; nodes: number; trace: readonly TraceStep[] } {
  const table = order === 'best' ? positions() : undefined;
  const r = search(GAME, b, { order, tt, symmetry: false, trace: true, traceLimit: 100_000, table, ...(cut === 'gt' && { cut }) });
  return { value: r.value, nodes: r.counters.nodes, trace: r.trace ?? [] };
}

/** Nodes the alpha-beta search of `b` visits (the root included) with a move order, without a table. */
export function nodesByOrder(b: Board, order: MoveOrder): number {
  const table = order === 'best' ? positions() : undefined;
  return search(GAME, b, { order, table }).counters.nodes;
}

/** The evaluation of depth-limited search (the game's own, o's view, strictly inside (-1, 1)) of an unfinished board. O(1). */
export function evaluationOf(b: Board): number {
  return GAME.evaluate(b);
}

/**
 * The depth-limited search of `b` (plain minimax in cell order, the game's
 * evaluation at the limit, finished games at their win / draw / loss score):
 * the move it plays (the first in cell order among the equal best, as the
 * search keeps a move only on a strict improvement), the root's value and
 * each child's value (the root's move is the first ply). O(moves^depth).
 */
export function depthLimitedSearch(b: Board, depth: number): { move: number; value: number; children: readonly { move: number; value: number }[] } {
  const r = search(GAME, b, { algorithm: 'minimax', depth });
  return { move: r.bestMove, value: r.value, children: childValuesBySearch(GAME, b, { algorithm: 'minimax', depth }) };
}

/** The counts of the game tree below a position: positions and finished games per depth (depth 0 is the position itself). */
export interface TreeCounts {
  readonly perDepth: readonly number[];
  readonly finishedPerDepth: readonly number[];
  /** Every node of the subtree, the position included (the position table's subtree size). */
  readonly nodes: number;
  readonly finished: number;
}

/**
 * The tree below `b` counted: every move sequence from it (no positions
 * merged), per depth; the node total is the position table's (the app's
 * full tree: 549,946 from the empty board). O(nodes below; at most 8,660 from 7 empty cells).
 */
export function treeCounts(b: Board): TreeCounts {
  const perDepth: number[] = [];
  const finishedPerDepth: number[] = [];
  const walk = (x: Board, d: number) => {
    perDepth[d] = (perDepth[d] ?? 0) + 1;
    finishedPerDepth[d] ??= 0;
    if (isOver(x)) {
      finishedPerDepth[d]++;
      return;
    }
    for (const m of legalMoves(x)) walk(play(x, m), d + 1);
  };
  walk(b, 0);
  const t = positions();
  return { perDepth, finishedPerDepth, nodes: t.subtreeSize[positionOf(t, b)], finished: finishedPerDepth.reduce((n, f) => n + f, 0) };
}
