import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/ai/rng.ts';
import { othello, type OthelloState } from '../../../src/games/othello/index.ts';
import { cornerBalance, EVALUATIONS, evaluateStrong, frontierCounts, parityOf, stabilityBalance, strongParts } from '../../../src/games/othello/evaluate.ts';
import { makeState } from '../../../src/games/othello/state.ts';

/** A position from 8 rows of 8 (a..h), row 1 first, X black, O white, - empty, and the side to move. */
function board(rows: string[], side: 'X' | 'O'): OthelloState {
  const r = othello.parsePosition(rows.join('') + side);
  if (!r.ok) throw r.error;
  return r.value;
}

/** The same position with the colours swapped, the other side to move. */
const swapped = (s: OthelloState): OthelloState => makeState(s.wl, s.wh, s.bl, s.bh, s.side === 0 ? 1 : 0);

describe("Othello's strong evaluation", () => {
  it('counts corners, and X-squares only next to an empty corner', () => {
    // Black a1 and h8, white h1: corners 2 - 1. Black g2 sits next to the taken h1 (not counted);
    // white b7 next to the empty a8 costs white a quarter: 1 + 0.25.
    const s = board(['X------O', '------X-', '--------', '---OX---', '---XO---', '--------', '-O------', '-------X'], 'X');
    expect(cornerBalance(s)).toBe(1.25);
    expect(strongParts(s).corners).toBe(1.25 / 5);
  });

  it('counts frontier discs (touching an empty square) and stable discs by hand', () => {
    // Rows 1 and 2 all black: row 1 touches no empty square, row 2 touches row 3; the centre's 4 discs all do.
    // Black's frontier: 8 (row 2) + 2 (d5, e4); white's: 2. Stable: the 16 black discs of rows 1-2, no white one.
    const s = board(['XXXXXXXX', 'XXXXXXXX', '--------', '---OX---', '---XO---', '--------', '--------', '--------'], 'O');
    expect(frontierCounts(s)).toEqual([10, 2]);
    expect(stabilityBalance(s)).toBe(16);
    expect(strongParts(s).frontier).toBe((2 - 10) / 14);
    // h1 is closed in by g1, g2, h2; a2, next to it in square order but not on the board, is empty and must not count.
    // Black's frontier: g1, g2, h2 and the centre's two; white's: 2.
    const t = board(['------XX', '------XX', '--------', '---OX---', '---XO---', '--------', '--------', '--------'], 'X');
    expect(frontierCounts(t)).toEqual([5, 2]);
  });

  it('gives 0 for every part but parity on a colour-symmetric position; parity follows the side to move', () => {
    const black = strongParts(othello.initial);
    expect({ ...black, parity: 0 }).toEqual({ mobility: 0, frontier: 0, corners: 0, stability: 0, parity: 0 });
    // 60 empties, even: the side not to move would play the last square.
    expect(parityOf(othello.initial)).toBe(-1);
    expect(parityOf(swapped(othello.initial))).toBe(1);
    expect(evaluateStrong(othello.initial)).toBeCloseTo(-0.05, 12);
  });

  it('flips sign with the colours and the side to move, and stays inside (-1, 1) (200 seeded positions)', () => {
    const rng = createRng(44);
    const buf = new Int16Array(othello.maxMoves);
    let checked = 0;
    for (let g = 0; g < 20; g++) {
      let s = othello.initial;
      while (othello.outcome(s) === 0) {
        if (rng.int(3) === 0) {
          const v = evaluateStrong(s);
          expect(evaluateStrong(swapped(s))).toBeCloseTo(-v, 12);
          expect(Math.abs(v)).toBeLessThan(1);
          checked++;
        }
        s = othello.play(s, buf[rng.int(othello.legalMoves(s, buf, 0))]);
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('keeps the lessons’ evaluations and adds strong, searched by principal-variation search', () => {
    expect(EVALUATIONS.map((e) => [e.id, e.search ?? 'alphabeta'])).toEqual([
      ['discs', 'alphabeta'],
      ['weights', 'alphabeta'],
      ['mobility', 'alphabeta'],
      ['strong', 'pvs'],
    ]);
  });
});
