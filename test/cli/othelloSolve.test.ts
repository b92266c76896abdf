import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTCOME } from '../../src/games/game.ts';
import { createRng } from '../../src/ai/rng.ts';
import { othello, type OthelloState } from '../../src/games/othello/index.ts';
import { naiveMoveScores, type Cells } from '../helpers/othelloNaive.ts';
import { cli } from './runCli.ts';

/** A seeded random game stopped with `empties` squares left and a choice of moves. */
function endgame(seed: number, empties: number): OthelloState {
  const buf = new Int16Array(othello.maxMoves);
  for (let k = 0; ; k++) {
    const rng = createRng(seed + k);
    let s = othello.initial;
    while (othello.outcome(s) === OUTCOME.playing && othello.formatPosition(s).split('-').length - 1 > empties) s = othello.play(s, buf[rng.int(othello.legalMoves(s, buf, 0))]);
    if (othello.outcome(s) === OUTCOME.playing && othello.legalMoves(s, buf, 0) > 1 && buf[0] !== 64) return s;
  }
}

function cellsOf(s: OthelloState): Cells {
  return Array.from(othello.formatPosition(s).slice(0, 64), (c) => (c === 'X' ? 1 : c === 'O' ? 2 : 0));
}

/** The naive reference's move scores as the command names them, best first (ties by square). */
function reference(s: OthelloState): { move: string; score: number }[] {
  const side = othello.formatPosition(s).slice(65) === 'X' ? 1 : 2;
  return naiveMoveScores(cellsOf(s), side)
    .sort((a, b) => b.score - a.score || a.move - b.move)
    .map((m) => ({ move: othello.formatMove(m.move), score: m.score }));
}

describe('othello solve', () => {
  const s = endgame(11, 9);
  const [board, side] = othello.formatPosition(s).split(' ');

  it('solves a board and a side to move: best move, exact score, every move scored as the naive reference does, nodes, ms (JSON)', async () => {
    const r = await cli('othello', 'solve', board, side);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    const ref = reference(s);
    expect(out).toMatchObject({ position: `${board} ${side}`, empties: 9, best: { score: ref[0].score }, moves: ref });
    expect(ref.filter((m) => m.score === ref[0].score).map((m) => m.move)).toContain(out.best.move);
    expect(out.nodes).toBeGreaterThan(0);
    expect(out.ms).toBeGreaterThanOrEqual(0);
    const best = JSON.parse((await cli('othello', 'solve', board, side, '--best')).out);
    expect(best.best.score).toBe(ref[0].score);
    expect(best.moves).toBeUndefined();
  });

  it('--obf FILE [--lines a-b]: one JSON object per line with the verdict on the listed scores; exit 1 when one differs', async () => {
    const t = endgame(12, 8);
    const lineOf = (p: OthelloState, shift: number) => `${othello.formatPosition(p)}; ${reference(p).map((m, i) => `${m.move.toUpperCase()}:${m.score + (i === 0 ? shift : 0) >= 0 ? '+' : ''}${m.score + (i === 0 ? shift : 0)}`).join('; ')};`;
    const dir = mkdtempSync(join(tmpdir(), 'solve-'));
    const file = join(dir, 'test.obf');
    writeFileSync(file, `${lineOf(s, 0)}\n${lineOf(t, 0)}\n${lineOf(t, 2)}\n`);
    const good = await cli('othello', 'solve', '--obf', file, '--lines', '1-2');
    expect(good.code).toBe(0);
    const objects = good.out.split('\n').map((l) => JSON.parse(l));
    expect(objects.map((o) => [o.line, o.agrees, o.empties])).toEqual([
      [1, true, 9],
      [2, true, 8],
    ]);
    const bad = await cli('othello', 'solve', '--obf', file, '--lines', '3', '--best');
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.out)).toMatchObject({ line: 3, agrees: false });
    expect(bad.err).toMatch(/^line 3: solved [a-h][1-8] [+-]?\d+, differs from the listed scores/m);
  });

  it.each([
    [['othello', 'solve'], /needs a board of 64 characters .* got 0 arguments/],
    [['othello', 'solve', 'XO', 'X'], /a position has 64 squares and the side to move, but this one has 3 characters/],
    [['othello', 'solve', '---------------------------OX------XO---------------------------', 'Z'], /the side to move is X or O, not "Z"/],
    [['othello', 'solve', '---------------------------XO------OX---------------------------', 'X'], /has 60 empty squares: the solver takes at most 30/],
    [['othello', 'solve', '--------------------------XO------OX---------------------------', 'X'], /a position has 64 squares and the side to move, but this one has 64 characters/],
    [['othello', 'solve', '--obf', '/nonexistent/x.obf'], /cannot read the file "\/nonexistent\/x.obf"/],
    [['othello', 'solve', '--lines', '1'], /--lines goes with --obf FILE/],
  ])('%j exits 2 with one line', async (args, message) => {
    const r = await cli(...args);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
  });

  it('bad --lines and bad lines in the file exit 2 with one line naming them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'solve-'));
    const file = join(dir, 'bad.obf');
    writeFileSync(file, `${othello.formatPosition(s)}; A1=+2;\n`);
    for (const [args, message] of [
      [['--lines', '2-1'], /--lines must be a line number or a range a-b with 1 <= a <= b, got "2-1"/],
      [['--lines', '1-5'], /--lines 1-5 goes past the end: the file has 1 lines/],
      [[], /line 1: "A1=\+2" is not a move and its score/],
    ] as const) {
      const r = await cli('othello', 'solve', '--obf', file, ...args);
      expect(r.code).toBe(2);
      expect(r.err.split('\n')).toHaveLength(1);
      expect(r.err).toMatch(message);
    }
  });
});
