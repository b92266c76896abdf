/**
 * A deliberately plain fail-soft alpha-beta over the naive boards of
 * naive.ts, sharing no code with src/: plain recursion over cell arrays,
 * o maximises, x minimises, with a move order given as a list of cells.
 * Records what the exercises ask: nodes visited, the edges a cut-off skips,
 * and the window each node was entered with. Cuts on v ≥ β / v ≤ α, or with
 * `strict` only on v > β / v < α (the rule some courses grade by).
 */
import { naiveFinished, naiveTurn, naiveWinner, type NaiveBoard } from './naive.ts';

export interface NaiveSearchFacts {
  value: number;
  /** Every call counted, the root and finished games included. */
  nodes: number;
  /** Paths (moves from the root, as digit strings) of skipped children. */
  cuts: string[];
  /** Window on entry of every unfinished node, by path ('' is the root). */
  windows: Map<string, [number, number]>;
}

/** Orders the empty cells of `b` (default: cell order). */
export type NaiveOrder = (b: NaiveBoard, empty: number[]) => number[];

export function naiveAlphaBeta(root: NaiveBoard, order: NaiveOrder = (_b, e) => e, strict = false): NaiveSearchFacts {
  const facts: NaiveSearchFacts = { value: 0, nodes: 0, cuts: [], windows: new Map() };
  const visit = (b: NaiveBoard, path: string, alpha: number, beta: number): number => {
    facts.nodes++;
    if (naiveFinished(b)) {
      const w = naiveWinner(b);
      return w === 'o' ? 1 : w === 'x' ? -1 : 0;
    }
    facts.windows.set(path, [alpha, beta]);
    const turn = naiveTurn(b);
    const empty: number[] = [];
    for (let c = 0; c < 9; c++) if (b[c] === '') empty.push(c);
    const cells = order(b, empty);
    let best = turn === 'o' ? -Infinity : Infinity;
    for (let i = 0; i < cells.length; i++) {
      const next = b.slice();
      next[cells[i]] = turn;
      const v = visit(next, path + cells[i], alpha, beta);
      if (turn === 'o') {
        best = Math.max(best, v);
        if (strict ? best > beta : best >= beta) {
          facts.cuts.push(...cells.slice(i + 1).map((c) => path + c));
          break;
        }
        alpha = Math.max(alpha, best);
      } else {
        best = Math.min(best, v);
        if (strict ? best < alpha : best <= alpha) {
          facts.cuts.push(...cells.slice(i + 1).map((c) => path + c));
          break;
        }
        beta = Math.min(beta, best);
      }
    }
    return best;
  };
  facts.value = visit(root, '', -Infinity, Infinity);
  return facts;
}
