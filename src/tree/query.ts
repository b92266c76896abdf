/**
 * Read-only queries over a GameTree. Everything here is O(depth) or O(1)
 * except where noted; nothing allocates per node of the tree.
 */
import type { OutcomeCode, ScoreMode } from '../games/game.ts';
import type { GameTree } from './gameTree.ts';

const ROOT = 0;

/** State of a node. O(1). */
export function stateOf<S>(tree: GameTree<S>, node: number): S {
  return tree.game.fromKey(tree.positions.key[tree.pos[node]]);
}

/** Outcome code of a node's position (0 for inner nodes). O(1). */
export function outcomeOfNode<S>(tree: GameTree<S>, node: number): OutcomeCode {
  return tree.positions.outcome[tree.pos[node]] as OutcomeCode;
}

/** The child reached by playing `move`, or -1 when that move is not legal. O(children). */
export function childByMove<S>(tree: GameTree<S>, node: number, move: number): number {
  const first = tree.firstChild[node];
  const end = first + tree.childCount[node];
  for (let k = first; k < end; k++) if (tree.move[k] === move) return k;
  return -1;
}

/** Node reached by a move sequence from the root, or -1 when a move is illegal. O(moves * children). */
export function nodeByMoves<S>(tree: GameTree<S>, moves: readonly number[]): number {
  let node = ROOT;
  for (const m of moves) {
    node = childByMove(tree, node, m);
    if (node < 0) return -1;
  }
  return node;
}

/** Nodes from the root to `node`, both included. O(depth). */
export function pathTo<S>(tree: GameTree<S>, node: number): number[] {
  const path: number[] = [];
  for (let n = node; n >= 0; n = tree.parent[n]) path.push(n);
  return path.reverse();
}

/** The move sequence leading to `node`. O(depth). */
export function movesTo<S>(tree: GameTree<S>, node: number): number[] {
  return pathTo(tree, node)
    .slice(1)
    .map((n) => tree.move[n]);
}

/** Nodes in the subtree rooted at `node`, itself included. O(1) via the position table. */
export function subtreeSize<S>(tree: GameTree<S>, node: number): number {
  return tree.positions.subtreeSize[tree.pos[node]];
}

export interface OutcomeCounts {
  readonly firstWins: number;
  readonly draws: number;
  readonly secondWins: number;
}

/** How the finished games below (and including) `node` split. O(1). */
export function outcomeCounts<S>(tree: GameTree<S>, node: number): OutcomeCounts {
  const t = tree.positions;
  const p = tree.pos[node];
  return { firstWins: t.firstWins[p], draws: t.draws[p], secondWins: t.secondWins[p] };
}

/** Minimax value of a node in a mode. O(1). */
export function valueOf<S>(tree: GameTree<S>, node: number, mode: ScoreMode = 'wdl'): number {
  return tree.score[mode][node];
}

/** The best moves of a node in a mode, in natural order (empty for finished games). O(children). */
export function bestMovesOfNode<S>(tree: GameTree<S>, node: number, mode: ScoreMode = 'wdl'): number[] {
  const out: number[] = [];
  const best = tree.best[mode];
  const first = tree.firstChild[node];
  for (let k = first; k < first + tree.childCount[node]; k++) if (best[k] === 1) out.push(tree.move[k]);
  return out;
}

/** A line of play from the root to the position with this key (through the tree's first node there), or null when unreachable. O(depth). */
export function movesToKey<S>(tree: GameTree<S>, key: number): number[] | null {
  const p = tree.positions.index.get(key);
  if (p < 0) return null;
  const node = tree.positions.node[p];
  return node < 0 ? null : movesTo(tree, node);
}
