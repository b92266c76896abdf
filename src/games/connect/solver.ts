/**
 * A strong solver for Connect Four (four in a row) on W×H boards: the exact
 * score of a position, the design of Pascal Pons's step-by-step solver series
 * (our own code, on the two-word bitboard of bitboard.ts):
 * - negamax with alpha-beta, the window first clipped to the scores still
 *   possible (the side to move cannot win at once, the opponent neither);
 * - only non-losing moves: a move that lets the opponent win at once is never
 *   tried (a forced block is the only move; two threats lose at once);
 * - moves ordered by the number of winning squares they create for the mover,
 *   centre first on ties;
 * - a transposition table of bounds (lower and upper, one per entry) in a
 *   typed array, power-of-two size, keyed by the whole position;
 * - iterative null-window searches that narrow [min, max] to the exact score.
 *
 * Scores are the side to move's, as in the published test sets: a win is
 * worth (W·H + 1 - n) / 2 rounded down, n being the discs on the board before
 * the winning move (for 7×6: 22 minus the discs the winner has played), a draw
 * 0, a loss the negative.
 *
 * The table persists across calls of one solver (`analyze` shares it between
 * columns); `reset()` empties it in time proportional to the entries written.
 * Pure: no DOM, runs in Node and in a worker.
 */
import { createBitboard, popcount32, type BitPosition } from './bitboard.ts';

export interface SolverOptions {
  /** log2 of the table's entries (default 22: 4 M entries, 32 MB). */
  readonly logSize?: number;
  /** Called every `pollEvery` nodes with the nodes of the current call of solve or analyze (it may throw to stop the search). */
  readonly onPoll?: (nodes: number) => void;
  /** Nodes between polls, a power of two (default 2^20). */
  readonly pollEvery?: number;
  /**
   * Techniques to turn off, for the lesson's table of what each one buys (scripts/connect4Lesson.ts); the default is
   * all on. `order`: 'threats' (the default: winning squares created, centre first on ties), 'centre' (centre first
   * only) or 'left' (columns left to right); `table: false` never probes nor stores bounds; `nullWindow: false` solves
   * with one search over the whole window of scores instead of narrowing null windows. The immediate win, the forced
   * block and the window clipped to the scores still possible stay in every variant.
   */
  readonly techniques?: SolverTechniques;
}

/** Switches of the solver's techniques (see SolverOptions.techniques). */
export interface SolverTechniques {
  readonly order?: 'threats' | 'centre' | 'left';
  readonly table?: boolean;
  readonly nullWindow?: boolean;
}

export interface SolveResult {
  /** The exact score for the side to move. */
  readonly score: number;
  /** Positions searched (negamax calls). */
  readonly nodes: number;
}

export interface AnalyzeResult {
  /** The exact score of playing each column, from the side to move's view; null for a full column. */
  readonly scores: readonly (number | null)[];
  readonly nodes: number;
}

export interface Connect4Solver {
  readonly width: number;
  readonly height: number;
  /** The exact score after `moves` (0-based columns from the empty board); RangeError for an illegal or finished line. */
  solve(moves: readonly number[]): SolveResult;
  /** The exact score of every column after `moves`. */
  analyze(moves: readonly number[]): AnalyzeResult;
  solvePosition(p: BitPosition): SolveResult;
  /** Empties the table. */
  reset(): void;
}

/** Entries the reset journal remembers before it falls back to clearing the whole table. */
const JOURNAL = 1 << 20;

export function createSolver(width = 7, height = 6, options: SolverOptions = {}): Connect4Solver {
  const bb = createBitboard(width, height);
  const L = bb.layout;
  const W = width;
  const SQ = L.squares;
  const BOT_LO = L.bottomLo;
  const BOT_HI = L.bottomHi;
  const BOARD_LO = L.boardLo;
  const BOARD_HI = L.boardHi;
  const COL_LO = L.columnLo;
  const COL_HI = L.columnHi;
  const techniques = options.techniques ?? {};
  const ORDER = techniques.order === 'left' ? Int32Array.from({ length: W }, (_, i) => i) : L.order;
  const THREAT_ORDER = (techniques.order ?? 'threats') === 'threats';
  const USE_TABLE = techniques.table ?? true;
  const NULL_WINDOW = techniques.nullWindow ?? true;
  const win = bb.winningCells;
  const out = new Int32Array(1);
  // The table's encoding (as the series): an upper bound u as u - MIN + 1, a lower bound l as l + MAX - 2·MIN + 2; 0 is empty.
  const MIN_SCORE = -(SQ >> 1) + 3;
  const MAX_SCORE = ((SQ + 1) >> 1) - 3;
  const LOWER_BASE = MAX_SCORE - 2 * MIN_SCORE + 2;
  const UPPER_LIMIT = MAX_SCORE - MIN_SCORE + 1;
  if (L.hiBits > 24 || LOWER_BASE + MAX_SCORE > 255) throw new RangeError(`a ${width}×${height} board does not fit the solver's table entries`);
  const HI_KEY = (1 << 24) - 1;

  const LOG = options.logSize ?? 22;
  if (!Number.isInteger(LOG) || LOG < 10 || LOG > 26) throw new RangeError(`logSize must be a whole number from 10 to 26, got ${String(LOG)}`);
  const SHIFT = 32 - LOG;
  // Entry i: table[2i] the key's lo word, table[2i + 1] its hi word | value << 24.
  const table = new Int32Array(2 << LOG);
  const journal = new Int32Array(JOURNAL);
  let journalled = 0;
  let overflow = false;

  const onPoll = options.onPoll;
  const POLL_MASK = (options.pollEvery ?? 1 << 20) - 1;
  let nodes = 0;
  // Nodes of earlier columns of an `analyze`, added to what onPoll reports.
  let pollBase = 0;

  // Each ply's moves, sorted by score (ascending; the last is tried first).
  const moveLo = new Int32Array((SQ + 1) * W);
  const moveHi = new Int32Array((SQ + 1) * W);
  const moveScore = new Int32Array((SQ + 1) * W);
  // The mover's winning squares after each of those moves (the child's threats to block: no second computation there).
  const threatLo = new Int32Array((SQ + 1) * W);
  const threatHi = new Int32Array((SQ + 1) * W);

  const slotOf = (klo: number, khi: number) => (Math.imul(klo ^ Math.imul(khi, 0x9e3779b1), 0x85ebca6b) >>> SHIFT) << 1;

  function put(klo: number, khi: number, value: number): void {
    const i = slotOf(klo, khi);
    if (table[i + 1] === 0 && table[i] === 0) {
      if (journalled < JOURNAL) journal[journalled++] = i;
      else overflow = true;
    }
    table[i] = klo;
    table[i + 1] = khi | (value << 24);
  }

  /** The score of the side to move (discs p, all discs m, n played) within [alpha, beta]; wlo/whi: the opponent's winning squares. */
  function negamax(plo: number, phi: number, mlo: number, mhi: number, wlo: number, whi: number, n: number, alpha: number, beta: number): number {
    nodes++;
    if ((nodes & POLL_MASK) === 0 && onPoll !== undefined) onPoll(pollBase + nodes);
    let posLo = (mlo + BOT_LO) & BOARD_LO;
    let posHi = (mhi + BOT_HI) & BOARD_HI;
    // The opponent's winning squares: one playable must be blocked, two lose; never play below one.
    const flo = posLo & wlo;
    const fhi = posHi & whi;
    if ((flo | fhi) !== 0) {
      if ((flo & (flo - 1)) !== 0 || (fhi & (fhi - 1)) !== 0 || (flo !== 0 && fhi !== 0)) return -((SQ - n) >> 1);
      posLo = flo;
      posHi = fhi;
    }
    posLo &= ~(wlo >>> 1);
    posHi &= ~(whi >>> 1);
    if ((posLo | posHi) === 0) return -((SQ - n) >> 1);
    if (n >= SQ - 2) return 0;

    // Neither side wins at once: the score lies in [min, max].
    const min = -((SQ - 2 - n) >> 1);
    if (alpha < min) {
      alpha = min;
      if (alpha >= beta) return alpha;
    }
    const max = (SQ - 1 - n) >> 1;
    if (beta > max) {
      beta = max;
      if (alpha >= beta) return beta;
    }
    const klo = (plo + mlo) | 0;
    const khi = phi + mhi;
    const slot = slotOf(klo, khi);
    if (USE_TABLE && table[slot] === klo && (table[slot + 1] & HI_KEY) === khi) {
      const v = table[slot + 1] >>> 24;
      if (v > UPPER_LIMIT) {
        const lower = v - LOWER_BASE;
        if (alpha < lower) {
          alpha = lower;
          if (alpha >= beta) return alpha;
        }
      } else if (v !== 0) {
        const upper = v + MIN_SCORE - 1;
        if (beta > upper) {
          beta = upper;
          if (alpha >= beta) return beta;
        }
      }
    }

    // Order: most winning squares created first, centre first on ties (added outside-in, ties keep the later one last).
    const base = n * W;
    let count = 0;
    for (let i = W - 1; i >= 0; i--) {
      const c = ORDER[i];
      const mvlo = posLo & COL_LO[c];
      const mvhi = posHi & COL_HI[c];
      if ((mvlo | mvhi) === 0) continue;
      const tlo = win(plo | mvlo, phi | mvhi, mlo, mhi, out) & ~mvlo;
      const thi = out[0] & ~mvhi;
      const score = THREAT_ORDER ? popcount32(tlo) + popcount32(thi) : 0;
      let k = base + count++;
      while (k > base && moveScore[k - 1] > score) {
        moveScore[k] = moveScore[k - 1];
        moveLo[k] = moveLo[k - 1];
        moveHi[k] = moveHi[k - 1];
        threatLo[k] = threatLo[k - 1];
        threatHi[k] = threatHi[k - 1];
        k--;
      }
      moveScore[k] = score;
      moveLo[k] = mvlo;
      moveHi[k] = mvhi;
      threatLo[k] = tlo;
      threatHi[k] = thi;
    }
    const olo = plo ^ mlo;
    const ohi = phi ^ mhi;
    for (let k = base + count - 1; k >= base; k--) {
      const score = -negamax(olo, ohi, mlo | moveLo[k], mhi | moveHi[k], threatLo[k], threatHi[k], n + 1, -beta, -alpha);
      if (score >= beta) {
        if (USE_TABLE) put(klo, khi, score + LOWER_BASE);
        return score;
      }
      if (score > alpha) alpha = score;
    }
    if (USE_TABLE) put(klo, khi, alpha - MIN_SCORE + 1);
    return alpha;
  }

  function canWinNext(p: BitPosition): boolean {
    const lo = win(p.plo, p.phi, p.mlo, p.mhi, out);
    return ((lo & (p.mlo + BOT_LO) & BOARD_LO) | (out[0] & (p.mhi + BOT_HI) & BOARD_HI)) !== 0;
  }

  function solvePosition(p: BitPosition): SolveResult {
    nodes = 0;
    const n = p.moves;
    if (canWinNext(p)) return { score: (SQ + 1 - n) >> 1, nodes: 0 };
    let min = -((SQ - n) >> 1);
    let max = (SQ + 1 - n) >> 1;
    const wlo = win(p.plo ^ p.mlo, p.phi ^ p.mhi, p.mlo, p.mhi, out);
    const whi = out[0];
    if (!NULL_WINDOW) return { score: negamax(p.plo, p.phi, p.mlo, p.mhi, wlo, whi, n, min, max) + 0, nodes };
    // Null windows around a guess halfway, pulled towards 0 (the series' narrowing).
    while (min < max) {
      let med = min + ((max - min) >> 1);
      if (med <= 0 && Math.trunc(min / 2) < med) med = Math.trunc(min / 2);
      else if (med >= 0 && Math.trunc(max / 2) > med) med = Math.trunc(max / 2);
      const r = negamax(p.plo, p.phi, p.mlo, p.mhi, wlo, whi, n, med, med + 1);
      if (r <= med) max = r;
      else min = r;
    }
    return { score: min + 0, nodes };
  }

  function positionOf(moves: readonly number[]): BitPosition {
    const r = bb.fromMoves(moves);
    if (r.error !== null) throw new RangeError(r.error);
    return r.position;
  }

  return {
    width,
    height,
    solve(moves) {
      pollBase = 0;
      return solvePosition(positionOf(moves));
    },
    analyze(moves) {
      const p = positionOf(moves);
      const scores: (number | null)[] = [];
      let total = 0;
      pollBase = 0;
      for (let c = 0; c < W; c++) {
        if (!bb.canPlay(p, c)) scores.push(null);
        else if (bb.isWinningMove(p, c)) scores.push((SQ + 1 - p.moves) >> 1);
        else {
          const r = solvePosition(bb.play(p, c));
          scores.push(-r.score + 0);
          total += r.nodes;
          pollBase = total;
        }
      }
      pollBase = 0;
      return { scores, nodes: total };
    },
    solvePosition,
    reset() {
      if (overflow) table.fill(0);
      else for (let j = 0; j < journalled; j++) table[journal[j]] = table[journal[j] + 1] = 0;
      journalled = 0;
      overflow = false;
    },
  };
}
