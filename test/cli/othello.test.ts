import { describe, expect, it } from 'vitest';
import { cli } from './runCli.ts';


describe('othello cli', () => {
  it('perft 6 from the start, and --json', async () => {
    const r = await cli('othello', 'perft', '6');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^perft\(6\) = 8,200 /);
    expect(JSON.parse((await cli('othello', 'perft', '7', '--json')).out)).toMatchObject({ depth: 7, nodes: 55092 });
  });

  it('search prints the value from black’s view, the best moves and the nodes; alpha-beta agrees with fewer nodes', async () => {
    const mm = JSON.parse((await cli('othello', 'search', 'f5d6c3', '--depth', '4', '--eval', 'discs', '--json')).out);
    expect(mm).toMatchObject({ toMove: 'white', algorithm: 'minimax', value: 3 / 64, valueInUnits: 3, bestMoves: ['g5'] });
    const ab = JSON.parse((await cli('othello', 'search', 'f5d6c3', '--depth', '4', '--eval', 'discs', '--alphabeta', '--order', 'eval', '--tt', '--json')).out);
    expect(ab.value).toBe(mm.value);
    expect(ab.nodes).toBeLessThan(mm.nodes);
    const text = await cli('othello', 'search', 'start', '--depth', '1', '--eval', 'discs');
    expect(text.out).toContain("value (black's view): +0.0469 (estimated, discs: +3)");
    expect(text.out).toContain('best moves: d3, c4, f5, e6');
    expect(text.out).toContain('nodes: 5');
  });

  it('match plays N games per side with progress on stderr and a black / white / total table', async () => {
    const r = await cli('othello', 'match', 'greedy', 'random', '--games', '2', '--seed', '3');
    expect(r.code).toBe(0);
    expect(r.out.split('\n').map((l) => l.split(/\s+/)[0])).toEqual(['greedy', 'as', 'black', 'white', 'total']);
    expect(r.err).toContain('4/4');
  });

  it.each([
    [['othello'], /needs a subcommand: perft, search, match or solve/],
    [['othello', 'perft', 'x'], /the perft depth must be a whole number/],
    [['othello', 'search', 'f5d6a1', '--depth', '2'], /move 3 \(a1\)/],
    [['othello', 'search', 'f5z9', '--depth', '2'], /move 2: "z9" is not a square/],
    [['othello', 'search', 'f5', '--depth', '2', '--eval', 'corners'], /--eval must be one of discs, weights, mobility/],
    [['othello', 'search', 'f5', '--depth', '2', '--order', 'best'], /--order must be one of none, weights, eval/],
    [['othello', 'search', 'f5'], /needs --depth/],
    [['othello', 'match', 'greedy', 'perfect'], /unknown player "perfect"/],
  ])('bad input %j: one line on stderr, exit code 2', async (args, message) => {
    const r = await cli(...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.split('\n')).toHaveLength(1);
  });
});
