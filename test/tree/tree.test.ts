import { describe, expect, it } from 'vitest';
import { buildGameTree, buildTreeBfs, type BuildPhase } from '../../src/tree/build.ts';
import { treeBytes } from '../helpers/tree.ts';
import { bestMovesOf, buildPositionTable, positionValue } from '../../src/tree/positions.ts';
import { stateOf, childByMove, movesTo, nodeByMoves, outcomeCounts, pathTo, subtreeSize, valueOf, bestMovesOfNode } from '../../src/tree/query.ts';
import { childrenOf, isBestChild, parentOf } from '../helpers/tree.ts';
import { summaryStats, treeStats } from '../../src/tree/stats.ts';
import { buildTreeDfs, countNodesDfs, markBestNodes, normaliseToBfs, scoreNodesBottomUp, scoreNodesDepthFirst } from '../helpers/treeReference.ts';
import { defaultTree } from './fixture.ts';
import { firstDifference } from '../helpers/arrays.ts';
import { mustBoard, mustMoves } from '../helpers/ttt.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

const PERFT = [1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872];

describe('the complete game tree: known facts', () => {
  const tree = defaultTree();
  const stats = treeStats(tree);

  it('has 549,946 nodes with the perft counts per depth', () => {
    expect(tree.nodeCount).toBe(549946);
    expect(stats.nodesPerDepth).toEqual(PERFT);
    expect(countNodesDfs(ticTacToe)).toBe(549946);
  });

  it('has 255,168 finished games: o 131,184, x 77,904, draws 46,080', () => {
    expect(stats.games).toBe(255168);
    expect(stats.firstWins).toBe(131184);
    expect(stats.secondWins).toBe(77904);
    expect(stats.draws).toBe(46080);
  });

  it('gives the same summary from the tables as from a pass over every node', () => {
    const quick = summaryStats(tree);
    expect(quick).toEqual({
      nodes: stats.nodes,
      nodesPerDepth: stats.nodesPerDepth,
      games: stats.games,
      firstWins: stats.firstWins,
      draws: stats.draws,
      secondWins: stats.secondWins,
      positions: stats.positions,
      canonicalPositions: stats.canonicalPositions,
      rootValue: stats.rootValue,
    });
  });

  it('has 5,478 positions, 958 finished, 765 up to symmetry', () => {
    expect(stats.positions).toBe(5478);
    expect(stats.terminalPositions).toBe(958);
    expect(stats.canonicalPositions).toBe(765);
  });

  it('values the root a draw with all nine openings best', () => {
    expect(valueOf(tree, 0)).toBe(0);
    expect(valueOf(tree, 0, 'shortest')).toBe(0);
    expect(bestMovesOfNode(tree, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('after o takes the centre, x corners draw and x edges lose (seed 000)', () => {
    const centre = nodeByMoves(tree, [4]);
    for (const child of childrenOf(tree, centre)) {
      const cell = tree.move[child];
      expect(valueOf(tree, child)).toBe([0, 2, 6, 8].includes(cell) ? 0 : 1);
    }
    expect(bestMovesOfNode(tree, centre)).toEqual([0, 2, 6, 8]);
  });

  it('xo.oxo... with x to move: 2, 6, 8 win; shortest victory keeps only 8 (seed 001)', () => {
    const b = mustBoard('xo.oxo...');
    const t = tree.positions;
    expect(positionValue(t, b)).toBe(-1);
    expect(bestMovesOf(t, b, 'wdl')).toEqual([2, 6, 8]);
    expect(bestMovesOf(t, b, 'shortest')).toEqual([8]);
    expect(positionValue(t, b, 'shortest')).toBe(-2);
  });

  it('after o opens in a corner, x must take the centre', () => {
    for (const corner of [0, 2, 6, 8]) {
      expect(bestMovesOfNode(tree, nodeByMoves(tree, [corner]))).toEqual([4]);
    }
  });

  it('fits its typed arrays in 12 MB', () => {
    expect(treeBytes(tree)).toBeLessThanOrEqual(12 * 1024 * 1024);
  });
});

describe('structure invariants', () => {
  const tree = defaultTree();
  it('children are contiguous, cell-ordered, after their parent, and point back', () => {
    for (let i = 0; i < tree.nodeCount; i++) {
      const first = tree.firstChild[i];
      for (let k = 0; k < tree.childCount[i]; k++) {
        const c = first + k;
        if (tree.parent[c] !== i) throw new Error(`child ${c} of ${i} has parent ${tree.parent[c]}`);
        if (c <= i) throw new Error(`child ${c} not after parent ${i}`);
        if (k > 0 && tree.move[c] <= tree.move[c - 1]) throw new Error(`children of ${i} not in cell order`);
        if (tree.depth[c] !== tree.depth[i] + 1) throw new Error(`depth of ${c}`);
      }
    }
    expect(tree.parent[0]).toBe(-1);
  });

  it('bfs levels are contiguous ranges', () => {
    const ls = Array.from(tree.levelStart);
    expect(ls.slice(1).map((s, d) => s - ls[d])).toEqual(PERFT);
  });
});

describe('queries', () => {
  const tree = defaultTree();
  it('finds a node by moves and walks back up', () => {
    const n = nodeByMoves(tree, mustMoves('408'));
    expect(movesTo(tree, n)).toEqual([4, 0, 8]);
    expect(pathTo(tree, n).length).toBe(4);
    expect(pathTo(tree, n)[0]).toBe(0);
    expect(parentOf(tree, n)).toBe(nodeByMoves(tree, [4, 0]));
    expect(stateOf(tree, n)).toBe(mustBoard('x...o...o'));
    expect(nodeByMoves(tree, [4, 4])).toBe(-1);
    expect(childByMove(tree, 0, 9)).toBe(-1);
  });

  it('subtree sizes and game counts match a walk of the subtree', () => {
    for (const moves of [[], [4], [0, 4], [4, 0, 8], [0, 1, 3, 4]]) {
      const n = nodeByMoves(tree, moves);
      let size = 0;
      let ow = 0;
      let dr = 0;
      let xw = 0;
      const stack = [n];
      while (stack.length) {
        const k = stack.pop() as number;
        size++;
        if (tree.childCount[k] === 0) {
          const v = tree.positions.outcome[tree.pos[k]];
          if (v === 1) ow++;
          else if (v === 2) xw++;
          else dr++;
        }
        stack.push(...childrenOf(tree, k));
      }
      expect(subtreeSize(tree, n)).toBe(size);
      expect(outcomeCounts(tree, n)).toEqual({ firstWins: ow, draws: dr, secondWins: xw });
    }
  });

  it('best children are those with the parent value', () => {
    const n = nodeByMoves(tree, [4]);
    expect(childrenOf(tree, n).filter((c) => isBestChild(tree, c)).map((c) => tree.move[c])).toEqual([0, 2, 6, 8]);
    expect(isBestChild(tree, 0)).toBe(false);
  });
});

describe('two builders and three scorers agree', () => {
  const VALUE_COLUMNS = ['scoreWdl', 'scoreShortest', 'bestWdl', 'bestShortest'] as const;

  it('breadth-first and depth-first builds give the same tree after normalising', () => {
    const bfs = buildTreeBfs(buildPositionTable(ticTacToe));
    const dfs = buildTreeDfs(ticTacToe);
    expect(dfs.nodeCount).toBe(bfs.nodeCount);
    const norm = normaliseToBfs(dfs);
    for (const col of ['parent', 'firstChild', 'childCount', 'move', 'depth', 'pos', 'levelStart'] as const) {
      expect(firstDifference(norm[col], bfs[col]), col).toBe(-1);
    }
  });

  it('bottom-up and depth-first minimax over the nodes and minimax over the positions give identical values in both modes, on both layouts', () => {
    // The app's path: values copied from the scored positions while the nodes are created.
    const app = buildGameTree(ticTacToe);
    const a = buildTreeBfs(buildPositionTable(ticTacToe));
    scoreNodesBottomUp(a);
    const b = buildTreeBfs(buildPositionTable(ticTacToe));
    scoreNodesDepthFirst(b, 'wdl');
    scoreNodesDepthFirst(b, 'shortest');
    const c = buildTreeDfs(ticTacToe);
    scoreNodesDepthFirst(c, 'wdl');
    scoreNodesDepthFirst(c, 'shortest');
    const d = buildTreeDfs(ticTacToe);
    scoreNodesBottomUp(d);
    expect(app.scored).toBe(true);
    for (const t of [a, b, normaliseToBfs(c), normaliseToBfs(d)]) {
      for (const col of VALUE_COLUMNS) expect(firstDifference(t[col], app[col]), col).toBe(-1);
    }
  });

  it('re-scoring with the other method changes nothing', () => {
    const t = buildGameTree(ticTacToe);
    const before = t.scoreWdl.slice();
    const best = t.bestShortest.slice();
    t.scoreWdl.fill(99);
    scoreNodesDepthFirst(t, 'wdl');
    expect(firstDifference(t.scoreWdl, before)).toBe(-1);
    t.scoreWdl.fill(99);
    t.bestShortest.fill(0);
    scoreNodesBottomUp(t);
    expect(firstDifference(t.scoreWdl, before)).toBe(-1);
    expect(firstDifference(t.bestShortest, best)).toBe(-1);
    markBestNodes(t, 'shortest');
    expect(firstDifference(t.bestShortest, best)).toBe(-1);
  });

  it('node-level minimax agrees with minimax over the position DAG, for every node', () => {
    const tree = buildTreeBfs(buildPositionTable(ticTacToe));
    scoreNodesBottomUp(tree);
    const dag = buildPositionTable(ticTacToe);
    for (const mode of ['wdl', 'shortest'] as const) {
      let bad = 0;
      for (let i = 0; i < tree.nodeCount; i++) {
        const p = tree.pos[i];
        const nodeBest = bestMovesOfNode(tree, i, mode).join();
        const dagBest = bestMovesOf(dag, dag.key[p], mode).join();
        if (tree.score[mode][i] !== dag.score[mode][p] || nodeBest !== dagBest) bad++;
      }
      expect(bad).toBe(0);
    }
  });

  it('reports progress a bounded number of times, phase by phase, ending complete', () => {
    const events: [BuildPhase, number, number][] = [];
    buildGameTree(ticTacToe, (phase, done, total) => events.push([phase, done, total]));
    expect(events.length).toBeGreaterThan(10);
    // One call per slice of 4,096 nodes at most; the worker throttles these to a few dozen messages.
    expect(events.length).toBeLessThan(200);
    // Phase by phase: consecutive repeats collapsed, no phase comes back after another began.
    const runs = (phases: BuildPhase[]) => phases.filter((p, i) => i === 0 || p !== phases[i - 1]);
    // Values come from the scored positions, copied into each node as it is created.
    expect(runs(events.map((e) => e[0]))).toEqual(['positions', 'nodes', 'scores']);
    for (const [, done, total] of events) expect(done).toBeLessThanOrEqual(total);
    const last = events[events.length - 1];
    expect(last[1]).toBe(last[2]);
  });
});
