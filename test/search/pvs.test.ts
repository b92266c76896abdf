import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/ai/rng.ts';
import { othello, type OthelloState } from '../../src/games/othello/index.ts';
import { EVALUATIONS } from '../../src/games/othello/evaluate.ts';
import { search } from '../../src/search/alphaBeta.ts';
import { pvsDeepen } from '../../src/search/pvs.ts';

/** `count` seeded positions 4 to 40 random plies from the start, unfinished. */
function randomPositions(seed: number, count: number): OthelloState[] {
  const rng = createRng(seed);
  const buf = new Int16Array(othello.maxMoves);
  const out: OthelloState[] = [];
  while (out.length < count) {
    let s = othello.initial;
    const plies = 4 + rng.int(37);
    for (let i = 0; i < plies && othello.outcome(s) === 0; i++) s = othello.play(s, buf[rng.int(othello.legalMoves(s, buf, 0))]);
    if (othello.outcome(s) === 0) out.push(s);
  }
  return out;
}

const evaluation = (id: string) => EVALUATIONS.find((e) => e.id === id)!.evaluate;

describe('principal-variation search', () => {
  it('finds the same value as plain alpha-beta (60 seeded positions, depths 4 and 5, strong and weights)', () => {
    const positions = randomPositions(27, 60);
    positions.forEach((s, i) => {
      const depth = 4 + (i % 2);
      const evaluate = evaluation(i % 3 === 0 ? 'weights' : 'strong');
      const plain = search(othello, s, { algorithm: 'alphabeta', depth, evaluate });
      const pvs = pvsDeepen(othello, s, { maxDepth: depth, evaluate });
      expect(pvs.depth).toBe(depth);
      expect(pvs.value).toBe(plain.value);
      // Of equally good moves, the first in static order: alpha-beta's (and the search tree's) choice.
      expect(pvs.bestMove).toBe(search(othello, s, { algorithm: 'alphabeta', depth, evaluate, order: 'centre' }).bestMove);
    });
  });

  it('plays a move of best value and stops deepening at the game end', () => {
    const [s] = randomPositions(5, 1);
    const r = pvsDeepen(othello, s, { maxDepth: 3, evaluate: evaluation('strong') });
    const after = pvsDeepen(othello, othello.play(s, r.bestMove), { maxDepth: 2, evaluate: evaluation('strong') });
    expect(after.value).toBe(r.value);
    // A finished position: no move, its final score.
    const over = pvsDeepen(othello, othello.parsePosition(`${'X'.repeat(40)}${'O'.repeat(24)}X`).ok ? (othello.parsePosition(`${'X'.repeat(40)}${'O'.repeat(24)}X`) as { value: OthelloState }).value : s, { maxDepth: 5 });
    expect(over).toMatchObject({ depth: 0, bestMove: -1, value: 16 });
  });

  it('keeps the last completed depth when time runs out (injected clock)', () => {
    const [s] = randomPositions(9, 1);
    let t = 0;
    // Each clock read advances 1 ms: depth 1 completes, the time limit stops a later one.
    const r = pvsDeepen(othello, s, { maxDepth: 60, timeLimitMs: 3, now: () => t++, evaluate: evaluation('strong') });
    expect(r.depth).toBeGreaterThanOrEqual(1);
    expect(r.depth).toBeLessThan(60);
    expect(r.bestMove).toBeGreaterThanOrEqual(0);
  });
});
