/**
 * A tree of moves grown from one position, as parallel arrays indexed by node (node 0 the root; a node's children
 * contiguous once added): parent, move, depth, first child, child count and state. The part of a TreeSource every
 * such tree shares (the shape, the moves' names, whose turn it is, the path to a node), for trees built a few
 * levels at a time rather than over the whole game: the CPU's search tree (searchTreeSource.ts) and the explorer's
 * tree of a game solved on demand (solvedTree.ts). Appending is amortised O(1); every query O(1) but `pathTo`.
 * Pure: runs in Node.
 */
import type { Game } from '../games/game.ts';
import type { OutcomeSplit, TreeSource } from './treeSource.ts';

const NONE: OutcomeSplit = { firstWins: 0, draws: 0, secondWins: 0 };

/** The accessors a move tree gives its TreeSource (the rest, values and best moves, are the tree's own). */
export type MoveTreeSource<S> = Pick<
  TreeSource<S>,
  'root' | 'childCount' | 'child' | 'parent' | 'depth' | 'move' | 'moveName' | 'firstToMove' | 'state' | 'symmetryKey' | 'subtreeSize' | 'games' | 'positionOf'
>;

export interface MoveTree<S> {
  readonly parent: number[];
  readonly move: number[];
  readonly depth: number[];
  /** The first child's node, -1 until the children are added. */
  readonly first: number[];
  readonly count: number[];
  readonly states: S[];
  /** Adds `moves` as the children of `n` (their nodes follow the last one); returns the first child's node. */
  addChildren(n: number, moves: readonly number[]): number;
  /** The moves from the root to `node`. O(depth). */
  pathTo(node: number): number[];
  /** The TreeSource accessors of the shape (a node is its own position: no symmetry, no counts below it). */
  readonly source: MoveTreeSource<S>;
}

/** A move tree holding only `root`. */
export function createMoveTree<S>(game: Game<S>, root: S): MoveTree<S> {
  const parent: number[] = [-1];
  const move: number[] = [-1];
  const depth: number[] = [0];
  const first: number[] = [-1];
  const count: number[] = [0];
  const states: S[] = [root];
  return {
    parent,
    move,
    depth,
    first,
    count,
    states,
    addChildren(n, moves) {
      first[n] = parent.length;
      count[n] = moves.length;
      for (const m of moves) {
        parent.push(n);
        move.push(m);
        depth.push(depth[n] + 1);
        first.push(-1);
        count.push(0);
        states.push(game.play(states[n], m));
      }
      return first[n];
    },
    pathTo(node) {
      const moves: number[] = [];
      for (let n = node; n > 0; n = parent[n]) moves.push(move[n]);
      return moves.reverse();
    },
    source: {
      root: 0,
      childCount: (n) => count[n],
      child: (n, k) => first[n] + k,
      parent: (n) => parent[n],
      depth: (n) => depth[n],
      move: (n) => move[n],
      moveName: (n) => (n === 0 ? '' : `${game.sideNames[game.toMove(states[parent[n]])]}:${game.formatMove(move[n])}`),
      firstToMove: (n) => game.toMove(states[n]) === 0,
      state: (n) => states[n],
      symmetryKey: (n) => n,
      subtreeSize: () => 1,
      games: () => NONE,
      positionOf: (n) => n,
    },
  };
}
