/**
 * One preview server and one Chromium for every browser-test file (vitest's globalSetup of the e2e
 * project): starting both per file cost a few seconds of the machine's two cores, 25 times. Chromium
 * runs with Playwright's own launch flags (a persistent context in a temporary profile) plus a
 * DevTools port on localhost; each file connects to it over CDP (`useBrowserSuite()` in harness.ts,
 * which reads the URL and the endpoint with `inject`), gets its own contexts, and closing its
 * connection closes them, so files stay apart. CDP rather than `launchServer` + `connect`: a browser
 * connected that way is local to Playwright, so `download.path()` works as with a launched one.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { findChromium, MISSING_LINE } from '../../scripts/chromium.mts';
import { CHROMIUM_ARGS, startServer } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared preview server's base URL. */
    e2eUrl: string;
    /** The shared Chromium's DevTools endpoint (for chromium.connectOverCDP). */
    e2eBrowserEndpoint: string;
  }
}

/** Chromium writes its DevTools port and path to this file in its profile once it listens. */
async function devToolsEndpoint(profile: string, timeoutMs = 30_000): Promise<string> {
  const file = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file) || readFileSync(file, 'utf8').trim().split('\n').length < 2) {
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
    await new Promise((r) => setTimeout(r, 20));
  }
  const [port, path] = readFileSync(file, 'utf8').trim().split('\n');
  return `ws://127.0.0.1:${port}${path}`;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(MISSING_LINE);
  const { server, url } = await startServer();
  const profile = mkdtempSync(join(tmpdir(), 'mx-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath, args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'], headless: true });
  project.provide('e2eUrl', url);
  project.provide('e2eBrowserEndpoint', await devToolsEndpoint(profile));
  return async () => {
    await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  };
}
