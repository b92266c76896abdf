import { runCli } from '../../src/cli/main.ts';
import type { CliIO } from '../../src/cli/command.ts';

/** Runs the CLI in-process with recording streams: exit code, stdout and stderr lines joined. */
export async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (l) => out.push(l), err: (l) => err.push(l), errRaw: (t) => err.push(t), isTTY: false };
  const code = await runCli(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** What cliWith may inject: a terminal or not, a clock, progress intervals. */
export type CliOptions = Pick<CliIO, 'isTTY' | 'now' | 'progress'>;

/** Runs the CLI in-process with injected options; stdout lines, stderr lines and raw stderr writes (progress redraws) kept apart. */
export async function cliWith(options: CliOptions, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const raw: string[] = [];
  const io: CliIO = { out: (l) => out.push(l), err: (l) => err.push(l), errRaw: (t) => raw.push(t), ...options };
  const code = await runCli(args, io);
  return { code, out, err, raw };
}

/** A fake clock: every reading is `stepMs` later than the one before. */
export function steppingClock(stepMs: number): () => number {
  let t = 0;
  return () => (t += stepMs);
}
