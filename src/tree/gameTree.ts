/**
 * The complete game tree of a game whose whole tree fits (every move
 * sequence, not merged positions: 549,946 nodes on a 3×3 board) as columns of typed
 * arrays (columns.ts), with no object per node.
 *
 * Memory layout (N = node count; node 0 is the root, the initial state):
 *   parent         Int32  parent node, -1 for the root
 *   firstChild     Int32  index of the first child (children are contiguous)
 *   childCount     Uint8  0 for finished games
 *   pos            Uint16 index into `positions` (state, side, outcome, counts)
 *   move           Int8   move played to reach the node, -1 for the root
 *   depth          Uint8  plies played
 *   scoreWdl, scoreShortest  Int8   minimax value per scoring mode
 *   bestWdl, bestShortest    Uint8  1 when the node's move is a best move of its parent, per mode
 * 17 bytes a node (about 9.4 MB for half a million nodes), plus the position table.
 * `levelStart` (maxPlies + 2 entries) lies beside: level d is nodes
 * levelStart[d] .. levelStart[d + 1].
 *
 * Invariants: children of a node are contiguous and in the game's natural
 * move order; every child index is greater than its parent's; nodes are
 * sorted by depth (the tree is built breadth-first).
 */
import type { FullTreeGame, PerMode } from '../games/game.ts';
import { allocateColumns, type Columns } from './columns.ts';
import type { PositionTable } from './positions.ts';

export const NODE_COLUMNS = {
  parent: { type: Int32Array },
  firstChild: { type: Int32Array },
  pos: { type: Uint16Array },
  childCount: { type: Uint8Array },
  move: { type: Int8Array },
  depth: { type: Uint8Array },
  scoreWdl: { type: Int8Array },
  scoreShortest: { type: Int8Array },
  bestWdl: { type: Uint8Array },
  bestShortest: { type: Uint8Array },
} as const;

export type NodeColumns = Columns<typeof NODE_COLUMNS>;

export interface GameTree<S> extends NodeColumns {
  readonly game: FullTreeGame<S>;
  readonly nodeCount: number;
  /** Start of each depth level (maxPlies + 2 entries; the last is N). */
  readonly levelStart: Int32Array;
  /** Minimax values per mode (views of scoreWdl / scoreShortest). */
  readonly score: PerMode<Int8Array>;
  /** Best-move flags per mode (views of bestWdl / bestShortest). */
  readonly best: PerMode<Uint8Array>;
  /** True once minimax values and best moves are filled in (a tree without values still displays). */
  scored: boolean;
  readonly positions: PositionTable<S>;
}

/** A tree over existing columns (fresh or received from another thread). */
export function assembleTree<S>(positions: PositionTable<S>, nodeCount: number, cols: NodeColumns, levelStart: Int32Array, scored: boolean): GameTree<S> {
  return {
    ...cols,
    game: positions.game,
    nodeCount,
    levelStart,
    score: { wdl: cols.scoreWdl, shortest: cols.scoreShortest },
    best: { wdl: cols.bestWdl, shortest: cols.bestShortest },
    scored,
    positions,
  };
}

/** Allocates an unscored tree's columns for N nodes. */
export function allocateTree<S>(positions: PositionTable<S>, n: number): GameTree<S> {
  if (positions.count > 0xffff) throw new RangeError(`${positions.count} positions do not fit the Uint16 pos column`);
  return assembleTree(positions, n, allocateColumns(NODE_COLUMNS, n), new Int32Array(positions.game.maxPlies + 2), false);
}
