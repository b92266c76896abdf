/**
 * The search lab's subtree: every move sequence from one position (the lab
 * root), optionally cut at a depth, in depth-first preorder with children in
 * move order. Stored as typed-array columns (one entry per node), because the
 * lab runs from any position: the empty 3×3 board has 549,946 nodes.
 *
 * Layout (index 0 is the root; preorder, so node n's subtree is the index
 * range [n, n + subtreeSize[n]) and its first child, if any, is n + 1; the
 * next sibling of a child c is c + subtreeSize[c]):
 *   parent       Int32Array   -1 for the root
 *   subtreeSize  Int32Array   nodes of the subtree, the node included
 *   childCount   Uint8Array
 *   move         Int16Array   move played to reach the node, -1 for the root
 *   depth        Uint8Array   plies below the lab root
 *   leaf         Uint8Array   LEAF_NONE / LEAF_OVER / LEAF_DEPTH
 *   side         Uint8Array   side to move
 *   states       S[]          the positions (a packed array when states are numbers)
 * About 17 bytes a node plus the states. `nodes` (one object per node) is
 * built on first use, for tests and small trees; code that may see a big tree
 * uses the helpers (`labNode`, `childrenOf`, `movesOf`). Pure: runs in Node.
 */
import { legalMoveList, OUTCOME, type Game, type Side } from '../games/game.ts';
import { movesOf, pathKey } from './labPath.ts';

/** Largest subtree drawn whole (every node expanded) and a searched game's lab limit, in nodes (the root included). */
export const LAB_MAX_NODES = 400;
/** Largest subtree the lab steps through (subtrees beyond LAB_MAX_NODES are drawn collapsed): the whole tree of a 3×3 board fits. */
export const LAB_TREE_CAP = 600_000;
/** Empty cells of the positions the lab suggests when the focus is too big (at most 326 nodes). */
export const LAB_TARGET_EMPTY = 5;

/** Why a lab node has no children. */
export type LabLeafKind = 'over' | 'depth';
const LEAF_NONE = 0;
const LEAF_OVER = 1;
export const LEAF_DEPTH = 2;

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
  /** Number of nodes. */
  readonly size: number;
  readonly parent: Int32Array;
  readonly subtreeSize: Int32Array;
  readonly childCount: Uint8Array;
  readonly move: Int16Array;
  readonly depth: Uint8Array;
  readonly leaf: Uint8Array;
  readonly side: Uint8Array;
  readonly states: readonly S[];
  /** Every node as an object, built on first use (O(nodes) objects: small trees and tests only). */
  readonly nodes: readonly LabTreeNode<S>[];
  /** Node index by path key (see `pathKey`), built on first use (small trees and tests only). */
  readonly byPath: ReadonlyMap<string, number>;
}


/** Plies left at most from a state (`Game.pliesLeftAtMost`: on a board without passes, its empty cells; 0 when finished). */
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

/** A copy of `a` with room for at least `need` entries (doubling). */
function grow<T extends Int32Array | Int16Array | Uint8Array>(a: T, need: number): T {
  if (need <= a.length) return a;
  const b = new (a.constructor as new (n: number) => T)(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

/**
 * Builds the lab subtree of `board` (a valid position) cut at `maxDepth`
 * plies. Throws a RangeError as soon as it has more than `cap` nodes.
 * O(nodes), iterative, one move buffer per ply (no array per node).
 */
export function buildLabTree<S>(game: Game<S>, board: S, maxDepth: number | null, cap: number = LAB_MAX_NODES): LabTree<S> {
  const limit = maxDepth ?? Infinity;
  const start = Math.min(cap + 1, 1024);
  let parent = new Int32Array(start);
  let childCount = new Uint8Array(start);
  let move = new Int16Array(start);
  let depth = new Uint8Array(start);
  let leaf = new Uint8Array(start);
  let side = new Uint8Array(start);
  const states: S[] = [];
  const width = game.maxMoves;
  const plies = Math.min(game.maxPlies, limit) + 1;
  const buf = new Int16Array(plies * width);
  const count = new Int32Array(plies);
  const next = new Int32Array(plies);
  const nodeAt = new Int32Array(plies);
  const stateAt: S[] = new Array<S>(plies);
  let size = 0;
  /** Numbers the state reached at ply `d` from `p` by `m`; true when it has children to visit. */
  const add = (s: S, p: number, m: number, d: number): boolean => {
    if (size >= cap) throw new RangeError(`the subtree has more than ${cap} nodes: too big for the lab`);
    if (size === parent.length) {
      parent = grow(parent, size + 1);
      childCount = grow(childCount, size + 1);
      move = grow(move, size + 1);
      depth = grow(depth, size + 1);
      leaf = grow(leaf, size + 1);
      side = grow(side, size + 1);
    }
    const i = size++;
    parent[i] = p;
    move[i] = m;
    depth[i] = d;
    states.push(s);
    side[i] = game.toMove(s);
    if (p >= 0) childCount[p]++;
    leaf[i] = game.outcome(s) !== OUTCOME.playing ? LEAF_OVER : d >= limit ? LEAF_DEPTH : LEAF_NONE;
    if (leaf[i] !== LEAF_NONE) return false;
    nodeAt[d] = i;
    stateAt[d] = s;
    next[d] = 0;
    count[d] = game.legalMoves(s, buf, d * width);
    return true;
  };
  let d = add(board, -1, -1, 0) ? 0 : -1;
  while (d >= 0) {
    if (next[d] === count[d]) {
      d--;
      continue;
    }
    const m = buf[d * width + next[d]++];
    if (add(game.play(stateAt[d], m), nodeAt[d], m, d + 1)) d++;
  }
  parent = parent.slice(0, size);
  childCount = childCount.slice(0, size);
  move = move.slice(0, size);
  depth = depth.slice(0, size);
  leaf = leaf.slice(0, size);
  side = side.slice(0, size);
  const subtreeSize = new Int32Array(size).fill(1);
  for (let i = size - 1; i > 0; i--) subtreeSize[parent[i]] += subtreeSize[i];
  let nodes: LabTreeNode<S>[] | null = null;
  let byPath: Map<string, number> | null = null;
  const tree: LabTree<S> = {
    root: board,
    maxDepth,
    size,
    parent,
    subtreeSize,
    childCount,
    move,
    depth,
    leaf,
    side,
    states,
    get nodes() {
      nodes ??= Array.from({ length: size }, (_, i) => labNode(tree, i));
      return nodes;
    },
    get byPath() {
      if (!byPath) {
        byPath = new Map();
        for (let i = 0; i < size; i++) byPath.set(pathKey(movesOf(tree, i)), i);
      }
      return byPath;
    },
  };
  return tree;
}

/** The children of node `n`, in move order. O(children). */
export function childrenOf<S>(tree: LabTree<S>, n: number): number[] {
  const out: number[] = [];
  for (let k = 0, c = n + 1; k < tree.childCount[n]; k++, c += tree.subtreeSize[c]) out.push(c);
  return out;
}

/** The child of `n` reached by `move`, or -1. O(children). */
export function childByMove<S>(tree: LabTree<S>, n: number, move: number): number {
  for (let k = 0, c = n + 1; k < tree.childCount[n]; k++, c += tree.subtreeSize[c]) if (tree.move[c] === move) return c;
  return -1;
}


const LEAF_KINDS: readonly (LabLeafKind | null)[] = [null, 'over', 'depth'];

/** Node `n` as an object (a new one each call). O(depth + children). */
function labNode<S>(tree: LabTree<S>, n: number): LabTreeNode<S> {
  return {
    index: n,
    state: tree.states[n],
    side: tree.side[n] as Side,
    moves: movesOf(tree, n),
    move: tree.move[n],
    parent: tree.parent[n],
    depth: tree.depth[n],
    children: childrenOf(tree, n),
    leaf: LEAF_KINDS[tree.leaf[n]],
  };
}

/** Index of the node at a move path from the lab root; throws when the tree has no such node. O(depth * children). */
export function nodeAtPath<S>(tree: LabTree<S>, moves: readonly number[]): number {
  let n = 0;
  for (const m of moves) {
    n = childByMove(tree, n, m);
    if (n < 0) throw new RangeError(`the lab tree has no node at moves [${moves.join(', ')}]`);
  }
  return n;
}
