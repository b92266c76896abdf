/**
 * The game tree below a position counted by plain recursion over the naive
 * boards of naive.ts, sharing no code with src/: every move sequence is a
 * node, a finished game has no children. The reference for "count the tree".
 */
import { naiveFinished, naiveTurn, type NaiveBoard } from './naive.ts';

export interface NaiveTreeCounts {
  /** Positions per depth below the root (index 0: the root itself). */
  perDepth: number[];
  /** Finished games in the subtree (the root included when it is one). */
  finished: number;
  /** Every node of the subtree, the root included. */
  nodes: number;
}

export function naiveCountBelow(root: NaiveBoard): NaiveTreeCounts {
  const counts: NaiveTreeCounts = { perDepth: [], finished: 0, nodes: 0 };
  const walk = (b: NaiveBoard, depth: number) => {
    counts.perDepth[depth] = (counts.perDepth[depth] ?? 0) + 1;
    counts.nodes++;
    if (naiveFinished(b)) {
      counts.finished++;
      return;
    }
    const turn = naiveTurn(b);
    for (let c = 0; c < 9; c++) {
      if (b[c] !== '') continue;
      b[c] = turn;
      walk(b, depth + 1);
      b[c] = '';
    }
  };
  walk(root.slice(), 0);
  return counts;
}
