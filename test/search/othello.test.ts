import { describe, expect, it } from 'vitest';
import { othello } from '../../src/games/othello/index.ts';
import { EVALUATIONS } from '../../src/games/othello/evaluate.ts';
import { INITIAL } from '../../src/games/othello/state.ts';
import { randomPositions } from '../helpers/othelloPositions.ts';
import { search } from '../../src/search/alphaBeta.ts';
import { deepen } from '../../src/search/iterative.ts';
import type { MoveOrder } from '../../src/search/types.ts';

const ORDERS: readonly MoveOrder[] = ['cell', 'centre', 'eval'];

describe('Othello search through the generic layer', () => {
  it('alpha-beta (fail-soft, each ordering, with and without the table) = minimax at depths 1-4 on 200 seeded positions', () => {
    const positions = randomPositions(200, 1616);
    let cheaper = 0;
    positions.forEach((s, i) => {
      const evaluate = EVALUATIONS[i % EVALUATIONS.length].evaluate;
      for (let depth = 1; depth <= 4; depth++) {
        const mm = search(othello, s, { algorithm: 'minimax', depth, evaluate });
        const order = ORDERS[(i + depth) % ORDERS.length];
        const tt = (i + depth) % 2 === 0;
        const ab = search(othello, s, { algorithm: 'alphabeta', depth, evaluate, order, tt });
        expect(ab.value).toBe(mm.value);
        expect(ab.counters.nodes).toBeLessThanOrEqual(mm.counters.nodes);
        if (ab.counters.nodes < mm.counters.nodes) cheaper++;
        // the move alpha-beta names achieves the value
        const child = search(othello, othello.play(s, ab.bestMove), { algorithm: 'minimax', depth: depth > 1 ? depth - 1 : 1, evaluate });
        if (depth > 1) expect(child.value).toBe(mm.value);
      }
    });
    expect(cheaper).toBeGreaterThan(300);
  });

  it('a finished game outranks any evaluation: terminal scores are disc differences, evaluations inside (-1, 1)', () => {
    for (const s of randomPositions(300, 7)) for (const e of EVALUATIONS) expect(Math.abs(e.evaluate(s))).toBeLessThan(1);
  });

  it('the evaluation option is what the depth limit uses: discs at depth 1 from the start is +3/64 for black', () => {
    expect(search(othello, INITIAL, { depth: 1, evaluate: EVALUATIONS[0].evaluate }).value).toBe(3 / 64);
  });

  it('iterative deepening reaches maxDepth with the same value as a plain search, and stops on cancel', () => {
    const s = randomPositions(1, 99)[0];
    const evaluate = EVALUATIONS[1].evaluate;
    const seen: number[] = [];
    const r = deepen(othello, s, { maxDepth: 4, evaluate, order: 'centre', onDepth: (d) => seen.push(d.depth) });
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(r.reason).toBe('depth');
    expect(r.value).toBe(search(othello, s, { algorithm: 'minimax', depth: 4, evaluate }).value);
    expect(r.nodes).toBe(r.depths.reduce((n, d) => n + d.nodes, 0));
    let polls = 0;
    const c = deepen(othello, INITIAL, { maxDepth: 12, evaluate, cancelled: () => ++polls > 3 });
    expect(c.reason).toBe('cancelled');
    expect(c.depth).toBeLessThan(12);
  });

  it('a time limit keeps the last completed depth (fake clock)', () => {
    let t = 0;
    const r = deepen(othello, INITIAL, { maxDepth: 20, timeLimitMs: 100, now: () => (t += 1) });
    expect(r.reason).toBe('time');
    expect(r.depth).toBeGreaterThanOrEqual(1);
    expect(r.bestMove).toBe(r.depths[r.depths.length - 1].bestMove);
  });

  it('shouldStop stops a search: stopped, no move', () => {
    const r = search(othello, INITIAL, { depth: 10, shouldStop: () => true });
    expect(r.stopped).toBe(true);
    expect(r.bestMove).toBe(-1);
    expect(r.counters.nodes).toBe(1024);
  });
});
