/**
 * One preview server and one Chromium per vitest worker for every browser-test file (vitest's globalSetup of
 * the e2e project): starting both per file cost a few seconds of the machine's two cores, 25 times. Chromium
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
    /**
     * The DevTools endpoints (for chromium.connectOverCDP) of the shared Chromiums, one per vitest worker: a
     * Playwright connected over CDP sets up every page of the browser it sees, with its own defaults, so two files
     * connected to one Chromium at once undid each other's emulation (a page made with reducedMotion: 'reduce'
     * glided).
     */
    e2eBrowserEndpoints: string[];
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

async function launch(executablePath: string): Promise<{ endpoint: string; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'mx-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath, args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'], headless: true });
  return {
    endpoint: await devToolsEndpoint(profile),
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(MISSING_LINE);
  const { server, url } = await startServer();
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const browsers = await Promise.all(Array.from({ length: workers }, () => launch(executablePath)));
  project.provide('e2eUrl', url);
  project.provide('e2eBrowserEndpoints', browsers.map((b) => b.endpoint));
  return async () => {
    await Promise.all(browsers.map((b) => b.close()));
    await server.close();
  };
}
