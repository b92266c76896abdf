/**
 * The seam between a game's rules and everything generic: the tree, the
 * search, the AI players, the view, the store and the command line know a
 * game only through this interface. A game is one folder under src/games/
 * whose index.ts exports a `Game`.
 *
 * What a game provides (the list a new game fills in, as chessops lists what
 * a variant overrides):
 * - states: an immutable value `S` (a number for tic-tac-toe); `initial`;
 * - whose turn it is (`toMove`), never derived from the depth: a game may
 *   have passes, which are ordinary moves here;
 * - legal moves into a caller's buffer (`legalMoves`), `play` (unchecked),
 *   `outcome`, terminal scores per scoring mode from the first player's view,
 *   a heuristic `evaluate` for depth-limited search (strictly inside (-1, 1),
 *   so below every real win);
 * - a transposition `key` (integers below `keySpace` when that is finite, so
 *   tables can be direct arrays) and `canonicalKey` (the same for every
 *   symmetric form; equal to `key` for a game without symmetries);
 * - bounds for buffers: `maxMoves` (most legal moves in a position) and
 *   `maxPlies` (longest game), and `pliesLeftAtMost` for one state;
 * - `fullTree`: the whole game tree fits in memory, which enables the full
 *   tree, the position table, the perfect player and the solve check;
 * - notation: parse and format of positions, moves and move sequences,
 *   returning a Result and never throwing on user input.
 *
 * Values are numbers from the first player's point of view: the first player
 * (side 0) maximises, the second (side 1) minimises.
 */

/** The side to move: 0 is the first player (the maximiser), 1 the second. */
export type Side = 0 | 1;

/** Outcome codes: 0 playing, 1 first player won, 2 second player won, 3 draw. */
export const OUTCOME = { playing: 0, firstWon: 1, secondWon: 2, draw: 3 } as const;
export type OutcomeCode = (typeof OUTCOME)[keyof typeof OUTCOME];

/**
 * How finished games are scored: 'wdl' (win 1, draw 0, loss -1) or
 * 'shortest' (wins are worth more the sooner they come; the game defines the
 * exact values, all integers).
 */
export type ScoreMode = 'wdl' | 'shortest';
export const SCORE_MODES: readonly ScoreMode[] = ['wdl', 'shortest'];

/** One value per scoring mode. */
export type PerMode<T> = Readonly<Record<ScoreMode, T>>;

/** Codes of rejected user input (positions, moves, move sequences). */
export const GAME_ERROR_CODES = [
  'length', // a position string of the wrong length
  'character', // an unknown character in a position or move
  'counts', // impossible piece counts
  'side', // a side to move that is missing or not one of the two
  'both-won', // both players have won
  'game-over', // a move after the game ended (or a position that implies one)
  'occupied', // the move's square or cell is taken
  'range', // a move outside the board
  'illegal', // a move the rules do not allow here
] as const;
export type GameErrorCode = (typeof GAME_ERROR_CODES)[number];

/** Rejected user input: a machine-readable code and a precise, human-readable message; `params` the details a UI words in its own language. */
export class GameError extends Error {
  readonly code: GameErrorCode;
  readonly params: Readonly<Record<string, string | number>>;
  constructor(code: GameErrorCode, message: string, params: Readonly<Record<string, string | number>> = {}) {
    super(message);
    this.name = 'GameError';
    this.code = code;
    this.params = params;
  }
}

/** A value, or the reason there is none. */
export type Result<T, E = GameError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Result helpers. */
export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** A parsed move sequence: its longest legal start, the state there, and what stopped it (null: all legal). */
export interface MoveLine<S> {
  readonly moves: readonly number[];
  readonly state: S;
  readonly error: GameError | null;
}

/** A buffer of moves (moves are small non-negative integers). */
export type MoveBuffer = Int16Array;
/** A buffer of keys: 32-bit integers when the key space allows (no boxed doubles in cold code), else doubles. */
export type KeyBuffer = Int32Array | Float64Array;

/**
 * A game's own AI player (rule-based players that know the game), as plain
 * data: the generic AI layer (src/ai/player.ts) turns it into a player. Its
 * name and description are the UI's (src/i18n), like every player's.
 */
export interface PlayerDefinition<S> {
  readonly id: string;
  readonly params?: Readonly<Record<string, number | string | boolean>>;
  /** The moves the player may play in an unfinished state, in natural order; empty when finished. */
  readonly choices: (s: S) => readonly number[];
}

/**
 * A named evaluation of unfinished states (first player's view, strictly
 * inside (-1, 1)) that search options and players may pick instead of the
 * game's default `evaluate`; `scale` converts a value to the evaluation's
 * natural units for display (Othello's `discs`: 64, so 0.0625 reads +4).
 */
export interface NamedEvaluation<S> {
  readonly id: string;
  readonly evaluate: (s: S) => number;
  readonly scale: number;
  /** Optional: 'pvs' when the play tab's AI searches with this evaluation by principal-variation search (src/search/pvs.ts: the same value per depth, found faster); absent: alpha-beta. */
  readonly search?: 'pvs';
}

/** One move's exact score from a solve. */
export interface ExactMoveScore {
  readonly move: number;
  readonly score: number;
}

/** How a long solve hears from its caller: `onPoll` every so many positions (a sign of life, with the positions searched so far), `shouldStop` true stops it. */
export interface ExactPoll {
  readonly onPoll?: (nodes: number) => void;
  readonly shouldStop?: () => boolean;
  /** Once, when a solve ends (not when stopped): every position it searched (a lesson compares it with a depth-limited search's). */
  readonly onDone?: (nodes: number) => void;
}

/**
 * Optional capability: the game solves a position exactly when it is within
 * reach (Othello: its endgame, up to `limit` empty squares). `remaining`
 * counts what is left in the game's own count word (`GameWords.exact`:
 * "empty squares"); a position is within reach when it is at most `limit`
 * (chosen so a solve of every move takes well under a second in the app's
 * worker). Scores are final scores in `terminalScore`'s units (Othello: the
 * final disc difference, empty squares to the winner) from the SIDE TO
 * MOVE's view; `exactMoveValues` below is the one place they become the
 * app's values (first player's view).
 */
export interface ExactSolver<S> {
  readonly limit: number;
  /**
   * Optional: up to this `remaining` a solve is still worth starting when the
   * caller can wait (seconds to minutes: the hints' exact values after their
   * estimates, solved in the background); absent, `limit`.
   */
  readonly backgroundLimit?: number;
  /**
   * Optional: up to this `remaining` the lesson "where the whole tree returns" offers to solve the position on a
   * button (a class waits a few seconds, with progress, and may cancel); absent, `limit`.
   */
  readonly lessonLimit?: number;
  /**
   * Optional: up to this `remaining` a person may ask for the exact values of a position on request ("Solve
   * exactly", with its seconds and Stop: up to about a minute); absent, none beyond `limit` is offered.
   */
  readonly askLimit?: number;
  remaining(s: S): number;
  /**
   * Optional, for a solver with a table of hard positions (Connect Four 7×6's opening table): whether `solveMoves(s)`
   * is a look-up (the table holds every move's position), answered at once however far `s` is from the end.
   */
  instant?(s: S): boolean;
  /** Optional, with such a table: the best move of `s` and its exact score (side to move's view) when the table holds `s`, else null. O(1). */
  tableBest?(s: S): ExactMoveScore | null;
  /**
   * Every legal move with its exact score (side to move's view), best first;
   * a forced pass is the one move; empty when the game is over; null when
   * `poll.shouldStop` stopped it. Exponential in `remaining`.
   */
  solveMoves(s: S, poll?: ExactPoll): readonly ExactMoveScore[] | null;
  /**
   * Optional: the best move alone and its exact score (the first of `solveMoves`'s list, found sooner: the position's
   * score, then the first move in the game's order that keeps it); null when the game is over or the poll stopped it.
   */
  bestMove?(s: S, poll?: ExactPoll): ExactMoveScore | null;
  /**
   * Optional, for a game whose score says when the game ends (Connect Four: the faster win scores more): the moves
   * the winner still plays from `s`, its winning move included, when a move of `s` scores `score` (≠ 0, side to
   * move's view: > 0 the side to move wins, < 0 the opponent does).
   */
  movesToWin?(s: S, score: number): number;
}

/**
 * Optional capability: the game can start from a position set up by a person
 * (pasted as text, or placed cell by cell), as "Set up a position" does.
 * Cells are numbered row by row from the top-left, as the game's moves name
 * them (`formatMove`); each holds 0 (empty), 1 (a first player's piece) or 2.
 */
export interface PositionSetup<S> {
  readonly rows: number;
  readonly columns: number;
  /**
   * Parses a pasted position, whitespace ignored (Othello: a board string or
   * an FFO-style line, whose move list is ignored), or says why not: a
   * GameError whose code is 'length', 'character', 'side' or 'counts' and whose
   * params name the place (count, char, square). Never throws.
   */
  parse(text: string): Result<S>;
  /** The position as `parse` reads it back (Othello: the FFO board string, `… X`). */
  format(s: S): string;
  /** What each cell holds (rows × columns entries). */
  cells(s: S): Uint8Array;
  /** The position of these cells with `side` to move, or why it cannot be played from (the same codes as `parse`). */
  fromCells(cells: ArrayLike<number>, side: Side): Result<S>;
}

/** A game's rules, behind the seam (see the module header). */
export interface Game<S> {
  /** Stable id, used in URLs and settings: 'tictactoe'. */
  readonly id: string;
  readonly initial: S;
  /** Most legal moves in any position: the size of a per-ply move buffer. */
  readonly maxMoves: number;
  /** Longest game in plies (passes count). */
  readonly maxPlies: number;
  /** Keys are integers in [0, keySpace) when finite (direct tables), else any safe integer (hashed tables). */
  readonly keySpace: number;
  /** The whole game tree fits in memory: the game is a FullTreeGame (full tree, position table, perfect player, solve check). */
  readonly fullTree: boolean;
  /** Number of symmetries of the board, the identity included (1: none). */
  readonly symmetryCount: number;
  /** Short names of the two sides, first player first (tic-tac-toe: o and x), for move names such as "o:4". */
  readonly sideNames: readonly [string, string];
  /** The game's own rule-based AI players (the generic ones come from src/ai). */
  readonly players: readonly PlayerDefinition<S>[];
  /** Evaluations to choose from, the default (`evaluate`) among them; absent when the game has only `evaluate`. */
  readonly evaluations?: readonly NamedEvaluation<S>[];
  /** Optional: exact solving of positions within reach (ExactSolver); absent when the game has none. */
  readonly exact?: ExactSolver<S>;
  /** Optional: positions set up by hand (PositionSetup); absent when every game starts at `initial`. */
  readonly setup?: PositionSetup<S>;

  toMove(s: S): Side;
  /** Writes the legal moves of `s` into `out` from `offset`, in the game's natural order; returns how many (0 when finished). */
  legalMoves(s: S, out: MoveBuffer, offset: number): number;
  /** The state after a legal move (unchecked: the caller guarantees legality). */
  play(s: S, move: number): S;
  outcome(s: S): OutcomeCode;
  /**
   * Score of a finished state in `mode`, first player's view. Tic-tac-toe:
   * win 1 / draw 0 / loss -1 ('wdl'); a game may score the margin instead
   * (Othello: the final disc difference in every mode), but a win is >= 1.
   */
  terminalScore(s: S, mode: ScoreMode): number;
  /** A guess at the value of an unfinished state, first player's view, strictly inside (-1, 1). */
  evaluate(s: S): number;
  /** Heuristic move priority for ordering, lower first (0 for every move in a game without one). */
  movePriority(move: number): number;
  /** Transposition key of a state. */
  key(s: S): number;
  /** The same key for all symmetric forms of a state. */
  canonicalKey(s: S): number;
  /** An upper bound on the plies left from `s` (0 when finished). */
  pliesLeftAtMost(s: S): number;

  /** Why a state cannot arise in a game, or null when it can (a guard for states made in code). */
  stateError(s: S): GameError | null;
  /** Checks a move for the state: the new state, or why not. */
  tryPlay(s: S, move: number): Result<S>;
  /**
   * Parses a move sequence from the initial state (a game with `setup`: from `from` when given, a set-up position):
   * its longest legal start and the first error. O(length).
   */
  parseMoves(text: string, from?: S): MoveLine<S>;
  /** Moves as the address writes them (tic-tac-toe "408", Othello "f5d6c3"); parseMoves reads them back. */
  formatMoves(moves: readonly number[]): string;
  formatMove(move: number): string;
  /**
   * Moves as a person reads them, in every text of the app, both languages:
   * tic-tac-toe "o:4 x:0 o:8", Othello "f5 d6 pass c3". `first` is the side
   * that plays the first of them (side 0 when left out: a line from the start).
   */
  formatLine(moves: readonly number[], first?: Side): string;
  parsePosition(text: string): Result<S>;
  formatPosition(s: S): string;
}

/**
 * A game whose whole tree fits in memory (tic-tac-toe: 549,946 nodes). Its
 * keys identify states, and it answers the table builder's two questions in
 * one call each.
 */
export interface FullTreeGame<S> extends Game<S> {
  readonly fullTree: true;
  /** The state of a key (keys identify states). */
  fromKey(key: number): S;
  /**
   * The legal moves of the state with this key
   * and the keys of the states they reach, in natural order, into the
   * caller's buffers; returns how many (0 when finished). The position table
   * is built from this alone, one call per position, so its loops stay
   * integer-only and fast even before the JIT has warmed up.
   */
  expandKey(key: number, moves: MoveBuffer, childKeys: KeyBuffer): number;
  /** The side to move (bit 0) and the outcome code (bits 1-2) of the state with this key, in one call. */
  keyInfo(key: number): number;
  /**
   * Optional: the whole position DAG from one loop fused with the game's
   * rules, for a game whose tree is built on every page load. It must equal
   * what the generic discovery (tree/positions.ts) makes from keyInfo and
   * expandKey, which a test checks for every game that has one. Why it pays:
   * the build runs once per page load, before the JIT has warmed up, and the
   * generic loop's two calls per position and its own optimising compile
   * then cost about twice the fused loop (tic-tac-toe: 4-6 ms more).
   */
  discoverPositions?(): PositionDag;
}

/**
 * The reachable positions of a FullTreeGame as a DAG, numbered in
 * breadth-first discovery order from the initial state (position 0). The
 * moves of position p are the edges edgeStart[p] .. edgeStart[p + 1], in
 * the game's natural move order.
 */
export interface PositionDag {
  readonly count: number;
  /** The key of each position (at least `count` entries). */
  readonly keys: KeyBuffer;
  /** keyInfo of each position: side to move | outcome << 1 (at least `count` entries). */
  readonly info: Uint8Array;
  /** `count` + 1 entries. */
  readonly edgeStart: Int32Array;
  /** The position each move reaches (at least edgeStart[count] entries). */
  readonly edgeChild: Uint16Array;
  /** The move of each edge, below 128 (at least edgeStart[count] entries). */
  readonly edgeMove: Int8Array;
  /** Every move leads to a later-discovered position (so reverse discovery order is bottom-up). */
  readonly monotone: boolean;
  /**
   * The direct key index, when the key space is finite and small enough for
   * one (keySpace entries, position + 1 at a position's key, 0 elsewhere), or
   * null: the table then indexes the keys itself.
   */
  readonly slots: Uint16Array | null;
}

/** True when the game's whole tree fits (it is a FullTreeGame). */
export function hasFullTree<S>(game: Game<S>): game is FullTreeGame<S> {
  return game.fullTree;
}

/** The state after a sequence of legal moves from `start` (the initial state unless a position was set up). O(moves). */
export function stateAfter<S>(game: Game<S>, moves: readonly number[], start: S = game.initial): S {
  let s = start;
  for (const m of moves) s = game.play(s, m);
  return s;
}

/** The positions along `moves` from `start` (default the initial position): the start, then the position after each move (moves.length + 1). O(moves). */
export function positionsAlong<S>(game: Game<S>, moves: readonly number[], start: S = game.initial): S[] {
  const out = [start];
  for (const m of moves) out.push(game.play(out[out.length - 1], m));
  return out;
}

/** The legal moves of `s` as a fresh array, in natural order. */
export function legalMoveList<S>(game: Game<S>, s: S): number[] {
  const buf = new Int16Array(game.maxMoves);
  const n = game.legalMoves(s, buf, 0);
  return Array.from(buf.subarray(0, n));
}

/** Whether `s` is within reach of the game's exact solver (false for a game without one): near enough the end, or a look-up in its table. O(1) for Othello. */
export function withinReach<S>(game: Game<S>, s: S): boolean {
  return game.exact !== undefined && (game.exact.remaining(s) <= game.exact.limit || !!game.exact.instant?.(s));
}

/**
 * Whether the game's solver solves every position given the time, though not every one at once (its background reach
 * covers the start, its automatic reach does not: Connect Four 7×6). Such a game offers its solver as the AI a person
 * plays against at every move, the perfect player, beside the depth-limited search. (A game solved at once everywhere,
 * a small board with its table, always plays perfectly.)
 */
export function offersPerfectPlayer<S>(game: Game<S> | null): boolean {
  if (!game?.exact) return false;
  const start = game.exact.remaining(game.initial);
  return start > game.exact.limit && start <= (game.exact.backgroundLimit ?? game.exact.limit);
}

/** Whether an exact solve of `s` is worth starting in the background (beyond the solver's reach, within its `backgroundLimit`). */
export function withinBackgroundReach<S>(game: Game<S>, s: S): boolean {
  return game.exact !== undefined && game.exact.remaining(s) <= (game.exact.backgroundLimit ?? game.exact.limit);
}

/**
 * Every legal move of `s` with its exact value in the app's convention (the
 * first player's view; the solver scores from the side to move's), best for
 * the mover first; null when the game has no solver or the poll stopped it.
 * The one place a solver's scores are turned.
 */
export function exactMoveValues<S>(game: Game<S>, s: S, poll?: ExactPoll): { move: number; value: number }[] | null {
  const scores = game.exact?.solveMoves(s, poll);
  if (!scores) return null;
  const sign = game.toMove(s) === 0 ? 1 : -1;
  return scores.map(({ move, score }) => ({ move, value: sign * score + 0 }));
}

/** The best move of `s` with its exact value as `exactMoveValues` gives it, found alone where the solver can (`bestMove`), else the first of them all; null as there. */
export function exactBestValue<S>(game: Game<S>, s: S, poll?: ExactPoll): { move: number; value: number }[] | null {
  if (!game.exact?.bestMove) return exactMoveValues(game, s, poll)?.slice(0, 1) ?? null;
  const best = game.exact.bestMove(s, poll);
  if (!best) return game.outcome(s) === OUTCOME.playing ? null : [];
  return [{ move: best.move, value: (game.toMove(s) === 0 ? best.score : -best.score) + 0 }];
}
