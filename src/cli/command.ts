/**
 * The command-line framework: each command is a small module under
 * src/cli/commands/ exporting a Command; main.ts dispatches to them.
 * Bad arguments throw UsageError (or a GameError): a one-line message on
 * stderr and exit code 2, never a stack trace.
 */
import type { Result } from '../games/game.ts';

export interface CliIO {
  /** Writes to stdout (a newline is added). */
  out(line: string): void;
  /** Writes to stderr (a newline is added). */
  err(line: string): void;
  /** Writes raw text to stderr with no newline (progress bars). */
  errRaw?(text: string): void;
  /** True when stderr is a terminal (progress bars redraw in place). */
  readonly isTTY?: boolean;
}

export interface Command {
  readonly name: string;
  /** One-line usage, e.g. `best <board>`. */
  readonly usage: string;
  readonly summary: string;
  run(args: readonly string[], io: CliIO): number | Promise<number>;
}

/** Bad command-line input: reported as one line, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
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
 * `--flag=value` options. `valued` names the flags that take a value;
 * any flag not in `valued` or `booleans` is a UsageError.
 */
export function parseArgs(args: readonly string[], spec: { valued?: readonly string[]; booleans?: readonly string[] }): ParsedArgs {
  const valued = new Set(spec.valued ?? []);
  const booleans = new Set(spec.booleans ?? []);
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = eq >= 0 ? a.slice(2, eq) : a.slice(2);
    if (valued.has(name)) {
      const value = eq >= 0 ? a.slice(eq + 1) : args[++i];
      if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
    } else if (booleans.has(name) && eq < 0) {
      flags.set(name, true);
    } else {
      const known = [...valued, ...booleans].map((f) => `--${f}`).join(', ');
      throw new UsageError(`unknown option --${name}${known ? ` (options: ${known})` : ''}`);
    }
  }
  return { positional, flags };
}

/** Parses a non-negative integer flag value within [min, max]. */
export function parseIntArg(name: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`--${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}
