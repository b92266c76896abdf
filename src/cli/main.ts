/**
 * `npm run cli -- <command> ...`: the command-line entry point.
 * Exit codes: 0 success, 2 bad input (one line on stderr, no stack trace),
 * 1 unexpected failure.
 */
import { GameError } from '../games/game.ts';
import { GAME_ENTRIES } from '../games/index.ts';
import type { GameModule } from '../games/module.ts';
import { escapeControls } from '../i18n/userText.ts';
import { quoteArg, UsageError, type CliIO, type Command } from './command.ts';
import { bestCommand } from './commands/best.ts';
import { matchCommand } from './commands/match.ts';
import { perftCommand } from './commands/perft.ts';
import { searchCommand } from './commands/search.ts';
import { solveCheckCommand } from './commands/solveCheck.ts';
import { statsCommand } from './commands/stats.ts';
import { tableCommand } from './commands/table.ts';
import { commandLineOf, GAME_FLAG, gameOfArgs, loadGameCommandLines, loadGameModule, loadGameOf } from './games.ts';

/** The generic commands: each runs on any game its capability allows (`--game <id>`). */
const GENERIC: readonly Command[] = [statsCommand, tableCommand, bestCommand, perftCommand, searchCommand, matchCommand, solveCheckCommand];

/** The top-level commands: the generic ones, then those the game folders bring (their cli.ts). */
function topLevel(): Command[] {
  return [...GENERIC, ...GAME_ENTRIES.flatMap((e) => commandLineOf(e.game.id)?.commands ?? [])];
}

/** A game's family, `<id> <subcommand> ...`: the generic commands its capabilities allow (the game passed as --game), then its own. */
function familyOf(module: GameModule<unknown>): { generic: Command[]; own: readonly Command[] } {
  return { generic: GENERIC.filter((c) => c.runsOn?.(module) ?? true), own: commandLineOf(module.game.id)?.subcommands ?? [] };
}

const orList = (names: readonly string[]): string => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`);

/** Prints the usage: on stdout when asked for, on stderr when a command is missing. */
function help(write: (line: string) => void): void {
  write('Minimax Explorer command line. Usage: npm run cli -- <command> [options]');
  for (const c of topLevel()) write(`  ${c.usage.padEnd(58)} ${c.summary}`);
  write(`  ${'<game> <command> [options]'.padEnd(58)} a command on one game (games: ${GAME_ENTRIES.map((e) => e.game.id).join(', ')}): the same as --game <game>, with the game's own commands`);
  const anyGame = GENERIC.filter((c) => !c.runsOn).map((c) => c.name);
  write(`  --game <game>: the game a command runs on (default: the opening game); a game whose whole tree fits runs them all, any game ${orList(anyGame).replace(' or ', ' and ')}.`);
  write('  <command> --help: its options and limits. Progress of long work goes to stderr; bad input: one line, exit code 2.');
}

/** A command's help lines for `module`'s game; in a game's family (`inFamily`), without --game (the family names the game). */
function helpLines(c: Command, module: GameModule<unknown>, inFamily: boolean): readonly string[] {
  const lines = typeof c.help === 'function' ? c.help(module) : (c.help ?? []);
  return inFamily ? lines.filter((line) => !line.trimStart().startsWith(`--${GAME_FLAG} `)) : lines;
}

/** A command's usage; in a game's family, without --game. */
const usageOf = (c: Command, inFamily: boolean): string => (inFamily ? c.usage.replace(` [--${GAME_FLAG} G]`, '') : c.usage);

/** One command's help: usage, summary, then its own lines (for `module`'s game); `family` is the game's id when asked as `<id> <command> --help`. */
function commandHelp(c: Command, module: GameModule<unknown>, write: (line: string) => void, family?: string): void {
  write(`Usage: npm run cli -- ${family ? `${family} ` : ''}${usageOf(c, family !== undefined)}`);
  write(c.summary);
  for (const line of helpLines(c, module, family !== undefined)) write(line);
}

/** A game family's help: each of its commands' usage and lines. */
function familyHelp(module: GameModule<unknown>, write: (line: string) => void): void {
  const id = module.game.id;
  const { generic, own } = familyOf(module);
  write(`Usage: npm run cli -- ${id} <command> [options]: a command on ${id} (the same as <command> --game ${id})`);
  for (const c of [...generic, ...own]) {
    write(`  ${usageOf(c, true)}`);
    write(`      ${c.summary}`);
    for (const line of helpLines(c, module, true)) write(`    ${line}`);
  }
}

const wantsHelp = (args: readonly string[]): boolean => args.some((a) => a === '--help' || a === '-h');

/** Reports an error as one line, whatever the arguments quoted in it contain. */
function fail(io: CliIO, message: string, code: number): number {
  io.err(`error: ${escapeControls(message)}`);
  return code;
}

/** `<game> <command> ...`: a generic command with --game, or one of the game's own. */
async function runFamily(id: string, rest: readonly string[], io: CliIO): Promise<number> {
  const module = await loadGameModule(id);
  const { generic, own } = familyOf(module);
  const [sub, ...args] = rest;
  if (sub === '--help' || sub === '-h' || (sub === undefined && wantsHelp(rest))) {
    familyHelp(module, (line) => io.out(line));
    return 0;
  }
  const names = [...generic, ...own].map((c) => c.name);
  const ownCommand = own.find((c) => c.name === sub);
  // A generic command the game's capabilities do not allow still runs, to say why not.
  const command = ownCommand ?? GENERIC.find((c) => c.name === sub);
  if (!command) throw new UsageError(`${id} needs a subcommand: ${orList(names)}${sub === undefined ? '' : `, got ${quoteArg(sub)}`}`);
  if (wantsHelp(args)) {
    commandHelp(command, module, (line) => io.out(line), id);
    return 0;
  }
  return command.run(ownCommand ? args : [`--${GAME_FLAG}`, id, ...args], io);
}

/** Runs one command line; returns the exit code. */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (e) {
    if (e instanceof UsageError || e instanceof GameError) return fail(io, e.message, 2);
    return fail(io, e instanceof Error ? e.message : String(e), 1);
  }
}

async function dispatch(argv: readonly string[], io: CliIO): Promise<number> {
  await loadGameCommandLines();
  const [name, ...rest] = argv;
  if (name === undefined) {
    help((line) => io.err(line));
    return 2;
  }
  const commands = topLevel();
  const known = `commands: ${commands.map((c) => c.name).join(', ')}; games: ${GAME_ENTRIES.map((e) => e.game.id).join(', ')}`;
  if (name === 'help' || name === '--help' || name === '-h') {
    if (rest.length === 0) {
      help((line) => io.out(line));
      return 0;
    }
    if (rest.length > 1) return fail(io, `help takes one command name, got ${rest.length} arguments (${known})`, 2);
    if (GAME_ENTRIES.some((e) => e.game.id === rest[0])) return runFamily(rest[0], ['--help'], io);
    const about = commands.find((c) => c.name === rest[0]);
    if (!about) return fail(io, `unknown command ${quoteArg(rest[0])} (${known})`, 2);
    commandHelp(about, gameOfArgs([]), (line) => io.out(line));
    return 0;
  }
  if (GAME_ENTRIES.some((e) => e.game.id === name)) return runFamily(name, rest, io);
  const command = commands.find((c) => c.name === name);
  if (!command) return fail(io, `unknown command ${quoteArg(name)} (${known})`, 2);
  await loadGameOf(rest);
  if (wantsHelp(rest)) {
    commandHelp(command, gameOfArgs(rest), (line) => io.out(line));
    return 0;
  }
  return await command.run(rest, io);
}

const isMain = typeof process !== 'undefined' && process.argv[1] !== undefined && /cli[\\/]main\.ts$/.test(process.argv[1]);
if (isMain) {
  // `npm run cli -- table | head` closes the pipe early: that is not an error.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
  // A closed stderr (`2> >(head -1)`) loses progress and messages, not the result on stdout.
  process.stderr.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
  });
  const io: CliIO = {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    errRaw: (text) => process.stderr.write(text),
    isTTY: Boolean(process.stderr.isTTY),
  };
  runCli(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`error: ${escapeControls(e instanceof Error ? e.message : String(e))}\n`);
      process.exitCode = 1;
    },
  );
}
