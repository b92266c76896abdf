/**
 * A second game through every generic layer: three-stone Nim (test/helpers/nim.ts),
 * with values worked out by hand in its header.
 */
import { describe, expect, it } from 'vitest';
import { runMatch } from '../../src/ai/arena.ts';
import { createPerfectPlayer } from '../../src/ai/players/perfect.ts';
import { createRandomPlayer } from '../../src/ai/players/random.ts';
import { createAlphaBetaPlayer, createMinimaxPlayer } from '../../src/ai/players/search.ts';
import { createPlayer, playersOf } from '../../src/ai/registry.ts';
import { runSolveCheck } from '../helpers/solveCheck.ts';
import { hasFullTree, legalMoveList, stateAfter, type Game } from '../../src/games/game.ts';
import { childValuesBySearch, search } from '../../src/search/alphaBeta.ts';
import { bestMovesBySearch } from '../helpers/search.ts';
import { orderedMoves } from '../../src/search/order.ts';
import { buildGameTree } from '../../src/tree/build.ts';
import { bestMovesOf, positionValue } from '../../src/tree/positions.ts';
import { bestMovesOfNode, movesToKey, nodeByMoves, valueOf } from '../../src/tree/query.ts';
import { treeStats } from '../../src/tree/stats.ts';
import { fromTransferable, toTransferable } from '../../src/tree/transfer.ts';
import { buildLabTree } from '../../src/view/labTree.ts';
import { nim } from '../helpers/nim.ts';
import { referenceMismatches } from '../helpers/treeReference.ts';

const s = (text: string) => {
  const r = nim.parsePosition(text);
  if (!r.ok) throw r.error;
  return r.value;
};

describe('three-stone Nim through the generic layers', () => {
  const tree = buildGameTree(nim);

  it('full tree: 7 nodes (1, 2, 3, 1 by depth), 6 positions, 3 games: first 1, second 2', () => {
    const stats = treeStats(tree);
    expect(stats.nodes).toBe(7);
    expect(stats.nodesPerDepth).toEqual([1, 2, 3, 1]);
    expect(stats.positions).toBe(6);
    expect([stats.firstWins, stats.secondWins, stats.draws]).toEqual([1, 2, 0]);
  });

  it('minimax: the first player loses from 3 stones; with 2 left the mover takes both', () => {
    expect(valueOf(tree, 0)).toBe(-1);
    expect(valueOf(tree, 0, 'shortest')).toBe(-2);
    expect(bestMovesOfNode(tree, 0)).toEqual([1, 2]);
    const two = nodeByMoves(tree, [1]);
    expect(valueOf(tree, two)).toBe(-1);
    expect(bestMovesOfNode(tree, two)).toEqual([2]);
    expect(valueOf(tree, nodeByMoves(tree, [1, 1]))).toBe(1);
    expect(positionValue(tree.positions, s('1b'))).toBe(-1);
    expect(bestMovesOf(tree.positions, s('2b'))).toEqual([2]);
    expect(movesToKey(tree, s('0a'))).toEqual([1, 2]);
  });

  it('the reference sweeps and the depth-first build agree with the app build', () => {
    expect(referenceMismatches(nim, tree)).toEqual({});
  });

  it('crosses threads in the transfer format', () => {
    const copy = buildGameTree(nim);
    const { data, transfer } = toTransferable(copy);
    const back = fromTransferable(nim, structuredClone(data, { transfer }));
    expect(treeStats(back)).toEqual(treeStats(tree));
  });

  it('alpha-beta and minimax give the same values, with and without a table', () => {
    expect(search(nim, nim.initial, { algorithm: 'minimax' })).toMatchObject({ value: -1, counters: { nodes: 7 } });
    expect(search(nim, nim.initial).value).toBe(-1);
    expect(search(nim, nim.initial, { tt: true, order: 'best', table: tree.positions, mode: 'shortest' }).value).toBe(-2);
    expect(childValuesBySearch(nim, nim.initial)).toEqual([
      { move: 1, value: -1 },
      { move: 2, value: -1 },
    ]);
    expect(bestMovesBySearch(nim, s('2b'))).toEqual([2]);
    // The game's static priority: larger takes first.
    expect(orderedMoves(nim, nim.initial, 'centre')).toEqual([2, 1]);
    // A depth limit gets the game's evaluation (0 here) at the cut.
    expect(search(nim, nim.initial, { depth: 1 }).value).toBe(0);
  });

  it('players: perfect, search and the game\u2019s own rule player from the registry', () => {
    expect(playersOf(nim).map((p) => p.id)).toEqual(['random', 'greedy', 'minimax-d1', 'minimax-d2', 'minimax-d3', 'alphabeta', 'alphabeta-first', 'perfect', 'perfect-shortest']);
    expect(createPerfectPlayer(nim).choices(s('2b'))).toEqual([2]);
    expect(createMinimaxPlayer(nim, 3).choices(s('2a'))).toEqual([2]);
    expect(createAlphaBetaPlayer(nim, 'first').choices(nim.initial)).toEqual([1]);
    expect(createPlayer(nim, 'greedy').choices(nim.initial)).toEqual([2]);
    expect(legalMoveList(nim, stateAfter(nim, [2]))).toEqual([1]);
  });

  it('solve check: perfect passes; random fails exactly where taking 1 of 2 throws the game away', () => {
    expect(runSolveCheck(nim, createPerfectPlayer(nim)).passed).toBe(true);
    const r = runSolveCheck(nim, createRandomPlayer(nim));
    expect(r.positions).toBe(4);
    // Unfinished: 3a (both moves lose alike), 2b, 1b and 1a (one move each): only 2b has a bad move.
    expect(r.failures.map((f) => [f.notation, f.bad, f.best, f.value])).toEqual([['2b', [1], [2], -1]]);
  });

  it('arena: perfect as second always wins; as first it wins only when random errs (1 game in 4)', () => {
    const result = runMatch(nim, createPerfectPlayer(nim), createRandomPlayer(nim), { games: 20_000, seed: 7 });
    expect(result.asSecond.winRatio).toBe(1);
    expect(result.asFirst.winRatio).toBeGreaterThan(0.23);
    expect(result.asFirst.winRatio).toBeLessThan(0.27);
  });

  it('a game whose tree is not declared to fit gets no perfect players and the arena plays it move by move', () => {
    const big: Game<number> = { ...nim, id: 'nim3-no-table', fullTree: false };
    expect(hasFullTree(big)).toBe(false);
    expect(playersOf(big).map((p) => p.id)).not.toContain('perfect');
    const result = runMatch(big, createPlayer(big, 'alphabeta-d3'), createRandomPlayer(big), { games: 2000, seed: 3 });
    expect(result.engine).toBe('reference');
    expect(result.asSecond.winRatio).toBe(1);
  });

  it('the lab draws its search tree', () => {
    const lab = buildLabTree(nim, nim.initial, null);
    expect(lab.nodes.map((n) => nim.formatPosition(n.state))).toEqual(['3a', '2b', '1a', '0b', '0a', '1b', '0a']);
  });
});
