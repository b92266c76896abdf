/**
 * Pieces shared by the exercise generators: seeded positions along a random
 * line of play, value domains, value formatting and node names.
 */
import { play, isOver, legalMoves, pieceCount, toMove, type Board, type Rng } from './engine.ts';
import type { ExplainStep, Word } from './types.ts';

/** Values of a position in win / draw / loss scoring (o's view). */
export const VALUES: readonly number[] = [-1, 0, 1];
/** What alpha and beta can be in the exercises' searches. */
export const WINDOW_VALUES: readonly number[] = [-Infinity, -1, 0, 1, Infinity];
/** Attempts before a generator gives up looking for a position with some property (never reached in practice: tests run 1,000 seeds). */
const MAX_TRIES = 500;

/** A position reached by random play and the line that reaches it. */
export interface Line {
  readonly moves: readonly number[];
  readonly board: Board;
}

/**
 * A random line of play from the empty board to an unfinished position with
 * `empty` empty cells for which `accept` holds; deterministic for a given
 * rng state. Throws (a programming error) if none is found in MAX_TRIES lines.
 */
export function randomLine(rng: Rng, empty: number, accept: (line: Line) => boolean = () => true): Line {
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    let b = 0;
    const moves: number[] = [];
    while (!isOver(b) && 9 - pieceCount(b) > empty) {
      const legal = legalMoves(b);
      const m = legal[rng.int(legal.length)];
      moves.push(m);
      b = play(b, m);
    }
    if (isOver(b)) continue;
    const line = { moves, board: b };
    if (accept(line)) return line;
  }
  throw new Error(`no position with ${empty} empty cells found`);
}

/** One of `items`, drawn with `rng`. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[rng.int(items.length)];
}

/** A value as written in the exercises: -1, 0, 1, -∞, +∞. */
export function formatValue(v: number): string {
  return v === Infinity ? '+∞' : v === -Infinity ? '-∞' : String(v);
}

/** The word for a value (o's view): o wins, draw, x wins. */
export function outcomeWord(v: number): Word {
  return v > 0 ? 'o-wins' : v < 0 ? 'x-wins' : 'draw';
}

/** Max for o, min for x. */
export function opWord(b: Board): Word {
  return toMove(b) === 'o' ? 'max' : 'min';
}

/**
 * A node of a small tree named by the moves from the exercise's position,
 * with players, e.g. "x:2 o:5"; the position itself is the word "root".
 */
export function nodeName(rootToMove: 'o' | 'x', path: string): string | { word: Word } {
  if (path === '') return { word: 'root' };
  return [...path].map((c, i) => `${(i % 2 === 0) === (rootToMove === 'o') ? 'o' : 'x'}:${c}`).join(' ');
}

/** An explanation step. */
export function step(key: ExplainStep['key'], params: ExplainStep['params'] = {}, reveal: readonly string[] = []): ExplainStep {
  return { key, params, reveal };
}
