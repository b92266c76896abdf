/** What each visible board looks like, read through the tree source. */
import type { ScoreMode } from '../games/game.ts';
import type { TreeLayout } from './layout.ts';
import type { BoardLook } from './shapes.ts';
import type { TreeSource } from './treeSource.ts';

/** The look of layout item `i`: board, value (null before scoring), last move, frames. O(1) (O(children) with best moves). */
export function lookOf<S>(source: TreeSource<S>, layout: TreeLayout, i: number, mode: ScoreMode, activeItem = -1, showBest = false): BoardLook<S> {
  const item = layout.items[i];
  const node = item.node;
  const value = source.value(node, mode);
  return {
    board: source.state(node),
    value,
    lastMove: source.move(node),
    focus: i === layout.focusItem,
    active: i === activeItem,
    multiplicity: item.multiplicity,
    bestMoves: showBest && value !== null ? source.bestMoves(node, mode) : undefined,
    dim: source.pruned?.(node) ?? false,
  };
}
