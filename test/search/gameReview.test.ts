import { describe, expect, it } from 'vitest';
import { OUTCOME, positionsAlong, stateAfter, withinReach } from '../../src/games/game.ts';
import { othello } from '../../src/games/othello/index.ts';
import { finishedPosition, inUnits, largestMistakes, positionValue, reviewDepth, reviewMoves, reviewPlan, type PositionValues } from '../../src/search/gameReview.ts';

/** A complete game (61 plies, a pass at ply 38), Black wins 40-24: the graph's sample in the docs. */
const GAME = 'f5f4e3f6g5g4f7f8g7h8e6h6h3d2c3c4f3c2h5f2e7e8h7h4d7h2f1c8c1e2d3d1e1g3g6g1h1b1b2d6c6a1b3c5b6a3a2c7a4a6b5a5b8d8a7a8b7g2b4g8';

describe('a review from move values, checked by hand', () => {
  // Three moves (ids 10, 20, 30) and four positions, values in discs, Black's view:
  // P0, Black to move (estimate, depth 4): 10 → +2, 11 → +6, 12 → −1. Black's best is 11 (+6); 10 played loses 6 − 2 = 4.
  // P1, White to move (estimate, depth 5): 20 → +2, 21 → −3. White's best is 21 (−3, i.e. +3 for White); 20 played
  //     is −2 for White: it loses 3 − (−2) = 5.
  // P2, Black to move (exact): 30 → +8, 31 → +8. 30 is a best move: it loses 0.
  // P3, over: Black won by 8.
  const line = [10, 20, 30];
  const positions: PositionValues[] = [
    { mover: 0, moves: [{ move: 10, value: 2 }, { move: 11, value: 6 }, { move: 12, value: -1 }], final: null, exact: false, depth: 4 },
    { mover: 1, moves: [{ move: 20, value: 2 }, { move: 21, value: -3 }], final: null, exact: false, depth: 5 },
    { mover: 0, moves: [{ move: 30, value: 8 }, { move: 31, value: 8 }], final: null, exact: true, depth: null },
    finishedPosition(8),
  ];

  it('values each position by its mover’s best move (the final score when over)', () => {
    expect(positions.map(positionValue)).toEqual([6, -3, 8, 8]);
    expect(positionValue(null)).toBeNull();
  });

  it('says what each move lost against the best, from the mover’s view, with how it is known', () => {
    const reviews = reviewMoves(line, positions);
    expect(reviews.map((r) => r && { side: r.side, best: r.best, played: r.played, bestValue: r.bestValue, loss: r.loss, exact: r.exact, depth: r.depth })).toEqual([
      { side: 0, best: 11, played: 2, bestValue: 6, loss: 4, exact: false, depth: 4 },
      { side: 1, best: 21, played: -2, bestValue: 3, loss: 5, exact: false, depth: 5 },
      { side: 0, best: 30, played: 8, bestValue: 8, loss: 0, exact: true, depth: null },
    ]);
  });

  it('lists the largest mistakes, the largest first, leaving out moves that lost less than one unit', () => {
    const mistakes = largestMistakes(reviewMoves(line, positions));
    expect(mistakes.map((r) => [r.index + 1, r.loss])).toEqual([
      [2, 5],
      [1, 4],
    ]);
    expect(largestMistakes(reviewMoves(line, positions), 1).map((r) => r.index)).toEqual([1]);
  });

  it('leaves a move unreviewed while its position is unknown, and the earlier of two equal losses comes first', () => {
    expect(reviewMoves(line, [null, positions[1], null, null]).map((r) => r?.loss ?? null)).toEqual([null, 5, null]);
    const equal: PositionValues[] = [
      { mover: 0, moves: [{ move: 10, value: 0 }, { move: 11, value: 3 }], final: null, exact: true, depth: null },
      { mover: 1, moves: [{ move: 20, value: 3 }, { move: 21, value: 0 }], final: null, exact: true, depth: null },
      finishedPosition(3),
    ];
    expect(largestMistakes(reviewMoves([10, 20], equal)).map((r) => r.index)).toEqual([0, 1]);
  });

  it('reads an estimate in its evaluation’s units and a final score as it is', () => {
    expect(inUnits(4 / 64, 64)).toBe(4);
    expect(inUnits(-12, 64)).toBe(-12);
    expect(inUnits(0, 64)).toBe(0);
  });
});

describe('the positions of a line and how each is analysed', () => {
  const moves = [...othello.parseMoves(GAME).moves];
  const positions = positionsAlong(othello, moves);

  it('has the start and the position after every move', () => {
    expect(moves).toHaveLength(61);
    expect(positions).toHaveLength(62);
    for (const k of [0, 1, 30, 61]) expect(othello.formatPosition(positions[k])).toBe(othello.formatPosition(stateAfter(othello, moves.slice(0, k))));
  });

  it('estimates out of the solver’s reach with leaves on even plies, from the start; solves within it from the end; skips the finished position', () => {
    const plan = reviewPlan(othello, positions, positions.map((_, i) => i), 4);
    const estimates = plan.filter((p) => p.depth !== null);
    const exact = plan.filter((p) => p.depth === null);
    expect(plan.map((p) => p.index)).not.toContain(61);
    expect(othello.outcome(positions[61])).not.toBe(OUTCOME.playing);
    expect(estimates.map((p) => p.index)).toEqual(estimates.map((p) => p.index).sort((a, b) => a - b));
    expect(exact.map((p) => p.index)).toEqual(exact.map((p) => p.index).sort((a, b) => b - a));
    expect(plan.indexOf(exact[0])).toBe(estimates.length);
    for (const p of estimates) {
      expect(withinReach(othello, positions[p.index])).toBe(false);
      expect((p.index + (p.depth as number)) % 2).toBe(0);
      expect(p.depth).toBe(reviewDepth(p.index, 4));
      expect([4, 5]).toContain(p.depth);
    }
    for (const p of exact) expect(withinReach(othello, positions[p.index])).toBe(true);
    // 14 empties first come after move 47 (a pass at 38): positions 47..60 are solved.
    expect(exact.map((p) => p.index)).toEqual([60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47]);
  });

  it('plans only the positions asked for', () => {
    expect(reviewPlan(othello, positions, [50, 3, 61], 4)).toEqual([{ index: 3, depth: 5 }, { index: 50, depth: null }]);
  });
});
