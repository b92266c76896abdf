/**
 * A deliberately naive reference for Connect-K with gravity, sharing no code
 * with src/: a board is an array of columns, each an array of 'R' | 'Y' from
 * the bottom up; a win is found by looking from every square in every
 * direction; games are explored by plain recursion with values memoised in a
 * Map keyed by the board's picture. Slow and obvious.
 */
export type NaiveDisc = 'R' | 'Y';

export interface NaiveBoard {
  readonly width: number;
  readonly height: number;
  readonly inRow: number;
  readonly columns: NaiveDisc[][];
}

export function naiveEmpty(width: number, height: number, inRow: number): NaiveBoard {
  return { width, height, inRow, columns: Array.from({ length: width }, () => []) };
}

function discCount(b: NaiveBoard): number {
  return b.columns.reduce((n, col) => n + col.length, 0);
}

export function naiveTurn(b: NaiveBoard): NaiveDisc {
  return discCount(b) % 2 === 0 ? 'R' : 'Y';
}

const DIRECTIONS = [[1, 0], [0, 1], [1, 1], [1, -1]] as const;

function discAt(b: NaiveBoard, column: number, row: number): NaiveDisc | '' {
  if (column < 0 || column >= b.width || row < 0) return '';
  return b.columns[column][row] ?? '';
}

/**
 * The side with inRow in a row, '' for none (the games here never give both a line): looking from every square, column
 * by column and bottom up, in every direction (right, up, up-right, down-right), for inRow equal discs; the first run
 * found decides.
 */
export function naiveWinner(b: NaiveBoard): NaiveDisc | '' {
  for (let c = 0; c < b.width; c++) {
    for (let r = 0; r < b.height; r++) {
      const first = discAt(b, c, r);
      if (first === '') continue;
      for (const [dc, dr] of DIRECTIONS) {
        let i = 1;
        while (i < b.inRow && discAt(b, c + i * dc, r + i * dr) === first) i++;
        if (i === b.inRow) return first;
      }
    }
  }
  return '';
}

export function naiveFinished(b: NaiveBoard): boolean {
  return naiveWinner(b) !== '' || discCount(b) === b.width * b.height;
}

/** Columns that are not full, left to right; none when the game is over. */
export function naiveLegal(b: NaiveBoard): number[] {
  if (naiveFinished(b)) return [];
  const out: number[] = [];
  for (let c = 0; c < b.width; c++) if (b.columns[c].length < b.height) out.push(c);
  return out;
}

/** A new board with the side to move's disc on top of `column` (unchecked). */
export function naivePlay(b: NaiveBoard, column: number): NaiveBoard {
  const columns = b.columns.map((col) => col.slice());
  columns[column].push(naiveTurn(b));
  return { ...b, columns };
}

/** The board's picture: the rows from the top, '/'-separated, R, Y and '.'. */
export function naivePicture(b: NaiveBoard): string {
  const rows: string[] = [];
  for (let r = b.height - 1; r >= 0; r--) {
    let row = '';
    for (let c = 0; c < b.width; c++) row += discAt(b, c, r) || '.';
    rows.push(row);
  }
  return rows.join('/');
}

export function naiveMirror(b: NaiveBoard): NaiveBoard {
  return { ...b, columns: b.columns.map((col) => col.slice()).reverse() };
}

export type NaiveMode = 'wdl' | 'shortest';

/** A finished board's score for Red: 'shortest' gives a win one more than the discs the winner had left to play. */
export function naiveScore(b: NaiveBoard, mode: NaiveMode): number {
  const w = naiveWinner(b);
  if (w === '') return 0;
  const squares = b.width * b.height;
  const discs = b.columns.reduce((n, col) => n + col.filter((d) => d === w).length, 0);
  if (mode === 'wdl') return w === 'R' ? 1 : -1;
  return w === 'R' ? Math.ceil(squares / 2) + 1 - discs : -(Math.floor(squares / 2) + 1 - discs);
}

export interface NaiveInfo {
  value: number;
  best: number[];
}

/** Minimax value (Red maximises) and best columns of every position reachable from the empty board, by picture. */
export function naiveSolveAll(width: number, height: number, inRow: number, mode: NaiveMode): Map<string, NaiveInfo> {
  const memo = new Map<string, NaiveInfo>();
  const solve = (b: NaiveBoard): number => {
    const key = naivePicture(b);
    const known = memo.get(key);
    if (known) return known.value;
    if (naiveFinished(b)) {
      const value = naiveScore(b, mode);
      memo.set(key, { value, best: [] });
      return value;
    }
    const red = naiveTurn(b) === 'R';
    const values = naiveLegal(b).map((c) => [c, solve(naivePlay(b, c))] as const);
    const value = red ? Math.max(...values.map(([, v]) => v)) : Math.min(...values.map(([, v]) => v));
    memo.set(key, { value, best: values.filter(([, v]) => v === value).map(([c]) => c) });
    return value;
  };
  solve(naiveEmpty(width, height, inRow));
  return memo;
}

/** The game tree's nodes per depth and its finished games by result (one board, changed and restored as the walk goes). */
export function naiveCounts(width: number, height: number, inRow: number): { perDepth: number[]; red: number; yellow: number; draws: number } {
  const perDepth: number[] = [];
  const out = { red: 0, yellow: 0, draws: 0 };
  const b = naiveEmpty(width, height, inRow);
  const walk = (depth: number) => {
    perDepth[depth] = (perDepth[depth] ?? 0) + 1;
    const w = naiveWinner(b);
    if (w !== '' || depth === width * height) {
      if (w === 'R') out.red++;
      else if (w === 'Y') out.yellow++;
      else out.draws++;
      return;
    }
    const disc = naiveTurn(b);
    for (let c = 0; c < width; c++) {
      if (b.columns[c].length === height) continue;
      b.columns[c].push(disc);
      walk(depth + 1);
      b.columns[c].pop();
    }
  };
  walk(0);
  return { perDepth, ...out };
}

/** Values naiveValueFrom found, by game (size, run, scoring) and picture: a position's value is a function of it alone, so later calls reuse them. */
const valueMemos = new Map<string, Map<string, number>>();

/** The minimax value (Red maximises) of `b` by plain recursion, memoised by picture: for positions a few empty squares from the end. */
export function naiveValueFrom(b: NaiveBoard, mode: NaiveMode): number {
  const game = `${b.width}x${b.height} ${b.inRow} ${mode}`;
  const memo = valueMemos.get(game) ?? new Map<string, number>();
  valueMemos.set(game, memo);
  const solve = (x: NaiveBoard): number => {
    const key = naivePicture(x);
    const known = memo.get(key);
    if (known !== undefined) return known;
    let value: number;
    if (naiveFinished(x)) value = naiveScore(x, mode);
    else {
      const values = naiveLegal(x).map((c) => solve(naivePlay(x, c)));
      value = naiveTurn(x) === 'R' ? Math.max(...values) : Math.min(...values);
    }
    memo.set(key, value);
    return value;
  };
  return solve(b);
}
