/**
 * Connect-K with gravity on a W×H board, for any size: a move drops a disc
 * into a column (0-based here, written 1..W) and it lands on the lowest empty
 * square; K in a row in any direction wins; a full board without one is a
 * draw. Red (side 0) moves first, Yellow (side 1) second.
 *
 * State layout: one integer (a bitboard, the classic "position + mask + bottom"
 * encoding with the position being Red's discs). Column c owns bits
 * c·(H+1) .. c·(H+1)+H; its field holds a marker bit at the column's height h
 * (bit h) and, below it, a 1 for each of Red's discs (bit r: row r from the
 * bottom). The empty board has one marker at the bottom of every column. Two
 * states are the same position exactly when their integers are equal, so a
 * state is its own key, below 2^(W·(H+1)) (2^16 for 4×3; 2^49 for 7×6, still a
 * safe integer). A column's field is read with 32-bit shifts when the state
 * fits 31 bits, else with division (7×6); past that the code is the same for
 * every size, as a column's field is a small integer.
 *
 * Whose turn it is comes from the number of discs (Red when even). A game
 * ends at the first line: in a reachable state only the side that moved last
 * can have one, so `outcome` looks for that side's lines only (`stateError`
 * checks everything, for states made in code or typed in).
 */
import { GameError, OUTCOME, type KeyBuffer, type MoveBuffer, type OutcomeCode, type Result, type ScoreMode } from '../game.ts';

/** A board's size and the length of a winning line. */
export interface ConnectSize {
  /** Columns, 1..9 (a move is written as one digit). */
  readonly width: number;
  /** Rows, 1..30; width · (height + 1) must stay within 53 bits. */
  readonly height: number;
  /** Discs in a row that win, 2..max(width, height). */
  readonly inRow: number;
}

/** A state: the integer of the module header. */
export type ConnectState = number;

/** The letters of the sides in move lists and positions: Red first, Yellow second. */
export const SIDE_LETTERS = ['R', 'Y'] as const;
/** The sides' names in English messages. */
const SIDE_WORDS = ['Red', 'Yellow'] as const;

/** Why a size is not a board this module plays, or null. */
export function sizeError({ width, height, inRow }: ConnectSize): string | null {
  const whole = (n: number) => Number.isInteger(n) && n >= 1;
  if (!whole(width) || width > 9) return `width must be a whole number from 1 to 9 (a move is one digit), got ${String(width)}`;
  if (!whole(height) || height > 30) return `height must be a whole number from 1 to 30 (a column is a small integer), got ${String(height)}`;
  if (width * (height + 1) > 53) return `a ${width}×${height} board needs ${width * (height + 1)} bits: at most 53 fit a safe integer`;
  if (!whole(inRow) || inRow < 2 || inRow > Math.max(width, height)) return `inRow must be a whole number from 2 to ${Math.max(width, height)}, got ${String(inRow)}`;
  return null;
}

/** The rules of one board size as closures over its tables (see createRules). */
export interface ConnectRules {
  readonly size: ConnectSize;
  /** Squares on the board (W·H): the longest game. */
  readonly squares: number;
  /** Bits of a state: keys are below 2^bits. */
  readonly bits: number;
  readonly empty: ConnectState;
  /** The winning lines: `cells[l]` lists line l's squares as [column, row from the bottom]. */
  readonly lines: readonly (readonly (readonly [number, number])[])[];
  /** The lines as masks of the state layout (bit c·(H+1) + r), when the state fits 31 bits; else null. */
  readonly layoutLines: Int32Array | null;
  height(s: ConnectState, column: number): number;
  /** The state with these discs (0 Red, 1 Yellow), each column listed bottom-up (unchecked: see stateError). */
  compose(columns: readonly (readonly (0 | 1)[])[]): ConnectState;
  /** Who has a disc on (column, row from the bottom): 0 Red, 1 Yellow, -1 none. */
  discAt(s: ConnectState, column: number, row: number): -1 | 0 | 1;
  /** Discs on the board (= moves played). O(W). */
  discs(s: ConnectState): number;
  toMove(s: ConnectState): 0 | 1;
  outcome(s: ConnectState): OutcomeCode;
  /** The lines of the side that moved last (the winning lines of a won game; empty otherwise), as line indices. */
  winningLines(s: ConnectState): number[];
  legalMoves(s: ConnectState, out: MoveBuffer, offset: number): number;
  play(s: ConnectState, column: number): ConnectState;
  tryPlay(s: ConnectState, column: number): Result<ConnectState>;
  /** True when `side` would complete a line by dropping a disc into `column` now (whoever is to move). */
  wouldWin(s: ConnectState, column: number, side: 0 | 1): boolean;
  keyInfo(s: ConnectState): number;
  expandKey(s: ConnectState, moves: MoveBuffer, childKeys: KeyBuffer): number;
  terminalScore(s: ConnectState, mode: ScoreMode): number;
  evaluate(s: ConnectState): number;
  /** Centre first: the distance of a column from the middle, in half columns (0 or 1 for the centre). */
  movePriority(column: number): number;
  mirror(s: ConnectState): ConnectState;
  canonicalKey(s: ConnectState): ConnectState;
  pliesLeftAtMost(s: ConnectState): number;
  stateError(s: ConnectState): GameError | null;
  /** Plain words for the outcome: "Red won", "Yellow won", "a draw", "in play". */
  describeOutcome(o: OutcomeCode): string;
}

/** The rules of a board size (throws RangeError for a size sizeError rejects). Tables O(W·H·K). */
export function createRules(size: ConnectSize): ConnectRules {
  const bad = sizeError(size);
  if (bad) throw new RangeError(bad);
  const { width: W, height: H, inRow: K } = size;
  const SPAN = H + 1;
  const FIELD = 2 ** SPAN;
  const POW = Array.from({ length: W }, (_, c) => 2 ** (c * SPAN));
  const BITS = W * SPAN;
  const SQUARES = W * H;
  let EMPTY = 0;
  for (const p of POW) EMPTY += p;

  // Every line of K squares, as [column, row] lists: horizontal, vertical, both diagonals.
  const lines: (readonly [number, number])[][] = [];
  for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [1, -1]] as const) {
    for (let c = 0; c < W; c++) {
      for (let r = 0; r < H; r++) {
        const endC = c + dc * (K - 1);
        const endR = r + dr * (K - 1);
        if (endC < 0 || endC >= W || endR < 0 || endR >= H) continue;
        lines.push(Array.from({ length: K }, (_, i) => [c + dc * i, r + dr * i] as const));
      }
    }
  }
  const L = lines.length;
  const lineCol = Int8Array.from(lines.flatMap((line) => line.map(([c]) => c)));
  const lineBit = Int32Array.from(lines.flatMap((line) => line.map(([, r]) => 1 << r)));
  // The evaluation's divisor: each line holds at most K - 1 discs of one side in an unfinished game.
  const EVAL_DIVISOR = L * (K - 1) + 1;

  // Scratch columns of the state being read (single-threaded, no call re-enters a reader).
  const heights = new Int32Array(W);
  const reds = new Int32Array(W);
  const yellows = new Int32Array(W);

  // A column's field: 32-bit shifts when the whole state fits them (small boards, the full-tree ones), else division.
  const SHIFT = Int32Array.from({ length: W }, (_, c) => c * SPAN);
  const field =
    BITS <= 31 ? (s: ConnectState, c: number): number => (s >>> SHIFT[c]) & (FIELD - 1) : (s: ConnectState, c: number): number => Math.floor(s / POW[c]) % FIELD;
  const heightOfField = (f: number): number => 31 - Math.clz32(f);

  /** Reads the state into the scratch columns; returns the number of discs. O(W). */
  function read(s: ConnectState): number {
    let n = 0;
    for (let c = 0; c < W; c++) {
      const f = field(s, c);
      const h = heightOfField(f);
      heights[c] = h;
      reds[c] = f - (1 << h);
      yellows[c] = ((1 << h) - 1) ^ reds[c];
      n += h;
    }
    return n;
  }

  /** The first line whose squares all hold discs of `discs` (one side's columns), or -1. O(L·K). */
  function lineIn(discs: Int32Array): number {
    for (let l = 0, i = 0; l < L; l++, i += K) {
      let j = 0;
      while (j < K && (discs[lineCol[i + j]] & lineBit[i + j]) !== 0) j++;
      if (j === K) return l;
    }
    return -1;
  }

  /** The outcome of the state just read, with `n` discs: only the side that moved last can have a line. */
  function outcomeRead(n: number): OutcomeCode {
    if (n === 0) return OUTCOME.playing;
    if ((n & 1) === 1) {
      if (lineIn(reds) >= 0) return OUTCOME.firstWon;
    } else if (lineIn(yellows) >= 0) return OUTCOME.secondWon;
    return n === SQUARES ? OUTCOME.draw : OUTCOME.playing;
  }

  const outcome = (s: ConnectState): OutcomeCode => outcomeRead(read(s));
  const toMove = (s: ConnectState): 0 | 1 => (read(s) & 1) as 0 | 1;
  /** The state after `side` drops a disc into column c of height h (unchecked). */
  const dropped = (s: ConnectState, c: number, h: number, side: number): ConnectState => s + POW[c] * (side === 0 ? 2 << h : 1 << h);

  function play(s: ConnectState, c: number): ConnectState {
    const side = read(s) & 1;
    return dropped(s, c, heights[c], side);
  }

  function legalMoves(s: ConnectState, out: MoveBuffer, offset: number): number {
    if (outcomeRead(read(s)) !== OUTCOME.playing) return 0;
    let k = 0;
    for (let c = 0; c < W; c++) if (heights[c] < H) out[offset + k++] = c;
    return k;
  }

  function keyInfo(s: ConnectState): number {
    const n = read(s);
    return (n & 1) | (outcomeRead(n) << 1);
  }

  function expandKey(s: ConnectState, moves: MoveBuffer, childKeys: KeyBuffer): number {
    const n = read(s);
    if (outcomeRead(n) !== OUTCOME.playing) return 0;
    const side = n & 1;
    let k = 0;
    for (let c = 0; c < W; c++) {
      if (heights[c] === H) continue;
      moves[k] = c;
      childKeys[k] = dropped(s, c, heights[c], side);
      k++;
    }
    return k;
  }

  function wouldWin(s: ConnectState, c: number, side: 0 | 1): boolean {
    read(s);
    const h = heights[c];
    if (h >= H) return false;
    const discs = side === 0 ? reds : yellows;
    discs[c] |= 1 << h;
    return lineIn(discs) >= 0;
  }

  function winningLines(s: ConnectState): number[] {
    const n = read(s);
    if (n === 0) return [];
    const discs = (n & 1) === 1 ? reds : yellows;
    const out: number[] = [];
    for (let l = 0, i = 0; l < L; l++, i += K) {
      let j = 0;
      while (j < K && (discs[lineCol[i + j]] & lineBit[i + j]) !== 0) j++;
      if (j === K) out.push(l);
    }
    return out;
  }

  // Scores of finished games. 'shortest' (as tic-tac-toe's score.ts and the Connect Four test sets):
  // a win is worth one more than the discs the winner had left unplayed, so the slowest possible win
  // is 1 and faster wins score more: Red, with ceil(W·H / 2) discs, wins with k discs for
  // ceil(W·H / 2) + 1 - k; Yellow, with floor(W·H / 2), for -(floor(W·H / 2) + 1 - k).
  const RED_DISCS = Math.ceil(SQUARES / 2);
  const YELLOW_DISCS = Math.floor(SQUARES / 2);
  const LAYOUT_LINES = BITS <= 31 ? Int32Array.from(lines.map((line) => line.reduce((m, [c, r]) => m | (1 << (c * SPAN + r)), 0))) : null;
  /**
   * terminalScore on a board of at most 31 bits, integers only and no calls
   * inside: the position table scores every finished position with it on
   * each page load, before the JIT has warmed up (the general path's calls
   * cost about three times as much there).
   */
  function terminalScoreSmall(s: ConnectState, lineMasks: Int32Array, wdl: boolean): number {
    let reds = 0;
    let all = 0;
    let n = 0;
    for (let c = 0; c < W; c++) {
      const shift = c * SPAN;
      const f = (s >>> shift) & (FIELD - 1);
      const h = 31 - Math.clz32(f);
      n += h;
      all |= ((1 << h) - 1) << shift;
      reds |= (f ^ (1 << h)) << shift;
    }
    // Only the side that moved last can have a line: Red when n is odd.
    const last = (n & 1) === 1 ? reds : all ^ reds;
    for (let l = 0; l < lineMasks.length; l++) {
      const m = lineMasks[l];
      if ((last & m) !== m) continue;
      if ((n & 1) === 1) return wdl ? 1 : RED_DISCS + 1 - (n + 1) / 2;
      return wdl ? -1 : -(YELLOW_DISCS + 1 - n / 2);
    }
    return 0;
  }

  function terminalScore(s: ConnectState, mode: ScoreMode): number {
    if (LAYOUT_LINES !== null) return terminalScoreSmall(s, LAYOUT_LINES, mode === 'wdl');
    const n = read(s);
    const o = outcomeRead(n);
    if (o === OUTCOME.firstWon) return mode === 'wdl' ? 1 : RED_DISCS + 1 - (n + 1) / 2;
    if (o === OUTCOME.secondWon) return mode === 'wdl' ? -1 : -(YELLOW_DISCS + 1 - n / 2);
    return 0;
  }

  /**
   * Open lines weighted by the discs in them: every line holding only Red's
   * discs counts their number, every line holding only Yellow's counts minus
   * theirs, over L·(K-1) + 1, so the value stays strictly inside (-1, 1) (a
   * line of an unfinished game holds at most K-1 discs of one side), below
   * every win in both scoring modes. O(L·K).
   */
  function evaluate(s: ConnectState): number {
    read(s);
    let d = 0;
    for (let l = 0, i = 0; l < L; l++, i += K) {
      let r = 0;
      let y = 0;
      for (let j = 0; j < K; j++) {
        const c = lineCol[i + j];
        const b = lineBit[i + j];
        if (reds[c] & b) r++;
        else if (yellows[c] & b) y++;
      }
      if (y === 0) d += r;
      else if (r === 0) d -= y;
    }
    return d / EVAL_DIVISOR;
  }

  const movePriority = (c: number): number => Math.abs(2 * c - (W - 1));

  function mirror(s: ConnectState): ConnectState {
    let m = 0;
    for (let c = 0; c < W; c++) m += field(s, c) * POW[W - 1 - c];
    return m;
  }

  function pliesLeftAtMost(s: ConnectState): number {
    const n = read(s);
    return outcomeRead(n) === OUTCOME.playing ? SQUARES - n : 0;
  }

  function describeOutcome(o: OutcomeCode): string {
    return o === OUTCOME.firstWon ? 'Red won' : o === OUTCOME.secondWon ? 'Yellow won' : o === OUTCOME.draw ? 'a draw' : 'in play';
  }

  function tryPlay(s: ConnectState, c: number): Result<ConnectState> {
    if (!Number.isInteger(c) || c < 0 || c >= W) {
      return { ok: false, error: new GameError('range', `move ${String(c)} is out of range: the columns are 0 to ${W - 1} (written 1 to ${W})`) };
    }
    const n = read(s);
    const o = outcomeRead(n);
    if (o !== OUTCOME.playing) return { ok: false, error: new GameError('game-over', `cannot drop a disc into column ${c + 1}: the game is over (${describeOutcome(o)})`) };
    if (heights[c] === H) return { ok: false, error: new GameError('occupied', `column ${c + 1} is full`) };
    return { ok: true, value: dropped(s, c, heights[c], n & 1) };
  }

  /**
   * True when alternate moves (Red first) can stack the columns as read,
   * up to heights `target`, with `skip` (a column, or -1) one disc lower:
   * a depth-first search over the height vectors with a memo of dead ends
   * (at most the product of (height + 1) vectors). Lines are not checked
   * here (the caller has: no line on the way means no line in any earlier
   * position, as those hold subsets of the discs).
   */
  function stackable(skip: number): boolean {
    const target = Int32Array.from(heights);
    if (skip >= 0) target[skip]--;
    let total = 0;
    for (let c = 0; c < W; c++) total += target[c];
    const at = new Int32Array(W);
    const dead = new Set<number>();
    const code = () => {
      let k = 0;
      for (let c = 0; c < W; c++) k = k * SPAN + at[c];
      return k;
    };
    const redsCopy = Int32Array.from(reds);
    const walk = (played: number): boolean => {
      if (played === total) return true;
      const k = code();
      if (dead.has(k)) return false;
      const side = played & 1;
      for (let c = 0; c < W; c++) {
        const r = at[c];
        if (r >= target[c]) continue;
        const red = (redsCopy[c] >> r) & 1;
        if (red !== 1 - side) continue;
        at[c]++;
        const found = walk(played + 1);
        at[c]--;
        if (found) return true;
      }
      dead.add(k);
      return false;
    };
    return walk(0);
  }

  function stateError(s: ConnectState): GameError | null {
    if (!Number.isSafeInteger(s) || s < 0 || s >= 2 ** BITS) {
      return new GameError('range', `state ${String(s)} is not a ${W}×${H} position code (an integer below 2^${BITS})`);
    }
    for (let c = 0; c < W; c++) {
      if (field(s, c) === 0) return new GameError('range', `state ${s} has no height marker in column ${c + 1}`);
    }
    const n = read(s);
    let nr = 0;
    for (let c = 0; c < W; c++) for (let b = reds[c]; b !== 0; b &= b - 1) nr++;
    const ny = n - nr;
    if (ny > nr) return new GameError('counts', `Yellow has more discs than Red (${ny} > ${nr}); Red moves first`);
    if (nr > ny + 1) return new GameError('counts', `Red has ${nr - ny} more discs than Yellow; the players alternate, so Red leads by at most one`);
    const redLine = lineIn(reds) >= 0;
    const yellowLine = lineIn(yellows) >= 0;
    if (redLine && yellowLine) return new GameError('both-won', `both Red and Yellow have ${K} in a row; a game ends at the first line`);
    const last = (n & 1) === 1 ? 0 : 1;
    if ((last === 0 && yellowLine) || (last === 1 && redLine)) {
      return new GameError('game-over', `${SIDE_WORDS[last]} has played after ${SIDE_WORDS[1 - last]} completed a line`);
    }
    if (!redLine && !yellowLine) {
      return stackable(-1) ? null : new GameError('illegal', 'no game of alternate moves, Red first, stacks the columns this way');
    }
    // The last mover has a line: its last disc, on top of some column, must be on every one of its
    // lines (the position before it had none), and the position before must be reachable.
    const discs = last === 0 ? reds : yellows;
    let lastDisc = false;
    for (let c = 0; c < W; c++) {
      const h = heights[c];
      if (h === 0 || ((discs[c] >> (h - 1)) & 1) === 0) continue;
      discs[c] ^= 1 << (h - 1);
      const stillLine = lineIn(discs) >= 0;
      discs[c] ^= 1 << (h - 1);
      if (stillLine) continue;
      lastDisc = true;
      if (stackable(c)) return null;
    }
    return lastDisc
      ? new GameError('illegal', 'no game of alternate moves, Red first, stacks the columns this way')
      : new GameError('game-over', `${SIDE_WORDS[last]}'s line was complete before its last disc: the game would have ended there`);
  }

  return {
    size: { width: W, height: H, inRow: K },
    squares: SQUARES,
    bits: BITS,
    empty: EMPTY,
    lines,
    layoutLines: LAYOUT_LINES,
    height: (s, c) => heightOfField(field(s, c)),
    compose(columns) {
      let s = 0;
      for (let c = 0; c < W; c++) {
        const discs = columns[c];
        let f = 2 ** discs.length;
        for (let r = 0; r < discs.length; r++) if (discs[r] === 0) f += 2 ** r;
        s += f * POW[c];
      }
      return s;
    },
    discAt(s, c, r) {
      const f = field(s, c);
      if (r < 0 || r >= heightOfField(f)) return -1;
      return ((f >> r) & 1) === 1 ? 0 : 1;
    },
    discs: read,
    toMove,
    outcome,
    winningLines,
    legalMoves,
    play,
    tryPlay,
    wouldWin,
    keyInfo,
    expandKey,
    terminalScore,
    evaluate,
    movePriority,
    mirror,
    canonicalKey: (s) => {
      const m = mirror(s);
      return m < s ? m : s;
    },
    pliesLeftAtMost,
    stateError,
    describeOutcome,
  };
}
