/**
 * `npm run cli -- <command> ...`: the command-line entry point.
 * Exit codes: 0 success, 2 bad input (one line on stderr, no stack trace),
 * 1 unexpected failure.
 */
import { GameError } from '../games/game.ts';
import { escapeControls } from '../i18n/userText.ts';
import { quoteArg, UsageError, type CliIO, type Command } from './command.ts';
import { bestCommand } from './commands/best.ts';
import { connect4Command } from './commands/connect4.ts';
import { searchCommand } from './commands/search.ts';
import { matchCommand } from './commands/match.ts';
import { othelloCommand } from './commands/othello.ts';
import { solveCheckCommand } from './commands/solveCheck.ts';
import { statsCommand } from './commands/stats.ts';
import { tableCommand } from './commands/table.ts';

export const COMMANDS: readonly Command[] = [statsCommand, tableCommand, bestCommand, searchCommand, matchCommand, solveCheckCommand, othelloCommand, connect4Command];

/** Prints the usage: on stdout when asked for, on stderr when a command is missing. */
function help(write: (line: string) => void): void {
  write('Minimax Explorer command line. Usage: npm run cli -- <command> [options]');
  for (const c of COMMANDS) write(`  ${c.usage.padEnd(58)} ${c.summary}`);
  write('  <command> --help: its options and limits. Progress of long work goes to stderr; bad input: one line, exit code 2.');
}

/** One command's help: usage, summary, then its own lines. */
function commandHelp(c: Command, write: (line: string) => void): void {
  write(`Usage: npm run cli -- ${c.usage}`);
  write(c.summary);
  for (const line of c.help ?? []) write(line);
}

const wantsHelp = (args: readonly string[]): boolean => args.some((a) => a === '--help' || a === '-h');

/** Reports an error as one line, whatever the arguments quoted in it contain. */
function fail(io: CliIO, message: string, code: number): number {
  io.err(`error: ${escapeControls(message)}`);
  return code;
}

/** Runs one command line; returns the exit code. */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    help((line) => io.err(line));
    return 2;
  }
  const known = `commands: ${COMMANDS.map((c) => c.name).join(', ')}`;
  if (name === 'help' || name === '--help' || name === '-h') {
    if (rest.length === 0) {
      help((line) => io.out(line));
      return 0;
    }
    const about = COMMANDS.find((c) => c.name === rest[0]);
    if (rest.length > 1) return fail(io, `help takes one command name, got ${rest.length} arguments (${known})`, 2);
    if (!about) return fail(io, `unknown command ${quoteArg(rest[0])} (${known})`, 2);
    commandHelp(about, (line) => io.out(line));
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) return fail(io, `unknown command ${quoteArg(name)} (${known})`, 2);
  if (wantsHelp(rest)) {
    commandHelp(command, (line) => io.out(line));
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof UsageError || e instanceof GameError) return fail(io, e.message, 2);
    return fail(io, e instanceof Error ? e.message : String(e), 1);
  }
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
