/**
 * The Connect Four test sets of Pascal Pons's solver series (1,000 lines
 * "moves score" each), read at run time from `../shared/data/` beside the
 * clone, or the folder SHARED_DATA names, or a `shared/data/` beside a folder
 * above (a worktree); never copied into the repository. A set's path is null
 * where it is absent: tests then skip, naming the file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRules } from '../../src/games/connect/index.ts';
import { parseScoredLine, type ScoredLine } from '../../src/games/connect/scoredLines.ts';

/** The four sets held in ../shared/data: End-Easy, Middle-Easy, Begin-Easy, Begin-Hard. */
export const CONNECT4_SETS = {
  endEasy: 'connect4-Test_L3_R1',
  middleEasy: 'connect4-Test_L2_R1',
  beginEasy: 'connect4-Test_L1_R1',
  beginHard: 'connect4-Test_L1_R3',
} as const;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A set's path, or null when it is nowhere to be found. */
export function connect4SetPath(name: string): string | null {
  if (process.env.SHARED_DATA !== undefined) {
    const p = resolve(process.env.SHARED_DATA, name);
    return existsSync(p) ? p : null;
  }
  for (let dir = repoRoot; ; dir = dirname(dir)) {
    const candidate = join(dirname(dir), 'shared', 'data', name);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

const rules = createRules({ width: 7, height: 6, inRow: 4 });

/** The lines of a set file (throws on a bad line, naming it). */
export function readConnect4Set(path: string): ScoredLine[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l, i) => {
      const r = parseScoredLine(rules, l);
      if (!r.ok) throw new Error(`${path} line ${i + 1}: ${r.error.message}`);
      return r.value;
    });
}
