/**
 * Naive references for the depth-limit, table-probe and negamax exercises,
 * sharing no code with src/: boards are arrays (naive.ts), searches are plain
 * recursion, the probe rule is written from the words of source article 2 and the
 * app's manual (same depth only, depth clamped to the plies left; exact,
 * upper ≤ α, β ≤ lower, else narrow), with every value in ninths or whole numbers.
 */
import { LINES, naiveFinished, naiveTurn, naiveWinner, type NaiveBoard } from './naive.ts';

const empties = (b: NaiveBoard) => b.flatMap((c, i) => (c === '' ? [i] : []));
const after = (b: NaiveBoard, cell: number): NaiveBoard => {
  const n = b.slice();
  n[cell] = naiveTurn(b);
  return n;
};
/** o's score of a finished board in ninths (9, 0, -9). */
const finishedNinths = (b: NaiveBoard) => (naiveWinner(b) === 'o' ? 9 : naiveWinner(b) === 'x' ? -9 : 0);

/** Lines with no x minus lines with no o: the open-line evaluation in ninths. */
export function naiveOpenLines(b: NaiveBoard): number {
  let d = 0;
  for (const line of LINES) {
    if (!line.some((c) => b[c] === 'x')) d++;
    if (!line.some((c) => b[c] === 'o')) d--;
  }
  return d;
}

/** Minimax to `depth` plies in ninths (o maximises). */
function limited(b: NaiveBoard, depth: number): number {
  if (naiveFinished(b)) return finishedNinths(b);
  if (depth === 0) return naiveOpenLines(b);
  const vs = empties(b).map((c) => limited(after(b, c), depth - 1));
  return naiveTurn(b) === 'o' ? Math.max(...vs) : Math.min(...vs);
}

/** The depth-limited search's move (the first of the equal best, in cell order) and its value in ninths. */
export function naiveDepthLimited(b: NaiveBoard, depth: number): { move: number; ninths: number } {
  const o = naiveTurn(b) === 'o';
  let move = -1;
  let best = o ? -Infinity : Infinity;
  for (const c of empties(b)) {
    const v = limited(after(b, c), depth - 1);
    if (o ? v > best : v < best) {
      best = v;
      move = c;
    }
  }
  return { move, ninths: best };
}

/** Positions a depth-limited search values at its leaves. */
export function naiveLeaves(b: NaiveBoard, depth: number): number {
  if (naiveFinished(b) || depth === 0) return 1;
  return empties(b).reduce((n, c) => n + naiveLeaves(after(b, c), depth - 1), 0);
}

const negamaxMemo = new Map<string, number>();
/** The full negamax value for the side to move (-1, 0, 1), remembered by board. */
export function naiveNegamax(b: NaiveBoard): number {
  const key = b.map((c) => c || '.').join('');
  let v = negamaxMemo.get(key);
  if (v === undefined) {
    if (naiveFinished(b)) v = naiveWinner(b) === '' ? 0 : -1; // the side to move did not make the line
    else v = Math.max(...empties(b).map((c) => -naiveNegamax(after(b, c)))) + 0; // + 0 turns -0 into 0
    negamaxMemo.set(key, v);
  }
  return v;
}

/** The probe, by the rules written out (see the header). */
export function naiveProbe(entry: { value: number; bound: 'lower' | 'upper' | 'exact'; depth: number }, alpha: number, beta: number, remaining: number, pliesLeft: number | null): { action: 'return' | 'narrow' | 'search'; value?: number; alpha?: number; beta?: number } {
  const needed = pliesLeft !== null && pliesLeft < remaining ? pliesLeft : remaining;
  if (entry.depth !== needed) return { action: 'search' };
  if (entry.bound === 'exact') return { action: 'return', value: entry.value };
  if (entry.bound === 'upper' && entry.value <= alpha) return { action: 'return', value: entry.value };
  if (entry.bound === 'lower' && entry.value >= beta) return { action: 'return', value: entry.value };
  if (entry.bound === 'lower') return { action: 'narrow', alpha: entry.value > alpha ? entry.value : alpha, beta };
  return { action: 'narrow', alpha, beta: entry.value < beta ? entry.value : beta };
}
