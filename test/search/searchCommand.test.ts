import { describe, expect, it } from 'vitest';
import { searchCommand } from '../../src/cli/commands/search.ts';
import { UsageError, type CliIO } from '../../src/cli/command.ts';
import { DEFAULT_GAME_MODULE } from '../../src/games/defaultGame.ts';
import { GameError } from '../../src/games/game.ts';

function run(...args: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (l) => out.push(l), err: (l) => err.push(l) };
  const code = searchCommand.run(args, io);
  if (typeof code !== 'number') throw new Error('search is synchronous');
  return { code, out, err };
}

describe('cli: search', () => {
  it('prints value, move and counters as readable lines', () => {
    const r = run('.........');
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    expect(r.out).toEqual([
      'board: ......... (o to move)',
      'search: alpha-beta, order cell, no tt, win/draw/loss scoring, full depth, window (-inf, +inf)',
      'value: 0 (draw)',
      'move: 0',
      'nodes: 18297',
      'cutoffs: 4237',
    ]);
    expect(searchCommand.name).toBe('search');
    expect(searchCommand.usage).toBe('search <board|moves> [--game G] [--depth N] [--order O] [--tt] [--json] [...]');
    const help = typeof searchCommand.help === 'function' ? searchCommand.help(DEFAULT_GAME_MODULE) : [];
    expect(help[0]).toBe('On a game whose whole tree fits: search <board|moves> [--order cell|centre|best] [--tt] [--symmetry] [--shortest] [--depth N] [--minimax] [--alpha A --beta B] [--json]');
  });

  it('shows table hits by kind with --tt, and --symmetry implies --tt', () => {
    const r = run('.........', '--symmetry', '--order', 'centre');
    expect(r.out[1]).toBe('search: alpha-beta, order centre, tt with symmetry, win/draw/loss scoring, full depth, window (-inf, +inf)');
    expect(r.out[3]).toBe('move: 4');
    expect(r.out).toContain('nodes: 472');
    expect(r.out.some((l) => /^tt hits: exact \d+, upper \d+, lower \d+, narrowed \d+$/.test(l))).toBe(true);
    expect(r.out.some((l) => /^tt stores: \d+$/.test(l))).toBe(true);
  });

  it('prints one JSON object with --json', () => {
    const r = run('.........', '--alpha', '-1', '--beta=1', '--json');
    expect(r.out).toHaveLength(1);
    const j = JSON.parse(r.out[0]) as Record<string, unknown>;
    expect(j).toMatchObject({ board: '.........', toMove: 'o', value: 0, result: 'exact', bestMove: 0, alpha: -1, beta: 1, tt: false, mode: 'wdl', depth: null });
    expect((j.counters as Record<string, number>).nodes).toBe(16811);
    const full = JSON.parse(run('.........', '--json', '--symmetry', '--shortest', '--order', 'best').out[0]) as Record<string, unknown>;
    expect(full).toMatchObject({ tt: true, symmetry: true, mode: 'shortest', order: 'best', alpha: '-inf', beta: 'inf' });
  });

  it('reports fail-low / fail-high against the window, depth-limited estimates, minimax and finished boards', () => {
    expect(run('.........', '--alpha', '0.5').out[2]).toBe('value: 0 (fail low: the value is at most 0)');
    expect(run('o...x...o', '--beta', '0').out[2]).toMatch(/^value: 0 \(fail high: the value is at least 0\)$/);
    expect(run('.........', '--depth', '2').out[2]).toBe('value: 0.1111 (depth-limited estimate)');
    expect(run('oxoxxo...', '--depth', '3').out[2]).toBe('value: 1 (o wins)'); // depth covers the rest of the game
    const mm = run('.........', '--minimax');
    expect(mm.out[1]).toBe('search: minimax, order cell, no tt, win/draw/loss scoring, full depth');
    expect(mm.out).toContain('nodes: 549946');
    expect(run('ooo.xx...').out.slice(0, 4)).toEqual([
      'board: ooo.xx... (game over)',
      'search: alpha-beta, order cell, no tt, win/draw/loss scoring, full depth, window (-inf, +inf)',
      'value: 1 (o wins)',
      'move: none (the game is over)',
    ]);
  });

  it('rejects bad arguments with UsageError, bad boards with GameError', () => {
    expect(() => run()).toThrow(UsageError);
    expect(() => run('.........', 'o........')).toThrow(UsageError);
    expect(() => run('.........', '--fast')).toThrow(UsageError);
    expect(() => run('.........', '--order', 'random')).toThrow(/--order must be one of cell, centre, best/);
    expect(() => run('.........', '--depth', 'x')).toThrow(UsageError);
    expect(() => run('.........', '--depth', '0')).toThrow(UsageError);
    expect(() => run('.........', '--depth', '10')).toThrow(UsageError);
    expect(() => run('.........', '--depth')).toThrow(UsageError);
    expect(() => run('.........', '--alpha', 'abc')).toThrow(/--alpha must be a number/);
    expect(() => run('.........', '--alpha', '1', '--beta', '1')).toThrow(/alpha < beta/);
    expect(() => run('.........', '--minimax', '--beta', '1')).toThrow(/--minimax/);
    expect(() => run('xx.......')).toThrow(GameError);
    expect(() => run('....')).toThrow(GameError);
  });
});
