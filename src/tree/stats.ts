/**
 * Figures about a complete game tree: nodes and finished games per depth, how
 * the games end, positions (and up to symmetry), value counts per mode.
 */
import { OUTCOME, SCORE_MODES, type ScoreMode } from '../games/game.ts';
import type { GameTree } from './gameTree.ts';

export interface TreeStats {
  readonly nodes: number;
  readonly nodesPerDepth: number[];
  readonly games: number;
  readonly firstWins: number;
  readonly draws: number;
  readonly secondWins: number;
  readonly gamesPerDepth: number[];
  readonly positions: number;
  readonly terminalPositions: number;
  readonly canonicalPositions: number;
  readonly canonicalTerminalPositions: number;
  /** value -> number of nodes with it, per scoring mode (keys are value strings, highest first). */
  readonly valueCounts: Record<ScoreMode, Record<string, number>>;
  readonly rootValue: Record<ScoreMode, number>;
}

/** Computes TreeStats in one pass over nodes and one over positions. O(N + P). */
export function treeStats<S>(tree: GameTree<S>): TreeStats {
  const levels = tree.game.maxPlies + 1;
  const nodesPerDepth = new Array<number>(levels).fill(0);
  const gamesPerDepth = new Array<number>(levels).fill(0);
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
    const c = tree.game.canonicalKey(tree.game.fromKey(t.key[p]));
    canon.add(c);
    if (t.outcome[p] !== OUTCOME.playing) {
      terminal++;
      canonTerminal.add(c);
    }
  }
  const valueCounts = { wdl: {}, shortest: {} } as Record<ScoreMode, Record<string, number>>;
  for (const mode of SCORE_MODES) {
    const s = tree.score[mode];
    const counts = new Map<number, number>();
    for (let i = 0; i < tree.nodeCount; i++) counts.set(s[i], (counts.get(s[i]) ?? 0) + 1);
    for (const v of [...counts.keys()].sort((a, b) => b - a)) valueCounts[mode][String(v)] = counts.get(v) as number;
  }
  return {
    nodes: tree.nodeCount,
    nodesPerDepth,
    games: outcomes[OUTCOME.firstWon] + outcomes[OUTCOME.secondWon] + outcomes[OUTCOME.draw],
    firstWins: outcomes[OUTCOME.firstWon],
    secondWins: outcomes[OUTCOME.secondWon],
    draws: outcomes[OUTCOME.draw],
    gamesPerDepth,
    positions: t.count,
    terminalPositions: terminal,
    canonicalPositions: canon.size,
    canonicalTerminalPositions: canonTerminal.size,
    valueCounts,
    rootValue: { wdl: tree.scoreWdl[0], shortest: tree.scoreShortest[0] },
  };
}

/** The part of TreeStats that needs no pass over the nodes. */
export type SummaryStats = Pick<TreeStats, 'nodes' | 'nodesPerDepth' | 'games' | 'firstWins' | 'draws' | 'secondWins' | 'positions' | 'canonicalPositions' | 'rootValue'>;

/**
 * The figures the app's summary shows, without touching every node: levels
 * from levelStart, games from the root's position, positions from the table.
 * O(P).
 */
export function summaryStats<S>(tree: GameTree<S>): SummaryStats {
  const nodesPerDepth = Array.from({ length: tree.game.maxPlies + 1 }, (_, d) => tree.levelStart[d + 1] - tree.levelStart[d]);
  const t = tree.positions;
  const root = tree.pos[0];
  const canon = new Set<number>();
  for (let p = 0; p < t.count; p++) canon.add(tree.game.canonicalKey(tree.game.fromKey(t.key[p])));
  return {
    nodes: tree.nodeCount,
    nodesPerDepth,
    games: t.firstWins[root] + t.draws[root] + t.secondWins[root],
    firstWins: t.firstWins[root],
    draws: t.draws[root],
    secondWins: t.secondWins[root],
    positions: t.count,
    canonicalPositions: canon.size,
    rootValue: { wdl: tree.scoreWdl[0], shortest: tree.scoreShortest[0] },
  };
}
