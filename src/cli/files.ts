/** Reading a file of test lines from the command line (a game's test sets, e.g. in its cli.ts). */
import { readFileSync } from 'node:fs';
import { quoteArg, UsageError } from './command.ts';

/** Parses `a-b` or `a` (1-based, a <= b). */
function linesArg(text: string): [number, number] {
  const m = /^(\d{1,6})(?:-(\d{1,6}))?$/.exec(text);
  const from = m ? Number(m[1]) : 0;
  const to = m ? Number(m[2] ?? m[1]) : 0;
  if (!m || from < 1 || to < from) throw new UsageError(`--lines must be a line number or a range a-b with 1 <= a <= b, got ${quoteArg(text)}`);
  return [from, to];
}

/**
 * The lines of a file (trailing blank lines dropped) and the range `--lines a-b` picks (all when not given);
 * UsageError for an unreadable file or a range past its end.
 */
export function fileLineRange(file: string, linesFlag: string | undefined): { lines: string[]; from: number; to: number } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`cannot read the file ${quoteArg(file)}`);
  }
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  const [from, to] = linesFlag === undefined ? [1, lines.length] : linesArg(linesFlag);
  if (to > lines.length) throw new UsageError(`--lines ${from}-${to} goes past the end: the file has ${lines.length} lines`);
  return { lines, from, to };
}
