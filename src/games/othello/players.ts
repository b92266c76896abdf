/**
 * Othello's own players (the generic random and search players come from
 * src/ai): `greedy` turns over the most discs (uniform among ties), and
 * `as-written`, the source article's beginner CPU, as written (asWritten.ts).
 */
import type { PlayerDefinition } from '../game.ts';
import { OUT, flips, popcount } from './bitboard.ts';
import { asWrittenMove, AS_WRITTEN_DEPTH } from './asWritten.ts';
import { STATUS, writeMoves, type OthelloState } from './state.ts';

/** The moves turning over the most discs, in square order (the pass when that is the only move). */
function greedyMoves(s: OthelloState): number[] {
  const moves = new Int16Array(64);
  const n = writeMoves(s, moves, 0);
  if (s.status !== STATUS.playing) return Array.from(moves.subarray(0, n));
  let best = -1;
  let out: number[] = [];
  for (let i = 0; i < n; i++) {
    const m = moves[i];
    if (s.side === 0) flips(m, s.bl, s.bh, s.wl, s.wh);
    else flips(m, s.wl, s.wh, s.bl, s.bh);
    const turned = popcount(OUT[0], OUT[1]);
    if (turned > best) {
      best = turned;
      out = [m];
    } else if (turned === best) out.push(m);
  }
  return out;
}

export const RULE_PLAYERS: readonly PlayerDefinition<OthelloState>[] = [
  { id: 'greedy', choices: greedyMoves },
  {
    id: 'as-written',
    params: { depth: AS_WRITTEN_DEPTH, evaluation: 'cpu-discs' },
    choices: (s) => (s.status === STATUS.over ? [] : [asWrittenMove(s)]),
  },
];
