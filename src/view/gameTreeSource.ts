/**
 * The tree source over the complete typed-array game tree: the one file of
 * the explorer that knows the GameTree's columns and the position table.
 */
import { pieceCount, toMove } from '../game/board.ts';
import type { ScoreMode } from '../game/score.ts';
import { canonicalBoard } from '../game/symmetry.ts';
import { nodeBestMasks, nodeScores, type GameTree } from '../tree/gameTree.ts';
import type { TreeSource } from './treeSource.ts';

const sources = new WeakMap<GameTree, TreeSource>();

/** The (cached) tree source of a GameTree; the same object for the same tree. O(1). */
export function gameTreeSource(tree: GameTree): TreeSource {
  let source = sources.get(tree);
  if (!source) {
    source = create(tree);
    sources.set(tree, source);
  }
  return source;
}

function create(tree: GameTree): TreeSource {
  const t = tree.positions;
  let maxDepth = 0;
  for (let p = 0; p < t.count; p++) maxDepth = Math.max(maxDepth, pieceCount(t.board[p]));
  return {
    root: 0,
    childCount: (n) => tree.childCount[n],
    child: (n, k) => tree.firstChild[n] + k,
    parent: (n) => tree.parent[n],
    depth: (n) => tree.depth[n],
    move: (n) => tree.move[n],
    moveName: (n) => (tree.parent[n] < 0 ? '' : `${toMove(t.board[tree.pos[tree.parent[n]]])}:${tree.move[n]}`),
    value: (n, mode) => (tree.scored ? nodeScores(tree, mode)[n] : null),
    best(n, mode: ScoreMode) {
      const p = tree.parent[n];
      return tree.scored && p >= 0 && ((nodeBestMasks(tree, mode)[p] >> tree.move[n]) & 1) === 1;
    },
    firstToMove: (n) => toMove(t.board[tree.pos[n]]) === 'o',
    state: (n) => t.board[tree.pos[n]],
    bestMoves: (n, mode) => (tree.scored ? nodeBestMasks(tree, mode)[n] : 0),
    symmetryKey: (n) => canonicalBoard(t.board[tree.pos[n]]),
    subtreeSize: (n) => t.subtreeSize[tree.pos[n]],
    games(n) {
      const p = tree.pos[n];
      return { firstWins: t.oWins[p], draws: t.draws[p], secondWins: t.xWins[p] };
    },
    positionOf: (n) => tree.pos[n],
    positionCount: t.count,
    maxDepth,
  };
}
