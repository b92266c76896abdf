/**
 * A deliberately naive reference implementation, sharing no code with src/:
 * boards are arrays of 'o' | 'x' | '', games are explored by plain recursion,
 * values are memoised in a Map keyed by the board string. Slow and obvious.
 */
export type Cell = 'o' | 'x' | '';
export type NaiveBoard = Cell[];

/** The eight lines as cell triples (written here, not imported: the reference shares no code with src/). */
export const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

function naiveKey(b: NaiveBoard): string {
  return b.map((c) => c || '.').join('');
}

export function naiveFromString(s: string): NaiveBoard {
  return s.split('').map((ch) => (ch === 'o' ? 'o' : ch === 'x' ? 'x' : ''));
}

export function naiveWinner(b: NaiveBoard): Cell {
  for (const [a, c, d] of LINES) {
    if (b[a] !== '' && b[a] === b[c] && b[a] === b[d]) return b[a];
  }
  return '';
}

function naiveMovesPlayed(b: NaiveBoard): number {
  return b.filter((c) => c !== '').length;
}

export function naiveFinished(b: NaiveBoard): boolean {
  return naiveWinner(b) !== '' || naiveMovesPlayed(b) === 9;
}

export function naiveTurn(b: NaiveBoard): 'o' | 'x' {
  return naiveMovesPlayed(b) % 2 === 0 ? 'o' : 'x';
}

export type NaiveMode = 'wdl' | 'shortest';

function leafValue(b: NaiveBoard, mode: NaiveMode): number {
  const w = naiveWinner(b);
  const m = naiveMovesPlayed(b);
  if (w === 'o') return mode === 'wdl' ? 1 : (11 - m) / 2;
  if (w === 'x') return mode === 'wdl' ? -1 : (m - 10) / 2;
  return 0;
}

export interface NaiveInfo {
  value: number;
  best: number[];
}

/** Minimax value and best moves of every position reachable from the empty board. */
export function naiveSolveAll(mode: NaiveMode): Map<string, NaiveInfo> {
  const memo = new Map<string, NaiveInfo>();
  const solve = (b: NaiveBoard): number => {
    const key = naiveKey(b);
    const known = memo.get(key);
    if (known) return known.value;
    if (naiveFinished(b)) {
      memo.set(key, { value: leafValue(b, mode), best: [] });
      return leafValue(b, mode);
    }
    const turn = naiveTurn(b);
    const values: [number, number][] = [];
    for (let c = 0; c < 9; c++) {
      if (b[c] !== '') continue;
      const next = b.slice();
      next[c] = turn;
      values.push([c, solve(next)]);
    }
    const pick = turn === 'o' ? Math.max : Math.min;
    const v = pick(...values.map(([, s]) => s));
    memo.set(key, { value: v, best: values.filter(([, s]) => s === v).map(([c]) => c) });
    return v;
  };
  solve(Array<Cell>(9).fill(''));
  return memo;
}

export interface NaiveCounts {
  nodesPerDepth: number[];
  firstWins: number;
  secondWins: number;
  draws: number;
}

/** Counts every move sequence below `root` (the empty board by default) by plain recursion (no memo); depth 0 is the root. */
export function naiveCountTree(root?: NaiveBoard): NaiveCounts {
  const counts: NaiveCounts = { nodesPerDepth: Array<number>(10).fill(0), firstWins: 0, secondWins: 0, draws: 0 };
  const walk = (b: NaiveBoard, depth: number) => {
    counts.nodesPerDepth[depth]++;
    if (naiveFinished(b)) {
      const w = naiveWinner(b);
      if (w === 'o') counts.firstWins++;
      else if (w === 'x') counts.secondWins++;
      else counts.draws++;
      return;
    }
    const turn = naiveTurn(b);
    for (let c = 0; c < 9; c++) {
      if (b[c] !== '') continue;
      b[c] = turn;
      walk(b, depth + 1);
      b[c] = '';
    }
  };
  walk(root ? root.slice() : Array<Cell>(9).fill(''), 0);
  return counts;
}

/** The counts "count the tree" asks for below `root`: positions per depth (0: the root), finished games, every node. */
export function naiveCountBelow(root: NaiveBoard): { perDepth: number[]; finished: number; nodes: number } {
  const c = naiveCountTree(root);
  return { perDepth: c.nodesPerDepth, finished: c.firstWins + c.secondWins + c.draws, nodes: c.nodesPerDepth.reduce((n, d) => n + d, 0) };
}
