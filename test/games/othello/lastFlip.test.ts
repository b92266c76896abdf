import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/ai/rng.ts';
import { OUT, flips, popcount } from '../../../src/games/othello/bitboard.ts';
import { lastFlipCount } from '../../../src/games/othello/endgameSearch.ts';

describe('othello endgame: the last empty square', () => {
  it('counts the discs a move there turns as making the move does (every square, 2,000 seeded boards each)', () => {
    const rng = createRng(27);
    for (let sq = 0; sq < 64; sq++) {
      for (let t = 0; t < 2000; t++) {
        // A full board but for sq: each other square the mover's or the other side's at random.
        let xl = 0;
        let xh = 0;
        for (let i = 0; i < 64; i++) {
          if (i === sq || rng.next() < 0.5) continue;
          if (i < 32) xl |= 1 << i;
          else xh |= 1 << (i - 32);
        }
        const yl = ~xl & (sq < 32 ? ~(1 << sq) : -1);
        const yh = ~xh & (sq < 32 ? -1 : ~(1 << (sq - 32)));
        flips(sq, xl, xh, yl, yh);
        const made = popcount(OUT[0], OUT[1]);
        if (lastFlipCount(sq, xl, xh) !== made) expect({ sq, xl, xh, counted: lastFlipCount(sq, xl, xh) }).toEqual({ sq, xl, xh, counted: made });
      }
    }
  });
});
