/**
 * The complete tic-tac-toe game tree: every move sequence (549,946 nodes, not
 * merged positions) as a struct of typed arrays, with no object per node.
 *
 * Memory layout (N = node count; node 0 is the root, the empty board):
 *   parent            Int32Array(N)  parent node, -1 for the root
 *   firstChild        Int32Array(N)  index of the first child (children are contiguous)
 *   childCount        Uint8Array(N)  0 for finished games
 *   move              Int8Array(N)   cell played to reach the node, -1 for the root
 *   depth             Uint8Array(N)  moves played (0..9)
 *   pos               Uint16Array(N) index into `positions` (board, outcome, counts)
 *   score             Int8Array(N)   minimax value, win/draw/loss scoring
 *   scoreShortest     Int8Array(N)   minimax value, shortest-victory scoring
 *   bestMask          Uint16Array(N) bit c set when cell c is a best move (wdl)
 *   bestMaskShortest  Uint16Array(N) same under shortest-victory scoring
 * 19 bytes a node, about 10.4 MB, plus the 5,478-entry position table.
 *
 * Invariants: children of a node are contiguous and ordered by cell index;
 * every child index is greater than its parent's. In the breadth-first layout
 * nodes are also sorted by depth, and levelStart[d]..levelStart[d+1] is depth d.
 */
import type { ScoreMode } from '../games/tictactoe/score.ts';
import type { PositionTable } from './positions.ts';

export type TreeLayout = 'bfs' | 'dfs';

export interface GameTree {
  readonly nodeCount: number;
  readonly layout: TreeLayout;
  /** For the bfs layout: start of each depth level, length 11 (levelStart[10] = N). Empty for dfs. */
  readonly levelStart: Int32Array;
  readonly parent: Int32Array;
  readonly firstChild: Int32Array;
  readonly childCount: Uint8Array;
  readonly move: Int8Array;
  readonly depth: Uint8Array;
  readonly pos: Uint16Array;
  readonly score: Int8Array;
  readonly scoreShortest: Int8Array;
  readonly bestMask: Uint16Array;
  readonly bestMaskShortest: Uint16Array;
  /** True once minimax values and best moves are filled in. */
  scored: boolean;
  readonly positions: PositionTable;
}

/** The node-level score column for a mode. */
export function nodeScores(tree: GameTree, mode: ScoreMode): Int8Array {
  return mode === 'wdl' ? tree.score : tree.scoreShortest;
}

/** The node-level best-move column for a mode. */
export function nodeBestMasks(tree: GameTree, mode: ScoreMode): Uint16Array {
  return mode === 'wdl' ? tree.bestMask : tree.bestMaskShortest;
}

/** Allocates an unscored tree's columns for N nodes. */
export function allocateTree(n: number, layout: TreeLayout, positions: PositionTable, levelStart: Int32Array): GameTree {
  return {
    nodeCount: n,
    layout,
    levelStart,
    parent: new Int32Array(n),
    firstChild: new Int32Array(n),
    childCount: new Uint8Array(n),
    move: new Int8Array(n),
    depth: new Uint8Array(n),
    pos: new Uint16Array(n),
    score: new Int8Array(n),
    scoreShortest: new Int8Array(n),
    bestMask: new Uint16Array(n),
    bestMaskShortest: new Uint16Array(n),
    scored: false,
    positions,
  };
}

/** Total bytes held by the tree's typed arrays (node columns and position table). */
export function treeBytes(tree: GameTree): number {
  const cols = [tree.levelStart, tree.parent, tree.firstChild, tree.childCount, tree.move, tree.depth, tree.pos, tree.score, tree.scoreShortest, tree.bestMask, tree.bestMaskShortest];
  const p = tree.positions;
  const pcols = [p.board, p.indexOf, p.outcome, p.childPos, p.subtreeSize, p.oWins, p.draws, p.xWins, p.score, p.scoreShortest, p.bestMask, p.bestMaskShortest, p.node];
  return [...cols, ...pcols].reduce((sum, a) => sum + a.byteLength, 0);
}
