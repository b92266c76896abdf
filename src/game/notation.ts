/**
 * The two text notations.
 * - Board: 9 characters of `o`, `x`, `.` row-major, e.g. `o...x....`.
 * - Move sequence: the cell digits in play order, e.g. `408` = o:4, x:0, o:8.
 * Parsers reject bad input with a GameError that names the offending place.
 */
import { applyMove, cellAt, EMPTY_BOARD, validateBoard, type Board } from './board.ts';
import { GameError } from './errors.ts';

/** Formats a board as 9 characters (`o`, `x`, `.`). */
export function formatBoard(b: Board): string {
  let s = '';
  for (let c = 0; c < 9; c++) s += cellAt(b, c) ?? '.';
  return s;
}

/**
 * Parses board notation. Throws GameError on a wrong length, an unknown
 * character, or a position that cannot arise in a game (see validateBoard).
 */
export function parseBoard(text: string): Board {
  if (typeof text !== 'string') throw new GameError('character', 'a board must be a string of 9 characters');
  const chars = Array.from(text);
  if (chars.length !== 9) {
    throw new GameError('length', `a board has 9 cells, but "${clip(text)}" has ${chars.length} character${chars.length === 1 ? '' : 's'}`);
  }
  let b = 0;
  for (let c = 0; c < 9; c++) {
    const ch = chars[c];
    if (ch === 'o') b |= 1 << c;
    else if (ch === 'x') b |= 1 << (c + 9);
    else if (ch !== '.') {
      throw new GameError('character', `unknown character "${ch}" at position ${c + 1}: use o, x or . (lower case)`);
    }
  }
  validateBoard(b);
  return b;
}

/** Formats a move list as digits: [4, 0, 8] -> "408". */
export function formatMoves(moves: readonly number[]): string {
  return moves.join('');
}

/** Formats a move list with players: [4, 0, 8] -> "o:4 x:0 o:8". */
export function formatMovesWithPlayers(moves: readonly number[]): string {
  return moves.map((m, i) => `${i % 2 === 0 ? 'o' : 'x'}:${m}`).join(' ');
}

/**
 * Parses a move sequence and checks it by playing it from the empty board.
 * Throws GameError on a non-digit, the digit 9, a repeated cell or a move
 * after the game ended. Returns the moves.
 */
export function parseMoves(text: string): number[] {
  return parseMovesWithBoard(text).moves;
}

/** Like parseMoves, also returning the final board. */
export function parseMovesWithBoard(text: string): { moves: number[]; board: Board } {
  if (typeof text !== 'string') throw new GameError('character', 'a move sequence must be a string of digits');
  const chars = Array.from(text);
  if (chars.length > 9) {
    throw new GameError('game-over', `a game has at most 9 moves, but "${clip(text)}" has ${chars.length}`);
  }
  const moves: number[] = [];
  let b = EMPTY_BOARD;
  chars.forEach((ch, i) => {
    if (!/^[0-9]$/.test(ch)) {
      throw new GameError('character', `unknown character "${ch}" at move ${i + 1}: a move is a cell digit 0 to 8`);
    }
    const cell = Number(ch);
    try {
      b = applyMove(b, cell);
    } catch (e) {
      if (e instanceof GameError) throw new GameError(e.code, `move ${i + 1}: ${e.message}`);
      throw e;
    }
    moves.push(cell);
  });
  return { moves, board: b };
}

/**
 * The longest valid prefix of a move string, and the error that stopped it
 * (null when the whole string is valid). Never throws.
 */
export function longestValidPrefix(text: string): { moves: number[]; board: Board; error: GameError | null } {
  const moves: number[] = [];
  let b = EMPTY_BOARD;
  const chars = typeof text === 'string' ? Array.from(text) : [];
  for (let i = 0; i < chars.length; i++) {
    try {
      const { board } = parseMovesWithBoard(formatMoves(moves) + chars[i]);
      b = board;
      moves.push(Number(chars[i]));
    } catch (e) {
      if (e instanceof GameError) return { moves, board: b, error: e };
      throw e;
    }
  }
  return { moves, board: b, error: null };
}

function clip(s: string): string {
  return s.length > 24 ? `${s.slice(0, 24)}…` : s;
}
