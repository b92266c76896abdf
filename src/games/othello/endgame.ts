/**
 * Exact Othello endgames: the final disc difference with best play from
 * both sides, from the side to move's view, empty squares counted for the
 * winner (the tournament rule and the FFO test files' convention), the best
 * move, and the exact score of every legal move. The search is
 * endgameSearch.ts; this file is its face over states.
 *
 * Cost grows about x3-4 per empty square: ~20 empties take seconds, 24
 * tens of seconds (docs/manual.md has the measured figures).
 */
import { OUT, flips, legalSquares, popcount } from './bitboard.ts';
import { TS_CORE, type EndgameCore, type SearchSetup } from './endgameSearch.ts';
import { emptyCount, PASS, STATUS, type OthelloState } from './state.ts';

/** Options of a solve: the poll (onPoll every `pollEvery` nodes, default 65,536; `shouldStop` true throws EndgameStopped), and switches the benchmark uses. */
export interface EndgameOptions extends SearchSetup {
  /** Default true: empty the transposition table first (node counts then repeat exactly; bounds in it never go stale, so false is safe and may be faster). */
  readonly clearTable?: boolean;
  /** Default true: from ROOT_ORDER_FROM empties, the root's moves in the order of a depth-ROOT_ORDER_DEPTH search of each (the order value of endgameSearch.ts), not fastest-first. */
  readonly rootOrder?: boolean;
  /** Default true: the root by null-window searches from a guess of 0 (MTD(f)); false: principal-variation search with a full window for the first move. */
  readonly rootMtd?: boolean;
  /** The search below the root: the TypeScript one (default) or the WebAssembly core (endgameWasm.ts), the same search (the same nodes on the tests' positions). */
  readonly core?: EndgameCore;
}

/** Root order by a depth-limited search from this many empties, at this depth (measured in docs/manual.md: #46 233 -> 90 M nodes). */
const ROOT_ORDER_FROM = 16;
const ROOT_ORDER_DEPTH = 8;

/** The solved value of a position. */
export interface EndgameResult {
  /** Final disc difference with best play, side to move's view, empties to the winner. */
  readonly score: number;
  /** A best move (a square 0..63), PASS when the side to move must pass, null when the game is over. */
  readonly bestMove: number | null;
  /** Nodes visited. */
  readonly nodes: number;
}

/** One legal move's exact score (side to move's view). */
export interface MoveScore {
  readonly move: number;
  readonly score: number;
}

/** Every legal move with its exact score, best first (ties by square), and the nodes visited. */
export interface AllMovesResult {
  readonly moves: readonly MoveScore[];
  readonly nodes: number;
}

interface Sides {
  pl: number;
  ph: number;
  ol: number;
  oh: number;
}

function sides(s: OthelloState): Sides {
  return s.side === 0 ? { pl: s.bl, ph: s.bh, ol: s.wl, oh: s.wh } : { pl: s.wl, ph: s.wh, ol: s.bl, oh: s.bh };
}

interface RootMove {
  readonly move: number;
  readonly pl: number;
  readonly ph: number;
  readonly ol: number;
  readonly oh: number;
  readonly ml: number;
  readonly mh: number;
  readonly replies: number;
}

/** The children of a playing root from the mover's side: boards after the move (the opponent to move), replies, fastest-first. */
function rootMoves(p: Sides, s: OthelloState): RootMove[] {
  const out: RootMove[] = [];
  for (let sq = 0; sq < 64; sq++) {
    if (((sq < 32 ? s.ml >>> sq : s.mh >>> (sq - 32)) & 1) === 0) continue;
    flips(sq, p.pl, p.ph, p.ol, p.oh);
    const fl = OUT[0];
    const fh = OUT[1];
    const npl = p.pl | fl | (sq < 32 ? 1 << sq : 0);
    const nph = p.ph | fh | (sq < 32 ? 0 : 1 << (sq - 32));
    const nol = p.ol & ~fl;
    const noh = p.oh & ~fh;
    legalSquares(nol, noh, npl, nph);
    out.push({ move: sq, pl: nol, ph: noh, ol: npl, oh: nph, ml: OUT[0], mh: OUT[1], replies: popcount(OUT[0], OUT[1]) });
  }
  return out.sort((a, b) => a.replies - b.replies || a.move - b.move);
}

/** The exact score of a root child (its mover's view is the opponent's, hence the sign) in the window (alpha, beta). */
function childScore(core: EndgameCore, c: RootMove, alpha: number, beta: number, empties: number): number {
  return 0 - core.child(c.move, c.pl, c.ph, c.ol, c.oh, c.ml, c.mh, -beta, -alpha, empties - 1);
}

/** A root child's exact score by null-window searches from `guess` (MTD(f)); the table keeps what each learnt. */
function mtd(core: EndgameCore, c: RootMove, guess: number, empties: number): number {
  let lower = -64;
  let upper = 64;
  let g = guess;
  while (lower < upper) {
    const beta = g === lower ? g + 1 : g;
    g = childScore(core, c, beta - 1, beta, empties);
    if (g < beta) upper = g;
    else lower = g;
  }
  return g;
}

/**
 * The root by MTD(f): null-window searches of the whole root, from a guess
 * of 0 (win or loss first), each moving the window to the bound the last one
 * returned (fail-soft), until the lower and upper bounds meet; the table
 * keeps what each pass learnt. Every node below is then searched with a null
 * window, where principal-variation search gives its first move a full one
 * (FFO #40-#44 and #46: 298.7 -> 264.7 M nodes; #41 45.4 -> 23.7 M, #46 90.4 -> 94.3 M).
 * The move that failed high goes first in the next pass.
 */
function rootMtd(core: EndgameCore, moves: RootMove[], empties: number): EndgameResult {
  let lower = -64;
  let upper = 64;
  let g = 0;
  let bestMove = moves[0].move;
  while (lower < upper) {
    const beta = g === lower ? g + 1 : g;
    let v = -65;
    let j = 0;
    for (; j < moves.length; j++) {
      const x = childScore(core, moves[j], beta - 1, beta, empties);
      if (x > v) {
        v = x;
        if (x >= beta) break;
      }
    }
    g = v;
    if (g >= beta) {
      lower = g;
      bestMove = moves[j].move;
      moves.unshift(...moves.splice(j, 1));
    } else {
      upper = g;
    }
  }
  return { score: g, bestMove, nodes: core.nodeCount() };
}

/**
 * Solves `s` exactly: its score with best play and a best move. MTD(f) at
 * the root (rootMtd) over the moves sorted fastest-first, from 16 empties by
 * a depth-8 estimate. Exponential in the empties
 * (about x3-4 each); throws EndgameStopped when `shouldStop` says so.
 */
export function solveExact(s: OthelloState, opts: EndgameOptions = {}): EndgameResult {
  const core = opts.core ?? TS_CORE;
  core.beginSearch(opts, opts.clearTable ?? true, ~(s.bl | s.wl), ~(s.bh | s.wh));
  const empties = emptyCount(s);
  const p = sides(s);
  if (s.status === STATUS.over) return { score: core.finalScore(p.pl, p.ph, p.ol, p.oh), bestMove: null, nodes: 0 };
  if (s.status === STATUS.pass) {
    const v = 0 - core.solvePosition(p.ol, p.oh, p.pl, p.ph, -64, 64, empties);
    return { score: v, bestMove: PASS, nodes: core.nodeCount() };
  }
  const moves = rootMoves(p, s);
  if ((opts.rootOrder ?? true) && empties >= ROOT_ORDER_FROM) {
    // The best estimate first (the value is the opponent's view: lowest first), then fastest-first.
    const keys = new Map(moves.map((c) => [c, core.estimate(c.pl, c.ph, c.ol, c.oh, c.ml, c.mh, ROOT_ORDER_DEPTH)]));
    moves.sort((a, b) => keys.get(a)! - keys.get(b)! || a.replies - b.replies || a.move - b.move);
  }
  if (opts.rootMtd ?? true) return rootMtd(core, moves, empties);
  let best = -65;
  let bestMove = moves[0].move;
  for (let j = 0; j < moves.length; j++) {
    let v: number;
    if (j === 0) v = childScore(core, moves[j], -64, 64, empties);
    else {
      v = childScore(core, moves[j], best, best + 1, empties);
      if (v > best) v = childScore(core, moves[j], v, 64, empties);
    }
    if (v > best) {
      best = v;
      bestMove = moves[j].move;
    }
  }
  return { score: best, bestMove, nodes: core.nodeCount() };
}

/**
 * The exact score of every legal move of `s` (each by null-window searches
 * from the previous move's score, MTD(f), one table shared: #40 42.9 M
 * nodes against 51.1 M with a full-window solve of each), best first; a single PASS when the side to move must
 * pass; none when the game is over. Throws EndgameStopped when `shouldStop`
 * says so.
 */
export function solveAllMoves(s: OthelloState, opts: EndgameOptions = {}): AllMovesResult {
  const core = opts.core ?? TS_CORE;
  core.beginSearch(opts, opts.clearTable ?? true, ~(s.bl | s.wl), ~(s.bh | s.wh));
  const empties = emptyCount(s);
  const p = sides(s);
  if (s.status === STATUS.over) return { moves: [], nodes: 0 };
  if (s.status === STATUS.pass) {
    return { moves: [{ move: PASS, score: 0 - core.solvePosition(p.ol, p.oh, p.pl, p.ph, -64, 64, empties) }], nodes: core.nodeCount() };
  }
  const out: MoveScore[] = [];
  let guess = 0;
  for (const c of rootMoves(p, s)) {
    const score = mtd(core, c, guess, empties);
    out.push({ move: c.move, score });
    guess = score;
  }
  return { moves: out.sort((a, b) => b.score - a.score || a.move - b.move), nodes: core.nodeCount() };
}
