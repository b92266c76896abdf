/**
 * A lazily expanded search tree as a TreeSource: the CPU's depth-limited
 * search from one position, grown one level at a time as the explorer asks
 * for it (the worker computes each level). Nodes are numbered in the order
 * they are added; every node keeps its depth-limited value (first player's
 * view), whether it lies on the chosen line (the principal variation) and
 * whether alpha-beta pruned it. Nothing is known of subtree sizes or game
 * outcomes below a node: the overview does not apply.
 *
 * Layout: parallel arrays indexed by node (parent, move, depth, value,
 * flags, first child, child count, state). Appending is amortised O(1).
 */
import type { Game } from '../games/game.ts';
import type { OutcomeSplit, TreeSource } from './treeSource.ts';

/** One child as a level expansion reports it. */
export interface SearchChild {
  readonly move: number;
  /** Depth-limited value of the child (first player's view); null when pruned before it was searched. */
  readonly value: number | null;
  /** On the chosen line (the search's best move at this node, when the node is on it). */
  readonly chosen: boolean;
  /** Alpha-beta skipped this child (or cut its search short). */
  readonly pruned: boolean;
}

const NONE: OutcomeSplit = { firstWins: 0, draws: 0, secondWins: 0 };

/** A mutable lazy search tree; `version` changes whenever a level is added (a new object identity for React is `snapshot()`). */
export interface SearchTree<S> extends TreeSource<S> {
  /** Depth of the whole search (plies below the root). */
  readonly searchDepth: number;
  /** True once the node's children are known (a leaf at the search depth or a finished game has none to know). */
  expanded(node: number): boolean;
  /** Whether the node may have children to ask for: below the search depth and unfinished. */
  expandable(node: number): boolean;
  /** Adds the children of `node` (once; later calls are ignored). */
  addChildren(node: number, children: readonly SearchChild[]): void;
  /** True when the node lies on the chosen line. */
  chosen(node: number): boolean;
  /** The moves from the root to `node`. O(depth). */
  pathTo(node: number): number[];
  /** Sets the root's value (known once the first level is searched). */
  setRootValue(value: number): void;
}

/** A search tree from `root` (value `rootValue`, first player's view) searched `searchDepth` plies deep. O(1). */
export function createSearchTree<S>(game: Game<S>, root: S, rootValue: number | null, searchDepth: number): SearchTree<S> {
  const parent: number[] = [-1];
  const move: number[] = [-1];
  const depth: number[] = [0];
  const value: (number | null)[] = [rootValue];
  const chosen: boolean[] = [true];
  const pruned: boolean[] = [false];
  const first: number[] = [-1];
  const count: number[] = [0];
  const states: S[] = [root];
  const pathTo = (node: number) => {
    const moves: number[] = [];
    for (let n = node; n > 0; n = parent[n]) moves.push(move[n]);
    return moves.reverse();
  };
  return {
    root: 0,
    searchDepth,
    childCount: (n) => count[n],
    child: (n, k) => first[n] + k,
    parent: (n) => parent[n],
    depth: (n) => depth[n],
    move: (n) => move[n],
    moveName: (n) => (n === 0 ? '' : `${game.sideNames[game.toMove(states[parent[n]])]}:${game.formatMove(move[n])}`),
    value: (n) => value[n],
    best: (n) => chosen[n] && n > 0,
    firstToMove: (n) => game.toMove(states[n]) === 0,
    state: (n) => states[n],
    bestMoves(n) {
      const out: number[] = [];
      for (let k = 0; k < count[n]; k++) if (chosen[first[n] + k]) out.push(move[first[n] + k]);
      return out;
    },
    pruned: (n) => pruned[n],
    chosen: (n) => chosen[n],
    symmetryKey: (n) => n,
    subtreeSize: () => 1,
    games: () => NONE,
    positionOf: (n) => n,
    get positionCount() {
      return parent.length;
    },
    maxDepth: searchDepth,
    expanded: (n) => first[n] >= 0,
    expandable: (n) => depth[n] < searchDepth && game.outcome(states[n]) === 0,
    addChildren(n, children) {
      if (first[n] >= 0) return;
      first[n] = parent.length;
      count[n] = children.length;
      for (const c of children) {
        parent.push(n);
        move.push(c.move);
        depth.push(depth[n] + 1);
        value.push(c.value);
        chosen.push(chosen[n] && c.chosen);
        pruned.push(pruned[n] || c.pruned);
        first.push(-1);
        count.push(0);
        states.push(game.play(states[n], c.move));
      }
    },
    pathTo,
    setRootValue(v) {
      value[0] = v;
    },
  };
}
