import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cli } from './runCli.ts';
import { escapeControls } from '../../src/i18n/userText.ts';


describe('cli', () => {
  it('stats prints the known facts, and --json the same as data', async () => {
    const r = await cli('stats');
    expect(r.code).toBe(0);
    expect(r.out).toContain('nodes (move sequences): 549,946');
    expect(r.out).toContain('finished games: 255,168 (o wins 131,184, x wins 77,904, draws 46,080)');
    expect(r.out).toContain('positions: 5,478 reachable, 958 finished; 765 up to symmetry');
    const j = JSON.parse((await cli('stats', '--json')).out);
    expect(j.nodesPerDepth).toEqual([1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]);
    expect(j.valueCounts.wdl).toEqual({ '1': 269056, '0': 132182, '-1': 148708 });
  });

  it('table --json covers all 5,478 positions in the documented shape', async () => {
    const j = JSON.parse((await cli('table', '--json')).out) as Record<string, { toMove: string; score: number; bestMoves: number[] }>;
    expect(Object.keys(j)).toHaveLength(5478);
    expect(j['.........']).toEqual({ toMove: 'o', score: 0, bestMoves: [0, 1, 2, 3, 4, 5, 6, 7, 8] });
    expect(j['xo.oxo...']).toEqual({ toMove: 'x', score: -1, bestMoves: [2, 6, 8] });
    expect(j['ooo.xx...'].bestMoves).toEqual([]);
    const s = JSON.parse((await cli('table', '--shortest', '--json')).out);
    expect(s['xo.oxo...']).toEqual({ toMove: 'x', score: -2, bestMoves: [8] });
    const finished = Object.values(j).filter((e) => e.bestMoves.length === 0);
    expect(finished).toHaveLength(958);
  });

  it('best gives value and best moves in both modes', async () => {
    const r = await cli('best', 'xo.oxo...');
    expect(r.out).toContain('to move: x');
    expect(r.out).toContain('value: -1 (x wins with best play');
    expect(r.out).toContain('best moves: 2, 6, 8');
    expect(JSON.parse((await cli('best', 'xo.oxo...', '--shortest', '--json')).out)).toMatchObject({ score: -2, bestMoves: [8] });
    expect((await cli('best', 'ooo.xx...')).out).toContain('finished: o won');
  });

  it.each([
    [['best', 'xo.oxo..'], /a board has 9 cells/],
    [['best', 'xo.oxq...'], /unknown character "q"/],
    [['best', 'xxx......'], /x has more pieces than o/],
    [['best'], /best needs one board/],
    [['best', '.........', '--fast'], /unknown option "--fast"/],
    [['stats', 'extra'], /takes no arguments/],
    [['frobnicate'], /unknown command "frobnicate"/],
  ])('bad input %j: one line on stderr, exit code 2', async (args, message) => {
    const r = await cli(...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.out).toBe('');
  });

  it.each([
    ['a newline', 'best', 'o\nx'],
    ['a carriage return', 'best', '....\r....'],
    ['ESC (a colour code)', 'best', '\u001b[31mred'],
    ['an OSC title sequence', 'frobnicate\u001b]0;pwned\u0007'],
    ['a bidirectional override', 'search', '\u202e.........'],
    ['C1 and DEL', 'best', '\u009b2J\u007f'],
  ])('an argument with %s is printed escaped, on one line', async (_, ...args) => {
    const r = await cli(...args);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')).toHaveLength(1);
    // eslint-disable-next-line no-control-regex
    expect(r.err).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(r.err).toMatch(/\\(n|r|x1b|x07|u202e|x9b|x7f)/);
  });

  it('escapes control characters and leaves other text alone', () => {
    expect(escapeControls('a\nb\rc\td\u001b[0m\u202eé漢字😀')).toBe('a\\nb\\rc\\td\\x1b[0m\\u202eé漢字😀');
  });

  it('with no command at all: the usage on stderr, exit code 2; help on stdout, exit code 0', async () => {
    const none = await cli();
    expect(none.code).toBe(2);
    expect(none.out).toBe('');
    expect(none.err).toMatch(/^Minimax Explorer command line\. Usage/);
    const help = await cli('--help');
    expect(help.code).toBe(0);
    expect(help.err).toBe('');
    expect(help.out).toMatch(/^Minimax Explorer command line\. Usage/);
  });

  it('as a real process: exit code 2 and no stack trace', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'best', 'nope'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe('error: a board has 9 cells, but "nope" has 4 characters');
    expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    const ok = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'best', '....o....'], { encoding: 'utf8' });
    expect(ok).toContain('best moves: 0, 2, 6, 8');
  });
});
