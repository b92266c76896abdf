/**
 * The strong solver (solver.ts) behind the seam's `ExactSolver` (Game.exact):
 * a state of the rules (rules.ts, one integer) becomes the solver's bitboard
 * position, and every legal column gets its exact score, side to move's view,
 * in the published convention (a win is worth 22 minus the discs the winner
 * has played on 7×6, a draw 0, a loss the negative), best first, ties
 * centre first.
 *
 * An opening table (opening.ts; 7×6) answers at once where a solve would take
 * minutes: a move whose position is in it takes its score from there, and a
 * position in it names its best move (`tableBest`).
 *
 * The solver (and its transposition table of 2^logSize entries) is made on
 * the first solve and kept: bounds stored for one position hold for every
 * later solve, so the solves of a game's moves help each other. A poll's
 * `shouldStop` stops a solve at its next poll (every POLL_EVERY nodes).
 */
import type { ExactMoveScore, ExactPoll, ExactSolver } from '../game.ts';
import { createBitboard, type BitPosition } from './bitboard.ts';
import type { ConnectRules, ConnectState } from './rules.ts';
import { createSolver, type Connect4Solver } from './solver.ts';
import type { Opening } from './opening.ts';

/** Nodes between two polls of a solve (a sign of life and the node count the page shows; a stop takes effect there). */
const POLL_EVERY = 1 << 15;

/** Thrown from the solver's poll to stop it. */
class Stopped extends Error {}

/** Squares still empty (0 once the game is over): what a solve's cost grows with. */
const emptySquares = (rules: ConnectRules, s: ConnectState): number => rules.pliesLeftAtMost(s);

/** How far a board's solver reaches (see ExactSolver), its table's size, its opening table. */
export interface ConnectExactOptions {
  readonly limit: number;
  readonly backgroundLimit: number;
  readonly logSize?: number;
  readonly opening?: Opening;
}

/**
 * The exact solver of a board size (four in a row: the solver's own rule),
 * solving every position with at most `limit` empty squares when asked
 * automatically, and up to `backgroundLimit` when a caller may wait.
 */
export function connectExact(rules: ConnectRules, { limit, backgroundLimit, logSize, opening }: ConnectExactOptions): ExactSolver<ConnectState> {
  const { width: W, height: H } = rules.size;
  const bb = createBitboard(W, H);
  const L = bb.layout;
  const S = H + 1;
  let poll: ExactPoll | undefined;
  let base = 0;
  let solver: Connect4Solver | null = null;
  const solverOf = () =>
    (solver ??= createSolver(W, H, {
      logSize,
      pollEvery: POLL_EVERY,
      onPoll(nodes) {
        poll?.onPoll?.(base + nodes);
        if (poll?.shouldStop?.()) throw new Stopped();
      },
    }));

  /** The bitboard position of a state: the side to move's discs, every disc, discs played. O(W). */
  function positionOf(s: ConnectState): BitPosition {
    let plo = 0;
    let phi = 0;
    let mlo = 0;
    let mhi = 0;
    let n = 0;
    const fields: number[] = [];
    for (let c = 0; c < W; c++) {
      const f = Math.floor(s / 2 ** (c * S)) % 2 ** S;
      const h = 31 - Math.clz32(f);
      fields.push(f);
      n += h;
    }
    for (let c = 0; c < W; c++) {
      const f = fields[c];
      const h = 31 - Math.clz32(f);
      const all = (1 << h) - 1;
      const red = f - (1 << h);
      // Red's discs are the field's bits below the marker; the side to move is Red when the discs are even.
      const mine = (n & 1) === 0 ? red : all ^ red;
      if (c < L.loCols) {
        plo |= mine << (c * S);
        mlo |= all << (c * S);
      } else {
        phi |= mine << ((c - L.loCols) * S);
        mhi |= all << ((c - L.loCols) * S);
      }
    }
    return { plo, phi, mlo, mhi, moves: n };
  }

  function solveMoves(s: ConnectState, p?: ExactPoll): readonly ExactMoveScore[] | null {
    if (rules.outcome(s) !== 0) return [];
    const at = positionOf(s);
    const scores: ExactMoveScore[] = [];
    const engine = solverOf();
    poll = p;
    base = 0;
    try {
      for (let c = 0; c < W; c++) {
        if (!bb.canPlay(at, c)) continue;
        const known = opening?.lookup(rules.play(s, c));
        if (bb.isWinningMove(at, c)) scores.push({ move: c, score: (L.squares + 1 - at.moves) >> 1 });
        else if (known) scores.push({ move: c, score: -known.score + 0 });
        else {
          const r = engine.solvePosition(bb.play(at, c));
          base += r.nodes;
          scores.push({ move: c, score: -r.score + 0 });
        }
      }
    } catch (e) {
      if (e instanceof Stopped) return null;
      throw e;
    } finally {
      poll = undefined;
    }
    p?.onDone?.(base);
    return scores.sort((a, b) => b.score - a.score || rules.movePriority(a.move) - rules.movePriority(b.move));
  }

  /** The columns in the app's tie order (centre first: rules.movePriority). */
  const ORDER = Array.from({ length: W }, (_, c) => c).sort((a, b) => rules.movePriority(a) - rules.movePriority(b));

  /**
   * The best column alone: the table's, else a win at once, else the position's exact score and then the first column in
   * the tie order whose exact score equals it (the table's bounds of the first solve make those solves short).
   */
  function bestMove(s: ConnectState, p?: ExactPoll): ExactMoveScore | null {
    if (rules.outcome(s) !== 0) return null;
    const known = tableBest(s);
    if (known) return known;
    const at = positionOf(s);
    for (const c of ORDER) if (bb.canPlay(at, c) && bb.isWinningMove(at, c)) return { move: c, score: (L.squares + 1 - at.moves) >> 1 };
    const engine = solverOf();
    poll = p;
    base = 0;
    try {
      const whole = engine.solvePosition(at);
      base += whole.nodes;
      for (const c of ORDER) {
        if (!bb.canPlay(at, c)) continue;
        const inTable = opening?.lookup(rules.play(s, c));
        let score: number;
        if (inTable) score = -inTable.score;
        else {
          const r = engine.solvePosition(bb.play(at, c));
          base += r.nodes;
          score = -r.score;
        }
        if (score === whole.score) {
          p?.onDone?.(base);
          return { move: c, score: score + 0 };
        }
      }
      throw new Error(`no column keeps the position's score ${whole.score}`);
    } catch (e) {
      if (e instanceof Stopped) return null;
      throw e;
    } finally {
      poll = undefined;
    }
  }

  /** A win is worth floor((W·H + 1 - n) / 2), n the discs before the winning move: the winner's discs then, from the score. */
  function movesToWin(s: ConnectState, score: number): number {
    const n = rules.squares - emptySquares(rules, s);
    const mover = n & 1;
    const winner = score > 0 ? mover : 1 - mover;
    // Red wins with its k-th disc when n = 2(k - 1) before it, Yellow when n = 2k - 1.
    const k = (winner === 0 ? (L.squares + 3) >> 1 : (L.squares + 2) >> 1) - Math.abs(score);
    const played = winner === 0 ? (n + 1) >> 1 : n >> 1;
    return k - played;
  }

  /** Whether every legal move's position is in the opening table (a solve of `s` is a look-up). O(W²). */
  function instant(s: ConnectState): boolean {
    if (!opening || rules.outcome(s) !== 0) return false;
    const buf = new Int16Array(W);
    const n = rules.legalMoves(s, buf, 0);
    for (let i = 0; i < n; i++) if (!rules.wouldWin(s, buf[i], rules.toMove(s)) && !opening.lookup(rules.play(s, buf[i]))) return false;
    return true;
  }

  function tableBest(s: ConnectState): ExactMoveScore | null {
    const e = opening?.lookup(s);
    return e ? { move: e.best, score: e.score } : null;
  }

  return { limit, backgroundLimit, remaining: (s) => emptySquares(rules, s), solveMoves, bestMove, movesToWin, ...(opening ? { instant, tableBest } : {}) };
}
