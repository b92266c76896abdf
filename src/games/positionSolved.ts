/**
 * Every reachable position of a game whose positions fit in memory but whose
 * tree of move sequences does not (Connect Four on 4×4: 161,029 positions; on
 * 5×4: 3,945,711), each with its exact value: a **position-solved** game.
 * Unlike the full-tree table (positions.ts: at most 65,535 positions, edges
 * stored, subtree counts) this one stores no edges and no counts: a
 * position's children are found again from its key (`expandKey`) and the key
 * index, which is what makes millions of positions fit.
 *
 * Memory layout (P positions in breadth-first discovery order, position 0 the
 * initial state), per position:
 *   key            Uint32 when every key fits 32 bits, else Float64 (keys up to 2^53)
 *   info           Uint8  keyInfo: side to move | outcome << 1
 *   scoreWdl       Int8   minimax value, first player's view, win/draw/loss
 *   scoreShortest  Int8   minimax value, first player's view, faster wins worth more
 * and the key index: open addressing with linear probing, an Int32 slot a
 * position (p + 1, 0 empty), a power of two at least twice P. So about
 * 14-18 bytes a position beside the index's 8-16: 5×4 takes about 90 MB.
 *
 * Values by backward induction over reverse discovery order, which is
 * bottom-up when every move leads to a later-discovered position (Connect:
 * each move adds a disc); a game where it does not is refused (RangeError).
 * O(P + E) time, E the moves, each found once by discovery and once by scoring.
 *
 * In the app such a game is a searched game whose exact solver reaches every
 * position (`positionSolvedExact` below: `Game.exact` answered from this
 * table, built in the worker on the first solve with its progress as the
 * solve's node count), so the shell's play screen, hints, lab and arena
 * serve it as they serve Connect Four 7×6, every answer exact.
 */
import { countWholeGame, wholeGameMoves, type WholeGame, type WholeGameProgress } from './wholeGame.ts';
import { OUTCOME, type ExactMoveScore, type ExactPoll, type ExactSolver, type FullTreeGame, type Game, type KeyBuffer, type ScoreMode } from './game.ts';

/** What the solve needs of a game: its keys and the table builder's two questions (see FullTreeGame). */
export type KeyedGame<S> = Pick<FullTreeGame<S>, 'id' | 'initial' | 'key' | 'fromKey' | 'keyInfo' | 'expandKey' | 'terminalScore' | 'maxMoves' | 'keySpace'>;

/** The solved positions (layout in the module header). */
export interface SolvedPositions {
  readonly count: number;
  readonly keys: Uint32Array | Float64Array;
  readonly info: Uint8Array;
  readonly scoreWdl: Int8Array;
  readonly scoreShortest: Int8Array;
  /** The index's slots (p + 1 at a key's probe place, 0 empty), a power of two long. */
  readonly slots: Int32Array;
}

/** Where a solve is: 'discover' counts positions found (the total is not known yet), 'score' counts positions valued out of `total`. */
export interface SolveProgress {
  readonly phase: 'discover' | 'score';
  readonly done: number;
  readonly total: number | null;
}

/** How often the solve reports (positions between reports). */
const PROGRESS_EVERY = 1 << 16;
/** 2^32, to split a key into two 32-bit halves. */
const TWO_32 = 4294967296;

/** A key's probe start in a table of 2^bits slots: both 32-bit halves mixed (keys up to 2^53). */
function hashKey(key: number, bits: number): number {
  const lo = key >>> 0;
  const hi = (key / TWO_32) | 0;
  return Math.imul(lo ^ Math.imul(hi, 0x85ebca6b), 0x9e3779b1) >>> (32 - bits);
}

/** The position of a key, or -1 when it is not one of them. O(1) expected. */
export function solvedIndexOf(t: Pick<SolvedPositions, 'keys' | 'slots'>, key: number): number {
  const { slots, keys } = t;
  const mask = slots.length - 1;
  const bits = 31 - Math.clz32(slots.length);
  for (let i = hashKey(key, bits); ; i = (i + 1) & mask) {
    const q = slots[i];
    if (q === 0) return -1;
    if (keys[q - 1] === key) return q - 1;
  }
}

/**
 * Discovers every reachable position breadth-first and values each by
 * backward induction, in both scoring modes. `onProgress` is called every
 * 65,536 positions of each phase (and once at each phase's end). Throws
 * RangeError when a move leads back to an earlier position (see the header).
 */
export function solvePositions<S>(game: KeyedGame<S>, onProgress?: (p: SolveProgress) => void): SolvedPositions {
  const wide = !(Number.isFinite(game.keySpace) && game.keySpace <= TWO_32);
  const newKeys = (n: number): Uint32Array | Float64Array => (wide ? new Float64Array(n) : new Uint32Array(n));
  let capacity = 1 << 12;
  let keys = newKeys(capacity);
  let info = new Uint8Array(capacity);
  let bits = 13;
  let slots = new Int32Array(1 << bits);
  let mask = slots.length - 1;
  const moves = new Int16Array(game.maxMoves);
  const childKeys: KeyBuffer = new Float64Array(game.maxMoves);

  /** Puts position q (its key stored) into the index. */
  const insert = (q: number): void => {
    for (let i = hashKey(keys[q], bits); ; i = (i + 1) & mask) {
      if (slots[i] === 0) {
        slots[i] = q + 1;
        return;
      }
    }
  };

  keys[0] = game.key(game.initial);
  insert(0);
  let count = 1;
  for (let p = 0; p < count; p++) {
    const pi = game.keyInfo(keys[p]);
    info[p] = pi;
    if (p % PROGRESS_EVERY === 0 && onProgress) onProgress({ phase: 'discover', done: p, total: null });
    if (pi >> 1 !== OUTCOME.playing) continue;
    const n = game.expandKey(keys[p], moves, childKeys);
    for (let m = 0; m < n; m++) {
      const k = childKeys[m];
      let i = hashKey(k, bits);
      let q = slots[i] - 1;
      while (q >= 0 && keys[q] !== k) {
        i = (i + 1) & mask;
        q = slots[i] - 1;
      }
      if (q >= 0) {
        if (q <= p) throw new RangeError(`${game.id}: a move leads back to an earlier position; positions are valued in reverse discovery order`);
        continue;
      }
      if (count === capacity) {
        capacity *= 2;
        const k2 = newKeys(capacity);
        k2.set(keys);
        keys = k2;
        const i2 = new Uint8Array(capacity);
        i2.set(info);
        info = i2;
      }
      keys[count] = k;
      slots[i] = count + 1;
      count++;
      // Keep the index at most half full: double it and put every position back.
      if (count * 2 > slots.length) {
        bits++;
        slots = new Int32Array(1 << bits);
        mask = slots.length - 1;
        for (let r = 0; r < count; r++) insert(r);
      }
    }
  }
  onProgress?.({ phase: 'discover', done: count, total: count });

  const finalKeys = keys.slice(0, count);
  const finalInfo = info.slice(0, count);
  keys = finalKeys;
  const t = { keys: finalKeys, slots };
  const scoreWdl = new Int8Array(count);
  const scoreShortest = new Int8Array(count);
  for (let done = 0; done < count; done++) {
    const p = count - 1 - done;
    if (done % PROGRESS_EVERY === 0 && onProgress) onProgress({ phase: 'score', done, total: count });
    const pi = finalInfo[p];
    if (pi >> 1 !== OUTCOME.playing) {
      const s = game.fromKey(finalKeys[p]);
      scoreWdl[p] = game.terminalScore(s, 'wdl');
      scoreShortest[p] = game.terminalScore(s, 'shortest');
      continue;
    }
    // The first player maximises and the second minimises: the maximum of sign · value either way.
    const sign = 1 - 2 * (pi & 1);
    const n = game.expandKey(finalKeys[p], moves, childKeys);
    let v = -128;
    let w = -128;
    for (let m = 0; m < n; m++) {
      const q = solvedIndexOf(t, childKeys[m]);
      const sv = sign * scoreWdl[q];
      const ss = sign * scoreShortest[q];
      if (sv > v) v = sv;
      if (ss > w) w = ss;
    }
    scoreWdl[p] = sign * v;
    scoreShortest[p] = sign * w;
  }
  onProgress?.({ phase: 'score', done: count, total: count });
  return { count, keys: finalKeys, info: finalInfo, scoreWdl, scoreShortest, slots };
}

/** One move of a solved position: the move, the position it reaches, that position's value, and whether it is a best move. */
export interface SolvedMove {
  readonly move: number;
  readonly child: number;
  readonly value: number;
  readonly best: boolean;
}

/**
 * The moves of position p in natural order, each with its child's value in
 * `mode` and whether it is best for the side to move (empty when finished).
 * O(moves).
 */
export function solvedMoves<S>(game: KeyedGame<S>, t: SolvedPositions, p: number, mode: ScoreMode): SolvedMove[] {
  const moves = new Int16Array(game.maxMoves);
  const childKeys: KeyBuffer = new Float64Array(game.maxMoves);
  const pi = t.info[p];
  if (pi >> 1 !== OUTCOME.playing) return [];
  const score = mode === 'wdl' ? t.scoreWdl : t.scoreShortest;
  const n = game.expandKey(t.keys[p], moves, childKeys);
  const out: SolvedMove[] = [];
  for (let m = 0; m < n; m++) {
    const child = solvedIndexOf(t, childKeys[m]);
    out.push({ move: moves[m], child, value: score[child], best: score[child] === score[p] });
  }
  return out;
}

/** What the exact solver needs of a game beyond its keys. */
export type PositionSolvedGame<S> = KeyedGame<S> & Pick<Game<S>, 'toMove' | 'maxPlies' | 'pliesLeftAtMost' | 'movePriority'>;

/** An exact solver from the solved positions, and the table once built. */
export interface PositionSolvedExact<S> extends ExactSolver<S> {
  /** The solved positions, or null before the first solve has built them. */
  solved(): SolvedPositions | null;
  /**
   * The whole game as the whole-game overview draws it (wholeGame.ts), from the table (built first when no solve
   * has built it), `poll.onPoll` hearing the positions done so far (the table's found and valued, then the whole
   * game's two passes: at most 4 × the positions). Seconds on millions of positions: in a worker.
   */
  wholeGame(poll?: ExactPoll): WholeGame;
}

/** The whole-game builder of a game solved whole (its exact solver a PositionSolvedExact), or null. */
export function wholeGameOf(game: Pick<Game<unknown>, 'exact'>): ((poll?: ExactPoll) => WholeGame) | null {
  const exact = game.exact as Partial<PositionSolvedExact<unknown>> | undefined;
  return exact?.wholeGame ? (poll) => (exact.wholeGame as (poll?: ExactPoll) => WholeGame)(poll) : null;
}

/**
 * `Game.exact` for a position-solved game: every position is within reach
 * (`limit` the longest game). The first solve builds the table of every
 * position (solvePositions: 4×4 Connect Four about 0.3 s, 5×4 about 6 s in
 * Node), calling `poll.onPoll` with the positions found and valued so far;
 * a stop asked for then is heard once the table is built (it is kept: a
 * stopped build would start again from nothing), and every later solve is
 * a look-up per move. Scores as `terminalScore` in 'shortest' (the faster
 * win worth more), side to move's view, best first, ties by `movePriority`.
 */
export function positionSolvedExact<S>(game: PositionSolvedGame<S>, movesToWin?: (s: S, score: number) => number): PositionSolvedExact<S> {
  let table: SolvedPositions | null = null;
  function solveMoves(s: S, poll?: ExactPoll): readonly ExactMoveScore[] | null {
    const table = tableOf(poll);
    if (poll?.shouldStop?.()) return null;
    const p = solvedIndexOf(table, game.key(s));
    if (p < 0) throw new RangeError(`${game.id}: a position play never reaches`);
    const sign = game.toMove(s) === 0 ? 1 : -1;
    const scores = solvedMoves(game, table, p, 'shortest').map(({ move, value }) => ({ move, score: sign * value + 0 }));
    poll?.onDone?.(scores.length);
    return scores.sort((a, b) => b.score - a.score || game.movePriority(a.move) - game.movePriority(b.move));
  }
  /** Every position solved, its progress as positions found, then valued. */
  function solvePositionsPolled(poll?: ExactPoll): SolvedPositions {
    let before = 0;
    return solvePositions(game, (p) => {
      if (p.phase === 'discover') before = p.done;
      poll?.onPoll?.(p.phase === 'discover' ? p.done : before + p.done);
    });
  }
  /** The table, built first when no solve has built it yet. */
  function tableOf(poll?: ExactPoll): SolvedPositions {
    table ??= solvePositionsPolled(poll);
    return table;
  }
  return {
    limit: game.maxPlies,
    remaining: (s) => game.pliesLeftAtMost(s),
    solveMoves,
    wholeGame(poll) {
      // A table built for this alone is not kept: it can be collected after the first pass (millions of positions: tens of MB off the peak).
      let t: SolvedPositions | null = table ?? solvePositionsPolled(poll);
      // The whole game's two passes go on counting after the table's (positions found, then valued).
      const onProgress = (p: WholeGameProgress) => poll?.onPoll?.(2 * p.total + (p.phase === 'count' ? p.total : 0) + p.done);
      const moves = wholeGameMoves(game, t, onProgress);
      t = null;
      return countWholeGame(moves, onProgress);
    },
    ...(movesToWin ? { movesToWin } : {}),
    solved: () => table,
  };
}
