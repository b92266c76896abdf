/**
 * What the explorer needs to know of a game tree, and nothing more: the
 * layout, the painter, the SVG export and the whole-tree overview read a tree
 * only through this interface, so a lazily searched tree can be drawn the
 * same way as the complete typed-array one. Nodes are integers chosen by the
 * source; every method is O(1) unless noted.
 */
import type { ScoreMode } from '../games/game.ts';

/** Finished games (or nodes) below a node split by how they end. */
export interface OutcomeSplit {
  readonly firstWins: number;
  readonly draws: number;
  readonly secondWins: number;
}

/** `S` is the game's state type; the layout and the overview need none of it, the board drawing does. */
export interface TreeSource<S = unknown> {
  /** The start position's node. */
  readonly root: number;
  /** Number of children (0 for a finished game or an unexpanded node). */
  childCount(node: number): number;
  /** The k-th child, 0 <= k < childCount(node), in the game's move order. */
  child(node: number, k: number): number;
  /** Parent node, -1 for the root. */
  parent(node: number): number;
  /** Moves played to reach the node (0 at the root). */
  depth(node: number): number;
  /** The move that led to the node (-1 at the root). */
  move(node: number): number;
  /** The move that led to the node with its player, e.g. "o:4" ("" at the root). */
  moveName(node: number): string;
  /** Minimax value from the first player's side, null when unknown. */
  value(node: number, mode: ScoreMode): number | null;
  /** True when the node's move is a best move of its parent. */
  best(node: number, mode: ScoreMode): boolean;
  /** True when the first player is to move at the node (value ordering maximises then). */
  firstToMove(node: number): boolean;
  /** The position, for drawing. */
  state(node: number): S;
  /** Best moves of the node (for the hint dots at full detail). O(children). */
  bestMoves(node: number, mode: ScoreMode): readonly number[];
  /** True when the node's value is kept back ("Hide values": drawn with a "?"); absent for sources that hide nothing. */
  valueHidden?(node: number): boolean;
  /** True when alpha-beta pruned the node's branch (drawn greyed); absent for sources without pruning. */
  pruned?(node: number): boolean;
  /** A key equal for positions that are the same up to symmetry (merging siblings). */
  symmetryKey(node: number): number;
  /** Nodes in the subtree below and including the node, when the source knows it (the overview). */
  subtreeSize(node: number): number;
  /** Finished games below and including the node, split by outcome. */
  games(node: number): OutcomeSplit;
  /**
   * An integer naming the node's position, equal for nodes that reach the
   * same position by different orders (the overview caches per position);
   * `positionCount` bounds it.
   */
  positionOf(node: number): number;
  readonly positionCount: number;
  /** The longest game, in moves (the overview's number of levels is this + 1). */
  readonly maxDepth: number;
}

/** The nodes from the root to `node`, root first. O(depth). */
export function pathOf(source: TreeSource, node: number): number[] {
  const path: number[] = [];
  for (let n = node; n >= 0; n = source.parent(n)) path.push(n);
  return path.reverse();
}

/** The moves from the root to `node`. O(depth). */
export function movesOf(source: TreeSource, node: number): number[] {
  return pathOf(source, node).slice(1).map((n) => source.move(n));
}
