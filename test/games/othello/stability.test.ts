import { describe, expect, it } from 'vitest';
import { OUTCOME } from '../../../src/games/game.ts';
import { createRng } from '../../../src/ai/rng.ts';
import { othello, type OthelloState } from '../../../src/games/othello/index.ts';
import { stableCount } from '../../../src/games/othello/stability.ts';
import { emptyCount, hasSquare, INITIAL, playMove, STATUS, writeMoves } from '../../../src/games/othello/state.ts';

/** The discs of `side` (0 black) that keep their colour in every continuation of `s` to the end (exhaustive). */
function neverTurned(s: OthelloState, side: 0 | 1): Set<number> {
  const mine = (p: OthelloState) => (side === 0 ? [p.bl, p.bh] : [p.wl, p.wh]);
  const [l, h] = mine(s);
  const kept = new Set<number>();
  for (let sq = 0; sq < 64; sq++) if (hasSquare(l, h, sq)) kept.add(sq);
  const buf = new Int16Array(64 * 64);
  const walk = (p: OthelloState, ply: number) => {
    const [pl, ph] = mine(p);
    for (const sq of kept) if (!hasSquare(pl, ph, sq)) kept.delete(sq);
    if (p.status === STATUS.over || kept.size === 0) return;
    const n = writeMoves(p, buf, ply * 64);
    for (let i = 0; i < n; i++) walk(playMove(p, buf[ply * 64 + i]), ply + 1);
  };
  walk(s, 0);
  return kept;
}

describe('stable discs', () => {
  it('never counts more discs than keep their colour in every continuation (exhaustive, 150 seeded positions with 1 to 7 empties)', () => {
    const rng = createRng(31);
    const buf = new Int16Array(othello.maxMoves);
    let checked = 0;
    let found = 0;
    while (checked < 150) {
      let s = INITIAL;
      const stop = 1 + rng.int(7);
      while (othello.outcome(s) === OUTCOME.playing && emptyCount(s) > stop) s = othello.play(s, buf[rng.int(othello.legalMoves(s, buf, 0))]);
      if (s.status === STATUS.over) continue;
      checked++;
      for (const side of [0, 1] as const) {
        const n = side === 0 ? stableCount(s.bl, s.bh, s.wl, s.wh) : stableCount(s.wl, s.wh, s.bl, s.bh);
        expect(n).toBeLessThanOrEqual(neverTurned(s, side).size);
        found += n;
      }
    }
    expect(found).toBeGreaterThan(1000);
  });

  it('counts corners, edges filled from a corner, and discs whose four lines are full', () => {
    // Black: a1, b1, c1 (from the corner along the edge); white: h1; the rest empty but the centre.
    const lo = (sq: number[]) => sq.reduce((m, x) => m | (1 << x), 0);
    expect(stableCount(lo([0, 1, 2, 27]), 1 << 3, lo([7, 28]), 1 << 4)).toBe(3);
    expect(stableCount(lo([7, 28]), 1 << 4, lo([0, 1, 2, 27]), 1 << 3)).toBe(1);
    // A full board: every disc is stable.
    expect(stableCount(0x0f0f0f0f, 0x0f0f0f0f, ~0x0f0f0f0f, ~0x0f0f0f0f)).toBe(32);
    // The start: nothing is stable.
    expect(stableCount(INITIAL.bl, INITIAL.bh, INITIAL.wl, INITIAL.wh)).toBe(0);
  });
});
