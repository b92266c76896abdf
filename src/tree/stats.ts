/**
 * Whole-tree statistics: nodes per depth, finished games by outcome, positions
 * (reachable, finished, up to symmetry), value counts over all nodes. O(N).
 */
import { canonicalBoard } from '../games/tictactoe/symmetry.ts';
import type { ScoreMode } from '../games/tictactoe/score.ts';
import { nodeScores, type GameTree } from './gameTree.ts';

export interface TreeStats {
  readonly nodes: number;
  readonly nodesPerDepth: number[];
  readonly games: number;
  readonly oWins: number;
  readonly draws: number;
  readonly xWins: number;
  readonly gamesPerDepth: number[];
  readonly positions: number;
  readonly terminalPositions: number;
  readonly canonicalPositions: number;
  readonly canonicalTerminalPositions: number;
  /** value -> number of nodes with it, per scoring mode (keys are value strings). */
  readonly valueCounts: Record<ScoreMode, Record<string, number>>;
  readonly rootValue: Record<ScoreMode, number>;
}

/** Computes TreeStats in one pass over nodes and one over positions. */
export function treeStats(tree: GameTree): TreeStats {
  const nodesPerDepth = new Array<number>(10).fill(0);
  const gamesPerDepth = new Array<number>(10).fill(0);
  const outcomes = [0, 0, 0, 0];
  const { depth, childCount, pos } = tree;
  const outcome = tree.positions.outcome;
  for (let i = 0; i < tree.nodeCount; i++) {
    nodesPerDepth[depth[i]]++;
    if (childCount[i] === 0) {
      gamesPerDepth[depth[i]]++;
      outcomes[outcome[pos[i]]]++;
    }
  }
  const t = tree.positions;
  let terminal = 0;
  const canon = new Set<number>();
  const canonTerminal = new Set<number>();
  for (let p = 0; p < t.count; p++) {
    const c = canonicalBoard(t.board[p]);
    canon.add(c);
    if (t.outcome[p] !== 0) {
      terminal++;
      canonTerminal.add(c);
    }
  }
  const valueCounts = { wdl: {}, shortest: {} } as Record<ScoreMode, Record<string, number>>;
  for (const mode of ['wdl', 'shortest'] as const) {
    const s = nodeScores(tree, mode);
    const counts = new Map<number, number>();
    for (let i = 0; i < tree.nodeCount; i++) counts.set(s[i], (counts.get(s[i]) ?? 0) + 1);
    for (const v of [...counts.keys()].sort((a, b) => b - a)) valueCounts[mode][String(v)] = counts.get(v) as number;
  }
  return {
    nodes: tree.nodeCount,
    nodesPerDepth,
    games: outcomes[1] + outcomes[2] + outcomes[3],
    oWins: outcomes[1],
    xWins: outcomes[2],
    draws: outcomes[3],
    gamesPerDepth,
    positions: t.count,
    terminalPositions: terminal,
    canonicalPositions: canon.size,
    canonicalTerminalPositions: canonTerminal.size,
    valueCounts,
    rootValue: { wdl: tree.score[0], shortest: tree.scoreShortest[0] },
  };
}

export interface SummaryStats {
  readonly nodes: number;
  readonly nodesPerDepth: number[];
  readonly games: number;
  readonly oWins: number;
  readonly draws: number;
  readonly xWins: number;
  readonly positions: number;
  readonly canonicalPositions: number;
  readonly rootValue: Record<ScoreMode, number>;
}

/**
 * The figures the app's summary shows, without touching every node: levels
 * from levelStart (bfs; else one counting pass), games from the root's
 * position, positions from the table. O(P) for a bfs tree.
 */
export function summaryStats(tree: GameTree): SummaryStats {
  let nodesPerDepth: number[];
  if (tree.layout === 'bfs') nodesPerDepth = Array.from({ length: 10 }, (_, d) => tree.levelStart[d + 1] - tree.levelStart[d]);
  else {
    nodesPerDepth = new Array<number>(10).fill(0);
    for (let i = 0; i < tree.nodeCount; i++) nodesPerDepth[tree.depth[i]]++;
  }
  const t = tree.positions;
  const root = tree.pos[0];
  const canon = new Set<number>();
  for (let p = 0; p < t.count; p++) canon.add(canonicalBoard(t.board[p]));
  return {
    nodes: tree.nodeCount,
    nodesPerDepth,
    games: t.oWins[root] + t.draws[root] + t.xWins[root],
    oWins: t.oWins[root],
    draws: t.draws[root],
    xWins: t.xWins[root],
    positions: t.count,
    canonicalPositions: canon.size,
    rootValue: { wdl: tree.score[0], shortest: tree.scoreShortest[0] },
  };
}
