/**
 * Othello notation.
 * - Square: column a-h then row 1-8, from the top-left: a1 = 0, h8 = 63.
 * - Transcript: the squares in play order, black first from the standard
 *   start, e.g. `f5d6c3`; passes are implicit (a side with no move passes
 *   before the next square is read). Upper case and spaces are accepted.
 * - Position: 64 characters row by row (`X` black, `O` white, `-` empty),
 *   then the side to move (`X` or `O`), spaces ignored.
 * Parsers return a Result (transcripts: the longest legal start and the error
 * that stopped it) naming the offending place; they never throw.
 */
import { fail, GameError, ok, type MoveLine, type Result } from '../game.ts';
import { popcount } from './bitboard.ts';
import { hasSquare, INITIAL, isLegal, makeState, PASS, playMove, STATUS, type OthelloState } from './state.ts';

const COLUMNS = 'abcdefgh';

/** A square's name (`f5`), or `pass`. */
export function formatSquare(move: number): string {
  if (move === PASS) return 'pass';
  return `${COLUMNS[move & 7]}${(move >> 3) + 1}`;
}

/** The square of a name such as `f5` or `F5`, or why not. */
export function parseSquare(text: string): Result<number> {
  const m = /^([a-h])([1-8])$/i.exec(text);
  if (!m) return fail(new GameError('range', `"${clip(text)}" is not a square: use a column a-h and a row 1-8, such as f5`));
  return ok((Number(m[2]) - 1) * 8 + COLUMNS.indexOf(m[1].toLowerCase()));
}

/** A transcript: the squares in order, passes left out. */
export function formatTranscript(moves: readonly number[]): string {
  return moves
    .filter((m) => m !== PASS)
    .map(formatSquare)
    .join('');
}

/** The squares in order as a person reads them, passes included: "f5 d6 pass c3". */
export function formatLine(moves: readonly number[]): string {
  return moves.map(formatSquare).join(' ');
}

/** Checks a move for a state: the new state, or why not (game over, occupied square, no disc turned, bad code). */
export function tryMove(s: OthelloState, move: number): Result<OthelloState> {
  if (s.status === STATUS.over) return fail(new GameError('game-over', 'the game is over: neither side can move'));
  if (move === PASS) {
    return s.status === STATUS.pass ? ok(playMove(s, PASS)) : fail(new GameError('illegal', `${sideName(s)} cannot pass: it has a move`));
  }
  if (!Number.isInteger(move) || move < 0 || move >= 64) return fail(new GameError('range', `no square ${String(move)}: squares are 0 to 63`));
  if (hasSquare(s.bl | s.wl, s.bh | s.wh, move)) return fail(new GameError('occupied', `${formatSquare(move)} is already taken`));
  if (s.status === STATUS.pass) return fail(new GameError('illegal', `${sideName(s)} has no move and must pass`));
  if (!isLegal(s, move)) return fail(new GameError('illegal', `${formatSquare(move)} turns over no disc for ${sideName(s)}`));
  return ok(playMove(s, move));
}

function sideName(s: OthelloState): string {
  return s.side === 0 ? 'black' : 'white';
}

/**
 * Parses a transcript from the standard start in one pass: the longest legal
 * start (passes included as moves, inserted where a side must pass before the
 * next square), the state there, and the first error (a character that starts
 * no square, a bad square, an occupied or illegal square, a square after the
 * end), or null. O(length).
 */
export function parseTranscript(text: string, from: OthelloState = INITIAL): MoveLine<OthelloState> {
  const moves: number[] = [];
  let s = from;
  if (typeof text !== 'string') return { moves, state: s, error: new GameError('character', 'a transcript must be a string of squares such as f5d6c3') };
  const chars = text.replace(/\s+/g, '');
  let n = 0;
  for (let i = 0; i < chars.length; i += 2) {
    n++;
    const name = chars.slice(i, i + 2);
    const sq = parseSquare(name);
    if (!sq.ok) return { moves, state: s, error: new GameError(/^[a-h]/i.test(name) ? 'range' : 'character', `move ${n}: ${sq.error.message}`) };
    if (s.status === STATUS.over) return { moves, state: s, error: new GameError('game-over', `move ${n} (${formatSquare(sq.value)}): the game is already over`) };
    if (s.status === STATUS.pass && !hasSquare(s.bl | s.wl, s.bh | s.wh, sq.value)) {
      moves.push(PASS);
      s = playMove(s, PASS);
    }
    const r = tryMove(s, sq.value);
    if (!r.ok) return { moves, state: s, error: new GameError(r.error.code, `move ${n} (${formatSquare(sq.value)}): ${r.error.message}`) };
    moves.push(sq.value);
    s = r.value;
  }
  return { moves, state: s, error: null };
}

/** Formats a position: 64 characters (`X`, `O`, `-`) and the side to move. */
export function formatPosition(s: OthelloState): string {
  let out = '';
  for (let sq = 0; sq < 64; sq++) out += hasSquare(s.bl, s.bh, sq) ? 'X' : hasSquare(s.wl, s.wh, sq) ? 'O' : '-';
  return `${out} ${s.side === 0 ? 'X' : 'O'}`;
}

/** Why a position cannot arise in a game (an empty centre square), or null. */
export function positionError(s: OthelloState): GameError | null {
  if (((s.bl & s.wl) | (s.bh & s.wh)) !== 0) return new GameError('counts', 'a square holds both colours');
  const centreL = (1 << 27) | (1 << 28);
  const centreH = (1 << 3) | (1 << 4);
  if (((s.bl | s.wl) & centreL) !== centreL || ((s.bh | s.wh) & centreH) !== centreH) return new GameError('counts', 'the four centre squares (d4, e4, d5, e5) are never empty in a game');
  return null;
}

/** Parses a position (see the module header), or says why not. */
export function parsePosition(text: string): Result<OthelloState> {
  if (typeof text !== 'string') return fail(new GameError('character', 'a position must be a string'));
  const chars = text.replace(/\s+/g, '');
  // 64 characters ending in an empty square: the board is all there and the side to move is missing.
  if (chars.length === 64 && /[-.]$/.test(chars)) return fail(new GameError('side', 'the side to move (X or O) is missing after the 64 squares', { char: '' }));
  if (chars.length !== 65) return fail(new GameError('length', `a position has 64 squares and the side to move, but this one has ${chars.length} characters`, { count: chars.length }));
  let bl = 0;
  let bh = 0;
  let wl = 0;
  let wh = 0;
  for (let sq = 0; sq < 64; sq++) {
    const ch = chars[sq].toUpperCase();
    const l = sq < 32 ? 1 << sq : 0;
    const h = sq < 32 ? 0 : 1 << (sq - 32);
    if (ch === 'X') {
      bl |= l;
      bh |= h;
    } else if (ch === 'O') {
      wl |= l;
      wh |= h;
    } else if (ch !== '-' && ch !== '.') {
      return fail(new GameError('character', `unknown character "${chars[sq]}" at ${formatSquare(sq)}: use X, O or -`, { char: chars[sq], square: formatSquare(sq) }));
    }
  }
  const side = chars[64].toUpperCase();
  if (side !== 'X' && side !== 'O') return fail(new GameError('side', `the side to move is X or O, not "${chars[64]}"`, { char: chars[64] }));
  return positionOf(bl, bh, wl, wh, side === 'X' ? 0 : 1);
}

/** The position of these discs with `side` to move, or why it cannot be played from (an empty centre square). */
function positionOf(bl: number, bh: number, wl: number, wh: number, side: 0 | 1): Result<OthelloState> {
  const s = makeState(bl, bh, wl, wh, side);
  if (popcount(bl | wl, bh | wh) < 4) return fail(new GameError('counts', 'a position has at least the four starting discs'));
  const bad = positionError(s);
  return bad ? fail(bad) : ok(s);
}

/**
 * A position a person pastes to set up: a board string (see the module
 * header) or an FFO-style line, whose `move:score` list (after the first `;`)
 * and comment (after `%`) are ignored. Errors: 'length' (params.count),
 * 'character' (params.char, params.square), 'side' (params.char, '' when
 * missing), 'counts' (an empty centre square). A position where neither side
 * can move is accepted: the game is over there. O(length).
 */
export function parseSetup(text: string): Result<OthelloState> {
  if (typeof text !== 'string') return fail(new GameError('character', 'a position must be a string'));
  return parsePosition(text.split(/[;%]/)[0]);
}

/** Each square's content, a1 first: 0 empty, 1 black, 2 white. */
export function cellsOf(s: OthelloState): Uint8Array {
  const out = new Uint8Array(64);
  for (let sq = 0; sq < 64; sq++) out[sq] = hasSquare(s.bl, s.bh, sq) ? 1 : hasSquare(s.wl, s.wh, sq) ? 2 : 0;
  return out;
}

/** The position of 64 cells (0 empty, 1 black, 2 white) with `side` to move, or why not (the codes of parseSetup). */
export function fromCells(cells: ArrayLike<number>, side: 0 | 1): Result<OthelloState> {
  if (cells.length !== 64) return fail(new GameError('length', `a board has 64 squares, not ${cells.length}`, { count: cells.length }));
  let bl = 0;
  let bh = 0;
  let wl = 0;
  let wh = 0;
  for (let sq = 0; sq < 64; sq++) {
    const c = cells[sq];
    const l = sq < 32 ? 1 << sq : 0;
    const h = sq < 32 ? 0 : 1 << (sq - 32);
    if (c === 1) {
      bl |= l;
      bh |= h;
    } else if (c === 2) {
      wl |= l;
      wh |= h;
    } else if (c !== 0) return fail(new GameError('character', `square ${formatSquare(sq)} holds ${String(c)}: use 0, 1 or 2`, { char: String(c), square: formatSquare(sq) }));
  }
  return positionOf(bl, bh, wl, wh, side);
}

function clip(s: string): string {
  const chars = Array.from(s);
  return chars.length > 12 ? `${chars.slice(0, 12).join('')}…` : s;
}

/** A position of an FFO-style test line with the listed exact scores of its moves (side to move's view). */
export interface ObfLine {
  readonly state: OthelloState;
  readonly scores: readonly { readonly move: number; readonly score: number }[];
}

/**
 * Parses an FFO-style line (Edax's `.obf`): a position (see the module
 * header), then `;`-separated `move:score` pairs such as `A2:+38` (a square,
 * or `PS` for a pass; the score signed). Text after `%` is a comment. A
 * line with no pairs has an empty list. O(length).
 */
export function parseObfLine(text: string): Result<ObfLine> {
  if (typeof text !== 'string') return fail(new GameError('character', 'an FFO line must be a string'));
  const [body] = text.split('%');
  const [position, ...pairs] = body.split(';');
  const pos = parsePosition(position);
  if (!pos.ok) return pos;
  const scores: { move: number; score: number }[] = [];
  for (const raw of pairs) {
    const pair = raw.trim();
    if (pair === '') continue;
    const m = /^([a-h][1-8]|ps):([+-]?\d{1,2})$/i.exec(pair);
    if (!m) return fail(new GameError('character', `"${clip(pair)}" is not a move and its score, such as A2:+38`));
    const move = m[1].toLowerCase() === 'ps' ? PASS : (parseSquare(m[1]) as { value: number }).value;
    if (!isLegal(pos.value, move)) return fail(new GameError('illegal', `${formatSquare(move)} is not a legal move in this position`));
    scores.push({ move, score: Number(m[2]) });
  }
  return ok({ state: pos.value, scores });
}
