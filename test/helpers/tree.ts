/** Full-tree functions only tests and benchmarks use (the app reads the columns directly). */
import type { ScoreMode } from '../../src/games/game.ts';
import type { ColumnTable, Columns } from '../../src/tree/columns.ts';
import { NODE_COLUMNS, type GameTree } from '../../src/tree/gameTree.ts';
import { EDGE_COLUMNS, POSITION_COLUMNS } from '../../src/tree/positions.ts';

/** Total bytes held by the tree's typed arrays (node columns and position table). */
export function treeBytes<S>(tree: GameTree<S>): number {
  return bytesOf(NODE_COLUMNS, tree) + tree.levelStart.byteLength + bytesOf(POSITION_COLUMNS, tree.positions) + bytesOf(EDGE_COLUMNS, tree.positions.edges);
}

/** Parent node, -1 for the root. O(1). */
export function parentOf<S>(tree: GameTree<S>, node: number): number {
  return tree.parent[node];
}

/** Child node indices in natural move order. O(children). */
export function childrenOf<S>(tree: GameTree<S>, node: number): number[] {
  const first = tree.firstChild[node];
  const out: number[] = [];
  for (let k = 0; k < tree.childCount[node]; k++) out.push(first + k);
  return out;
}

/** True when `child`'s move is a best move of its parent (in the mode). O(1). */
export function isBestChild<S>(tree: GameTree<S>, child: number, mode: ScoreMode = 'wdl'): boolean {
  return tree.parent[child] >= 0 && tree.best[mode][child] === 1;
}

/** Bytes held by a column set's arrays. O(columns). */
function bytesOf<T extends ColumnTable>(table: T, cols: Columns<T>): number {
  let bytes = 0;
  for (const name of Object.keys(table)) bytes += (cols[name] as ArrayBufferView).byteLength;
  return bytes;
}
