/**
 * A bitboard for Connect Four (four in a row) on W×H boards, in 32-bit
 * integers only (JavaScript's bit operators are 32-bit; BigInt is far
 * slower): the layout of Pascal Pons's solver series, column-major with a
 * sentinel row, split into two words at a column boundary.
 *
 * Layout: column c owns S = H + 1 bits (rows 0..H-1 from the bottom, then an
 * always-empty sentinel). Columns 0..LO_COLS-1 live in the word `lo` (bit
 * c·S + r), the rest in `hi` (bit (c - LO_COLS)·S + r), with LO_COLS the
 * most columns that fit 32 bits (4 of 7 for 7×6: lo 28 bits, hi 21). As the
 * split falls between columns, additions within a column (the key, the
 * playable squares) never carry from one word into the other; only the
 * horizontal and diagonal shifts of `winningCells` cross it, each as a
 * two-word shift.
 *
 * A position is two such pairs: `p`, the discs of the side to move, and `m`,
 * every disc (the mask); playing a move m' is p ^= m, m |= m'. Its key,
 * p + m (one per position), is a pair of words too: below 2^LO_BITS and
 * 2^HI_BITS. Pure: no DOM, runs in Node and in a worker.
 */

/** Board sizes the solver takes: four in a row, at least 4 columns, the words as above. */
export function boardSizeError(width: number, height: number): string | null {
  const whole = (n: number) => Number.isInteger(n) && n >= 1;
  if (!whole(width) || width < 4 || width > 9) return `width must be a whole number from 4 to 9, got ${String(width)}`;
  if (!whole(height) || height < 2 || height > 30) return `height must be a whole number from 2 to 30, got ${String(height)}`;
  const S = height + 1;
  const loCols = Math.min(width, Math.floor(32 / S));
  if (3 * (S + 1) > Math.min(31, loCols * S)) return `a ${width}×${height} board is too tall for the solver's 32-bit words`;
  if ((width - loCols) * S > 24) return `a ${width}×${height} board needs more than 56 bits: the solver's key has 32 + 24`;
  return null;
}

/** The constants of one board size. */
export interface BoardLayout {
  readonly width: number;
  readonly height: number;
  /** W·H: the longest game. */
  readonly squares: number;
  /** Bits a column owns (H + 1). */
  readonly stride: number;
  readonly loCols: number;
  readonly loBits: number;
  readonly hiBits: number;
  /** All of lo's bits (-1 when lo has 32). */
  readonly loMask: number;
  /** The bottom square of every column, per word. */
  readonly bottomLo: number;
  readonly bottomHi: number;
  /** Every square of the board (no sentinels), per word. */
  readonly boardLo: number;
  readonly boardHi: number;
  /** Column c's squares, per word (0 in the word that does not hold it). */
  readonly columnLo: Int32Array;
  readonly columnHi: Int32Array;
  /** Column c's top square, per word. */
  readonly topLo: Int32Array;
  readonly topHi: Int32Array;
  /** Columns from the centre out (left of centre first on ties). */
  readonly order: Int32Array;
}

function boardLayout(width: number, height: number): BoardLayout {
  const bad = boardSizeError(width, height);
  if (bad) throw new RangeError(bad);
  const S = height + 1;
  const loCols = Math.min(width, Math.floor(32 / S));
  const columnLo = new Int32Array(width);
  const columnHi = new Int32Array(width);
  const topLo = new Int32Array(width);
  const topHi = new Int32Array(width);
  let bottomLo = 0;
  let bottomHi = 0;
  const full = height === 32 ? -1 : (1 << height) - 1;
  for (let c = 0; c < width; c++) {
    if (c < loCols) {
      columnLo[c] = full << (c * S);
      topLo[c] = 1 << (c * S + height - 1);
      bottomLo |= 1 << (c * S);
    } else {
      columnHi[c] = full << ((c - loCols) * S);
      topHi[c] = 1 << ((c - loCols) * S + height - 1);
      bottomHi |= 1 << ((c - loCols) * S);
    }
  }
  let boardLo = 0;
  let boardHi = 0;
  for (let c = 0; c < width; c++) {
    boardLo |= columnLo[c];
    boardHi |= columnHi[c];
  }
  const loBits = loCols * S;
  const order = Int32Array.from({ length: width }, (_, i) => (width >> 1) + (1 - 2 * (i % 2)) * ((i + 1) >> 1));
  return {
    width,
    height,
    squares: width * height,
    stride: S,
    loCols,
    loBits,
    hiBits: (width - loCols) * S,
    loMask: loBits === 32 ? -1 : (1 << loBits) - 1,
    bottomLo,
    bottomHi,
    boardLo,
    boardHi,
    columnLo,
    columnHi,
    topLo,
    topHi,
    order,
  };
}

/**
 * The squares that would complete four in a row for the discs `p` (one
 * side's), empty in the mask `m`, whether playable now or not: the series'
 * `compute_winning_position` with each 64-bit shift done on two words.
 * Returns the lo word and leaves the hi word in `out[0]`.
 */
export type WinningCells = (plo: number, phi: number, mlo: number, mhi: number, out: Int32Array) => number;

function winningCellsOf(b: BoardLayout): WinningCells {
  const { loBits: LB, loMask: LM, boardLo: BL, boardHi: BH } = b;
  const H = b.height;
  const S = b.stride;
  const S1 = S + 1;
  const H2 = 2 * H;
  const H3 = 3 * H;
  const S2 = 2 * S;
  const S3 = 3 * S;
  const T2 = 2 * S1;
  const T3 = 3 * S1;
  return function winningCells(plo, phi, mlo, mhi, out) {
    // Vertical: three below, within a column (the sentinel stops a line crossing into the next one).
    let rlo = (plo << 1) & (plo << 2) & (plo << 3);
    let rhi = (phi << 1) & (phi << 2) & (phi << 3);
    // Each other direction d (H, S, S + 1 bits a step): shifts of p by ±d, ±2d, ±3d as two-word shifts.
    // Left by n: lo' = (lo << n) & LM, hi' = (hi << n) | (lo >>> (LB - n)); right: lo' = (lo >>> n) | ((hi << (LB - n)) & LM), hi' = hi >>> n.
    let al = (plo << H) & LM, ah = (phi << H) | (plo >>> (LB - H));
    let bl = (plo << H2) & LM, bh = (phi << H2) | (plo >>> (LB - H2));
    let cl = (plo << H3) & LM, ch = (phi << H3) | (plo >>> (LB - H3));
    let dl = (plo >>> H) | ((phi << (LB - H)) & LM), dh = phi >>> H;
    let el = (plo >>> H2) | ((phi << (LB - H2)) & LM), eh = phi >>> H2;
    let fl = (plo >>> H3) | ((phi << (LB - H3)) & LM), fh = phi >>> H3;
    rlo |= (al & bl & (cl | dl)) | (dl & el & (al | fl));
    rhi |= (ah & bh & (ch | dh)) | (dh & eh & (ah | fh));
    al = (plo << S) & LM; ah = (phi << S) | (plo >>> (LB - S));
    bl = (plo << S2) & LM; bh = (phi << S2) | (plo >>> (LB - S2));
    cl = (plo << S3) & LM; ch = (phi << S3) | (plo >>> (LB - S3));
    dl = (plo >>> S) | ((phi << (LB - S)) & LM); dh = phi >>> S;
    el = (plo >>> S2) | ((phi << (LB - S2)) & LM); eh = phi >>> S2;
    fl = (plo >>> S3) | ((phi << (LB - S3)) & LM); fh = phi >>> S3;
    rlo |= (al & bl & (cl | dl)) | (dl & el & (al | fl));
    rhi |= (ah & bh & (ch | dh)) | (dh & eh & (ah | fh));
    al = (plo << S1) & LM; ah = (phi << S1) | (plo >>> (LB - S1));
    bl = (plo << T2) & LM; bh = (phi << T2) | (plo >>> (LB - T2));
    cl = (plo << T3) & LM; ch = (phi << T3) | (plo >>> (LB - T3));
    dl = (plo >>> S1) | ((phi << (LB - S1)) & LM); dh = phi >>> S1;
    el = (plo >>> T2) | ((phi << (LB - T2)) & LM); eh = phi >>> T2;
    fl = (plo >>> T3) | ((phi << (LB - T3)) & LM); fh = phi >>> T3;
    rlo |= (al & bl & (cl | dl)) | (dl & el & (al | fl));
    rhi |= (ah & bh & (ch | dh)) | (dh & eh & (ah | fh));
    out[0] = rhi & (BH ^ mhi);
    return rlo & (BL ^ mlo);
  };
}

/** Set bits of a 32-bit word. */
export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** A position: the side to move's discs (plo, phi), every disc (mlo, mhi), and the moves played. */
export interface BitPosition {
  plo: number;
  phi: number;
  mlo: number;
  mhi: number;
  moves: number;
}

/** The board helpers outside the search: play a line of moves, check a move. */
export interface Bitboard {
  readonly layout: BoardLayout;
  readonly winningCells: WinningCells;
  empty(): BitPosition;
  canPlay(p: BitPosition, column: number): boolean;
  /** True when the side to move completes four in a row by playing `column` (playable). */
  isWinningMove(p: BitPosition, column: number): boolean;
  /** The position after the side to move plays `column` (playable; unchecked). */
  play(p: BitPosition, column: number): BitPosition;
  /**
   * The position after `moves` (0-based columns) from the empty board, or
   * why not: a column out of range, a full column, a move after a win.
   */
  fromMoves(moves: readonly number[]): { position: BitPosition; error: null } | { position: null; error: string };
}

export function createBitboard(width: number, height: number): Bitboard {
  const layout = boardLayout(width, height);
  const winningCells = winningCellsOf(layout);
  const out = new Int32Array(1);
  const canPlay = (p: BitPosition, c: number) => ((p.mlo & layout.topLo[c]) | (p.mhi & layout.topHi[c])) === 0;
  function isWinningMove(p: BitPosition, c: number): boolean {
    const lo = winningCells(p.plo, p.phi, p.mlo, p.mhi, out);
    const hi = out[0];
    const posLo = (p.mlo + layout.bottomLo) & layout.boardLo;
    const posHi = (p.mhi + layout.bottomHi) & layout.boardHi;
    return ((lo & posLo & layout.columnLo[c]) | (hi & posHi & layout.columnHi[c])) !== 0;
  }
  function play(p: BitPosition, c: number): BitPosition {
    const mlo = p.mlo | ((p.mlo + layout.bottomLo) & layout.columnLo[c]);
    const mhi = p.mhi | ((p.mhi + layout.bottomHi) & layout.columnHi[c]);
    return { plo: p.plo ^ p.mlo, phi: p.phi ^ p.mhi, mlo, mhi, moves: p.moves + 1 };
  }
  const empty = (): BitPosition => ({ plo: 0, phi: 0, mlo: 0, mhi: 0, moves: 0 });
  return {
    layout,
    winningCells,
    empty,
    canPlay,
    isWinningMove,
    play,
    fromMoves(moves) {
      let p = empty();
      for (let i = 0; i < moves.length; i++) {
        const c = moves[i];
        if (!Number.isInteger(c) || c < 0 || c >= width) return { position: null, error: `move ${i + 1}: there is no column ${String(c + 1)}: the columns are 1 to ${width}` };
        if (!canPlay(p, c)) return { position: null, error: `move ${i + 1}: column ${c + 1} is full` };
        if (isWinningMove(p, c) && i < moves.length - 1) return { position: null, error: `move ${i + 2}: the game is over (move ${i + 1} completed four in a row)` };
        if (isWinningMove(p, c)) return { position: null, error: `move ${i + 1} completes four in a row: the game is over, there is nothing to solve` };
        p = play(p, c);
      }
      return { position: p, error: null };
    },
  };
}
