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
 * Layout: parallel arrays indexed by node, breadth-first (node 0 the focus;
 * a node's children contiguous, in the game's move order): parent, move,
 * depth, value (first player's view, the solver's units; null unknown), best
 * (the move is one of its parent's best), first child, child count, state
 * and its best moves. O(nodes · moves) to build; every query
 * O(1) but `pathTo`.
 */
import { legalMoveList, OUTCOME, type Game } from '../games/game.ts';
import type { OutcomeSplit, TreeSource } from './treeSource.ts';

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

const NONE: OutcomeSplit = { firstWins: 0, draws: 0, secondWins: 0 };

/**
 * The tree below `focus` (`levels` ≥ 1 levels of moves), values from `solvedAt`. The focus's own value is its
 * best move's once solved (a finished game's final score as `terminalScore` in 'shortest', the solver's units).
 * O(nodes · moves).
 */
export function solvedTree<S>(game: Game<S>, focus: S, levels: number, solvedAt: SolvedAt): SolvedTree<S> {
  const parent: number[] = [-1];
  const move: number[] = [-1];
  const depth: number[] = [0];
  const value: (number | null)[] = [null];
  const best: boolean[] = [false];
  const first: number[] = [-1];
  const count: number[] = [0];
  const states: S[] = [focus];
  const bestList: (readonly number[])[] = [[]];
  const pathTo = (node: number) => {
    const moves: number[] = [];
    for (let n = node; n > 0; n = parent[n]) moves.push(move[n]);
    return moves.reverse();
  };
  for (let n = 0; n < parent.length; n++) {
    const s = states[n];
    if (game.outcome(s) !== OUTCOME.playing) {
      if (n === 0) value[0] = game.terminalScore(s, 'shortest');
      continue;
    }
    const solved = solvedAt(pathTo(n));
    const byMove = new Map((solved ?? []).map((m) => [m.move, m.value]));
    // The mover's best: the first player maximises, the second minimises.
    const sign = game.toMove(s) === 0 ? 1 : -1;
    const top = solved && solved.length > 0 ? Math.max(...solved.map((m) => sign * m.value)) : null;
    if (n === 0 && top !== null) value[0] = sign * top + 0;
    bestList[n] = solved ? solved.filter((m) => sign * m.value === top).map((m) => m.move) : [];
    if (depth[n] >= levels) continue;
    const moves = legalMoveList(game, s);
    first[n] = parent.length;
    count[n] = moves.length;
    for (const m of moves) {
      const v = byMove.get(m);
      parent.push(n);
      move.push(m);
      depth.push(depth[n] + 1);
      value.push(v ?? null);
      best.push(v !== undefined && top !== null && sign * v === top);
      first.push(-1);
      count.push(0);
      states.push(game.play(s, m));
      bestList.push([]);
    }
  }
  const size = parent.length;
  return {
    root: 0,
    childCount: (n) => count[n],
    child: (n, k) => first[n] + k,
    parent: (n) => parent[n],
    depth: (n) => depth[n],
    move: (n) => move[n],
    moveName: (n) => (n === 0 ? '' : `${game.sideNames[game.toMove(states[parent[n]])]}:${game.formatMove(move[n])}`),
    value: (n, mode) => {
      const v = value[n];
      return v === null || mode === 'shortest' ? v : Math.sign(v) + 0;
    },
    best: (n) => best[n],
    firstToMove: (n) => game.toMove(states[n]) === 0,
    state: (n) => states[n],
    bestMoves: (n) => bestList[n],
    symmetryKey: (n) => n,
    subtreeSize: () => 1,
    games: () => NONE,
    positionOf: (n) => n,
    positionCount: size,
    maxDepth: levels,
    pathTo,
  };
}
