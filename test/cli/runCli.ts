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
