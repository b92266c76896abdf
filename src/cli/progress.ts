/**
 * Progress of long command-line work, on stderr (stdout keeps the result):
 * - stderr a terminal: one line redrawn in place at most every 250 ms (four
 *   times a second), ended with a newline when the work ends;
 * - otherwise (a pipe, a file, CI): plain lines, one at each quarter of the
 *   work and one at least every 10 s in between, so a log shows the work is alive.
 * Tests set both intervals through `CliIO.progress` and the clock through `CliIO.now`.
 */
import { createProgressPrinter, formatInterval, formatRate, type ProgressPrinter } from '../ai/progress.ts';
import { flagText, parseIntArg, type CliIO, type ParsedArgs } from './command.ts';

/** Terminal redraws at most this often. */
const PROGRESS_INTERVAL_MS = 250;
/** Plain output: a line at least this often. */
const PROGRESS_HEARTBEAT_MS = 10_000;

/** The clock of a command: the injected one, or performance.now. */
export function clockOf(io: CliIO): () => number {
  return io.now ? () => (io.now as () => number)() : () => performance.now();
}

/** A progress printer on `io`'s stderr for work of `total` units (a tqdm-style bar), or of unknown size with `format`. */
export function cliProgress(io: CliIO, total: number, unit: string, format?: (done: number, elapsedMs: number) => string): ProgressPrinter {
  return createProgressPrinter({
    total,
    unit,
    now: clockOf(io),
    tty: io.isTTY === true,
    raw: io.errRaw?.bind(io),
    line: (text) => io.err(text),
    intervalMs: io.progress?.intervalMs ?? PROGRESS_INTERVAL_MS,
    heartbeatMs: io.progress?.heartbeatMs ?? PROGRESS_HEARTBEAT_MS,
    format,
  });
}

/** A count with no known total, for `cliProgress`'s format: `1,234,567 nodes [00:03, 411.52k nodes/s]` plus `suffix`. */
export function formatCount(done: number, elapsedMs: number, unit: string, suffix = ''): string {
  const seconds = elapsedMs / 1000;
  return `${done.toLocaleString('en-US')} ${unit} [${formatInterval(seconds)}, ${formatRate(seconds > 0 ? done / seconds : Number.NaN)} ${unit}/s]${suffix}`;
}

/** Longest `--time-limit`: a day. */
export const MAX_TIME_LIMIT_S = 86_400;

/** `--time-limit S` (whole seconds, 1 .. MAX_TIME_LIMIT_S) in milliseconds; Infinity when not given. */
export function timeLimitMs(flags: ParsedArgs['flags']): number {
  const text = flagText(flags, 'time-limit');
  return text === undefined ? Infinity : parseIntArg('time-limit', text, 1, MAX_TIME_LIMIT_S) * 1000;
}
