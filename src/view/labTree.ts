/**
 * The search lab's subtree: every move sequence from one position (the lab
 * root), optionally cut at a depth, as a flat list of nodes in depth-first
 * preorder with children in cell order. One object per node is fine here: the
 * lab only builds trees of at most LAB_MAX_NODES nodes (a position with 5 empty
 * cells has at most 326). Pure: runs in Node.
 */
import { applyMoveUnchecked, isOver, legalMask, popcount, occupiedMask, type Board } from '../games/tictactoe/board.ts';

/** Largest subtree the lab draws and animates, in nodes (the root included). */
export const LAB_MAX_NODES = 400;
/** Empty cells of the positions the lab suggests when the focus is too big (at most 326 nodes). */
export const LAB_TARGET_EMPTY = 5;

/** Why a lab node has no children. */
export type LabLeafKind = 'over' | 'depth';

export interface LabTreeNode {
  readonly index: number;
  readonly board: Board;
  /** Moves from the lab root (empty for the root). */
  readonly moves: readonly number[];
  /** Cell played to reach the node, -1 for the root. */
  readonly move: number;
  /** Parent index, -1 for the root. */
  readonly parent: number;
  /** Plies below the lab root. */
  readonly depth: number;
  /** Child indices in cell order. */
  readonly children: readonly number[];
  /** 'over' for finished games, 'depth' for unfinished nodes at the depth limit, null for inner nodes. */
  readonly leaf: LabLeafKind | null;
}

export interface LabTree {
  readonly root: Board;
  /** Depth limit in plies, null for the whole game. */
  readonly maxDepth: number | null;
  /** Nodes in depth-first preorder; index 0 is the root. */
  readonly nodes: readonly LabTreeNode[];
  /** Node index by path key (see `pathKey`). */
  readonly byPath: ReadonlyMap<string, number>;
}

/** The key of a move path in `LabTree.byPath` (cells are single digits). */
export function pathKey(moves: readonly number[]): string {
  return moves.join('');
}

/** Number of empty cells of a board. O(1). */
export function emptyCells(b: Board): number {
  return 9 - popcount(occupiedMask(b));
}

/**
 * Nodes of the subtree of `board` cut at `maxDepth` plies (null: the whole
 * game), counting the root, but stops counting past `cap` and returns
 * cap + 1 then. O(min(size, cap)).
 */
export function countLabNodes(board: Board, maxDepth: number | null, cap: number = LAB_MAX_NODES): number {
  const limit = maxDepth ?? Infinity;
  let count = 0;
  const stack: [Board, number][] = [[board, 0]];
  while (stack.length > 0) {
    const [b, d] = stack.pop() as [Board, number];
    if (++count > cap) return cap + 1;
    if (d >= limit || isOver(b)) continue;
    const legal = legalMask(b);
    for (let c = 8; c >= 0; c--) if ((legal >> c) & 1) stack.push([applyMoveUnchecked(b, c), d + 1]);
  }
  return count;
}

/**
 * The largest depth limit (1..empty cells) whose subtree fits in `cap` nodes,
 * or null when even one ply does not fit. O(cap * empty cells).
 */
export function deepestFittingDepth(board: Board, cap: number = LAB_MAX_NODES): number | null {
  let best: number | null = null;
  for (let d = 1; d <= emptyCells(board); d++) {
    if (countLabNodes(board, d, cap) > cap) break;
    best = d;
  }
  return best;
}

/**
 * Builds the lab subtree of `board` (a valid position) cut at `maxDepth`
 * plies. Throws a RangeError when it has more than `cap` nodes (check with
 * countLabNodes first). O(nodes).
 */
export function buildLabTree(board: Board, maxDepth: number | null, cap: number = LAB_MAX_NODES): LabTree {
  if (countLabNodes(board, maxDepth, cap) > cap) {
    throw new RangeError(`the subtree has more than ${cap} nodes: too big for the lab`);
  }
  const limit = maxDepth ?? Infinity;
  const nodes: LabTreeNode[] = [];
  const byPath = new Map<string, number>();
  const visit = (b: Board, moves: number[], move: number, parent: number): number => {
    const index = nodes.length;
    const children: number[] = [];
    const over = isOver(b);
    const leaf: LabLeafKind | null = over ? 'over' : moves.length >= limit ? 'depth' : null;
    nodes.push({ index, board: b, moves, move, parent, depth: moves.length, children, leaf });
    byPath.set(pathKey(moves), index);
    if (leaf !== null) return index;
    const legal = legalMask(b);
    for (let c = 0; c < 9; c++) {
      if ((legal >> c) & 1) children.push(visit(applyMoveUnchecked(b, c), [...moves, c], c, index));
    }
    return index;
  };
  visit(board, [], -1, -1);
  return { root: board, maxDepth, nodes, byPath };
}

/** Index of the node at a move path from the lab root; throws when the tree has no such node. */
export function nodeAtPath(tree: LabTree, moves: readonly number[]): number {
  const i = tree.byPath.get(pathKey(moves));
  if (i === undefined) throw new RangeError(`the lab tree has no node at moves [${moves.join(', ')}]`);
  return i;
}

/** Indices of every descendant of `node` (not the node itself), preorder. O(descendants). */
export function descendantsOf(tree: LabTree, node: number): number[] {
  const out: number[] = [];
  const stack = [...tree.nodes[node].children].reverse();
  while (stack.length > 0) {
    const n = stack.pop() as number;
    out.push(n);
    const ch = tree.nodes[n].children;
    for (let k = ch.length - 1; k >= 0; k--) stack.push(ch[k]);
  }
  return out;
}
