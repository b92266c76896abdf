/** Othello functions only the tests use (the app reads discs and flips through the Game and its board view). */
import { flips, OUT, popcount } from '../../src/games/othello/bitboard.ts';
import { PASS, type OthelloState } from '../../src/games/othello/state.ts';

/** The discs `move` turns over in `s`, as square indices ascending (empty for PASS or an illegal move). */
export function flippedSquares(s: OthelloState, move: number): number[] {
  if (move === PASS || move < 0 || move >= 64) return [];
  if (s.side === 0) flips(move, s.bl, s.bh, s.wl, s.wh);
  else flips(move, s.wl, s.wh, s.bl, s.bh);
  const out: number[] = [];
  for (let m = OUT[0]; m !== 0; m &= m - 1) out.push(31 - Math.clz32(m & -m));
  for (let m = OUT[1]; m !== 0; m &= m - 1) out.push(63 - Math.clz32(m & -m));
  return out;
}

/** Black's and white's disc counts. */
export function discCounts(s: OthelloState): { readonly black: number; readonly white: number } {
  return { black: popcount(s.bl, s.bh), white: popcount(s.wl, s.wh) };
}
