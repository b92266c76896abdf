/**
 * The FFO endgame test positions #40-#59 (fforum-40-59.obf), read at run time
 * from `../shared/data/` beside the repository (CI puts the shared data
 * there; the file is never copied into the repository). `FFO_EXISTS` is
 * false where it is absent: tests then skip, naming the file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseObfLine } from '../../src/games/othello/index.ts';
import type { ObfLine } from '../../src/games/othello/notation.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** `../shared/data/` beside the clone, or the folder SHARED_DATA names (a worktree elsewhere). */
export const FFO_FILE = resolve(process.env.SHARED_DATA ?? resolve(repoRoot, '../shared/data'), 'fforum-40-59.obf');
export const FFO_EXISTS = existsSync(FFO_FILE);

/** FFO position #n (40..59) with its listed move scores; throws if the file is absent or the line bad. */
export function ffo(n: number): ObfLine {
  const lines = readFileSync(FFO_FILE, 'utf8').split('\n').filter((l) => l.trim() !== '');
  const r = parseObfLine(lines[n - 40]);
  if (!r.ok) throw r.error;
  return r.value;
}
