/**
 * The explorer's tree of a game solved on demand (Connect Four: its positions
 * are far too many to hold, yet any one is solved exactly by search or read
 * from a table of every position) as a TreeSource: the focus position and
 * `levels` levels of moves below it, each board's exact value read from the
 * solves known so far. A solve of a position gives the exact value of every
 * move (the value of each child), so the focus's solve colours its children,
 * each child's solve its grandchildren. The shape comes from the rules alone:
 * a board whose parent is not solved yet is drawn with no value (white).
 *
 * Built afresh for each focus and each new solve (a few dozen boards: 1 + 7 +
 * 49 on 7×6 two levels deep), never grown node by node over the game: the
 * tree of move sequences is far larger than the positions.
 *
 * Layout: a move tree (moveTree.ts), breadth-first (node 0 the focus; a node's
 * children contiguous, in the game's move order), with parallel arrays of its
 * own: value (first player's view, the solver's units; null unknown), best
 * (the move is one of its parent's best) and the node's best moves.
 * O(nodes · moves) to build; every query O(1) but `pathTo`.
 */
import { legalMoveList, OUTCOME, type Game } from '../games/game.ts';
import type { TreeSource } from './treeSource.ts';
import { createMoveTree } from './moveTree.ts';

/** A move's exact value from its position's solve (first player's view). */
export interface SolvedMoveValue {
  readonly move: number;
  readonly value: number;
}

/** The exact values of a position's moves once solved (moves from the focus, in play order), else null. */
export type SolvedAt = (path: readonly number[]) => readonly SolvedMoveValue[] | null;

export interface SolvedTree<S> extends TreeSource<S> {
  /** The moves from the focus to `node`. O(depth). */
  pathTo(node: number): number[];
}


/**
 * The tree below `focus` (`levels` ≥ 1 levels of moves), values from `solvedAt`. The focus's own value is its
 * best move's once solved (a finished game's final score as `terminalScore` in 'shortest', the solver's units).
 * O(nodes · moves).
 */
export function solvedTree<S>(game: Game<S>, focus: S, levels: number, solvedAt: SolvedAt): SolvedTree<S> {
  const tree = createMoveTree(game, focus);
  const value: (number | null)[] = [null];
  const best: boolean[] = [false];
  const bestList: (readonly number[])[] = [[]];
  for (let n = 0; n < tree.parent.length; n++) {
    const s = tree.states[n];
    if (game.outcome(s) !== OUTCOME.playing) {
      if (n === 0) value[0] = game.terminalScore(s, 'shortest');
      continue;
    }
    const solved = solvedAt(tree.pathTo(n));
    const byMove = new Map((solved ?? []).map((m) => [m.move, m.value]));
    // The mover's best: the first player maximises, the second minimises.
    const sign = game.toMove(s) === 0 ? 1 : -1;
    const top = solved && solved.length > 0 ? Math.max(...solved.map((m) => sign * m.value)) : null;
    if (n === 0 && top !== null) value[0] = sign * top + 0;
    bestList[n] = solved ? solved.filter((m) => sign * m.value === top).map((m) => m.move) : [];
    if (tree.depth[n] >= levels) continue;
    const moves = legalMoveList(game, s);
    tree.addChildren(n, moves);
    for (const m of moves) {
      const v = byMove.get(m);
      value.push(v ?? null);
      best.push(v !== undefined && top !== null && sign * v === top);
      bestList.push([]);
    }
  }
  return {
    ...tree.source,
    value: (n, mode) => {
      const v = value[n];
      return v === null || mode === 'shortest' ? v : Math.sign(v) + 0;
    },
    best: (n) => best[n],
    bestMoves: (n) => bestList[n],
    positionCount: tree.parent.length,
    maxDepth: levels,
    pathTo: tree.pathTo,
  };
}
