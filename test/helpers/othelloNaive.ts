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

/** The squares `colour` may play, ascending. */
export function naiveMoves(cells: Cells, colour: 1 | 2): number[] {
  const out: number[] = [];
  for (let sq = 0; sq < 64; sq++) if (naiveFlips(cells, colour, sq).length > 0) out.push(sq);
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
