/**
 * The text notations of Connect-K, for any board size.
 * - Move sequence: the column digits 1..W in play order, e.g. `4453` (as the
 *   Connect Four test sets write them): Red 4, Yellow 4, Red 5, Yellow 3.
 * - A line as people read it: "R:4 Y:4 R:5" (R Red, Y Yellow).
 * - Position: the rows from the top down, separated by `/`, each W characters
 *   of `R`, `Y` or `.`, e.g. `..../..../.RY.` on 4×3.
 * Parsers return a Result (or, for move sequences, the longest legal start
 * and the error that stopped it) naming the offending place; they never throw.
 */
import { GameError, type MoveLine, type Result, type Side } from '../game.ts';
import { SIDE_LETTERS, type ConnectRules, type ConnectState } from './rules.ts';

/** Formats moves (0-based columns) as digits: [3, 3, 4] -> "445". */
export function formatMoves(moves: readonly number[]): string {
  return moves.map((m) => String(m + 1)).join('');
}

/** Moves with their sides, as people read them: [3, 3, 4] -> "R:4 Y:4 R:5"; `first` is the side of the first move. */
export function formatLine(moves: readonly number[], first: Side = 0): string {
  return moves.map((m, i) => `${SIDE_LETTERS[(first + i) & 1]}:${m + 1}`).join(' ');
}

/**
 * Parses a move sequence in one pass from the empty board: the longest legal
 * start, the state there, and the error at the first bad move (a character
 * other than a digit, a digit outside 1..W, a full column, a move after the
 * game ended), or null when every move is legal. O(length · W).
 */
export function parseMoveLine(rules: ConnectRules, text: string): MoveLine<ConnectState> {
  const moves: number[] = [];
  let s = rules.empty;
  const W = rules.size.width;
  if (typeof text !== 'string') return { moves, state: s, error: new GameError('character', 'a move sequence must be a string of column digits') };
  let i = 0;
  for (const ch of text) {
    i++;
    if (ch.length !== 1 || ch < '0' || ch > '9') {
      return { moves, state: s, error: new GameError('character', `unknown character "${ch}" at move ${i}: a move is a column digit 1 to ${W}`) };
    }
    const digit = ch.charCodeAt(0) - 48;
    if (digit < 1 || digit > W) return { moves, state: s, error: new GameError('range', `move ${i}: there is no column ${digit}: the columns are 1 to ${W}`) };
    const r = rules.tryPlay(s, digit - 1);
    if (!r.ok) return { moves, state: s, error: new GameError(r.error.code, `move ${i}: ${r.error.message}`) };
    s = r.value;
    moves.push(digit - 1);
  }
  return { moves, state: s, error: null };
}

/** Formats a position as its rows from the top, `/`-separated (see the module header). */
export function formatPosition(rules: ConnectRules, s: ConnectState): string {
  const { width: W, height: H } = rules.size;
  const rows: string[] = [];
  for (let r = H - 1; r >= 0; r--) {
    let row = '';
    for (let c = 0; c < W; c++) {
      const d = rules.discAt(s, c, r);
      row += d === -1 ? '.' : SIDE_LETTERS[d];
    }
    rows.push(row);
  }
  return rows.join('/');
}

/**
 * Parses a position: the state, or why not (wrong row count or length, an
 * unknown character, a disc above an empty square, or a position no game
 * reaches: see the rules' stateError).
 */
export function parsePosition(rules: ConnectRules, text: string): Result<ConnectState> {
  const { width: W, height: H } = rules.size;
  const shape = `${H} rows of ${W} squares (R, Y or .) from the top, separated by /`;
  if (typeof text !== 'string') return { ok: false, error: new GameError('character', `a position must be a string: ${shape}`) };
  const rows = text.split('/');
  if (rows.length !== H) return { ok: false, error: new GameError('length', `a position has ${shape}, but "${clip(text)}" has ${rows.length} row${rows.length === 1 ? '' : 's'}`) };
  const grid: (-1 | 0 | 1)[][] = [];
  for (let i = 0; i < H; i++) {
    const chars = Array.from(rows[i]);
    if (chars.length !== W) return { ok: false, error: new GameError('length', `row ${i + 1} from the top has ${chars.length} square${chars.length === 1 ? '' : 's'}; a row has ${W}`) };
    const row: (-1 | 0 | 1)[] = [];
    for (let c = 0; c < W; c++) {
      const ch = chars[c];
      if (ch === 'R') row.push(0);
      else if (ch === 'Y') row.push(1);
      else if (ch === '.') row.push(-1);
      else return { ok: false, error: new GameError('character', `unknown character "${ch}" in row ${i + 1} from the top, column ${c + 1}: use R, Y or .`) };
    }
    grid.push(row);
  }
  // Columns bottom-up: the bottom row is the last one written.
  const columns: (0 | 1)[][] = [];
  for (let c = 0; c < W; c++) {
    const column: (0 | 1)[] = [];
    for (let r = 0; r < H; r++) {
      const d = grid[H - 1 - r][c];
      if (d === -1) continue;
      if (column.length !== r) return { ok: false, error: new GameError('illegal', `the disc in column ${c + 1}, row ${H - r} from the top, floats above an empty square`) };
      column.push(d);
    }
    columns.push(column);
  }
  const s = rules.compose(columns);
  const bad = rules.stateError(s);
  return bad ? { ok: false, error: bad } : { ok: true, value: s };
}

function clip(s: string): string {
  const chars = Array.from(s);
  return chars.length > 24 ? `${chars.slice(0, 24).join('')}…` : s;
}
