import { describe, expect, it } from 'vitest';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { createSearchTree } from '../../src/view/searchTreeSource.ts';
import { estimatedPalette, EXACT_PALETTE } from '../../src/view/shapes.ts';

describe('lazy search tree source', () => {
  it('grows one level at a time, numbers nodes in order, carries the chosen line down and pruning to the whole branch', () => {
    const tree = createSearchTree(ticTacToe, ticTacToe.initial, null, 2);
    expect(tree.childCount(0)).toBe(0);
    expect(tree.expandable(0)).toBe(true);
    tree.addChildren(0, [
      { move: 4, value: 0, chosen: true, pruned: false },
      { move: 0, value: -1, chosen: false, pruned: true },
    ]);
    tree.addChildren(0, [{ move: 8, value: 1, chosen: false, pruned: false }]); // ignored: known already
    expect(tree.childCount(0)).toBe(2);
    expect([tree.move(1), tree.move(2)]).toEqual([4, 0]);
    expect(tree.state(1)).toBe(ticTacToe.play(ticTacToe.initial, 4));
    expect(tree.moveName(1)).toBe('o:4');
    tree.addChildren(2, [{ move: 1, value: 0, chosen: true, pruned: false }]);
    expect(tree.chosen(3)).toBe(false); // its parent is off the chosen line
    expect(tree.pruned?.(3)).toBe(true); // inside a pruned branch
    expect(tree.pathTo(3)).toEqual([0, 1]);
    expect(tree.expandable(3)).toBe(false); // at the search depth
    expect(tree.bestMoves(0, 'wdl')).toEqual([4]);
    expect(tree.best(1, 'wdl')).toBe(true);
    expect(tree.best(0, 'wdl')).toBe(false);
  });
});

describe('estimated palette', () => {
  it('is distinct from the exact values’ colours and deepens with the size of the advantage on each side', () => {
    const p = estimatedPalette(0.5);
    const exact = new Set([1, 0, -1, null].map((v) => EXACT_PALETTE.background(v)));
    for (const v of [0.05, 0.2, 0.3, 0.6, -0.05, -0.2, -0.3, -0.6, 0]) expect(exact.has(p.background(v))).toBe(false);
    expect(p.background(0.05)).not.toBe(p.background(0.45));
    expect(p.background(0.45)).toBe(p.background(5));
    expect(p.background(0.2)).not.toBe(p.background(-0.2));
  });
});

