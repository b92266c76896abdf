/**
 * The search lab's subtree: every move sequence from one position (the lab
 * root), optionally cut at a depth, as a flat list of nodes in depth-first
 * preorder with children in cell order. One object per node is fine here: the
 * lab only builds trees of at most LAB_MAX_NODES nodes (a position with 5 empty
 * cells has at most 326). Pure: runs in Node.
 */
import { legalMoveList, OUTCOME, type Game, type Side } from '../games/game.ts';

/** Largest subtree the lab draws and animates, in nodes (the root included). */
export const LAB_MAX_NODES = 400;
/** Empty cells of the positions the lab suggests when the focus is too big (at most 326 nodes). */
export const LAB_TARGET_EMPTY = 5;

/** Why a lab node has no children. */
export type LabLeafKind = 'over' | 'depth';

export interface LabTreeNode<S> {
  readonly index: number;
  readonly state: S;
  /** Side to move. */
  readonly side: Side;
  /** Moves from the lab root (empty for the root). */
  readonly moves: readonly number[];
  /** Move played to reach the node, -1 for the root. */
  readonly move: number;
  /** Parent index, -1 for the root. */
  readonly parent: number;
  /** Plies below the lab root. */
  readonly depth: number;
  /** Child indices in natural move order. */
  readonly children: readonly number[];
  /** 'over' for finished games, 'depth' for unfinished nodes at the depth limit, null for inner nodes. */
  readonly leaf: LabLeafKind | null;
}

export interface LabTree<S> {
  readonly root: S;
  /** Depth limit in plies, null for the whole game. */
  readonly maxDepth: number | null;
  /** Nodes in depth-first preorder; index 0 is the root. */
  readonly nodes: readonly LabTreeNode<S>[];
  /** Node index by path key (see `pathKey`). */
  readonly byPath: ReadonlyMap<string, number>;
}

/** The key of a move path in `LabTree.byPath`. */
export function pathKey(moves: readonly number[]): string {
  return moves.join(',');
}

/** Plies left at most from a state (tic-tac-toe: its empty cells; 0 when finished). */
export function pliesLeft<S>(game: Game<S>, s: S): number {
  return game.pliesLeftAtMost(s);
}

/**
 * Nodes of the subtree of `board` cut at `maxDepth` plies (null: the whole
 * game), counting the root, but stops counting past `cap` and returns
 * cap + 1 then. O(min(size, cap)).
 */
export function countLabNodes<S>(game: Game<S>, board: S, maxDepth: number | null, cap: number = LAB_MAX_NODES): number {
  const limit = maxDepth ?? Infinity;
  let count = 0;
  const stack: [S, number][] = [[board, 0]];
  while (stack.length > 0) {
    const [b, d] = stack.pop() as [S, number];
    if (++count > cap) return cap + 1;
    if (d >= limit || game.outcome(b) !== OUTCOME.playing) continue;
    for (const m of legalMoveList(game, b).reverse()) stack.push([game.play(b, m), d + 1]);
  }
  return count;
}

/**
 * The largest depth limit (1..empty cells) whose subtree fits in `cap` nodes,
 * or null when even one ply does not fit. O(cap * empty cells).
 */
export function deepestFittingDepth<S>(game: Game<S>, board: S, cap: number = LAB_MAX_NODES): number | null {
  let best: number | null = null;
  for (let d = 1; d <= pliesLeft(game, board); d++) {
    if (countLabNodes(game, board, d, cap) > cap) break;
    best = d;
  }
  return best;
}

/**
 * Builds the lab subtree of `board` (a valid position) cut at `maxDepth`
 * plies. Throws a RangeError when it has more than `cap` nodes (check with
 * countLabNodes first). O(nodes).
 */
export function buildLabTree<S>(game: Game<S>, board: S, maxDepth: number | null, cap: number = LAB_MAX_NODES): LabTree<S> {
  if (countLabNodes(game, board, maxDepth, cap) > cap) {
    throw new RangeError(`the subtree has more than ${cap} nodes: too big for the lab`);
  }
  const limit = maxDepth ?? Infinity;
  const nodes: LabTreeNode<S>[] = [];
  const byPath = new Map<string, number>();
  const visit = (b: S, moves: number[], move: number, parent: number): number => {
    const index = nodes.length;
    const children: number[] = [];
    const over = game.outcome(b) !== OUTCOME.playing;
    const leaf: LabLeafKind | null = over ? 'over' : moves.length >= limit ? 'depth' : null;
    nodes.push({ index, state: b, side: game.toMove(b), moves, move, parent, depth: moves.length, children, leaf });
    byPath.set(pathKey(moves), index);
    if (leaf !== null) return index;
    for (const m of legalMoveList(game, b)) children.push(visit(game.play(b, m), [...moves, m], m, index));
    return index;
  };
  visit(board, [], -1, -1);
  return { root: board, maxDepth, nodes, byPath };
}

/** Index of the node at a move path from the lab root; throws when the tree has no such node. */
export function nodeAtPath<S>(tree: LabTree<S>, moves: readonly number[]): number {
  const i = tree.byPath.get(pathKey(moves));
  if (i === undefined) throw new RangeError(`the lab tree has no node at moves [${moves.join(', ')}]`);
  return i;
}

/** Indices of every descendant of `node` (not the node itself), preorder. O(descendants). */
export function descendantsOf<S>(tree: LabTree<S>, node: number): number[] {
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
