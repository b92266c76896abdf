/**
 * The strong Connect Four solver (solver.ts) and the boards solved whole
 * (solveAll.ts), held to the naive reference (test/helpers/connectNaive.ts:
 * plain recursion, no shared code) on small boards and near the end of 7×6
 * games, and to the published test sets of Pascal Pons's series (read from
 * ../shared/data, never copied here; skipped by name where absent).
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/ai/rng.ts';
import { boardSizeError, createBitboard } from '../../../src/games/connect/bitboard.ts';
import { solveAll } from '../../../src/games/connect/solveAll.ts';
import { createSolver } from '../../../src/games/connect/solver.ts';
import { naiveEmpty, naiveFinished, naiveLegal, naivePicture, naivePlay, naiveSolveAll, naiveTurn, naiveValueFrom, type NaiveBoard } from '../../helpers/connectNaive.ts';
import { CONNECT4_SETS, connect4SetPath, readConnect4Set } from '../../helpers/connect4Sets.ts';

/** The naive value (Red's view) as the solver's score: the side to move's view. */
const mine = (b: NaiveBoard, value: number) => (naiveTurn(b) === 'R' ? value : -value) + 0;

/** A seeded random unfinished game of `discs` moves on a width × height board (retrying seeds that end early). */
function randomGame(width: number, height: number, discs: number, seed: number): { moves: number[]; board: NaiveBoard } {
  for (let k = 0; ; k++) {
    const rng = createRng(seed * 1000 + k);
    let board = naiveEmpty(width, height, 4);
    const moves: number[] = [];
    while (moves.length < discs && !naiveFinished(board)) {
      const legal = naiveLegal(board);
      const c = legal[rng.int(legal.length)];
      board = naivePlay(board, c);
      moves.push(c);
    }
    if (moves.length === discs && !naiveFinished(board)) return { moves, board };
  }
}

let naive4: ReturnType<typeof naiveSolveAll> | null = null;
/** The naive reference's whole 4×4 table (Red's values by picture), built once. */
const naiveTable4 = () => (naive4 ??= naiveSolveAll(4, 4, 4, 'shortest'));

/** The key solveAll uses (p + m: the side to move's discs plus all discs, bit c·(H+1) + r) of a naive board. */
function keyOf(b: NaiveBoard): number {
  const side = naiveTurn(b);
  let p = 0;
  let m = 0;
  b.columns.forEach((col, c) =>
    col.forEach((d, r) => {
      const bit = 1 << (c * (b.height + 1) + r);
      m |= bit;
      if (d === side) p |= bit;
    }),
  );
  return p + m;
}

describe('the bitboard', () => {
  it('takes 4×4 up to 7×6 and beyond, refuses boards its words cannot hold', () => {
    for (const [w, h] of [[4, 4], [5, 4], [6, 5], [7, 6], [6, 7], [9, 4]]) expect(boardSizeError(w, h)).toBeNull();
    expect(boardSizeError(3, 3)).toMatch(/width must be a whole number from 4 to 9/);
    expect(boardSizeError(8, 7)).toMatch(/needs more than 56 bits/);
    expect(boardSizeError(4, 10)).toMatch(/too tall/);
  });

  it('plays lines of moves and refuses a full column, a missing column and moves after a win, naming the move', () => {
    const bb = createBitboard(7, 6);
    expect(bb.fromMoves([3, 3, 4]).position?.moves).toBe(3);
    expect(bb.fromMoves([0, 0, 0, 0, 0, 0, 0]).error).toBe('move 7: column 1 is full');
    expect(bb.fromMoves([7]).error).toBe('move 1: there is no column 8: the columns are 1 to 7');
    expect(bb.fromMoves([0, 1, 0, 1, 0, 1, 0, 2]).error).toBe('move 8: the game is over (move 7 completed four in a row)');
    expect(bb.fromMoves([0, 1, 0, 1, 0, 1, 0]).error).toMatch(/^move 7 completes four in a row/);
  });
});

describe('small boards solved whole', () => {
  it('4×4: 161,029 positions reachable in play, a draw, every score as the naive reference, with progress', () => {
    const progress: number[] = [];
    const solved = solveAll(4, 4, { onProgress: (n) => progress.push(n), progressEvery: 50_000 });
    expect(solved.positions).toBe(161_029);
    expect(solved.perDepth.reduce((a, b) => a + b, 0)).toBe(161_029);
    expect(solved.perDepth.slice(0, 4)).toEqual([1, 4, 16, 52]);
    expect(solved.score).toBe(0);
    expect(progress).toEqual([50_000, 100_000, 150_000, 161_029]);
    const naive = naiveTable4();
    expect(naive.size).toBe(161_029);
    let differ = 0;
    for (const [picture, info] of naive) {
      const rows = picture.split('/');
      const columns = Array.from({ length: 4 }, (_, c) => rows.map((row) => row[c]).reverse().filter((d) => d !== '.') as ('R' | 'Y')[]);
      const b: NaiveBoard = { width: 4, height: 4, inRow: 4, columns };
      if (solved.scoreOf(keyOf(b)) !== mine(b, info.value)) differ++;
    }
    expect(differ).toBe(0);
    expect(solved.scoreOf(12345678)).toBeNull();
  });

  it('refuses boards too big to hold whole', () => {
    expect(() => solveAll(7, 6)).toThrow(/at most 31 bits/);
  });
});

describe('the solver against the naive reference', () => {
  it('4×4: the exact score of random positions and every column of them (analyze), as the naive table', () => {
    const naive = naiveTable4();
    const redValue = (b: NaiveBoard) => (naive.get(naivePicture(b)) as { value: number }).value;
    const value = (b: NaiveBoard) => mine(b, redValue(b));
    const solver = createSolver(4, 4, { logSize: 16 });
    for (let seed = 1; seed <= 60; seed++) {
      const { moves, board } = randomGame(4, 4, seed % 14, seed);
      const r = solver.solve(moves);
      expect(`${moves.join('')} ${r.score}`).toBe(`${moves.join('')} ${value(board)}`);
      const { scores } = solver.analyze(moves);
      expect(scores).toEqual(Array.from({ length: 4 }, (_, c) => (board.columns[c].length === 4 ? null : mine(board, redValue(naivePlay(board, c))))));
      expect(Math.max(...scores.filter((s) => s !== null))).toBe(r.score);
    }
  });

  it('5×4: the exact score of random positions 10 or fewer squares from a full board, and every column of them', () => {
    const solver = createSolver(5, 4, { logSize: 16 });
    for (let seed = 1; seed <= 30; seed++) {
      const { moves, board } = randomGame(5, 4, 10 + (seed % 8), seed);
      const r = solver.solve(moves);
      expect(`${moves.join('')} ${r.score}`).toBe(`${moves.join('')} ${mine(board, naiveValueFrom(board, 'shortest'))}`);
      const { scores } = solver.analyze(moves);
      expect(scores).toEqual(Array.from({ length: 5 }, (_, c) => (board.columns[c].length === 4 ? null : mine(board, naiveValueFrom(naivePlay(board, c), 'shortest')))));
    }
  });

  it('6×5 and 7×6 near the end: random positions 12 or fewer squares from a full board', () => {
    for (const [w, h] of [
      [6, 5],
      [7, 6],
    ]) {
      const solver = createSolver(w, h, { logSize: 16 });
      for (let seed = 1; seed <= 8; seed++) {
        const { moves, board } = randomGame(w, h, w * h - 10 - (seed % 3), seed);
        expect(`${moves.join('')} ${solver.solve(moves).score}`).toBe(`${moves.join('')} ${mine(board, naiveValueFrom(board, 'shortest'))}`);
      }
    }
  });

  it('the same score and nodes after reset(); the table kept between calls saves nodes, never changes a score', () => {
    const solver = createSolver();
    const line = randomGame(7, 6, 14, 3).moves;
    const first = solver.solve(line);
    const kept = solver.solve(line);
    solver.reset();
    expect(solver.solve(line)).toEqual(first);
    expect(kept.score).toBe(first.score);
    expect(kept.nodes).toBeLessThan(first.nodes);
  });

  it('the series\' worked example: "44455554221" scores -15 (whatever Yellow plays, Red wins next with its 7th disc)', () => {
    const solver = createSolver();
    const digits = (line: string) => [...line].map((d) => Number(d) - 1);
    expect(solver.solve(digits('44455554221')).score).toBe(-15);
  });

  it('a full board is a draw; an immediate win scores at once; bad lines throw RangeError', () => {
    const solver = createSolver(4, 4);
    // 1212 3434 2121 4343: a full 4×4 board with no four in a row.
    const full = [0, 1, 0, 1, 2, 3, 2, 3, 1, 0, 1, 0, 3, 2, 3, 2];
    expect(createBitboard(4, 4).fromMoves(full).error).toBeNull();
    expect(solver.solve(full)).toEqual({ score: 0, nodes: 0 });
    expect(createSolver().solve([0, 1, 0, 1, 0, 1])).toEqual({ score: 18, nodes: 0 });
    expect(() => solver.solve([4])).toThrow(RangeError);
  });
});

/** One set: every line's score (or the first `count`), as the file lists it. */
function checkSet(name: string, count = Infinity): void {
  const path = connect4SetPath(name);
  describe.skipIf(path === null)(path === null ? `the set ${name}: skipped, absent from ../shared/data` : `the set ${name} from ${path}`, () => {
    it(`the exact score of ${count === Infinity ? 'every line' : `${count} lines`}`, () => {
      const lines = readConnect4Set(path as string).slice(0, count);
      const solver = createSolver();
      const wrong: string[] = [];
      for (const l of lines) {
        solver.reset();
        const r = solver.solve(l.moves);
        if (r.score !== l.score) wrong.push(`${l.line}: solved ${r.score}, listed ${l.score}`);
      }
      expect(wrong).toEqual([]);
      expect(lines.length).toBe(Math.min(count, 1000));
    });
  });
}

describe('the published test sets (Pascal Pons, "Solving Connect 4")', () => {
  checkSet(CONNECT4_SETS.endEasy);
  checkSet(CONNECT4_SETS.middleEasy);
  checkSet(CONNECT4_SETS.beginEasy);
});
