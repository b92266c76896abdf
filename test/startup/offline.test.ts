import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeServiceWorker } from '../../src/startup/offlinePlugin.ts';
import { CACHE_PREFIX, serviceWorkerSource, SKIP_WAITING } from '../../src/startup/serviceWorkerSource.ts';

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mx-sw-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

/** Runs the worker's source against fake `self` and `caches`; returns its listeners and the caches. */
function runWorker(source: string, existing: string[] = []) {
  const listeners: Record<string, (e: unknown) => void> = {};
  const stores = new Map<string, string[]>(existing.map((k) => [k, []]));
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, []);
      const files = stores.get(name) as string[];
      return {
        addAll: async (urls: string[]) => void files.push(...urls),
        // Like a real cache whose entries were stored from a host answering `Vary: Origin`: a request
        // carrying an Origin header (a module script's) matches only when the look-up ignores Vary.
        match: async (key: string | { url: string; origin?: string }, options?: { ignoreVary?: boolean }) => {
          const url = typeof key === 'string' ? key : key.url;
          const varies = typeof key !== 'string' && key.origin !== undefined;
          return files.includes(url) && (!varies || options?.ignoreVary === true) ? `cached ${url}` : undefined;
        },
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  let skipped = false;
  let claimed = false;
  const self = {
    addEventListener: (type: string, f: (e: unknown) => void) => (listeners[type] = f),
    skipWaiting: () => (skipped = true),
    clients: { claim: async () => void (claimed = true) },
    location: { origin: 'http://app' },
    registration: { scope: 'http://app/' },
  };
  const fetch = async (request: { url: string }) => `network ${request.url}`;
  new Function('self', 'caches', 'fetch', source)(self, caches, fetch);
  const waitFor = async (type: string, data?: unknown) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]({ data, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  /** What the worker answers a fetch of `request` with (undefined: left to the browser). */
  const answer = async (request: { url: string; method?: string; mode?: string; origin?: string }) => {
    let response: Promise<unknown> | undefined;
    listeners.fetch({ request: { method: 'GET', mode: 'cors', ...request }, respondWith: (p: Promise<unknown>) => (response = p) });
    return response;
  };
  return { listeners, stores, waitFor, answer, skipped: () => skipped, claimed: () => claimed };
}

describe('the offline worker', () => {
  it('the build writes sw.js with every built file and a version that follows their contents', () => {
    const dir = build({ 'index.html': '<html>', 'assets/boot-1.js': 'a', 'assets/SearchLab-2.js': 'b', 'favicon.svg': '<svg>' });
    writeServiceWorker(dir);
    const first = readFileSync(join(dir, 'sw.js'), 'utf8');
    for (const f of ['./', './index.html', './assets/boot-1.js', './assets/SearchLab-2.js', './favicon.svg']) expect(first).toContain(JSON.stringify(f));
    expect(first).not.toContain('"./sw.js"');
    writeServiceWorker(dir); // again, over its own sw.js: the same worker
    expect(readFileSync(join(dir, 'sw.js'), 'utf8')).toBe(first);
    writeFileSync(join(dir, 'assets/boot-1.js'), 'changed');
    writeServiceWorker(dir);
    const version = (s: string) => s.match(/minimax-explorer-[0-9a-f]{16}/)?.[0];
    expect(version(readFileSync(join(dir, 'sw.js'), 'utf8'))).not.toBe(version(first));
  });

  it('installs by caching every file, waits until asked, and activates by deleting older caches and claiming the pages', async () => {
    const w = runWorker(serviceWorkerSource('v2', ['index.html', 'assets/a.js']), [`${CACHE_PREFIX}v1`, 'someone-else']);
    await w.waitFor('install');
    expect(w.stores.get(`${CACHE_PREFIX}v2`)).toEqual(['./', './index.html', './assets/a.js']);
    expect(w.skipped()).toBe(false); // never takes over by itself
    await w.waitFor('activate');
    expect([...w.stores.keys()].sort()).toEqual([`${CACHE_PREFIX}v2`, 'someone-else']);
    expect(w.claimed()).toBe(true);
    await w.waitFor('message', 'hello');
    expect(w.skipped()).toBe(false);
    await w.waitFor('message', SKIP_WAITING);
    expect(w.skipped()).toBe(true);
  });

  it('answers from its cache whatever Vary header the host sent (a module request carries an Origin header)', async () => {
    const w = runWorker(serviceWorkerSource('v1', ['index.html', 'assets/a.js']).replace(/"\.\/([^"]*)"/g, '"http://app/$1"'));
    await w.waitFor('install');
    expect(await w.answer({ url: 'http://app/assets/a.js', origin: 'http://app' })).toBe('cached http://app/assets/a.js');
    expect(await w.answer({ url: 'http://app/#/408', mode: 'navigate' })).toBe('cached http://app/index.html');
    expect(await w.answer({ url: 'http://app/not-cached.js', origin: 'http://app' })).toBe('network http://app/not-cached.js');
    expect(await w.answer({ url: 'http://elsewhere/a.js' })).toBeUndefined();
  });
});
