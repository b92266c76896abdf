import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('cli as a real process', () => {
  it('a closed stderr loses the progress, not the result (exit code 0, the table on stdout)', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'match', 'random', 'random', '--games', '200000'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stderr.destroy(); // the reader is gone: every progress write fails with EPIPE
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(out).toMatch(/^total\s+\d+/m);
  });
});
