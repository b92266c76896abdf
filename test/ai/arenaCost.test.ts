/**
 * The arena's cost of thinking: nodes per move are those of the search the
 * player runs, checked against the full game tree's counts, and a match's
 * per-move figures are the same whichever engine plays it.
 */
import { describe, expect, it } from 'vitest';
import { MatchRunner, runMatch } from '../../src/ai/arena.ts';
import { createPlayer } from '../../src/ai/registry.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { OUTCOME } from '../../src/games/game.ts';
import { bestMovesCounted } from '../../src/search/alphaBeta.ts';
import { buildGameTree } from '../../src/tree/build.ts';
import { nodeByMoves, stateOf, subtreeSize } from '../../src/tree/query.ts';

const tree = buildGameTree(ticTacToe);

/** Nodes of the tree within `depth` plies below `node`, itself included (the naive count). */
function nodesWithin(node: number, depth: number): number {
  let n = 1;
  if (depth === 0) return n;
  for (let k = 0; k < tree.childCount[node]; k++) n += nodesWithin(tree.firstChild[node] + k, depth - 1);
  return n;
}

describe('cost of a search player\'s move', () => {
  it('minimax to the end visits exactly the nodes of the game tree below the position (549,946 from the empty board)', () => {
    for (const moves of [[], [4], [0, 4], [4, 0, 8], [0, 1, 2, 3]]) {
      const node = nodeByMoves(tree, moves);
      const player = createPlayer(ticTacToe, 'minimax-d9');
      const c = player.choicesCounted?.(stateOf(tree, node));
      expect(c?.nodes, moves.join('')).toBe(subtreeSize(tree, node));
      expect(c?.moves).toEqual(player.choices(stateOf(tree, node)));
    }
    expect(createPlayer(ticTacToe, 'minimax-d9').choicesCounted?.(ticTacToe.initial).nodes).toBe(549_946);
  });

  it('minimax to depth d visits the nodes within d plies (1 + 9 + 72 + 504 = 586 at depth 3 from the start)', () => {
    expect(createPlayer(ticTacToe, 'minimax-d3').choicesCounted?.(ticTacToe.initial).nodes).toBe(586);
    for (const d of [1, 2, 4, 5]) {
      for (const moves of [[], [4], [4, 0]]) {
        const node = nodeByMoves(tree, moves);
        expect(createPlayer(ticTacToe, `minimax-d${d}`).choicesCounted?.(stateOf(tree, node)).nodes, `d${d} at ${moves.join('')}`).toBe(nodesWithin(node, d));
      }
    }
  });

  it('alpha-beta costs far fewer nodes than minimax from the same position, and finds the same moves', () => {
    const ab = createPlayer(ticTacToe, 'alphabeta').choicesCounted?.(ticTacToe.initial);
    const mm = createPlayer(ticTacToe, 'minimax-d9').choicesCounted?.(ticTacToe.initial);
    expect(ab?.moves).toEqual(mm?.moves);
    expect((ab?.nodes ?? Infinity) * 20).toBeLessThan(mm?.nodes ?? 0);
    expect(bestMovesCounted(ticTacToe, ticTacToe.initial, { algorithm: 'minimax' }).nodes).toBe(549_946);
  });

  it('players that do not search report no cost', () => {
    for (const id of ['random', 'perfect', 'rule2']) expect(createPlayer(ticTacToe, id).choicesCounted).toBeUndefined();
  });
});

describe('cost in a match', () => {
  const a = () => createPlayer(ticTacToe, 'minimax-d9');
  const b = () => createPlayer(ticTacToe, 'random');

  it('the fast engine (decisions per position × each position\'s search) and the reference engine (every move searched) agree on nodes', () => {
    const fast = runMatch(ticTacToe, a(), b(), { games: 40, seed: 3 });
    const ref = runMatch(ticTacToe, a(), b(), { games: 40, seed: 3, engine: 'reference' });
    expect(fast.engine).toBe('fast');
    expect(ref.engine).toBe('reference');
    expect(fast.total).toEqual(ref.total);
    const f = fast.cost?.a;
    const r = ref.cost?.a;
    expect(f && r).toBeTruthy();
    expect(f?.moves).toBe(r?.moves);
    expect(f?.nodesTotal).toBe(r?.nodesTotal);
    expect(f?.nodesMax).toBe(549_946); // its first move as o, on the empty board
    expect(f?.nodesMean).toBeCloseTo((r?.nodesTotal ?? 0) / (r?.moves ?? 1), 6);
    expect([f?.timing, r?.timing]).toEqual(['per-position', 'per-move']);
    expect(f?.msMax).toBeGreaterThan(0);
    expect(f?.msMean).toBeLessThanOrEqual(f?.msMax ?? 0);
    expect(fast.cost?.b).toBeNull(); // random does not search
  });

  it('counts every move a played: moves = the decisions a took in the games', () => {
    const runner = new MatchRunner(ticTacToe, a(), createPlayer(ticTacToe, 'alphabeta'), { games: 25, seed: 11, engine: 'reference' });
    runner.step(Infinity);
    const r = runner.result();
    const sample = r.sample?.moves ?? [];
    expect(sample.length).toBeGreaterThanOrEqual(5);
    // in the sample a (first) made ceil(n/2) decisions; over the match the counts add up to all moves of the 50 games
    const both = (r.cost?.a?.moves ?? 0) + (r.cost?.b?.moves ?? 0);
    expect(both).toBeGreaterThanOrEqual(50 * 5);
    expect(both).toBeLessThanOrEqual(50 * 9);
    expect(r.cost?.a?.nodesMean).toBeGreaterThan(10 * (r.cost?.b?.nodesMean ?? Infinity)); // minimax depth 9 vs alpha-beta, visibly apart
  });

  it('keeps the first game (a first) as a sample, the same under both engines, a legal game to its end', () => {
    const fast = runMatch(ticTacToe, createPlayer(ticTacToe, 'rule2'), createPlayer(ticTacToe, 'minimax-d2'), { games: 10, seed: 77 });
    const ref = runMatch(ticTacToe, createPlayer(ticTacToe, 'rule2'), createPlayer(ticTacToe, 'minimax-d2'), { games: 10, seed: 77, engine: 'reference' });
    expect(fast.sample).toEqual(ref.sample);
    let s = ticTacToe.initial;
    for (const m of fast.sample?.moves ?? []) {
      expect(ticTacToe.outcome(s)).toBe(OUTCOME.playing);
      s = ticTacToe.play(s, m);
    }
    expect(ticTacToe.outcome(s)).toBe(fast.sample?.outcome);
    expect(ticTacToe.outcome(s)).not.toBe(OUTCOME.playing);
  });
});
