import { describe, expect, it } from 'vitest';
import { UsageError, type CliIO } from '../../src/cli/command.ts';
import { formatMatchTable, matchCommand } from '../../src/cli/commands/match.ts';
import { solveCheckCommand } from '../../src/cli/commands/solveCheck.ts';
import { runMatch } from '../../src/ai/arena.ts';
import { createPlayer, playerChoices } from '../../src/ai/registry.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

function fakeIo(isTTY = false) {
  const out: string[] = [];
  const err: string[] = [];
  const raw: string[] = [];
  const io: CliIO = { out: (l) => out.push(l), err: (l) => err.push(l), errRaw: (t) => raw.push(t), isTTY };
  return { io, out, err, raw };
}

describe('match command', () => {
  it('prints the table from playerA\u2019s point of view, progress on stderr', async () => {
    const f = fakeIo();
    expect(await matchCommand.run(['perfect', 'random', '--games', '2000', '--seed', '4'], f.io)).toBe(0);
    expect(f.out[0]).toBe("perfect vs random: 2000 games per side, seed 4, from perfect's point of view");
    expect(f.out[1]).toMatch(/^as\s+win\s+lose\s+draw\s+win%\s+lose%\s+draw%$/);
    expect(f.out[2]).toMatch(/^o\s+\d+\s+0\s+\d+\s+9\d\.\d%\s+0\.0%/);
    expect(f.out[3]).toMatch(/^x\s+\d+\s+0\s+\d+/);
    expect(f.out[4]).toMatch(/^total\s+\d+\s+0\s+\d+/);
    expect(f.err.length).toBeGreaterThanOrEqual(1);
    expect(f.err.length).toBeLessThanOrEqual(5);
    expect(f.err[f.err.length - 1]).toMatch(/^100%\|██████████\| 4000\/4000 \[/);
    expect(f.raw).toEqual([]);
  });

  it('matches runMatch with the same seed, and --json prints the result', async () => {
    const f = fakeIo();
    await matchCommand.run(['rule2', 'minimax:2', '--games=300', '--seed=9', '--json'], f.io);
    const json = JSON.parse(f.out.join('\n')) as { a: string; b: string; total: { win: number; lose: number; draw: number } };
    const r = runMatch(ticTacToe, createPlayer(ticTacToe, 'rule2'), createPlayer(ticTacToe, 'minimax-d2'), { games: 300, seed: 9 });
    expect(json.a).toBe('rule2');
    expect(json.b).toBe('minimax-d2');
    expect(json.total).toEqual(r.total);
  });

  it('redraws the bar with \\r on a terminal', async () => {
    const f = fakeIo(true);
    await matchCommand.run(['perfect', 'perfect', '--games', '100'], f.io);
    expect(f.err).toEqual([]);
    expect(f.raw.length).toBeGreaterThan(0);
    expect(f.raw.every((s) => s.startsWith('\r'))).toBe(true);
    expect(f.raw[f.raw.length - 1]).toMatch(/100%.*\n$/);
  });

  it('bad input is a UsageError (exit code 2 in main) with a one-line message', () => {
    const io = fakeIo().io;
    const cases: [string[], RegExp][] = [
      [['perfekt', 'random'], /unknown player "perfekt": choose one of random, rule1/],
      [['perfect'], /match needs two players, got 1/],
      [['perfect', 'random', '--games', 'ten'], /--games must be a whole number/],
      [['perfect', 'random', '--games', '0'], /--games must be between 1 and/],
      [['perfect', 'random', '--seed', '-3'], /--seed must be a whole number/],
      [['perfect', 'random', '--fast'], /unknown option "--fast"/],
      [['minimax:11', 'random'], /depth out of range/],
    ];
    for (const [args, message] of cases) {
      let error: unknown;
      try {
        void matchCommand.run(args, io);
      } catch (e) {
        error = e;
      }
      expect(error, args.join(' ')).toBeInstanceOf(UsageError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
    expect(() => matchCommand.run(['x', 'y'], io)).toThrow(playerChoices(ticTacToe));
  });

  it('formatMatchTable aligns columns and flags a cancelled match', () => {
    const r = runMatch(ticTacToe, createPlayer(ticTacToe, 'perfect'), createPlayer(ticTacToe, 'random'), { games: 10, seed: 1, signal: { aborted: true } });
    const lines = formatMatchTable(r);
    expect(lines[0]).toContain('(cancelled)');
    expect(lines.slice(1).map((l) => l.length)).toEqual(Array(4).fill(lines[1].length));
  });
});

describe('solve-check command', () => {
  it('passes for perfect: exit 0', async () => {
    const f = fakeIo();
    expect(await solveCheckCommand.run(['perfect'], f.io)).toBe(0);
    expect(f.out).toEqual(['perfect: strongly solved: every move it may choose is a best move in all 4520 unfinished positions (win/draw/loss scoring)']);
    expect(f.err[f.err.length - 1]).toMatch(/^100%.*4520\/4520.*positions\/s\]$/);
  });

  it('fails for random: exit 1, the count and the first failures', async () => {
    const f = fakeIo();
    expect(await solveCheckCommand.run(['random', '--limit', '2'], f.io)).toBe(1);
    expect(f.out[0]).toBe('random: not strongly solved: 3191 of 4520 unfinished positions allow a move that is not best (win/draw/loss scoring)');
    expect(f.out[1]).toMatch(/^board\s+may play\s+not best\s+best$/);
    expect(f.out[2]).toMatch(/^o\.{8}\s+1 2 3 4 5 6 7 8\s+1 2 3 5 6 7 8\s+4$/);
    expect(f.out).toHaveLength(5);
    expect(f.out[4]).toBe('... and 3189 more (--limit N to show more, --json for all)');
  });

  it('--shortest and --json', async () => {
    const f = fakeIo();
    expect(await solveCheckCommand.run(['perfect', '--shortest', '--json'], f.io)).toBe(1);
    const json = JSON.parse(f.out.join('\n')) as { mode: string; passed: boolean; failures: unknown[] };
    expect(json.mode).toBe('shortest');
    expect(json.passed).toBe(false);
    expect(json.failures).toHaveLength(852);
  });

  it('bad input is a UsageError', () => {
    const io = fakeIo().io;
    expect(() => solveCheckCommand.run([], io)).toThrow(UsageError);
    expect(() => solveCheckCommand.run(['nobody'], io)).toThrow(/unknown player "nobody": choose one of/);
    expect(() => solveCheckCommand.run(['perfect', '--limit', 'x'], io)).toThrow(UsageError);
  });
});
