/**
 * Issue 23: one command line over the registry. Every generic command runs on
 * the game `--game <id>` names, as its capability allows; `<id> <command>` is
 * the same; src/cli/ names no game (a game's own commands are its cli.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_ENTRIES } from '../../src/games/index.ts';
import { cli } from './runCli.ts';

describe('cli: one command line over the registry', () => {
  it('--game runs a full-tree command on another full-tree game, and <id> <command> is the same', async () => {
    const stats = await cli('stats', '--game', 'connect3', '--json');
    expect(stats.code).toBe(0);
    expect(JSON.parse(stats.out)).toMatchObject({ nodes: 277_167, positions: 7_157 });
    const family = await cli('connect3', 'stats', '--json');
    expect(family.out).toBe(stats.out);
    const best = await cli('connect3', 'best', '..../..../....');
    expect(best.code).toBe(0);
    expect(best.out).toContain('to move: R');
    expect(best.out).toContain('value: 1 (R wins with best play');
    const table = JSON.parse((await cli('table', '--game=connect3', '--json')).out) as Record<string, unknown>;
    expect(Object.keys(table)).toHaveLength(7_157);
  });

  it('search, match and perft run on every game; the position may be the moves from the start', async () => {
    const c3 = await cli('search', '--game', 'connect3', '-');
    expect(c3.out.split('\n').slice(0, 3)).toEqual(['board: ..../..../.... (R to move)', 'search: alpha-beta, order cell, no tt, win/draw/loss scoring, full depth, window (-inf, +inf)', 'value: 1 (R wins)']);
    const moves = await cli('search', '408', '--json');
    expect(JSON.parse(moves.out)).toMatchObject({ board: 'x...o...o', toMove: 'x' });
    const match = await cli('match', 'perfect', 'random', '--game', 'connect3', '--games', '20');
    expect(match.out.split('\n').map((l) => l.split(/\s+/)[0])).toEqual(['perfect', 'as', 'R', 'Y', 'total']);
    expect((await cli('perft', '9')).out).toMatch(/^perft\(9\) = 255,168 /);
    expect(JSON.parse((await cli('perft', '--game', 'othello', '6', '--json')).out)).toMatchObject({ depth: 6, nodes: 8_200 });
  });

  it('a command the game cannot run, or an unknown game: one line, exit code 2', async () => {
    for (const [args, message] of [
      [['stats', '--game', 'othello'], /^error: stats needs a game whose whole tree fits, and othello's does not \(such games: tictactoe, connect3\)$/],
      [['othello', 'best', 'start'], /best needs a game whose whole tree fits/],
      [['stats', '--game', 'chess'], /^error: unknown game "chess" \(games: tictactoe, othello, connect3, connect4, connect4-5x4, connect4-4x4\)$/],
      [['connect3'], /^error: connect3 needs a subcommand: stats, table, best, perft, search, match or solve-check$/],
      [['perft', '10'], /the perft depth must be between 0 and 9/],
      [['search', '--game', 'othello', 'f5', '--depth', '1', '--symmetry'], /unknown option "--symmetry"/],
    ] as const) {
      const r = await cli(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err.split('\n')).toHaveLength(1);
      expect(r.err).toMatch(message);
    }
  });

  it('help lists the games, and a game family its commands', async () => {
    const help = await cli('--help');
    expect(help.out).toContain(`games: ${GAME_ENTRIES.map((e) => e.game.id).join(', ')}`);
    const c3 = await cli('help', 'connect3');
    expect(c3.code).toBe(0);
    expect(c3.out).toContain('solve-check <player>');
    expect(c3.out).not.toContain('--max-nodes');
  });

  it('src/cli/ names no game: every game comes from the registry', () => {
    const dir = join(import.meta.dirname, '../../src/cli');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const names = /tic-?tac-?toe|othello|connect ?[34]|reversi|nim\b/i;
    const naming = files.flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').flatMap((line, i) => (names.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])));
    expect(naming).toEqual([]);
  });
});
