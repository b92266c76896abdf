/**
 * The command-line framework: each generic command is a small module under
 * src/cli/commands/ exporting a Command that works on any game of the
 * registry its capability allows (`--game <id>`, see games.ts); a game's
 * folder may add commands of its own in its cli.ts (a GameCommandLine);
 * main.ts dispatches to them.
 * Bad arguments throw UsageError (or a GameError): a one-line message on
 * stderr and exit code 2, never a stack trace. Every argument a message
 * repeats goes through `quoteArg` (one rule: clipped, controls escaped).
 */
import type { Result } from '../games/game.ts';
import type { GameModule } from '../games/module.ts';
import { quotePlainText } from '../i18n/userText.ts';

export interface CliIO {
  /** Writes to stdout (a newline is added). */
  out(line: string): void;
  /** Writes to stderr (a newline is added). */
  err(line: string): void;
  /** Writes raw text to stderr with no newline (progress bars). */
  errRaw?(text: string): void;
  /** True when stderr is a terminal (progress bars redraw in place). */
  readonly isTTY?: boolean;
  /** Milliseconds from any fixed origin; default `performance.now` (tests inject a fake clock). */
  now?(): number;
  /** Progress output timing (progress.ts); tests inject small values. */
  readonly progress?: { readonly intervalMs?: number; readonly heartbeatMs?: number };
}

export interface Command {
  readonly name: string;
  /** One-line usage, e.g. `best <board>`. */
  readonly usage: string;
  readonly summary: string;
  /** More lines for `<command> --help`: options, bounds, progress; a function of the game it would run on when they depend on it. */
  readonly help?: readonly string[] | ((module: GameModule<unknown>) => readonly string[]);
  /** A generic command's capability: whether it runs on this game (absent: on every game). */
  readonly runsOn?: (module: GameModule<unknown>) => boolean;
  run(args: readonly string[], io: CliIO): number | Promise<number>;
}

/**
 * What a game's folder adds to the command line, exported as `commandLine`
 * from its cli.ts (Node only: never part of the app's build). The command
 * line finds these files itself (games.ts), so generic code names no game.
 */
export interface GameCommandLine {
  /** The registry id of the game they belong to: its subcommands join `<id> <subcommand> ...`. */
  readonly game: string;
  /** A faster perft than the generic one, over the game's own states (`perft` uses it). */
  readonly perft?: (state: unknown, depth: number) => number;
  /** Subcommands of the game's own, beside the generic ones its capabilities allow: `<id> <name> ...`. */
  readonly subcommands?: readonly Command[];
  /** Top-level commands of the folder's own (tools for boards the app does not play). */
  readonly commands?: readonly Command[];
}

/** Bad command-line input: reported as one line, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Longest quoted argument in a message, in code points. */
export const QUOTE_MAX = 40;

/**
 * An argument (any text the user typed) as it appears in a message: in double
 * quotes, at most QUOTE_MAX code points then an ellipsis, control characters
 * escaped (quotePlainText). Every message that repeats user input uses this.
 */
export function quoteArg(text: string): string {
  return quotePlainText(text, QUOTE_MAX);
}

/** The value of a Result from user input; its GameError otherwise (reported by main.ts, exit 2). */
export function valueOrExit<T>(r: Result<T>): T {
  if (!r.ok) throw r.error;
  return r.value;
}

export interface ParsedArgs {
  readonly positional: string[];
  readonly flags: Map<string, string | true>;
}

/**
 * Splits arguments into positionals and `--flag` / `--flag value` /
 * `--flag=value` options; `--` ends the options. `valued` names the flags
 * that take a value, `booleans` those that take none. UsageError, each with
 * its own message: an unknown option (the known ones listed), a value given
 * to a boolean flag (`--json=1`), a valued flag with no value (last
 * argument, empty after `=`, or followed by another `--option`), an option
 * given twice.
 */
export function parseArgs(args: readonly string[], spec: { valued?: readonly string[]; booleans?: readonly string[] }): ParsedArgs {
  const valued = new Set(spec.valued ?? []);
  const booleans = new Set(spec.booleans ?? []);
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') {
      positional.push(...args.slice(i + 1));
      break;
    }
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = eq >= 0 ? a.slice(2, eq) : a.slice(2);
    const option = `--${name}`;
    // Only known options are ever stored, so the name needs no quoting here or below.
    if (flags.has(name)) throw new UsageError(`option ${option} is given twice: give it once`);
    if (valued.has(name)) {
      const next = eq >= 0 ? a.slice(eq + 1) : args[i + 1];
      if (next === undefined || next === '') throw new UsageError(`option ${option} needs a value: ${option} <value> or ${option}=<value>`);
      if (eq < 0 && next.startsWith('--')) throw new UsageError(`option ${option} needs a value, but the next argument is the option ${quoteArg(next)}`);
      if (eq < 0) i++;
      flags.set(name, next);
    } else if (booleans.has(name)) {
      if (eq >= 0) throw new UsageError(`option ${option} takes no value: write ${option} alone, not ${quoteArg(a)}`);
      flags.set(name, true);
    } else {
      const known = [...valued, ...booleans].map((f) => `--${f}`).join(', ');
      throw new UsageError(`unknown option ${quoteArg(option)} (${known ? `options: ${known}` : 'this command takes no options'})`);
    }
  }
  return { positional, flags };
}

/** Parses a non-negative integer flag value within [min, max]; `label` names it in messages (default `--name`). */
export function parseIntArg(name: string, value: string, min: number, max: number, label = `--${name}`): number {
  const range = `${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`;
  if (!/^\d+$/.test(value)) throw new UsageError(`${label} must be a whole number from ${range}, got ${quoteArg(value)}`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`${label} must be between ${min.toLocaleString('en-US')} and ${max.toLocaleString('en-US')}, got ${quoteArg(value)}`);
  return n;
}

/** The string value of a valued flag, if given. */
export function flagText(flags: ParsedArgs['flags'], name: string): string | undefined {
  const v = flags.get(name);
  return typeof v === 'string' ? v : undefined;
}
