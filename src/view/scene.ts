/** What each visible board looks like, read from the tree's typed arrays. */
import type { ScoreMode } from '../games/tictactoe/score.ts';
import { nodeBestMasks, nodeScores, type GameTree } from '../tree/gameTree.ts';
import { boardOf } from '../tree/query.ts';
import type { TreeLayout } from './layout.ts';
import type { BoardLook } from './shapes.ts';

/** The look of layout item `i`: board, value (null before scoring), last move, frames. */
export function lookOf(tree: GameTree, layout: TreeLayout, i: number, mode: ScoreMode, activeItem = -1, showBest = false): BoardLook {
  const item = layout.items[i];
  const node = item.node;
  return {
    board: boardOf(tree, node),
    value: tree.scored ? nodeScores(tree, mode)[node] : null,
    lastMove: tree.move[node],
    focus: i === layout.focusItem,
    active: i === activeItem,
    multiplicity: item.multiplicity,
    bestMask: showBest && tree.scored ? nodeBestMasks(tree, mode)[node] : undefined,
  };
}
