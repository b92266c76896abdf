/**
 * The alternative builders and scorers of the seeds, kept as references the
 * tests check the app's build against (the app builds breadth-first with
 * values from minimax over the position DAG: src/tree/build.ts):
 * - a depth-first build from states alone (no DAG), and its normalisation to
 *   breadth-first numbering;
 * - node-level minimax bottom-up by depth (deepest level first), and
 *   depth-first with an explicit stack, then best flags from the values.
 * Generic over the game; the side to move comes from the position table.
 */
import { OUTCOME, SCORE_MODES, type FullTreeGame, type ScoreMode } from '../../src/games/game.ts';
import { allocateTree, type GameTree } from '../../src/tree/gameTree.ts';
import { enumeratePositions, positionOf, type PositionTable } from '../../src/tree/positions.ts';

/** Counts the nodes of the game tree by a depth-first walk over states. */
export function countNodesDfs<S>(game: FullTreeGame<S>): number {
  const buf = new Int16Array(game.maxMoves);
  const stack: S[] = [game.initial];
  let count = 0;
  while (stack.length > 0) {
    const s = stack.pop() as S;
    count++;
    const n = game.legalMoves(s, buf, 0);
    for (let i = 0; i < n; i++) stack.push(game.play(s, buf[i]));
  }
  return count;
}

/**
 * Depth-first build with an explicit stack, from states alone: when a node is
 * expanded, all its children are allocated together (contiguous, natural
 * order), then expanded one after another, deepest first. Unscored; levelStart
 * is left empty (nodes are not sorted by depth).
 */
export function buildTreeDfs<S>(game: FullTreeGame<S>, positions: PositionTable<S> = enumeratePositions(game)): GameTree<S> {
  const n = countNodesDfs(game);
  const tree = allocateTree(positions, n);
  const states: S[] = new Array<S>(n);
  const buf = new Int16Array(game.maxMoves);
  states[0] = game.initial;
  tree.parent[0] = -1;
  tree.move[0] = -1;
  tree.pos[0] = 0;
  const stack = [0];
  let next = 1;
  while (stack.length > 0) {
    const i = stack.pop() as number;
    const s = states[i];
    const count = game.legalMoves(s, buf, 0);
    tree.firstChild[i] = next;
    tree.childCount[i] = count;
    for (let k = 0; k < count; k++) {
      const t = game.play(s, buf[k]);
      states[next] = t;
      tree.parent[next] = i;
      tree.move[next] = buf[k];
      tree.depth[next] = tree.depth[i] + 1;
      tree.pos[next] = positionOf(positions, t);
      next++;
    }
    for (let k = next - 1; k >= tree.firstChild[i]; k--) stack.push(k);
  }
  return tree;
}

/** A breadth-first numbered copy of `tree` (same position table), values and best flags included. O(N). */
export function normaliseToBfs<S>(tree: GameTree<S>): GameTree<S> {
  const n = tree.nodeCount;
  const out = allocateTree(tree.positions, n);
  const order = new Int32Array(n); // new index -> old index
  let tail = 1;
  for (let head = 0; head < n; head++) {
    const old = order[head];
    out.firstChild[head] = tail;
    out.childCount[head] = tree.childCount[old];
    for (let k = 0; k < tree.childCount[old]; k++) {
      order[tail] = tree.firstChild[old] + k;
      out.parent[tail] = head;
      tail++;
    }
  }
  out.parent[0] = -1;
  for (let i = 0; i < n; i++) {
    const old = order[i];
    for (const col of ['move', 'depth', 'pos', 'scoreWdl', 'scoreShortest', 'bestWdl', 'bestShortest'] as const) out[col][i] = tree[col][old];
  }
  for (let i = 0, d = 0; d < out.levelStart.length; d++) {
    while (i < n && out.depth[i] < d) i++;
    out.levelStart[d] = i;
  }
  out.scored = tree.scored;
  return out;
}

/** Node indices grouped by depth (counting sort): nodes[start[d]..start[d+1]) have depth d. */
function nodesByDepth<S>(tree: GameTree<S>): { nodes: Int32Array; start: Int32Array } {
  const levels = tree.game.maxPlies + 1;
  const start = new Int32Array(levels + 1);
  for (let i = 0; i < tree.nodeCount; i++) start[tree.depth[i] + 1]++;
  for (let d = 1; d <= levels; d++) start[d] += start[d - 1];
  const fill = start.slice(0, levels);
  const nodes = new Int32Array(tree.nodeCount);
  for (let i = 0; i < tree.nodeCount; i++) nodes[fill[tree.depth[i]]++] = i;
  return { nodes, start };
}

/**
 * The game's terminal score of every finished position in `mode` (0 for the
 * others), asked once per position: the node-level sweeps read a finished
 * node's score from it instead of asking the game again for each of its nodes.
 */
function terminalScores<S>(tree: GameTree<S>, mode: ScoreMode): Int8Array {
  const t = tree.positions;
  const out = new Int8Array(t.count);
  for (let p = 0; p < t.count; p++) if (t.outcome[p] !== OUTCOME.playing) out[p] = tree.game.terminalScore(tree.game.fromKey(t.key[p]), mode);
  return out;
}

/** Node-level minimax bottom-up by depth, deepest level first, both modes; then best flags. O(N). */
export function scoreNodesBottomUp<S>(tree: GameTree<S>): void {
  const { nodes, start } = nodesByDepth(tree);
  const side = tree.positions.side;
  const { childCount, firstChild, pos } = tree;
  for (const mode of SCORE_MODES) {
    const score = tree.score[mode];
    const terminal = terminalScores(tree, mode);
    for (let d = start.length - 2; d >= 0; d--) {
      for (let k = start[d]; k < start[d + 1]; k++) {
        const i = nodes[k];
        const count = childCount[i];
        if (count === 0) {
          score[i] = terminal[pos[i]];
          continue;
        }
        const first = firstChild[i];
        const max = side[pos[i]] === 0;
        let v = score[first];
        for (let c = first + 1; c < first + count; c++) if (max ? score[c] > v : score[c] < v) v = score[c];
        score[i] = v;
      }
    }
    markBestNodes(tree, mode);
  }
  tree.scored = true;
}

/** Node-level minimax depth-first with an explicit stack (post-order), one mode. O(N). */
export function scoreNodesDepthFirst<S>(tree: GameTree<S>, mode: ScoreMode): void {
  const score = tree.score[mode];
  const terminal = terminalScores(tree, mode);
  const side = tree.positions.side;
  const nodeStack = [0];
  const nextChild = [0];
  while (nodeStack.length > 0) {
    const i = nodeStack[nodeStack.length - 1];
    const k = nextChild[nextChild.length - 1];
    if (k < tree.childCount[i]) {
      nextChild[nextChild.length - 1] = k + 1;
      nodeStack.push(tree.firstChild[i] + k);
      nextChild.push(0);
      continue;
    }
    const count = tree.childCount[i];
    if (count === 0 || tree.positions.outcome[tree.pos[i]] !== OUTCOME.playing) score[i] = terminal[tree.pos[i]];
    else {
      const first = tree.firstChild[i];
      const max = side[tree.pos[i]] === 0;
      let v = score[first];
      for (let c = first + 1; c < first + count; c++) if (max ? score[c] > v : score[c] < v) v = score[c];
      score[i] = v;
    }
    nodeStack.pop();
    nextChild.pop();
  }
  markBestNodes(tree, mode);
  tree.scored = true;
}

/** Best flags: a node is a best move of its parent when their values agree. O(N). */
export function markBestNodes<S>(tree: GameTree<S>, mode: ScoreMode): void {
  const score = tree.score[mode];
  const best = tree.best[mode];
  best[0] = 0;
  for (let i = 1; i < tree.nodeCount; i++) best[i] = score[i] === score[tree.parent[i]] ? 1 : 0;
}

/**
 * Where the app's scored tree and the reference (depth-first build, bottom-up
 * node-level minimax, renumbered breadth-first) differ: each differing
 * column's first differing node. Empty when they agree.
 */
export function referenceMismatches<S>(game: FullTreeGame<S>, tree: GameTree<S>): Record<string, number> {
  const dfs = buildTreeDfs(game);
  scoreNodesBottomUp(dfs);
  const norm = normaliseToBfs(dfs);
  const out: Record<string, number> = {};
  for (const col of ['parent', 'move', 'pos', 'scoreWdl', 'scoreShortest', 'bestWdl', 'bestShortest'] as const) {
    const a = norm[col];
    const b = tree[col];
    if (a.length !== b.length) out[col] = -2;
    else for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) {
      out[col] = i;
      break;
    }
  }
  return out;
}
