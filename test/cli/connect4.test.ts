import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/ai/rng.ts';
import { naiveEmpty, naiveFinished, naiveLegal, naivePlay, naiveTurn, naiveValueFrom, type NaiveBoard } from '../helpers/connectNaive.ts';
import { cli } from './runCli.ts';

/** A seeded random unfinished game of `discs` moves: the digits and the naive reference's score for the side to move. */
function scored(width: number, height: number, discs: number, seed: number): { line: string; board: NaiveBoard; score: number } {
  for (let k = 0; ; k++) {
    const rng = createRng(seed * 100 + k);
    let board = naiveEmpty(width, height, 4);
    let line = '';
    while (line.length < discs && !naiveFinished(board)) {
      const legal = naiveLegal(board);
      const c = legal[rng.int(legal.length)];
      board = naivePlay(board, c);
      line += String(c + 1);
    }
    if (line.length !== discs || naiveFinished(board)) continue;
    const v = naiveValueFrom(board, 'shortest');
    return { line, board, score: (naiveTurn(board) === 'R' ? v : -v) + 0 };
  }
}

describe('connect4', () => {
  it('solve <moves>: the exact score for the side to move, as the naive reference, with nodes and ms (JSON)', async () => {
    const { line, score } = scored(7, 6, 31, 1);
    const r = await cli('connect4', 'solve', line);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out).toMatchObject({ moves: line, size: '7x6', discs: 31, score, result: score > 0 ? 'win' : score < 0 ? 'loss' : 'draw' });
    expect(out.nodes).toBeGreaterThanOrEqual(0);
    expect(out.ms).toBeGreaterThanOrEqual(0);
  });

  it('analyze <moves> --size 4x4: every column\'s score as the naive reference, null for a full column, the best columns', async () => {
    const { line, board } = scored(4, 4, 7, 2);
    const r = await cli('connect4', 'analyze', line, '--size', '4x4');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    const sign = naiveTurn(board) === 'R' ? 1 : -1;
    const expected = [0, 1, 2, 3].map((c) => (board.columns[c].length === 4 ? null : sign * naiveValueFrom(naivePlay(board, c), 'shortest') + 0));
    expect(out.scores).toEqual(expected);
    const top = Math.max(...expected.filter((s) => s !== null));
    expect(out.score).toBe(top);
    expect(out.best).toEqual(expected.flatMap((s, c) => (s === top ? [c + 1] : [])));
    // "-" is the empty board: 4×4 is a draw with perfect play.
    expect(JSON.parse((await cli('connect4', 'analyze', '-', '--size', '4x4')).out)).toMatchObject({ moves: '', score: 0 });
  });

  it('count 4x4: 161,029 positions, a draw, positions per number of discs', async () => {
    const r = await cli('connect4', 'count', '4x4');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out).toMatchObject({ size: '4x4', positions: 161_029, score: 0 });
    expect(out.perDepth.slice(0, 4)).toEqual([1, 4, 16, 52]);
    expect(out.perDepth.reduce((a: number, b: number) => a + b, 0)).toBe(161_029);
  });

  it('bench <file> [--lines a-b]: time, nodes, wrong scores; exit 1 and a line on stderr for a score that differs', async () => {
    const lines = [scored(7, 6, 30, 3), scored(7, 6, 32, 4), scored(7, 6, 33, 5)];
    const dir = mkdtempSync(join(tmpdir(), 'connect4-'));
    const file = join(dir, 'set.txt');
    writeFileSync(file, `${lines.map((l) => `${l.line} ${l.score}`).join('\n')}\n${lines[0].line} ${lines[0].score + 1}\n`);
    const good = await cli('connect4', 'bench', file, '--lines', '1-3');
    expect(good.code).toBe(0);
    const out = JSON.parse(good.out);
    expect(out).toMatchObject({ positions: 3, wrong: 0, wrongLines: [] });
    for (const key of ['totalMs', 'meanMs', 'meanNodes']) expect(out[key]).toBeGreaterThanOrEqual(0);
    const bad = await cli('connect4', 'bench', file);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.out)).toMatchObject({ positions: 4, wrong: 1, wrongLines: [{ line: 4, moves: lines[0].line, listed: lines[0].score + 1, solved: lines[0].score }] });
    expect(bad.err).toContain(`line 4: ${lines[0].line} solved ${lines[0].score}, the file says ${lines[0].score + 1}`);
  });

  it.each([
    [['connect4'], /connect4 needs a subcommand: .*solve, analyze, bench or count$/],
    [['connect4', 'play'], /connect4 needs a subcommand: .*solve, analyze, bench or count, got "play"$/],
    [['connect4', 'solve'], /needs one move sequence .* got 0 arguments/],
    [['connect4', 'solve', '4444444'], /move 7: column 4 is full/],
    [['connect4', 'solve', '48'], /move 2: there is no column 8: the columns are 1 to 7/],
    [['connect4', 'solve', '4a'], /unknown character "a" at move 2/],
    [['connect4', 'solve', '1212121'], /the moves end the game \(Red won\): there is nothing to solve/],
    [['connect4', 'solve', '12121212'], /move 8: .*the game is over/],
    [['connect4', 'solve', '11', '--size', '3x3'], /--size 3x3: width must be a whole number from 4 to 9/],
    [['connect4', 'analyze', '11', '--size', 'big'], /--size must be columns x rows such as 7x6, got "big"/],
    [['connect4', 'count', '7x6'], /at most 31 bits, got 7×6/],
    [['connect4', 'count', 'four'], /the board size must be columns x rows such as 4x4, got "four"/],
    [['connect4', 'bench', '/nonexistent/set.txt'], /cannot read the file "\/nonexistent\/set.txt"/],
  ])('%j exits 2 with one line', async (args, message) => {
    const r = await cli(...args);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
  });

  it('bench: a bad line or --lines past the end exits 2 with one line naming it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'connect4-'));
    const file = join(dir, 'bad.txt');
    writeFileSync(file, '44455554221 -15\n44 x\n');
    for (const [args, message] of [
      [[], /^error: line 2: a line is the moves \(column digits\) and the score, separated by a space$/],
      [['--lines', '1-5'], /--lines 1-5 goes past the end: the file has 2 lines/],
      [['--lines', '2-1'], /--lines must be a line number or a range a-b/],
    ] as const) {
      const r = await cli('connect4', 'bench', file, ...args);
      expect(r.code).toBe(2);
      expect(r.err.split('\n')).toHaveLength(1);
      expect(r.err).toMatch(message);
    }
  });
});
