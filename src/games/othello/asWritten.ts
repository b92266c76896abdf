/**
 * The beginner's Othello search of source article 3, as written, so the lesson can be
 * seen: its `minimax` is negamax in form (score = -child score, keep the
 * maximum) but its leaf returns the CPU's disc count whoever is to move.
 * Negamax needs the leaf from the side to move's view; with the CPU's view at
 * every leaf, the signs come out as: the root (the CPU's move, not negated)
 * maximises, ply 2 (the opponent) maximises the CPU's discs too, and ply 3
 * (the CPU again) minimises its own discs. Other details kept as written:
 * - depth is counted in discs placed (a leaf once the empty squares have
 *   dropped by 3 from the root, or the board is full), so passes are free;
 * - a node whose side has no square to play (a pass, or a finished game that
 *   is not a leaf) keeps best_score = -infinity, which its parent negates;
 * - the root sorts (score, (row, col)) descending, so ties go to the highest
 *   square.
 */
import { popcount } from './bitboard.ts';
import { emptyCount, PASS, playMove, STATUS, writeMoves, type OthelloState } from './state.ts';

/** The seed's plies: its CPU looks three discs ahead. */
export const AS_WRITTEN_DEPTH = 3;

function discsOf(s: OthelloState, side: 0 | 1): number {
  return side === 0 ? popcount(s.bl, s.bh) : popcount(s.wl, s.wh);
}

/**
 * The seed's `minimax(game, stone, zero_count)`: the value of `s` (its side
 * to move is the seed's `stone`) for the CPU playing `cpu`, with `rootEmpty`
 * empty squares at the root and the leaf `depth` discs below it. O(b^depth).
 */
function asWrittenMinimax(s: OthelloState, cpu: 0 | 1, rootEmpty: number, depth: number = AS_WRITTEN_DEPTH): number {
  const empty = emptyCount(s);
  if (empty === 0 || empty <= rootEmpty - depth) return discsOf(s, cpu);
  let best = -Infinity;
  if (s.status !== STATUS.playing) return best;
  const moves = new Int16Array(64);
  const n = writeMoves(s, moves, 0);
  for (let i = 0; i < n; i++) {
    const score = -asWrittenMinimax(playMove(s, moves[i]), cpu, rootEmpty, depth);
    if (score > best) best = score;
  }
  return best;
}

/** The seed's Action: each move scored by asWrittenMinimax of its child, highest first, ties to the highest square. */
export function asWrittenScores(s: OthelloState, depth: number = AS_WRITTEN_DEPTH): { readonly move: number; readonly score: number }[] {
  if (s.status === STATUS.pass) return [{ move: PASS, score: 0 }];
  const moves = new Int16Array(64);
  const n = writeMoves(s, moves, 0);
  const root = emptyCount(s);
  const scored = Array.from(moves.subarray(0, n), (move) => ({ move, score: asWrittenMinimax(playMove(s, move), s.side, root, depth) }));
  return scored.sort((a, b) => b.score - a.score || b.move - a.move);
}

/** The move the seed's CPU plays (PASS when it must pass); throws nothing, -1 when the game is over. */
export function asWrittenMove(s: OthelloState, depth: number = AS_WRITTEN_DEPTH): number {
  if (s.status === STATUS.over) return -1;
  return asWrittenScores(s, depth)[0].move;
}

/**
 * The seed's leaf as the generic search (src/search, values from black's
 * point of view) reads it: negamax takes a leaf's score as the side to
 * move's, so the CPU's disc count (over 64) counts for black when black is to
 * move and against black when white is. With this evaluation, plain minimax
 * below the root computes exactly the seed's scores (as long as nobody
 * passes: the seed counts discs placed, not plies). Inside (-1, 1) for every
 * unfinished state (at most 63 discs). O(1).
 */
export function asWrittenLeafValue(s: OthelloState, cpu: 0 | 1): number {
  const n = discsOf(s, cpu) / 64;
  return s.side === 0 ? n : -n;
}
