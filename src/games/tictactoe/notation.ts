/**
 * The two text notations of tic-tac-toe.
 * - Board: 9 characters of `o`, `x`, `.` row-major, e.g. `o...x....`.
 * - Move sequence: the cell digits in play order, e.g. `408` = o:4, x:0, o:8.
 * Parsers return a Result (or, for move sequences, the longest legal start
 * and the error that stopped it) naming the offending place; they never throw.
 */
import { GameError, type MoveLine, type Result } from '../game.ts';
import { boardError, cellAt, EMPTY_BOARD, tryMove, type Board } from './board.ts';

/** Formats a board as 9 characters (`o`, `x`, `.`). */
export function formatBoard(b: Board): string {
  let s = '';
  for (let c = 0; c < 9; c++) s += cellAt(b, c) ?? '.';
  return s;
}

/**
 * Parses board notation: the board, or why not (a wrong length, an unknown
 * character, or a position that cannot arise in a game: see boardError).
 */
export function parseBoard(text: string): Result<Board> {
  if (typeof text !== 'string') return { ok: false, error: new GameError('character', 'a board must be a string of 9 characters') };
  const chars = Array.from(text);
  if (chars.length !== 9) {
    return { ok: false, error: new GameError('length', `a board has 9 cells, but "${clip(text)}" has ${chars.length} character${chars.length === 1 ? '' : 's'}`) };
  }
  let b = 0;
  for (let c = 0; c < 9; c++) {
    const ch = chars[c];
    if (ch === 'o') b |= 1 << c;
    else if (ch === 'x') b |= 1 << (c + 9);
    else if (ch !== '.') {
      return { ok: false, error: new GameError('character', `unknown character "${ch}" at position ${c + 1}: use o, x or . (lower case)`) };
    }
  }
  const bad = boardError(b);
  return bad ? { ok: false, error: bad } : { ok: true, value: b };
}

/** Formats a move list as digits: [4, 0, 8] -> "408". */
export function formatMoves(moves: readonly number[]): string {
  return moves.join('');
}

/**
 * Formats a move list with players, the notation a person reads everywhere in
 * the app: [4, 0, 8] -> "o:4 x:0 o:8"; from a position with x to move
 * (`first` 'x'): [4, 0] -> "x:4 o:0".
 */
export function formatMovesWithPlayers(moves: readonly number[], first: 'o' | 'x' = 'o'): string {
  const second = first === 'o' ? 'x' : 'o';
  return moves.map((m, i) => `${i % 2 === 0 ? first : second}:${m}`).join(' ');
}

/**
 * Parses a move sequence in one pass from the empty board: the longest legal
 * start, the board there, and the error at the first bad move (a non-digit,
 * the digit 9, a taken cell, a move after the game ended), or null when every
 * move is legal. O(length): stops at the first error.
 */
export function parseMoveLine(text: string): MoveLine<Board> {
  const moves: number[] = [];
  let b = EMPTY_BOARD;
  if (typeof text !== 'string') return { moves, state: b, error: new GameError('character', 'a move sequence must be a string of digits') };
  let i = 0;
  for (const ch of text) {
    i++;
    if (ch < '0' || ch > '9' || ch.length !== 1) {
      return { moves, state: b, error: new GameError('character', `unknown character "${ch}" at move ${i}: a move is a cell digit 0 to 8`) };
    }
    const cell = ch.charCodeAt(0) - 48;
    const r = tryMove(b, cell);
    if (!r.ok) return { moves, state: b, error: new GameError(r.error.code, `move ${i}: ${r.error.message}`) };
    b = r.value;
    moves.push(cell);
  }
  return { moves, state: b, error: null };
}

function clip(s: string): string {
  const chars = Array.from(s);
  return chars.length > 24 ? `${chars.slice(0, 24).join('')}…` : s;
}
