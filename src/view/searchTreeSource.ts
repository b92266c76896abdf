/**
 * A lazily expanded search tree as a TreeSource: the CPU's depth-limited
 * search from one position, grown one level at a time as the explorer asks
 * for it (the worker computes each level). Nodes are numbered in the order
 * they are added; every node keeps its depth-limited value (first player's
 * view), whether it lies on the chosen line (the principal variation) and
 * whether alpha-beta pruned it. Nothing is known of subtree sizes or game
 * outcomes below a node: the overview does not apply.
 *
 * Layout: a move tree (moveTree.ts: parent, move, depth, first child, child
 * count, state) with parallel arrays of its own (value, flags). Appending is
 * amortised O(1).
 */
import type { Game } from '../games/game.ts';
import type { TreeSource } from './treeSource.ts';
import { createMoveTree } from './moveTree.ts';

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
  const tree = createMoveTree(game, root);
  const { depth, first, count, move, states } = tree;
  const value: (number | null)[] = [rootValue];
  const chosen: boolean[] = [true];
  const pruned: boolean[] = [false];
  return {
    ...tree.source,
    searchDepth,
    value: (n) => value[n],
    best: (n) => chosen[n] && n > 0,
    bestMoves(n) {
      const out: number[] = [];
      for (let k = 0; k < count[n]; k++) if (chosen[first[n] + k]) out.push(move[first[n] + k]);
      return out;
    },
    pruned: (n) => pruned[n],
    chosen: (n) => chosen[n],
    get positionCount() {
      return tree.parent.length;
    },
    maxDepth: searchDepth,
    expanded: (n) => first[n] >= 0,
    expandable: (n) => depth[n] < searchDepth && game.outcome(states[n]) === 0,
    addChildren(n, children) {
      if (first[n] >= 0) return;
      tree.addChildren(n, children.map((c) => c.move));
      for (const c of children) {
        value.push(c.value);
        chosen.push(chosen[n] && c.chosen);
        pruned.push(pruned[n] || c.pruned);
      }
    },
    pathTo: tree.pathTo,
    setRootValue(v) {
      value[0] = v;
    },
  };
}
