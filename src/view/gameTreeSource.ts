/**
 * The tree source over the complete typed-array game tree: the one file of
 * the explorer that knows the GameTree's columns and the position table.
 */
import type { ScoreMode } from '../games/game.ts';
import type { GameTree } from '../tree/gameTree.ts';
import { stateOf } from '../tree/query.ts';
import type { TreeSource } from './treeSource.ts';

const sources = new WeakMap<object, TreeSource<unknown>>();

/** The (cached) tree source of a GameTree; the same object for the same tree. O(1). */
export function gameTreeSource<S>(tree: GameTree<S>): TreeSource<S> {
  let source = sources.get(tree) as TreeSource<S> | undefined;
  if (!source) {
    source = create(tree);
    sources.set(tree, source as TreeSource<unknown>);
  }
  return source;
}

function create<S>(tree: GameTree<S>): TreeSource<S> {
  const t = tree.positions;
  const game = tree.game;
  return {
    root: 0,
    childCount: (n) => tree.childCount[n],
    child: (n, k) => tree.firstChild[n] + k,
    parent: (n) => tree.parent[n],
    depth: (n) => tree.depth[n],
    move: (n) => tree.move[n],
    moveName: (n) => (tree.parent[n] < 0 ? '' : `${game.sideNames[t.side[tree.pos[tree.parent[n]]]]}:${game.formatMove(tree.move[n])}`),
    value: (n, mode) => (tree.scored ? tree.score[mode][n] : null),
    best: (n, mode: ScoreMode) => tree.scored && tree.parent[n] >= 0 && tree.best[mode][n] === 1,
    firstToMove: (n) => t.side[tree.pos[n]] === 0,
    state: (n) => stateOf(tree, n),
    bestMoves(n, mode) {
      const moves: number[] = [];
      if (!tree.scored) return moves;
      const first = tree.firstChild[n];
      for (let k = first; k < first + tree.childCount[n]; k++) if (tree.best[mode][k] === 1) moves.push(tree.move[k]);
      return moves;
    },
    symmetryKey: (n) => game.canonicalKey(stateOf(tree, n)),
    subtreeSize: (n) => t.subtreeSize[tree.pos[n]],
    games(n) {
      const p = tree.pos[n];
      return { firstWins: t.firstWins[p], draws: t.draws[p], secondWins: t.secondWins[p] };
    },
    positionOf: (n) => tree.pos[n],
    positionCount: t.count,
    maxDepth: game.maxPlies,
  };
}
