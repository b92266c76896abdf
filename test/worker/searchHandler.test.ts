import { describe, expect, it } from 'vitest';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { gameById } from '../../src/games/index.ts';
import { createSearchTree } from '../../src/view/searchTreeSource.ts';
import { estimatedPalette, EXACT_PALETTE } from '../../src/view/shapes.ts';
import { handleSearchRequest } from '../../src/worker/searchHandler.ts';
import { pvsDeepen } from '../../src/search/pvs.ts';
import type { SearchWorkerResponse } from '../../src/worker/searchProtocol.ts';

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

describe('CPU handler', () => {
  const run = (req: Parameters<typeof handleSearchRequest>[0]) => {
    const out: SearchWorkerResponse[] = [];
    handleSearchRequest(req, (m) => out.push(m));
    return out;
  };

  it('answers a move with progress per depth, and an error for a bad position or game', () => {
    const out = run({ type: 'think', id: 7, gameId: 'tictactoe', moves: [0, 4, 1], depth: 2, timeMs: 0, evaluation: '' });
    expect(out.map((m) => m.type)).toEqual(['progress', 'progress', 'moved']);
    const moved = out[2];
    expect(moved.type === 'moved' && moved.move).toBe(2); // x must block o's row
    expect(moved.id).toBe(7);
    expect(run({ type: 'think', id: 8, gameId: 'tictactoe', moves: [0, 0], depth: 2, timeMs: 0, evaluation: '' })[0].type).toBe('error');
    expect(run({ type: 'think', id: 9, gameId: 'chess', moves: [], depth: 2, timeMs: 0, evaluation: '' })[0].type).toBe('error');
  });

  it('expands one level with values, exactly one chosen child among the best, and nothing below the search depth', () => {
    const [msg] = run({ type: 'expand', id: 1, gameId: 'tictactoe', moves: [0, 4, 1], path: [], depth: 2, evaluation: '', alphabeta: false });
    if (msg.type !== 'expanded') throw new Error(msg.type);
    expect(msg.children.map((c) => c.move)).toEqual([2, 3, 5, 6, 7, 8]);
    expect(msg.children.filter((c) => c.chosen).map((c) => c.move)).toEqual([2]);
    const [leaf] = run({ type: 'expand', id: 2, gameId: 'tictactoe', moves: [0, 4, 1], path: [2, 3], depth: 2, evaluation: '', alphabeta: false });
    expect(leaf.type === 'expanded' && leaf.children).toEqual([]);
  });
});

describe('CPU handler on Othello', () => {
  const run = (req: Parameters<typeof handleSearchRequest>[0]) => {
    const out: SearchWorkerResponse[] = [];
    handleSearchRequest(req, (m) => out.push(m));
    return out[out.length - 1];
  };
  const othelloMoves = (t: string) => {
    const g = gameById('othello');
    if (!g) throw new Error('no othello');
    return [...g.parseMoves(t).moves];
  };

  it('the tree’s root value and chosen move are the CPU’s own at the same depth and evaluation, and alpha-beta prunes some children', () => {
    let prunedSeen = 0;
    for (const transcript of ['f5d6c3d3c4', 'f5f6e6f4', 'c4c3d3c5b4', 'f5d6c5f4e3f6d3']) {
      const moves = othelloMoves(transcript);
      for (const evaluation of ['discs', 'weights']) {
        const moved = run({ type: 'think', id: 1, gameId: 'othello', moves, depth: 3, timeMs: 0, evaluation });
        const expanded = run({ type: 'expand', id: 2, gameId: 'othello', moves, path: [], depth: 3, evaluation, alphabeta: true });
        if (moved.type !== 'moved' || expanded.type !== 'expanded') throw new Error('unexpected reply');
        expect(expanded.value).toBeCloseTo(moved.value, 12);
        expect(expanded.children.filter((c) => c.chosen).map((c) => c.move)).toEqual([moved.move]);
        // One level down on the chosen line: the grandchildren's flags come from the replayed window.
        const below = run({ type: 'expand', id: 3, gameId: 'othello', moves, path: [moved.move], depth: 3, evaluation, alphabeta: true });
        if (below.type !== 'expanded') throw new Error(below.type);
        for (const c of expanded.children) if (!c.chosen) {
          const side = run({ type: 'expand', id: 4, gameId: 'othello', moves, path: [c.move], depth: 3, evaluation, alphabeta: true });
          if (side.type === 'expanded') prunedSeen += side.children.filter((x) => x.pruned).length;
        }
        const plain = run({ type: 'expand', id: 5, gameId: 'othello', moves, path: [moved.move], depth: 3, evaluation, alphabeta: false });
        expect(plain.type === 'expanded' && plain.children.every((c) => !c.pruned)).toBe(true);
      }
    }
    expect(prunedSeen).toBeGreaterThan(0);
  });

  it('thinks with principal-variation search for the strong evaluation: the tree’s value, PVS’s own move and node count', () => {
    const othello = gameById('othello');
    if (!othello) throw new Error('no othello');
    const strong = othello.evaluations?.find((e) => e.id === 'strong');
    if (!strong) throw new Error('no strong evaluation');
    for (const transcript of ['f5d6c3d3c4', 'c4c3d3c5b4']) {
      const moves = othelloMoves(transcript);
      const moved = run({ type: 'think', id: 1, gameId: 'othello', moves, depth: 4, timeMs: 0, evaluation: 'strong' });
      const expanded = run({ type: 'expand', id: 2, gameId: 'othello', moves, path: [], depth: 4, evaluation: 'strong', alphabeta: true });
      if (moved.type !== 'moved' || expanded.type !== 'expanded') throw new Error('unexpected reply');
      expect(moved.value).toBeCloseTo(expanded.value ?? NaN, 12);
      expect(expanded.children.filter((c) => c.chosen).map((c) => c.move)).toEqual([moved.move]);
      const state = moves.reduce((s, m) => othello.play(s, m), othello.initial);
      const pvs = pvsDeepen(othello, state, { maxDepth: 4, evaluate: strong.evaluate });
      expect({ move: moved.move, nodes: moved.nodes, depth: moved.depth }).toEqual({ move: pvs.bestMove, nodes: pvs.nodes, depth: 4 });
    }
  });
});

describe('CPU handler node comparison', () => {
  it('counts minimax and alpha-beta nodes per depth, alpha-beta never above minimax, progress after every search', () => {
    const g = gameById('othello');
    if (!g) throw new Error('no othello');
    const moves = [...g.parseMoves('f5d6c3d3c4').moves];
    const out: SearchWorkerResponse[] = [];
    handleSearchRequest({ type: 'compare', id: 9, gameId: 'othello', moves, maxDepth: 3, evaluation: 'weights' }, (m) => out.push(m));
    expect(out.filter((m) => m.type === 'compare-progress')).toHaveLength(12);
    const last = out[out.length - 1];
    if (last.type !== 'compared') throw new Error(last.type);
    const legal = g.legalMoves(g.parseMoves('f5d6c3d3c4').state, new Int16Array(g.maxMoves), 0);
    expect(last.rows[0].minimax).toBe(1 + legal); // the root and its children
    for (const r of last.rows) {
      for (const n of [r.alphabeta, r.ordered, r.orderedTt]) expect(n).toBeLessThanOrEqual(r.minimax as number);
    }
    expect((last.rows[2].ordered as number) < (last.rows[2].minimax as number)).toBe(true);
  });
});
