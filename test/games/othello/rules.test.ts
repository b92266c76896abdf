import assert from 'node:assert/strict';
import { describe, expect, it } from 'vitest';
import { OUTCOME } from '../../../src/games/game.ts';
import { othello, perft, type OthelloState } from '../../../src/games/othello/index.ts';
import { hasSquare, INITIAL, PASS, STATUS } from '../../../src/games/othello/state.ts';
import { perftBits } from '../../../src/games/othello/bitboard.ts';
import { discCounts, flippedSquares } from '../../helpers/othello.ts';
import { createRng } from '../../../src/ai/rng.ts';
import { naiveFlips, naiveMoves, naivePlay, naiveStart, type Cells } from '../../helpers/othelloNaive.ts';

function cellsOf(s: OthelloState): Cells {
  return Array.from({ length: 64 }, (_, sq) => (hasSquare(s.bl, s.bh, sq) ? 1 : hasSquare(s.wl, s.wh, sq) ? 2 : 0));
}

function moves(s: OthelloState): number[] {
  const buf = new Int16Array(othello.maxMoves);
  return Array.from(buf.subarray(0, othello.legalMoves(s, buf, 0)));
}

describe('perft from the standard start (passes are plies, finished games leaves)', () => {
  const expected = [4, 12, 56, 244, 1396, 8200, 55092, 390216];
  for (let d = 1; d <= expected.length; d++) {
    it(`depth ${d}: ${expected[d - 1]} (the TypeScript count, and perft's, which is the WebAssembly core's once a test file has loaded it)`, () => {
      expect(perftBits(INITIAL.bl, INITIAL.bh, INITIAL.wl, INITIAL.wh, d, true)).toBe(expected[d - 1]);
      expect(perft(INITIAL, d)).toBe(expected[d - 1]);
    });
  }
  it('making every leaf (the move-generation benchmark) counts what the bulk count does: from the start, midgames, and endgames where games finish before the depth', () => {
    for (let d = 1; d <= 6; d++) expect(perft(INITIAL, d, false)).toBe(perft(INITIAL, d));
    const rng = createRng(9);
    const buf = new Int16Array(othello.maxMoves);
    for (let game = 0; game < 20; game++) {
      const line = [INITIAL];
      for (let s = INITIAL; othello.outcome(s) === OUTCOME.playing; line.push(s)) s = othello.play(s, buf[rng.int(othello.legalMoves(s, buf, 0))]);
      for (let d = 1; d <= 4; d++) expect(perft(line[20], d, false)).toBe(perft(line[20], d));
      for (let d = 1; d <= 8; d++) expect(perft(line[line.length - 7], d, false)).toBe(perft(line[line.length - 7], d));
    }
  });
  it('perft through the seam (legalMoves and play) agrees at depth 5', () => {
    const walk = (s: OthelloState, d: number): number => {
      if (d === 0 || othello.outcome(s) !== OUTCOME.playing) return 1;
      return moves(s).reduce((n, m) => n + walk(othello.play(s, m), d - 1), 0);
    };
    expect(walk(INITIAL, 5)).toBe(1396);
  });
});

describe('the start', () => {
  it('black to move with d3, c4, f5, e6; two discs each', () => {
    expect(othello.toMove(INITIAL)).toBe(0);
    expect(moves(INITIAL).map(othello.formatMove)).toEqual(['d3', 'c4', 'f5', 'e6']);
    expect(discCounts(INITIAL)).toEqual({ black: 2, white: 2 });
  });
});

describe('against the naive array reference', () => {
  it('agrees on legal moves, flips, passes and the end over 10,000+ positions of seeded random games', () => {
    const rng = createRng(16);
    let positions = 0;
    let passes = 0;
    let ends = 0;
    while (positions < 10_000) {
      let s = INITIAL;
      let cells = naiveStart();
      for (;;) {
        positions++;
        const colour = s.side === 0 ? 1 : 2;
        assert.deepEqual(cellsOf(s), cells);
        const mine = naiveMoves(cells, colour);
        const theirs = naiveMoves(cells, colour === 1 ? 2 : 1);
        const legal = moves(s);
        if (mine.length > 0) {
          assert.equal(s.status, STATUS.playing);
          assert.deepEqual(legal, mine);
          for (const m of legal) assert.deepEqual(flippedSquares(s, m), naiveFlips(cells, colour, m));
        } else if (theirs.length > 0) {
          passes++;
          assert.deepEqual(legal, [PASS]);
        } else {
          ends++;
          assert.deepEqual(legal, []);
          const { black, white } = discCounts(s);
          assert.equal(othello.outcome(s), black > white ? OUTCOME.firstWon : black < white ? OUTCOME.secondWon : OUTCOME.draw);
          assert.equal(othello.terminalScore(s, 'wdl'), black - white);
          break;
        }
        const m = legal[rng.int(legal.length)];
        if (m !== PASS) cells = naivePlay(cells, colour, m);
        s = othello.play(s, m);
      }
    }
    expect(passes).toBeGreaterThan(0);
    expect(ends).toBeGreaterThan(100);
  });
});
