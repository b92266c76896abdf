/**
 * Read-only queries over a GameTree. Everything here is O(depth) or O(1)
 * except where noted; nothing allocates per node of the tree.
 */
import type { Board } from '../games/tictactoe/board.ts';
import type { ScoreMode } from '../games/tictactoe/score.ts';
import { nodeBestMasks, nodeScores, type GameTree } from './gameTree.ts';
import { OUTCOME_CODES } from './positions.ts';

export const ROOT = 0;

/** Board of a node. O(1). */
export function boardOf(tree: GameTree, node: number): Board {
  return tree.positions.board[tree.pos[node]];
}

/** Outcome of a node's position ('playing' for inner nodes). O(1). */
export function outcomeOfNode(tree: GameTree, node: number) {
  return OUTCOME_CODES[tree.positions.outcome[tree.pos[node]]];
}

/** True when `node` is a valid index of the tree. */
export function isNode(tree: GameTree, node: number): boolean {
  return Number.isInteger(node) && node >= 0 && node < tree.nodeCount;
}

/** The child reached by playing `cell`, or -1 when that move is not legal. O(9). */
export function childByMove(tree: GameTree, node: number, cell: number): number {
  const first = tree.firstChild[node];
  const end = first + tree.childCount[node];
  for (let k = first; k < end; k++) if (tree.move[k] === cell) return k;
  return -1;
}

/** Node reached by a move sequence from the root, or -1 when a move is illegal. O(moves * 9). */
export function nodeByMoves(tree: GameTree, moves: readonly number[]): number {
  let node = ROOT;
  for (const m of moves) {
    node = childByMove(tree, node, m);
    if (node < 0) return -1;
  }
  return node;
}

/** Parent node, -1 for the root. O(1). */
export function parentOf(tree: GameTree, node: number): number {
  return tree.parent[node];
}

/** Child node indices in cell order. O(children). */
export function childrenOf(tree: GameTree, node: number): number[] {
  const first = tree.firstChild[node];
  const out: number[] = [];
  for (let k = 0; k < tree.childCount[node]; k++) out.push(first + k);
  return out;
}

/** Nodes from the root to `node`, both included. O(depth). */
export function pathTo(tree: GameTree, node: number): number[] {
  const path: number[] = [];
  for (let n = node; n >= 0; n = tree.parent[n]) path.push(n);
  return path.reverse();
}

/** The move sequence leading to `node`. O(depth). */
export function movesTo(tree: GameTree, node: number): number[] {
  return pathTo(tree, node)
    .slice(1)
    .map((n) => tree.move[n]);
}

/** Nodes in the subtree rooted at `node`, itself included. O(1) via the position table. */
export function subtreeSize(tree: GameTree, node: number): number {
  return tree.positions.subtreeSize[tree.pos[node]];
}

export interface OutcomeCounts {
  readonly oWins: number;
  readonly draws: number;
  readonly xWins: number;
}

/** How the finished games below (and including) `node` split. O(1). */
export function outcomeCounts(tree: GameTree, node: number): OutcomeCounts {
  const t = tree.positions;
  const p = tree.pos[node];
  return { oWins: t.oWins[p], draws: t.draws[p], xWins: t.xWins[p] };
}

/** Minimax value of a node in a mode. O(1). */
export function valueOf(tree: GameTree, node: number, mode: ScoreMode = 'wdl'): number {
  return nodeScores(tree, mode)[node];
}

/** Best-move mask of a node in a mode (0 for finished games). O(1). */
export function bestMaskOf(tree: GameTree, node: number, mode: ScoreMode = 'wdl'): number {
  return nodeBestMasks(tree, mode)[node];
}

/** True when `child`'s move is a best move of its parent (in the mode). O(1). */
export function isBestChild(tree: GameTree, child: number, mode: ScoreMode = 'wdl'): boolean {
  const p = tree.parent[child];
  return p >= 0 && ((nodeBestMasks(tree, mode)[p] >> tree.move[child]) & 1) === 1;
}
