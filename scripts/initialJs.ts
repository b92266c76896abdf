/**
 * The initial JavaScript of a build: the scripts and module preloads its
 * index.html names (what the browser fetches before the board is playable),
 * each gzipped as a host would serve it. Read by `bench:browser` (its
 * "initial JS, gzipped" row) and by the start-up browser test, which holds
 * it to the budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The project's budget for the initial JavaScript, gzipped (KiB). */
export const INITIAL_JS_BUDGET_KIB = 150;

/** The initial scripts of the build in `dist`, each with its gzipped size in bytes, in page order. */
export function initialJs(dist: string): { file: string; gzip: number }[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set([...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  return [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file))).length }));
}

/** The initial JavaScript of the build in `dist`, gzipped, in bytes. */
export function initialJsGzip(dist: string): number {
  return initialJs(dist).reduce((sum, f) => sum + f.gzip, 0);
}
