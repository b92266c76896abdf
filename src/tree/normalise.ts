/**
 * Relabels any tree layout into breadth-first order, so trees built in
 * different ways can be compared column by column.
 */
import { allocateTree, type GameTree } from './gameTree.ts';

/** A bfs-ordered copy of `tree` (same positions table). O(N). */
export function normaliseToBfs(tree: GameTree): GameTree {
  const n = tree.nodeCount;
  const out = allocateTree(n, 'bfs', tree.positions, new Int32Array(11));
  const order = new Int32Array(n); // new index -> old index
  order[0] = 0;
  let tail = 1;
  for (let head = 0; head < n; head++) {
    const old = order[head];
    out.firstChild[head] = tail;
    out.childCount[head] = tree.childCount[old];
    for (let k = 0; k < tree.childCount[old]; k++) {
      const oc = tree.firstChild[old] + k;
      order[tail] = oc;
      out.parent[tail] = head;
      tail++;
    }
  }
  out.parent[0] = -1;
  for (let i = 0; i < n; i++) {
    const old = order[i];
    out.move[i] = tree.move[old];
    out.depth[i] = tree.depth[old];
    out.pos[i] = tree.pos[old];
    out.score[i] = tree.score[old];
    out.scoreShortest[i] = tree.scoreShortest[old];
    out.bestMask[i] = tree.bestMask[old];
    out.bestMaskShortest[i] = tree.bestMaskShortest[old];
  }
  for (let i = 0, d = 0; d <= 10; d++) {
    while (i < n && out.depth[i] < d) i++;
    out.levelStart[d] = i;
  }
  out.scored = tree.scored;
  return out;
}
