/**
 * Issue 28, part 7 (command line): long work shows progress on stderr and is
 * bounded: inputs past a documented bound are refused (exit 2, one line),
 * searches stop at --max-nodes, matches at --time-limit. No test here runs
 * long work: progress is checked on small jobs with injected intervals and a
 * stepping clock, limits with small budgets.
 */
import { describe, expect, it } from 'vitest';
import { othello, perft } from '../../src/games/othello/index.ts';
import { perftFrontier } from '../../src/cli/commands/perft.ts';
import { cli, cliWith, steppingClock } from './runCli.ts';

describe('cli: inputs past the documented bounds are refused with one line, exit code 2', () => {
  it.each([
    [['othello', 'perft', '13'], /^error: the perft depth must be between 0 and 12, got "13"$/],
    [['othello', 'search', 'start', '--depth', '13'], /^error: --depth must be between 1 and 12, got "13"$/],
    [['othello', 'search', 'start', '--depth', '2', '--max-nodes', '0'], /--max-nodes must be between 1 and 10,000,000,000/],
    [['othello', 'search', 'start', '--depth', '2', '--max-nodes', '10000000001'], /--max-nodes must be between 1 and 10,000,000,000/],
    [['match', 'random', 'random', '--games', '10000001'], /^error: --games must be between 1 and 10,000,000, got "10000001"$/],
    [['match', 'random', 'random', '--games', '1000000000'], /--games must be between 1 and 10,000,000/],
    [['othello', 'match', 'greedy', 'random', '--games', '100001'], /--games must be between 1 and 100,000/],
    [['match', 'random', 'random', '--time-limit', '0'], /--time-limit must be between 1 and 86,400/],
    [['othello', 'match', 'greedy', 'random', '--time-limit', '86401'], /--time-limit must be between 1 and 86,400/],
  ])('%j', async (args, message) => {
    const r = await cli(...args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
  });
});

describe('cli: limits stop long work', () => {
  it('othello search stops at --max-nodes: progress lines, then one error line, exit code 2', async () => {
    const r = await cliWith({ isTTY: false }, 'othello', 'search', 'f5d6c3d3c4', '--depth', '8', '--max-nodes', '20000');
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    const errors = r.err.filter((l) => l.startsWith('error:'));
    expect(errors).toEqual([
      'error: the search passed its limit of 20,000 nodes (--max-nodes, at most 10,000,000,000): search less deep, add --alphabeta, or raise --max-nodes',
    ]);
    expect(r.err[r.err.length - 1]).toBe(errors[0]);
    expect(r.err[0]).toMatch(/^[\d,]+ nodes \[\d\d:\d\d, .* nodes\/s\] \(of at most 20,000\)$/);
  });

  it('a search within its budget answers as before (the budget counts the best-move searches too)', async () => {
    const r = await cliWith({ isTTY: false }, 'othello', 'search', 'f5d6c3', '--depth', '4', '--eval', 'discs', '--json', '--max-nodes', '100000');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out.join('\n'))).toMatchObject({ value: 3 / 64, bestMoves: ['g5'] });
  });

  it('match stops at --time-limit and prints the games played so far, marked as stopped', async () => {
    // Each clock reading is 1 s later: the limit of 3 s passes after a few chunks of 10,000 games.
    const r = await cliWith({ isTTY: false, now: steppingClock(1000) }, 'match', 'random', 'random', '--games', '1000000', '--time-limit', '3');
    expect(r.code).toBe(0);
    const m = /^random vs random: 1000000 games per side, seed 1, from random's point of view \(stopped by --time-limit 3 after ([\d]+) of 2000000 games\)$/.exec(r.out[0]);
    expect(m, r.out[0]).not.toBeNull();
    const played = Number((m as RegExpExecArray)[1]);
    expect(played).toBeGreaterThan(0);
    expect(played).toBeLessThan(2_000_000);
    expect(r.out[4]).toMatch(new RegExp(`^total\\s+\\d+\\s+\\d+\\s+\\d+\\s`));
    const [win, lose, draw] = (r.out[4].match(/\d+/g) as string[]).map(Number);
    expect(win + lose + draw).toBe(played);
  });

  it('othello match stops at --time-limit before the next move; --json says cancelled', async () => {
    const r = await cliWith({ isTTY: false, now: steppingClock(1000) }, 'othello', 'match', 'greedy', 'random', '--games', '50', '--time-limit', '40', '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out.join('\n')) as { cancelled: boolean; gamesPerSide: number; total: { games: number } };
    expect(json.cancelled).toBe(true);
    expect(json.gamesPerSide).toBe(50);
    expect(json.total.games).toBeLessThan(100);
  });
});

describe('cli: long work shows progress on stderr', () => {
  it('perft splits into subtrees that add up to perft', () => {
    for (let depth = 0; depth <= 7; depth++) {
      for (let ply = 0; ply <= Math.min(depth, 4); ply++) {
        const sum = perftFrontier(othello, othello.initial, ply).reduce((n, s) => n + perft(s, depth - ply), 0);
        expect(sum, `depth ${depth}, split at ${ply}`).toBe(perft(othello.initial, depth));
      }
    }
  });

  it('othello perft on a terminal: a bar redrawn in place per subtree, ended with a newline; the count on stdout', async () => {
    const r = await cliWith({ isTTY: true, progress: { intervalMs: 0 } }, 'othello', 'perft', '8');
    expect(r.code).toBe(0);
    expect(r.out).toEqual([expect.stringMatching(/^perft\(8\) = 390,216 \(\d+ ms\)$/)]);
    expect(r.err).toEqual([]);
    expect(r.raw.length).toBeGreaterThan(200); // 244 subtrees, drawn after each
    expect(r.raw.every((s) => s.startsWith('\r'))).toBe(true);
    expect(r.raw[r.raw.length - 1]).toMatch(/^\r100%\|██████████\| 244\/244 \[.* subtrees\/s\] *\n$/);
    expect(r.raw.some((s) => s.includes('(390,216 sequences so far)'))).toBe(true);
  });

  it('othello perft elsewhere: plain lines, at each quarter and at the heartbeat', async () => {
    const r = await cliWith({ isTTY: false, now: steppingClock(1000), progress: { heartbeatMs: 20_000 } }, 'othello', 'perft', '8');
    expect(r.code).toBe(0);
    expect(r.raw).toEqual([]);
    expect(r.err.length).toBeGreaterThan(4); // quarters alone would be 4
    expect(r.err.every((l) => /^ *\d+%\|.*\| \d+\/244 \[/.test(l))).toBe(true);
    expect(r.err[r.err.length - 1]).toMatch(/^100%.* 244\/244 /);
  });

  it('othello search on a terminal: the node count redrawn as it grows', async () => {
    const r = await cliWith({ isTTY: true, progress: { intervalMs: 0 } }, 'othello', 'search', 'f5d6c3', '--depth', '5');
    expect(r.code).toBe(0);
    const counts = r.raw.map((s) => Number((/^\r([\d,]+) nodes/.exec(s) as RegExpExecArray)[1].replace(/,/g, '')));
    expect(counts.length).toBeGreaterThan(5);
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThanOrEqual(counts[i - 1]);
    expect(r.raw[r.raw.length - 1]).toMatch(/\n$/);
  });

  it('othello match on a terminal: redrawn before every move with the game and move in progress', async () => {
    const r = await cliWith({ isTTY: true, progress: { intervalMs: 0 } }, 'othello', 'match', 'greedy', 'random', '--games', '1');
    expect(r.code).toBe(0);
    expect(r.raw.filter((s) => s.includes('(game 1, move ')).length).toBeGreaterThan(20);
    expect(r.raw.some((s) => s.includes('(game 2, move 1)'))).toBe(true);
    expect(r.raw[r.raw.length - 1]).toMatch(/^\r100%.* 2\/2 .*\n$/);
  });

  it('a terminal redraw overwrites a longer previous line with spaces', async () => {
    const r = await cliWith({ isTTY: true, progress: { intervalMs: 0 } }, 'othello', 'match', 'greedy', 'random', '--games', '1');
    // A one-line terminal: "\r" goes back to the start, characters overwrite, "\n" ends the line.
    let screen: string[] = [];
    let col = 0;
    const done: string[] = [];
    for (const write of r.raw) {
      for (const ch of write) {
        if (ch === '\r') col = 0;
        else if (ch === '\n') {
          done.push(screen.join(''));
          screen = [];
          col = 0;
        } else screen[col++] = ch;
      }
      // After each redraw the terminal shows exactly the new text: no tail of a longer line before it.
      if (!write.endsWith('\n')) expect(screen.join('').trimEnd()).toBe(write.slice(1).trimEnd());
    }
    expect(r.raw.some((w, i) => i > 0 && w.trimEnd().length < r.raw[i - 1].trimEnd().length)).toBe(true); // a shorter line did follow a longer one
    expect(done).toHaveLength(1);
    expect(done[0].trimEnd()).toBe(r.raw[r.raw.length - 1].slice(1, -1).trimEnd());
  });
});
