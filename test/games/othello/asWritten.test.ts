import { describe, expect, it } from 'vitest';
import { othello, type OthelloState } from '../../../src/games/othello/index.ts';
import { EVALUATIONS } from '../../../src/games/othello/evaluate.ts';
import { asWrittenMove, asWrittenScores } from '../../../src/games/othello/asWritten.ts';
import { PASS } from '../../../src/games/othello/state.ts';
import { discCounts } from '../../helpers/othello.ts';
import { search } from '../../../src/search/alphaBeta.ts';
import { bestMovesBySearch } from '../../helpers/search.ts';
import { createRng } from '../../../src/ai/rng.ts';
import { STATUS } from '../../../src/games/othello/state.ts';

function moves(s: OthelloState): number[] {
  const buf = new Int16Array(othello.maxMoves);
  return Array.from(buf.subarray(0, othello.legalMoves(s, buf, 0)));
}

const discsOf = (s: OthelloState, side: 0 | 1) => (side === 0 ? discCounts(s).black : discCounts(s).white);

describe("seed 003's search, as written", () => {
  // After black's f5, the CPU plays white.
  const s = othello.parseMoves('f5').state;
  const cpu = othello.toMove(s);

  it('scores each move by max over replies of min over its own third-ply moves of its own discs', () => {
    // Spelled out: the opponent (ply 2) maximises the CPU's discs, the CPU (ply 3) minimises them.
    const byHand = (m: number): number => {
      const a = othello.play(s, m);
      return Math.max(...moves(a).filter((r) => r !== PASS).map((r) => {
        const b = othello.play(a, r);
        return Math.min(...moves(b).filter((t) => t !== PASS).map((t) => discsOf(othello.play(b, t), cpu)));
      }));
    };
    const scores = asWrittenScores(s);
    for (const { move, score } of scores) expect(score).toBe(byHand(move));
    expect(scores.map((x) => [othello.formatMove(x.move), x.score])).toEqual([['f6', 5], ['d6', 4], ['f4', 4]]);
  });

  it('at depth 3 it plays f6, the move whose third ply leaves it fewest discs at best; negamax from the side to move plays d6', () => {
    expect(othello.formatMove(asWrittenMove(s))).toBe('f6');
    const correct = bestMovesBySearch(othello, s, { algorithm: 'minimax', depth: 3, evaluate: EVALUATIONS[0].evaluate });
    expect(correct.map(othello.formatMove)).toEqual(['d6']);
    // Correct negamax values (white's view: minus black's) of the two moves differ in its favour for d6.
    const value = (m: number) => -search(othello, othello.play(s, m), { algorithm: 'minimax', depth: 2, evaluate: EVALUATIONS[0].evaluate }).value * 64;
    expect(value(othello.parseMoves('f5d6').moves[1])).toBeGreaterThan(value(othello.parseMoves('f5f6').moves[1]));
  });

  it('is a player of the game (as-written), and passes when it must', () => {
    const p = othello.players.find((d) => d.id === 'as-written');
    expect(p?.choices(s)).toEqual([asWrittenMove(s)]);
    const rng = createRng(3);
    let passes = 0;
    for (let g = 0; g < 50; g++) {
      let t = othello.initial;
      while (t.status !== STATUS.over) {
        if (t.status === STATUS.pass) {
          passes++;
          expect(p?.choices(t)).toEqual([PASS]);
        }
        const legal = moves(t);
        t = othello.play(t, legal[rng.int(legal.length)]);
      }
      expect(p?.choices(t)).toEqual([]);
    }
    expect(passes).toBeGreaterThan(0);
  });
});
