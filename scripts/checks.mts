/**
 * `npm run checks`: the type check and the lint (ESLint, knip, knip --production) at the same time, each one
 * process on its own: each is single-threaded, so one after another they leave a core idle (~60 s in a row on
 * this 2-core machine, ~30 s side by side). Each command's output is printed when it ends, whole, with its time;
 * the exit code is 1 if any failed. `npm run typecheck` and `npm run lint` still run them alone.
 */
import { spawn } from 'node:child_process';

const COMMANDS: readonly (readonly string[])[] = [
  ['tsc', '-p', 'tsconfig.json', '--noEmit'],
  ['eslint', '.', '--max-warnings=0'],
  ['knip'],
  ['knip', '--production'],
];

function run(argv: readonly string[]): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    // The binaries of node_modules/.bin are on the PATH of an npm script.
    const child = spawn(argv[0], argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    const out: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => out.push(d));
    const done = (ok: boolean, why = '') => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${ok ? '✓' : '✗'} ${argv.join(' ')} (${seconds} s)${why}\n${Buffer.concat(out).toString()}`);
      resolve(ok);
    };
    child.on('error', (e) => done(false, `: ${e.message}`));
    child.on('close', (code) => done(code === 0, code === 0 ? '' : `: exit code ${code}`));
  });
}

const results = await Promise.all(COMMANDS.map(run));
process.exitCode = results.every(Boolean) ? 0 : 1;
