/**
 * The build's part of offline use, one Vite plugin (Node, build only): once
 * the build is on disk it writes the offline worker, `sw.js`, next to it
 * (serviceWorkerSource.ts). Its precache list is every file of the build (the
 * lazy tabs and the workers included, so every tab works offline) and its
 * version a hash of their names and contents, so any change to the build
 * makes a new worker, which the app offers as an update
 * (registerServiceWorker.ts). No network and no extra dependency at build
 * time: see docs/manual.md, "Offline".
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { serviceWorkerSource } from './serviceWorkerSource.ts';

/** The worker's file name, at the root of the build (its scope is the whole app). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** Writes `sw.js` for the build in `outDir`: every other file precached, the version a hash of them all. */
export function writeServiceWorker(outDir: string): void {
  const files = filesUnder(outDir).filter((f) => f !== SERVICE_WORKER_FILE);
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update('\0').update(readFileSync(join(outDir, f)));
  writeFileSync(join(outDir, SERVICE_WORKER_FILE), serviceWorkerSource(hash.digest('hex').slice(0, 16), files));
}

/** The plugin: `sw.js` once the build is written. */
export function offlinePlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'minimax-explorer-offline',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      writeServiceWorker(outDir);
    },
  };
}
