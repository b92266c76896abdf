/**
 * The tree of move sequences of a game solved whole (games/wholeGame.ts) as a
 * TreeSource for the whole-game overview: a node is one move sequence from
 * the start, its position the whole game's position, so the overview's mix
 * (`wholeGameMix`) is read per position and a node's width is the finished
 * games from its position. The tree may have ~10^11 nodes and more: a node is
 * made when it is first asked for (a child of a node the overview walked),
 * never before, so the nodes held are those drawn at least a pixel wide and
 * their children, a few tens of thousands per picture.
 *
 * Layout: parallel growable arrays per node (parent, position, move, depth,
 * first child: -1 until its children are made, which then are contiguous).
 * Every query O(1) but `state` (O(depth): the moves replayed).
 */
import type { Game, ScoreMode } from '../games/game.ts';
import { wholeGameOutcomes, wholeGameRow, type WholeGame } from '../games/wholeGame.ts';
import type { OverviewMix } from './overview.ts';
import type { TreeSource } from './treeSource.ts';

export interface WholeGameSource<S> extends TreeSource<S> {
  /** The node of a line of moves from the start (made as needed), or -1 when a move is not one of its position's. O(moves × moves a position). */
  nodeOf(moves: readonly number[]): number;
  /** Nodes made so far. */
  readonly size: () => number;
}

/** The tree of move sequences of `t` for `game` (whose initial position is the table's position 0). */
export function wholeGameSource<S>(game: Game<S>, t: WholeGame): WholeGameSource<S> {
  const parent: number[] = [-1];
  const position: number[] = [0];
  const move: number[] = [-1];
  const depth: number[] = [0];
  const first: number[] = [-1];
  const childCount = (n: number) => t.edgeStart[position[n] + 1] - t.edgeStart[position[n]];
  const child = (n: number, k: number): number => {
    if (first[n] < 0) {
      const p = position[n];
      first[n] = parent.length;
      for (let e = t.edgeStart[p]; e < t.edgeStart[p + 1]; e++) {
        parent.push(n);
        position.push(t.edgeChild[e]);
        move.push(t.edgeMove[e]);
        depth.push(depth[n] + 1);
        first.push(-1);
      }
    }
    return first[n] + k;
  };
  const state = (n: number): S => {
    const line: number[] = [];
    for (let m = n; m > 0; m = parent[m]) line.push(move[m]);
    let s = game.initial;
    for (let i = line.length - 1; i >= 0; i--) s = game.play(s, line[i]);
    return s;
  };
  const value = (n: number, mode: ScoreMode) => {
    const v = t.value[position[n]];
    return mode === 'shortest' ? v : Math.sign(v) + 0;
  };
  return {
    root: 0,
    childCount,
    child,
    parent: (n) => parent[n],
    depth: (n) => depth[n],
    move: (n) => move[n],
    // Whose move it was: the side to move at the parent (the game alternates by its own rules, read from the state).
    moveName: (n) => (n === 0 ? '' : `${game.sideNames[game.toMove(state(parent[n]))]}:${game.formatMove(move[n])}`),
    value,
    best: (n, mode) => n !== 0 && value(n, mode) === value(parent[n], mode),
    firstToMove: (n) => game.toMove(state(n)) === 0,
    state,
    bestMoves: (n, mode) => {
      const out: number[] = [];
      for (let k = 0; k < childCount(n); k++) if (value(child(n, k), mode) === value(n, mode)) out.push(move[child(n, k)]);
      return out;
    },
    symmetryKey: (n) => position[n],
    // Move sequences below are not counted (the width is the finished games); a node stands for itself.
    subtreeSize: () => 1,
    games: (n) => wholeGameOutcomes(t, position[n]),
    positionOf: (n) => position[n],
    positionCount: t.count,
    maxDepth: t.levels - 1,
    nodeOf(moves) {
      let n = 0;
      for (const m of moves) {
        let next = -1;
        for (let k = 0; k < childCount(n); k++) {
          const c = child(n, k);
          if (move[c] === m) next = c;
        }
        if (next < 0) return -1;
        n = next;
      }
      return n;
    },
    size: () => parent.length,
  };
}

/** The overview's mix of the whole game (its width the finished games): each row read from the whole game's compact table. */
export function wholeGameMix(t: WholeGame, mode: ScoreMode): OverviewMix {
  return { weight: 'games', mode, levels: t.levels, mix: new Float64Array(0), rowOf: (p, r, out) => wholeGameRow(t, p, r, out) };
}
