/**
 * Minimax over the node tree, two ways (seed 000): bottom-up by depth (deepest
 * level first) and depth-first recursion with an explicit stack. Both fill a
 * node score column; computeBestMoves then derives each node's best-move mask
 * once (seed 004). Values are from o's point of view: o maximises on even
 * depths, x minimises on odd depths.
 */
import type { ScoreMode } from '../games/tictactoe/score.ts';
import type { ProgressFn } from './build.ts';
import { nodeBestMasks, nodeScores, type GameTree } from './gameTree.ts';
import { scorePositions, TERMINAL_SCORES } from './positions.ts';

const TERMINAL = TERMINAL_SCORES;

function scoreNode(tree: GameTree, i: number, score: Int8Array, term: Int8Array, outcome: Uint8Array): void {
  const count = tree.childCount[i];
  if (count === 0) {
    score[i] = term[outcome[tree.pos[i]] * 10 + tree.depth[i]];
    return;
  }
  const first = tree.firstChild[i];
  const end = first + count;
  let v = score[first];
  if ((tree.depth[i] & 1) === 0) {
    for (let k = first + 1; k < end; k++) if (score[k] > v) v = score[k];
  } else {
    for (let k = first + 1; k < end; k++) if (score[k] < v) v = score[k];
  }
  score[i] = v;
}

/**
 * Bottom-up minimax by depth, both scoring modes, then best moves: every node
 * of depth 9 first, then 8, ..., then the root. Each node, once final, folds
 * its value into its parent (max where o moves, min where x moves), so every
 * loop is flat: no per-node inner loop, which keeps even the first, not yet
 * optimised run fast. A second flat pass marks each child whose value equals
 * its parent's as a best move. Uses the bfs level ranges when available,
 * else groups nodes by depth with a counting sort. O(N).
 */
export function scoreBottomUp(tree: GameTree, onProgress?: ProgressFn): void {
  const n = tree.nodeCount;
  const { score, scoreShortest, bestMask, bestMaskShortest } = tree;
  const outcome = tree.positions.outcome;
  const termW = TERMINAL.wdl;
  const termS = TERMINAL.shortest;
  const byDepth = tree.layout === 'bfs' ? null : nodesByDepth(tree);
  const start = byDepth ? byDepth.start : tree.levelStart;
  const order = byDepth ? byDepth.nodes : null;
  // Start every node at the identity of its fold: -128 where o moves (max), 127 where x moves (min).
  for (let d = 0; d <= 9; d++) {
    const init = d % 2 === 0 ? -128 : 127;
    if (order === null) {
      score.fill(init, start[d], start[d + 1]);
      scoreShortest.fill(init, start[d], start[d + 1]);
    } else {
      for (let k = start[d]; k < start[d + 1]; k++) score[order[k]] = scoreShortest[order[k]] = init;
    }
  }
  for (let d = 9; d >= 1; d--) {
    const parentMaximises = (d - 1) % 2 === 0;
    const lo = start[d];
    const hi = start[d + 1];
    // Small functions over slices: optimised after the first slices even on a cold start.
    for (let a = lo; a < hi; a += CHUNK) {
      const b = Math.min(hi, a + CHUNK);
      if (parentMaximises) foldMax(tree, order, a, b, termW, termS, outcome);
      else foldMin(tree, order, a, b, termW, termS, outcome);
    }
    onProgress?.('scores', n - lo, n);
  }
  bestMask.fill(0);
  bestMaskShortest.fill(0);
  for (let a = 1; a < n; a += CHUNK) markBest(tree, a, Math.min(n, a + CHUNK));
  onProgress?.('scores', n, n);
}

const CHUNK = 4096;

/** Sets leaves' terminal values and folds nodes [a, b) of one depth into parents that maximise. */
function foldMax(tree: GameTree, order: Int32Array | null, a: number, b: number, termW: Int8Array, termS: Int8Array, outcome: Uint8Array): void {
  const { parent, childCount, depth, pos, score, scoreShortest } = tree;
  for (let k = a; k < b; k++) {
    const c = order === null ? k : order[k];
    if (childCount[c] === 0) {
      const key = outcome[pos[c]] * 10 + depth[c];
      score[c] = termW[key];
      scoreShortest[c] = termS[key];
    }
    const p = parent[c];
    if (score[c] > score[p]) score[p] = score[c];
    if (scoreShortest[c] > scoreShortest[p]) scoreShortest[p] = scoreShortest[c];
  }
}

/** Same as foldMax for parents that minimise. */
function foldMin(tree: GameTree, order: Int32Array | null, a: number, b: number, termW: Int8Array, termS: Int8Array, outcome: Uint8Array): void {
  const { parent, childCount, depth, pos, score, scoreShortest } = tree;
  for (let k = a; k < b; k++) {
    const c = order === null ? k : order[k];
    if (childCount[c] === 0) {
      const key = outcome[pos[c]] * 10 + depth[c];
      score[c] = termW[key];
      scoreShortest[c] = termS[key];
    }
    const p = parent[c];
    if (score[c] < score[p]) score[p] = score[c];
    if (scoreShortest[c] < scoreShortest[p]) scoreShortest[p] = scoreShortest[c];
  }
}

/** Marks nodes [a, b) as best moves of their parents where their values agree. */
function markBest(tree: GameTree, a: number, b: number): void {
  const { parent, move, score, scoreShortest, bestMask, bestMaskShortest } = tree;
  for (let c = a; c < b; c++) {
    const p = parent[c];
    const bit = 1 << move[c];
    if (score[c] === score[p]) bestMask[p] |= bit;
    if (scoreShortest[c] === scoreShortest[p]) bestMaskShortest[p] |= bit;
  }
}

/**
 * Bottom-up minimax by depth for one mode only, values only (the textbook
 * form of the sweep above, kept for comparison and tests). O(N).
 */
export function scoreBottomUpSingle(tree: GameTree, mode: ScoreMode): void {
  const score = nodeScores(tree, mode);
  const term = TERMINAL[mode];
  const outcome = tree.positions.outcome;
  const order = tree.layout === 'bfs' ? null : nodesByDepth(tree);
  const start = order ? order.start : tree.levelStart;
  for (let d = 9; d >= 0; d--) {
    for (let k = start[d + 1] - 1; k >= start[d]; k--) scoreNode(tree, order ? order.nodes[k] : k, score, term, outcome);
  }
}

/** Node indices grouped by depth (counting sort): nodes[start[d]..start[d+1]) have depth d. */
export function nodesByDepth(tree: GameTree): { nodes: Int32Array; start: Int32Array } {
  const start = new Int32Array(11);
  for (let i = 0; i < tree.nodeCount; i++) start[tree.depth[i] + 1]++;
  for (let d = 1; d <= 10; d++) start[d] += start[d - 1];
  const fill = start.slice(0, 10);
  const nodes = new Int32Array(tree.nodeCount);
  for (let i = 0; i < tree.nodeCount; i++) nodes[fill[tree.depth[i]]++] = i;
  return { nodes, start };
}

/**
 * Depth-first minimax with an explicit stack (post-order: a node is scored
 * when its last child has been). Independent of layout. O(N).
 */
export function scoreDepthFirst(tree: GameTree, mode: ScoreMode, onProgress?: ProgressFn): void {
  const score = nodeScores(tree, mode);
  const term = TERMINAL[mode];
  const outcome = tree.positions.outcome;
  const n = tree.nodeCount;
  // Stack of (node, next child offset) pairs; depth is at most 10.
  const nodeStack = new Int32Array(11);
  const nextChild = new Int32Array(11);
  let sp = 0;
  nodeStack[0] = 0;
  nextChild[0] = 0;
  sp = 1;
  let done = 0;
  const step = Math.ceil(n / 10);
  while (sp > 0) {
    const i = nodeStack[sp - 1];
    const k = nextChild[sp - 1];
    if (k < tree.childCount[i]) {
      nextChild[sp - 1] = k + 1;
      nodeStack[sp] = tree.firstChild[i] + k;
      nextChild[sp] = 0;
      sp++;
      continue;
    }
    scoreNode(tree, i, score, term, outcome);
    sp--;
    if (++done % step === 0) onProgress?.('scores', done, n);
  }
  onProgress?.('scores', n, n);
}

/**
 * Best-move masks: for every inner node, the cells whose child has the node's
 * own value. Needs the mode's scores. O(N).
 */
export function computeBestMoves(tree: GameTree, mode: ScoreMode): void {
  const score = nodeScores(tree, mode);
  const best = nodeBestMasks(tree, mode);
  const { firstChild, childCount, move } = tree;
  for (let i = 0; i < tree.nodeCount; i++) {
    const count = childCount[i];
    if (count === 0) {
      best[i] = 0;
      continue;
    }
    const v = score[i];
    const first = firstChild[i];
    let mask = 0;
    for (let k = first; k < first + count; k++) if (score[k] === v) mask |= 1 << move[k];
    best[i] = mask;
  }
}

/**
 * Copies node values into the position table from one representative node
 * per position (positions.node), making the table the O(1) look-up for the
 * perfect AI. O(P).
 */
export function fillPositionValues(tree: GameTree): void {
  const t = tree.positions;
  for (let p = 0; p < t.count; p++) {
    const i = t.node[p];
    t.score[p] = tree.score[i];
    t.scoreShortest[p] = tree.scoreShortest[i];
    t.bestMask[p] = tree.bestMask[i];
    t.bestMaskShortest[p] = tree.bestMaskShortest[i];
  }
}

/**
 * Node values and best-move masks copied from the position table, which
 * must hold both modes' values (scorePositions): minimax over the 5,478
 * positions of the DAG instead of the 549,946 nodes, then one flat pass. O(N).
 */
export function copyPositionValues(tree: GameTree): void {
  const n = tree.nodeCount;
  for (let a = 0; a < n; a += CHUNK) copyValues(tree, a, Math.min(n, a + CHUNK));
}

function copyValues(tree: GameTree, a: number, b: number): void {
  const { pos, score, scoreShortest, bestMask, bestMaskShortest } = tree;
  const t = tree.positions;
  for (let i = a; i < b; i++) {
    const p = pos[i];
    score[i] = t.score[p];
    scoreShortest[i] = t.scoreShortest[p];
    bestMask[i] = t.bestMask[p];
    bestMaskShortest[i] = t.bestMaskShortest[p];
  }
}

/**
 * How node values are computed:
 * - 'positions': minimax over the position DAG (each position once), values
 *   copied to every node at that position: the app's fast path;
 * - 'bottom-up': minimax over the nodes by depth, deepest level first;
 * - 'depth-first': minimax over the nodes by explicit-stack recursion.
 * All three give identical columns (tested node by node).
 */
export type ScoringMethod = 'positions' | 'bottom-up' | 'depth-first';
export const SCORING_METHODS: readonly ScoringMethod[] = ['positions', 'bottom-up', 'depth-first'];

/**
 * Scores both modes, computes best moves and fills the position table.
 * 'positions' scores the DAG and copies; 'bottom-up' does it all in one sweep
 * by depth; 'depth-first' runs the explicit-stack recursion per mode, then the
 * best-move pass.
 */
export function scoreTree(tree: GameTree, method: ScoringMethod = 'bottom-up', onProgress?: ProgressFn): void {
  const n = tree.nodeCount;
  if (method === 'positions') {
    scorePositions(tree.positions);
    copyPositionValues(tree);
    onProgress?.('scores', n, n);
    tree.scored = true;
    onProgress?.('best-moves', 1, 1);
    return;
  }
  if (method === 'bottom-up') {
    scoreBottomUp(tree, onProgress);
  } else {
    // Report the two modes as one 'scores' phase of 2N units.
    scoreDepthFirst(tree, 'wdl', onProgress && ((_, done) => onProgress('scores', done, 2 * n)));
    scoreDepthFirst(tree, 'shortest', onProgress && ((_, done) => onProgress('scores', n + done, 2 * n)));
    onProgress?.('best-moves', 0, 2);
    computeBestMoves(tree, 'wdl');
    onProgress?.('best-moves', 1, 2);
    computeBestMoves(tree, 'shortest');
  }
  fillPositionValues(tree);
  tree.scored = true;
  onProgress?.('best-moves', 1, 1);
}
