/**
 * Issue 28, part 7 (command line): every argument a message repeats is quoted
 * one way (clipped by code points, controls escaped); option errors say what
 * is wrong with the option; player names are exact.
 */
import { describe, expect, it } from 'vitest';
import { QUOTE_MAX, quoteArg } from '../../src/cli/command.ts';
import { cli } from './runCli.ts';

// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A hostile argument: a bidi override, emoji (two UTF-16 units each) past the clip, then 2 MB. */
const HUGE = `\u202e${'😀'.repeat(60)}\u001b]0;x\u0007${'y'.repeat(2_000_000)}`;
/** What quoteArg makes of HUGE: the override escaped, then emoji up to the clip, then an ellipsis. */
const QUOTED = `"\\u202e${'😀'.repeat(QUOTE_MAX - 1)}…"`;

describe('cli: one quoting rule for echoed arguments', () => {
  it('quoteArg clips by code points, escapes controls and wraps in plain double quotes', () => {
    expect(quoteArg(HUGE)).toBe(QUOTED);
    expect(quoteArg('random\r\n')).toBe('"random\\r\\n"');
    expect(quoteArg('é漢字')).toBe('"é漢字"');
  });

  it('stats with a 2 MB argument prints one short line (it printed a 2,000,039-character line)', async () => {
    const r = await cli('stats', 'y'.repeat(2_000_000));
    expect(r.code).toBe(2);
    expect(r.err).toBe(`error: stats takes no arguments, got "${'y'.repeat(QUOTE_MAX)}…"`);
  });

  it.each([
    ['a command name', [HUGE]],
    ['help <command>', ['help', HUGE]],
    ['stats', ['stats', HUGE]],
    ['table', ['table', HUGE]],
    ['an unknown option', ['best', '.........', `--${HUGE}`]],
    ['a value given to a flag', ['table', `--json=${HUGE}`]],
    ['a number (--depth)', ['search', '.........', '--depth', HUGE]],
    ['a number (--games)', ['match', 'random', 'random', `--games=${HUGE}`]],
    ['a number (--limit)', ['solve-check', 'random', '--limit', HUGE]],
    ['a window bound', ['search', '.........', '--alpha', HUGE]],
    ['a move order', ['search', '.........', '--order', HUGE]],
    ['a player (match)', ['match', HUGE, 'random']],
    ['a player (solve-check)', ['solve-check', HUGE]],
    ['a player (othello match)', ['othello', 'match', 'greedy', HUGE]],
    ['an othello subcommand', ['othello', HUGE]],
    ['a perft depth', ['othello', 'perft', HUGE]],
    ['an evaluation', ['othello', 'search', 'start', '--depth', '1', '--eval', HUGE]],
    ['an othello move order', ['othello', 'search', 'start', '--depth', '1', '--order', HUGE]],
    ['a node limit', ['othello', 'search', 'start', '--depth', '1', '--max-nodes', HUGE]],
    ['a time limit', ['match', 'random', 'random', '--time-limit', HUGE]],
    ['an opening count', ['othello', 'match', 'greedy', 'random', '--openings', HUGE]],
  ])('%s: the argument is quoted by the one rule, in one short line', async (_, args) => {
    const r = await cli(...args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err.length).toBeLessThan(600);
    expect(r.err).not.toMatch(RAW_CONTROL);
    expect(r.err).not.toMatch(LONE_SURROGATE);
    // The argument itself, or the whole `--flag=value` / `--name` it is part of, clipped by the rule.
    const echoed = args.find((a) => a.includes(HUGE)) as string;
    expect([...new Set([QUOTED, quoteArg(echoed)])].filter((q) => r.err.includes(q))).toHaveLength(1);
  });
});

describe('cli: option errors say what is wrong', () => {
  it.each([
    [['table', '--shortest=1'], /^error: option --shortest takes no value: write --shortest alone, not "--shortest=1"$/],
    [['stats', '--json=true'], /option --json takes no value/],
    [['best', '.........', '--json=1'], /option --json takes no value/],
    [['search', '.........', '--tt=yes'], /option --tt takes no value/],
    [['solve-check', 'perfect', '--shortest=0'], /option --shortest takes no value/],
    [['othello', 'search', 'start', '--depth', '2', '--alphabeta=1'], /option --alphabeta takes no value/],
    [['match', 'random', 'random', '--games'], /^error: option --games needs a value: --games <value> or --games=<value>$/],
    [['match', 'random', 'random', '--games='], /option --games needs a value/],
    [['match', 'random', 'random', '--games', '--json'], /^error: option --games needs a value, but the next argument is the option "--json"$/],
    [['search', '.........', '--order'], /option --order needs a value/],
    [['solve-check', 'random', '--limit'], /option --limit needs a value/],
    [['othello', 'search', 'start', '--depth'], /option --depth needs a value/],
    [['othello', 'match', 'greedy', 'random', '--seed', '--games', '2'], /option --seed needs a value, but the next argument is the option "--games"/],
    [['search', '.........', '--depth', '3', '--depth', '4'], /option --depth is given twice/],
    [['table', '--json', '--json'], /option --json is given twice/],
    [['table', '--short'], /^error: unknown option "--short" \(options: --game, --json, --shortest\)$/],
    [['stats', '--shortest'], /unknown option "--shortest" \(options: --game, --json\)/],
  ])('%j', async (args, message) => {
    const r = await cli(...args);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
  });

  it('-- ends the options', async () => {
    const r = await cli('best', '--', '....o....');
    expect(r.code).toBe(0);
    expect(r.out).toContain('best moves: 0, 2, 6, 8');
  });

  it('<command> --help and help <command> print the command’s options and bounds on stdout', async () => {
    const othello = await cli('othello', '--help');
    expect(othello.code).toBe(0);
    expect(othello.err).toBe('');
    expect(othello.out).toContain('depth 0 to 12');
    expect(othello.out).toContain('--max-nodes');
    expect(othello.out).toContain('--time-limit');
    const match = await cli('help', 'match');
    expect(match.code).toBe(0);
    expect(match.out).toContain('1 to 10,000,000');
    for (const name of ['stats', 'table', 'best', 'search', 'solve-check']) {
      const r = await cli(name, '-h');
      expect(r.code, name).toBe(0);
      expect(r.out, name).toMatch(new RegExp(`^Usage: npm run cli -- ${name}`));
    }
  });
});

describe('cli: player names are exact', () => {
  it.each([
    ['match', ['match', 'random\r\n', 'random'], '"random\\r\\n"'],
    ['match', ['match', 'random', ' random'], '" random"'],
    ['match', ['match', 'perfect\t', 'random'], '"perfect\\t"'],
    ['solve-check', ['solve-check', 'perfect\n'], '"perfect\\n"'],
    ['othello match', ['othello', 'match', 'greedy\u0000', 'random'], '"greedy\\x00"'],
    ['othello match', ['othello', 'match', 'greedy', 'random\u200b'], '"random\u200b"'],
  ])('%s refuses %j, quoting the name', async (_, args, quoted) => {
    const r = await cli(...args);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err).toContain(`unknown player ${quoted}: choose one of`);
  });

  it('case is still ignored (documented): RANDOM and Minimax:2 are players', async () => {
    const r = await cli('match', 'RANDOM', 'Minimax:2', '--games', '10');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^random vs minimax-d2: 10 games per side/);
  });
});
