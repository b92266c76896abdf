/**
 * Board encoding and rules.
 *
 * Layout: a board is one integer (18 bits). Bits 0..8 are o's cells, bits 9..17
 * are x's cells; cell index = row * 3 + col. The empty board is 0. Two boards are
 * the same position exactly when their codes are equal, so a code doubles as a
 * key into flat lookup tables of 2^18 entries.
 *
 * o moves first: o is to move when o and x have the same number of pieces.
 */
import { GameError, type KeyBuffer, type MoveBuffer, type Result } from '../game.ts';

/** An 18-bit board code (see the module header). */
export type Board = number;
/** A player mark. */
export type Player = 'o' | 'x';
/** The state of a game. */
export type Outcome = 'playing' | 'o-won' | 'x-won' | 'draw';

export interface Status {
  readonly outcome: Outcome;
  /** The completed line (three cell indices) when someone won, else null. */
  readonly line: readonly [number, number, number] | null;
}

export const EMPTY_BOARD: Board = 0;
/** Outcome names by outcome code (see outcomeCode and the seam's OUTCOME). */
export const OUTCOME_NAMES: readonly Outcome[] = ['playing', 'o-won', 'x-won', 'draw'];
/** The 9-bit mask of every cell (one side's half of a board code). */
export const FULL = 0x1ff;

/** The eight lines, as cell triples: rows, columns, diagonals. */
export const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];
/** The eight lines as 9-bit cell masks. */
export const LINE_MASKS: readonly number[] = LINES.map(([a, b, c]) => (1 << a) | (1 << b) | (1 << c));

/** lineOfMask[m] = index of the first line contained in 9-bit mask m, or -1. */
export const lineOfMask = new Int8Array(512).fill(-1);
/** Population count of every 9-bit mask. */
export const popcount9 = new Uint8Array(512);
for (let m = 0; m < 512; m++) {
  popcount9[m] = (m & 1) + popcount9[m >> 1];
  for (let l = 0; l < 8; l++) {
    if ((m & LINE_MASKS[l]) === LINE_MASKS[l]) {
      lineOfMask[m] = l;
      break;
    }
  }
}

/** o's 9-bit mask. O(1). */
export function oMask(b: Board): number {
  return b & FULL;
}
/** x's 9-bit mask. O(1). */
export function xMask(b: Board): number {
  return (b >> 9) & FULL;
}
/** Mask of occupied cells. O(1). */
function occupiedMask(b: Board): number {
  return (b | (b >> 9)) & FULL;
}
/** Number of pieces on the board (= moves played). O(1). */
export function pieceCount(b: Board): number {
  return popcount9[b & FULL] + popcount9[(b >> 9) & FULL];
}
/** Whose turn it is by piece counts (o when equal). Meaningless on a finished board. O(1). */
export function toMove(b: Board): Player {
  return popcount9[b & FULL] === popcount9[(b >> 9) & FULL] ? 'o' : 'x';
}
/** The mark on a cell, or null when empty. */
export function cellAt(b: Board, cell: number): Player | null {
  if ((b >> cell) & 1) return 'o';
  if ((b >> (cell + 9)) & 1) return 'x';
  return null;
}

/** True when the 9-bit mask holds a complete line. O(1). */
function hasLine(mask: number): boolean {
  return lineOfMask[mask & FULL] >= 0;
}

/** Status of a valid board: who won (with the line), draw, or still playing. O(1). */
export function status(b: Board): Status {
  const ol = lineOfMask[b & FULL];
  if (ol >= 0) return { outcome: 'o-won', line: LINES[ol] };
  const xl = lineOfMask[(b >> 9) & FULL];
  if (xl >= 0) return { outcome: 'x-won', line: LINES[xl] };
  if (occupiedMask(b) === FULL) return { outcome: 'draw', line: null };
  return { outcome: 'playing', line: null };
}

/** The outcome only (no allocation): hot-path variant of `status`. O(1). */
export function outcomeOf(b: Board): Outcome {
  if (lineOfMask[b & FULL] >= 0) return 'o-won';
  if (lineOfMask[(b >> 9) & FULL] >= 0) return 'x-won';
  return occupiedMask(b) === FULL ? 'draw' : 'playing';
}

/**
 * The outcome as a small integer, 0 playing, 1 o won, 2 x won, 3 draw: the
 * integer-only variant of `outcomeOf` for loops that must run fast even before
 * the JIT has optimised them (no strings to compare). O(1).
 */
export function outcomeCode(b: Board): number {
  if (lineOfMask[b & FULL] >= 0) return 1;
  if (lineOfMask[(b >> 9) & FULL] >= 0) return 2;
  return occupiedMask(b) === FULL ? 3 : 0;
}

/** lowestCell[m] = the lowest set bit's index of the 9-bit mask m (m > 0). */
export const lowestCell = new Int8Array(512);
for (let m = 1; m < 512; m++) lowestCell[m] = m & 1 ? 0 : lowestCell[m >> 1] + 1;

/**
 * The side to move (bit 0: pieces played are odd) and the outcome code
 * (bits 1-2) in one call, with no calls inside: the position table calls it
 * once per position on every page load, before the JIT has warmed up. O(1).
 */
export function boardInfo(b: Board): number {
  const o = b & FULL;
  const x = (b >> 9) & FULL;
  const side = (popcount9[o] + popcount9[x]) & 1;
  if (lineOfMask[o] >= 0) return side | 2;
  if (lineOfMask[x] >= 0) return side | 4;
  return (o | x) === FULL ? side | 6 : side;
}

/**
 * The legal moves of board b and the boards they reach, lowest cell first,
 * into the caller's buffers; returns how many (0 when the game is over). No
 * calls inside, for the same reason as boardInfo. O(moves).
 */
export function expandBoard(b: Board, moves: MoveBuffer, next: KeyBuffer): number {
  const o = b & FULL;
  const x = (b >> 9) & FULL;
  if (lineOfMask[o] >= 0 || lineOfMask[x] >= 0) return 0;
  // o's bit for cell c is c, x's is c + 9; o moves when the counts are equal.
  const shift = popcount9[o] === popcount9[x] ? 0 : 9;
  let n = 0;
  for (let free = ~(o | x) & FULL; free !== 0; free &= free - 1) {
    const c = lowestCell[free];
    moves[n] = c;
    next[n] = b | (1 << (c + shift));
    n++;
  }
  return n;
}

/** True when the game on this board has ended. O(1). */
export function isOver(b: Board): boolean {
  return lineOfMask[b & FULL] >= 0 || lineOfMask[(b >> 9) & FULL] >= 0 || occupiedMask(b) === FULL;
}

/** Mask of legal moves (empty cells), 0 when the game is over. O(1). */
export function legalMask(b: Board): number {
  return isOver(b) ? 0 : ~occupiedMask(b) & FULL;
}

/** Legal moves in cell order; empty when the game is over. */
export function legalMoves(b: Board): number[] {
  const m = legalMask(b);
  const out: number[] = [];
  for (let c = 0; c < 9; c++) if ((m >> c) & 1) out.push(c);
  return out;
}

/** Cell indices of the set bits of a 9-bit mask, ascending. */
export function maskToCells(mask: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < 9; c++) if ((mask >> c) & 1) out.push(c);
  return out;
}

/** Why `cell` is not a cell index 0..8, or null when it is. */
function cellError(cell: number): GameError | null {
  if (!Number.isInteger(cell) || cell < 0 || cell > 8) {
    return new GameError('range', `cell ${String(cell)} is out of range: cells are numbered 0 to 8`);
  }
  return null;
}

/**
 * Plays `cell` for the side to move: the new board, or the reason it is not
 * a legal move (a cell outside 0..8, an occupied cell, a finished game). The
 * input is not changed (boards are values). O(1).
 */
export function tryMove(b: Board, cell: number): Result<Board> {
  const bad = cellError(cell);
  if (bad) return { ok: false, error: bad };
  const st = outcomeOf(b);
  if (st !== 'playing') {
    return { ok: false, error: new GameError('game-over', `cannot play cell ${cell}: the game is over (${describeOutcome(st)})`) };
  }
  if ((occupiedMask(b) >> cell) & 1) {
    return { ok: false, error: new GameError('occupied', `cell ${cell} is already taken by ${cellAt(b, cell)}`) };
  }
  return { ok: true, value: applyMoveUnchecked(b, cell) };
}

/** Plays a legal `cell` for the side to move (unchecked: the caller guarantees legality; see tryMove). O(1). */
export function applyMoveUnchecked(b: Board, cell: number): Board {
  return popcount9[b & FULL] === popcount9[(b >> 9) & FULL] ? b | (1 << cell) : b | (1 << (cell + 9));
}

/** Plain words for an outcome: "o won", "x won", "draw", "in play". */
function describeOutcome(o: Outcome): string {
  return o === 'o-won' ? 'o won' : o === 'x-won' ? 'x won' : o === 'draw' ? 'draw' : 'in play';
}

/**
 * Why a board code cannot arise in a real game, or null when it can: a cell
 * claimed twice, o not having as many pieces as x or one more, both players
 * with a line, or a move after a line was completed.
 */
export function boardError(b: Board): GameError | null {
  if (!Number.isInteger(b) || b < 0 || b >= 1 << 18) {
    return new GameError('range', `board code ${String(b)} is not an 18-bit integer`);
  }
  const o = oMask(b);
  const x = xMask(b);
  if (o & x) return new GameError('character', 'a cell holds both o and x');
  const no = popcount9[o];
  const nx = popcount9[x];
  if (nx > no) return new GameError('counts', `x has more pieces than o (${nx} > ${no}); o moves first`);
  if (no > nx + 1) return new GameError('counts', `o has ${no - nx} more pieces than x; players alternate, so o may lead by at most one`);
  const ow = hasLine(o);
  const xw = hasLine(x);
  if (ow && xw) return new GameError('both-won', 'both o and x have three in a row; a game ends at the first line');
  if (ow && no === nx) return new GameError('game-over', 'x has played after o completed a line');
  if (xw && no > nx) return new GameError('game-over', 'o has played after x completed a line');
  return null;
}
