import { describe, expect, it } from 'vitest';
import { othello } from '../../src/games/othello/index.ts';
import { EVALUATIONS } from '../../src/games/othello/evaluate.ts';
import { search } from '../../src/search/alphaBeta.ts';
import { chosenLine, expandLevel, type LineCache } from '../../src/search/lazyTree.ts';
import { randomPositions } from '../helpers/othelloPositions.ts';

const evaluate = EVALUATIONS[1].evaluate;

describe('the lazy search tree (one level per call)', () => {
  const positions = randomPositions(6, 321);

  it('values are the depth-limited minimax values; one best child; the chosen line follows the best children', () => {
    for (const root of positions) {
      const depth = 3;
      const cache: LineCache = new Map();
      const top = expandLevel(othello, { root, depth, path: [], algorithm: 'minimax', order: 'centre', evaluate }, cache, 'k');
      expect(top.value).toBe(search(othello, root, { algorithm: 'minimax', depth, evaluate }).value);
      for (const c of top.children) {
        const child = othello.play(root, c.move);
        expect(c.value).toBe(search(othello, child, { algorithm: 'minimax', depth: depth - 1, evaluate }).value);
        expect(c.searched).toBe(true);
        expect(c.bound).toBe(c.value);
      }
      expect(top.children.filter((c) => c.best)).toHaveLength(1);
      expect(top.children.find((c) => c.best)?.value).toBe(top.value);
      // follow the chosen flags down
      const line = chosenLine(othello, root, depth, 'centre', evaluate);
      const path: number[] = [];
      for (let ply = 0; ply < line.length; ply++) {
        const level = expandLevel(othello, { root, depth, path, algorithm: 'minimax', order: 'centre', evaluate }, cache, 'k');
        const chosen = level.children.filter((c) => c.chosen);
        expect(chosen).toHaveLength(1);
        expect(chosen[0].best).toBe(true);
        path.push(chosen[0].move);
      }
      expect(path).toEqual(line);
      expect(path[0]).toBe(search(othello, root, { depth, order: 'centre', evaluate }).bestMove);
    }
  });

  it('with alpha-beta, searched children are exactly those the traced root search visits; the others are pruned', () => {
    let pruned = 0;
    for (const root of positions) {
      const depth = 3;
      const trace = search(othello, root, { depth, order: 'cell', evaluate, trace: true, traceLimit: 1e6 }).trace ?? [];
      const visited = (path: readonly number[]) => trace.filter((t) => t.kind === 'child' && t.moves.length === path.length && t.moves.every((m, i) => m === path[i])).map((t) => (t.kind === 'child' ? t.move : -1));
      const top = expandLevel(othello, { root, depth, path: [], algorithm: 'alphabeta', order: 'cell', evaluate });
      expect(top.children.filter((c) => c.searched).map((c) => c.move)).toEqual(visited([]));
      for (const c of top.children) {
        const level = expandLevel(othello, { root, depth, path: [c.move], algorithm: 'alphabeta', order: 'cell', evaluate });
        const seen = level.children.filter((d) => d.searched).map((d) => d.move);
        expect(seen).toEqual(visited([c.move]));
        pruned += level.children.length - seen.length;
        for (const d of level.children) if (d.searched && d.result === 'exact') expect(d.bound).toBe(d.value);
      }
    }
    expect(pruned).toBeGreaterThan(0);
  });

  it('calls onPoll every 1,024 nodes of its searches without changing the level', () => {
    const root = positions[0];
    const req = { root, depth: 4, path: [], algorithm: 'minimax', order: 'centre', evaluate } as const;
    let polls = 0;
    const polled = expandLevel(othello, { ...req, onPoll: () => void polls++ });
    expect(polled).toEqual(expandLevel(othello, req));
    expect(polls).toBeGreaterThan(0);
  });

  it('rejects a path as deep as the search and an illegal path', () => {
    const root = positions[0];
    expect(() => expandLevel(othello, { root, depth: 1, path: [0], algorithm: 'minimax' })).toThrow(RangeError);
    expect(() => expandLevel(othello, { root, depth: 3, path: [0], algorithm: 'minimax' })).toThrow(/bad path|leaf/);
  });
});
