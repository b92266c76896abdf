/**
 * A deliberately naive Othello (an array of 64 cells, no bitboards), the
 * oracle the bitboard engine is checked against: 0 empty, 1 black, 2 white;
 * square = row * 8 + col from the top-left.
 */
export type Cells = number[];

const DIRS: readonly (readonly [number, number])[] = [
  [-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1],
];

/** The discs a `colour` disc on `sq` would turn over, ascending (empty when it turns none or the square is taken). */
export function naiveFlips(cells: Cells, colour: 1 | 2, sq: number): number[] {
  if (cells[sq] !== 0) return [];
  const other = 3 - colour;
  const out: number[] = [];
  for (const [dr, dc] of DIRS) {
    const run: number[] = [];
    let r = Math.floor(sq / 8) + dr;
    let c = (sq % 8) + dc;
    while (r >= 0 && r < 8 && c >= 0 && c < 8 && cells[r * 8 + c] === other) {
      run.push(r * 8 + c);
      r += dr;
      c += dc;
    }
    if (run.length > 0 && r >= 0 && r < 8 && c >= 0 && c < 8 && cells[r * 8 + c] === colour) out.push(...run);
  }
  return out.sort((a, b) => a - b);
}

/** Whether a `colour` disc on `sq` would turn over any disc: naiveFlips's walk, stopping at the first run it finds (no lists built). */
function naiveTurnsAny(cells: Cells, colour: 1 | 2, sq: number): boolean {
  if (cells[sq] !== 0) return false;
  const other = 3 - colour;
  for (const [dr, dc] of DIRS) {
    let r = Math.floor(sq / 8) + dr;
    let c = (sq % 8) + dc;
    let run = 0;
    while (r >= 0 && r < 8 && c >= 0 && c < 8 && cells[r * 8 + c] === other) {
      run++;
      r += dr;
      c += dc;
    }
    if (run > 0 && r >= 0 && r < 8 && c >= 0 && c < 8 && cells[r * 8 + c] === colour) return true;
  }
  return false;
}

/** The squares `colour` may play, ascending. */
export function naiveMoves(cells: Cells, colour: 1 | 2): number[] {
  const out: number[] = [];
  for (let sq = 0; sq < 64; sq++) if (naiveTurnsAny(cells, colour, sq)) out.push(sq);
  return out;
}

/** The cells after `colour` plays `sq` (legal). */
export function naivePlay(cells: Cells, colour: 1 | 2, sq: number): Cells {
  const next = cells.slice();
  next[sq] = colour;
  for (const f of naiveFlips(cells, colour, sq)) next[f] = colour;
  return next;
}

/** The standard start. */
export function naiveStart(): Cells {
  const cells = new Array<number>(64).fill(0);
  cells[27] = 2;
  cells[36] = 2;
  cells[28] = 1;
  cells[35] = 1;
  return cells;
}

/**
 * The exact final score of `cells` with `colour` to move, by plain recursion
 * (negamax with fail-hard alpha-beta, moves in square order, no table, no
 * bitboards, no code shared with the engine's solver): the final disc
 * difference from `colour`'s view with best play, empty squares counted for
 * the winner; a side with no move passes, the game ends when neither moves.
 */
export function naiveSolve(cells: Cells, colour: 1 | 2, alpha = -64, beta = 64): number {
  const moves = naiveMoves(cells, colour);
  const other = (3 - colour) as 1 | 2;
  if (moves.length === 0) {
    if (naiveMoves(cells, other).length === 0) return naiveFinalScore(cells, colour);
    return 0 - naiveSolve(cells, other, -beta, -alpha);
  }
  for (const sq of moves) {
    const v = 0 - naiveSolve(naivePlay(cells, colour, sq), other, -beta, -alpha);
    if (v >= beta) return beta;
    if (v > alpha) alpha = v;
  }
  return alpha;
}

/** The final score of a finished game from `colour`'s view: its discs minus the other's, the empty squares going to the winner. */
export function naiveFinalScore(cells: Cells, colour: 1 | 2): number {
  let mine = 0;
  let theirs = 0;
  for (const c of cells) {
    if (c === colour) mine++;
    else if (c !== 0) theirs++;
  }
  const empty = 64 - mine - theirs;
  const diff = mine - theirs;
  return diff > 0 ? diff + empty : diff < 0 ? diff - empty : 0;
}

/** Each legal move of `colour` with its exact score (naiveSolve of the position after it, full window), in square order. */
export function naiveMoveScores(cells: Cells, colour: 1 | 2): { move: number; score: number }[] {
  const other = (3 - colour) as 1 | 2;
  return naiveMoves(cells, colour).map((sq) => ({ move: sq, score: 0 - naiveSolve(naivePlay(cells, colour, sq), other) }));
}
