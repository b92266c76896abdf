/** What each visible board looks like, read from the tree's typed arrays. */
import type { ScoreMode } from '../games/game.ts';
import type { Board } from '../games/tictactoe/board.ts';
import type { GameTree } from '../tree/gameTree.ts';
import { bestMovesOfNode, stateOf } from '../tree/query.ts';
import type { TreeLayout } from './layout.ts';
import type { BoardLook } from './shapes.ts';

/** The look of layout item `i`: board, value (null before scoring), last move, frames. */
export function lookOf(tree: GameTree<Board>, layout: TreeLayout, i: number, mode: ScoreMode, activeItem = -1, showBest = false): BoardLook {
  const item = layout.items[i];
  const node = item.node;
  return {
    board: stateOf(tree, node),
    value: tree.scored ? tree.score[mode][node] : null,
    lastMove: tree.move[node],
    focus: i === layout.focusItem,
    active: i === activeItem,
    multiplicity: item.multiplicity,
    bestMask: showBest && tree.scored ? bestMovesOfNode(tree, node, mode).reduce((m, c) => m | (1 << c), 0) : undefined,
  };
}
