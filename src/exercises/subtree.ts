/**
 * The small game tree of the minimax and alpha-beta exercises: every move
 * sequence from a position with a few empty cells, in depth-first preorder
 * with children in cell order (the order the explorer and the search lab
 * draw). At most 1 + 4 + 12 + 24 + 24 = 65 nodes for 4 empty cells.
 */
import { play, finishedValue, isOver, legalMoves, type Board } from './engine.ts';
import type { TreeNode } from './types.ts';

/** The tree below `root` in preorder; node ids are move paths ('' for the root). O(nodes). */
export function buildSubtree(root: Board): TreeNode[] {
  const out: TreeNode[] = [];
  const visit = (b: Board, path: string, parent: string | null, move: number) => {
    const over = isOver(b);
    const moves = over ? [] : legalMoves(b);
    out.push({ path, board: b, parent, move, children: moves.map((m) => path + m), leafValue: over ? finishedValue(b) : null });
    for (const m of moves) visit(play(b, m), path + m, path, m);
  };
  visit(root, '', null, -1);
  return out;
}

