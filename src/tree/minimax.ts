/**
 * Minimax over the node tree, two ways (seed 000): bottom-up by depth (deepest
 * level first) and depth-first recursion with an explicit stack. Both fill a
 * node score column; computeBestMoves then derives each node's best-move mask
 * once (seed 004). Values are from o's point of view: o maximises on even
 * depths, x minimises on odd depths.
 */
import { terminalScore, type ScoreMode } from '../game/score.ts';
import type { ProgressFn } from './build.ts';
import { nodeBestMasks, nodeScores, type GameTree } from './gameTree.ts';
import { bestColumn, OUTCOME_CODES, scoreColumn } from './positions.ts';

/** Terminal score by outcome code (1 o, 2 x, 3 draw) and depth, for both modes: [mode][outcome*10+depth]. */
const TERMINAL = {
  wdl: new Int8Array(40),
  shortest: new Int8Array(40),
};
for (let o = 1; o < 4; o++) {
  for (let d = 0; d < 10; d++) {
    TERMINAL.wdl[o * 10 + d] = terminalScore(OUTCOME_CODES[o], d, 'wdl');
    TERMINAL.shortest[o * 10 + d] = terminalScore(OUTCOME_CODES[o], d, 'shortest');
  }
}

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
 * Bottom-up minimax by depth: scores every node of depth 9, then 8, ..., then
 * the root. Uses the bfs level ranges when available, else groups nodes by
 * depth with a counting sort. O(N).
 */
export function scoreBottomUp(tree: GameTree, mode: ScoreMode, onProgress?: ProgressFn): void {
  const score = nodeScores(tree, mode);
  const term = TERMINAL[mode];
  const outcome = tree.positions.outcome;
  const n = tree.nodeCount;
  if (tree.layout === 'bfs') {
    const ls = tree.levelStart;
    for (let d = 9; d >= 0; d--) {
      for (let i = ls[d + 1] - 1; i >= ls[d]; i--) scoreNode(tree, i, score, term, outcome);
      onProgress?.('scores', n - ls[d], n);
    }
    return;
  }
  const order = nodesByDepth(tree);
  for (let d = 9; d >= 0; d--) {
    for (let k = order.start[d]; k < order.start[d + 1]; k++) scoreNode(tree, order.nodes[k], score, term, outcome);
    onProgress?.('scores', n - order.start[d], n);
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
 * Copies node values into the position table (first node seen of each
 * position), making the table the O(1) look-up for the perfect AI. O(N).
 */
export function fillPositionValues(tree: GameTree): void {
  const t = tree.positions;
  const seen = new Uint8Array(t.count);
  for (const mode of ['wdl', 'shortest'] as const) {
    const ns = nodeScores(tree, mode);
    const nb = nodeBestMasks(tree, mode);
    const ps = scoreColumn(t, mode);
    const pb = bestColumn(t, mode);
    seen.fill(0);
    for (let i = 0; i < tree.nodeCount; i++) {
      const p = tree.pos[i];
      if (seen[p]) continue;
      seen[p] = 1;
      ps[p] = ns[i];
      pb[p] = nb[i];
    }
  }
}

export type ScoringMethod = 'bottom-up' | 'depth-first';

/** Scores both modes, computes best moves and fills the position table. */
export function scoreTree(tree: GameTree, method: ScoringMethod = 'bottom-up', onProgress?: ProgressFn): void {
  const scorer = method === 'bottom-up' ? scoreBottomUp : scoreDepthFirst;
  const n = tree.nodeCount;
  // Report the two modes as one 'scores' phase of 2N units.
  scorer(tree, 'wdl', onProgress && ((_, done) => onProgress('scores', done, 2 * n)));
  scorer(tree, 'shortest', onProgress && ((_, done) => onProgress('scores', n + done, 2 * n)));
  onProgress?.('best-moves', 0, 2);
  computeBestMoves(tree, 'wdl');
  onProgress?.('best-moves', 1, 2);
  computeBestMoves(tree, 'shortest');
  fillPositionValues(tree);
  tree.scored = true;
  onProgress?.('best-moves', 2, 2);
}
