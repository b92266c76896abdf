// Offline: after the first visit the app reloads and works without a network (every tab), an
// update is offered and never forced, and a tab whose file failed to load offline loads later.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DIST, shot, useBrowserSuite, watchErrors } from './harness.ts';
import { serveDirectory } from './staticServer.ts';

const suite = useBrowserSuite();
let site: { url: string; close: () => Promise<void>; dir: string };

beforeAll(async () => {
  // A copy of the build, so a test can "deploy" a new version of it.
  const dir = mkdtempSync(join(tmpdir(), 'mx-offline-'));
  cpSync(DIST, dir, { recursive: true });
  site = { ...(await serveDirectory(dir)), dir };
});
afterAll(async () => site?.close());

const cell = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Cell ${n},`) });
const ready = (page: Page) => page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
/** Network errors a page logs while offline are expected; anything else is not. */
const unexpected = (errors: string[]) => errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(e));

async function installed(context: BrowserContext, base = site.url): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}#/4`);
  await ready(page);
  // The worker registers when the page is idle, caches the build, then takes the page over.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20000 });
  return page;
}

/**
 * The hosts the offline reload is tried on: the plain static server, and Vite's preview server
 * (`npm run preview`), which answers with `Vary: Origin`: a module script's request carries an
 * Origin header that the precaching requests did not, so a cache look-up that honours Vary misses.
 */
const HOSTS = [
  { name: 'a plain static server', base: () => site.url, vary: null },
  { name: 'vite preview (Vary: Origin)', base: () => suite.url, vary: /Origin/ },
] as const;

describe('offline in Chromium', () => {
  it.each(HOSTS)('on $name: after the first visit, reloads offline and explores, plays and opens every tab', async ({ base, vary }) => {
    expect((await fetch(base())).headers.get('vary')).toEqual(vary === null ? null : expect.stringMatching(vary));
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
    const page = await installed(context, base());
    const errors = watchErrors(page);
    const sw = readFileSync(join(site.dir, 'sw.js'), 'utf8');
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names[0]);
      return { names, files: (await cache.keys()).map((r) => new URL(r.url).pathname) };
    });
    expect(precached.names).toEqual([sw.match(/minimax-explorer-[0-9a-f]+/)?.[0]]);
    for (const chunk of ['SearchLab-', 'Arena-', 'Exercises-', 'tree.worker-', 'arena.worker-', 'index.html', 'manifest.webmanifest']) {
      expect(precached.files.some((f) => f.includes(chunk)), chunk).toBe(true);
    }

    await context.setOffline(true);
    expect(await page.evaluate(() => fetch('./not-cached.txt').then(() => 'online', () => 'offline'))).toBe('offline');
    await page.reload();
    await ready(page);
    await shot(page, { path: `test-results/e2e-offline-reload${vary ? '-preview' : ''}.png` });
    // Explore: three levels, then down the tree through the board; play against the AI.
    await page.getByRole('combobox', { name: 'Levels shown' }).selectOption('3');
    await cell(page, 0).click();
    await page.waitForFunction(() => location.hash.startsWith('#/40'));
    expect(await page.locator('[role="treeitem"][aria-selected="true"]').first().getAttribute('data-board')).toBe('x...o....');
    await page.getByRole('combobox', { name: 'Mode' }).selectOption('vs-ai');
    await cell(page, 8).click();
    await page.waitForFunction(() => location.hash.replace(/\?.*/, '').length === '#/4080'.length, undefined, { timeout: 10000 });
    for (const [tab, heading] of [
      ['Search lab', /Minimax|Alpha-beta/],
      ['AI arena', /Match/],
      ['Exercises', /Score|score/],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.locator('[role="tabpanel"]').getByText(heading).first().waitFor({ timeout: 10000 });
      expect(await page.locator('.panel-error').count(), tab).toBe(0);
      await shot(page, { path: `test-results/e2e-offline-${tab.replace(/\W+/g, '-').toLowerCase()}${vary ? '-preview' : ''}.png` });
    }
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('offers a new version with a notice and a button, and never reloads by itself', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
    const page = await installed(context);
    const errors = watchErrors(page);
    await page.evaluate(() => ((window as unknown as { lesson: string }).lesson = 'in progress'));
    // A deploy: a new build, so a new worker with a new cache.
    const path = join(site.dir, 'sw.js');
    const before = readFileSync(path, 'utf8');
    writeFileSync(path, before.replace(/minimax-explorer-[0-9a-f]+/, 'minimax-explorer-next'));
    try {
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      const notice = page.getByTestId('update-notice');
      await notice.waitFor({ timeout: 20000 });
      expect(await notice.textContent()).toMatch(/A new version of Minimax Explorer is ready/);
      await shot(page, { path: 'test-results/e2e-update-offered.png' });
      // The lesson goes on: a move, no reload.
      await cell(page, 0).click();
      await page.waitForFunction(() => location.hash.startsWith('#/40'));
      expect(await page.evaluate(() => (window as unknown as { lesson?: string }).lesson)).toBe('in progress');
      // "Later" hides it; a reload later would offer it again. Here: take it now.
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Use it now (reload)' }).click()]);
      await ready(page);
      expect(await page.evaluate(() => (window as unknown as { lesson?: string }).lesson)).toBeUndefined();
      expect(await page.evaluate(() => location.hash)).toBe('#/40');
      await page.waitForFunction(async () => (await caches.keys()).join() === 'minimax-explorer-next');
      expect(await page.getByTestId('update-notice').count()).toBe(0);
    } finally {
      writeFileSync(path, before);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a tab whose file failed to load offline says so, loads by itself once back online, and on "Try again"', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } }); // no offline worker: the first visit
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${site.url}#/`);
    await ready(page);
    await context.setOffline(true);
    await page.getByRole('tab', { name: 'AI arena' }).click();
    const retry = page.getByRole('button', { name: 'Try again' });
    await retry.waitFor({ timeout: 10000 });
    expect(await page.locator('.panel-error').textContent()).toMatch(/could not be loaded \(offline\?\)/);
    await shot(page, { path: 'test-results/e2e-offline-chunk-failed.png' });
    // Still offline: trying again shows the message again, not a blank panel.
    await retry.click();
    await retry.waitFor({ timeout: 10000 });
    // Back online: the tab loads by itself (the browser's "online" event), no click needed.
    await context.setOffline(false);
    await page.locator('[role="tabpanel"]').getByText(/Match/).first().waitFor({ timeout: 10000 });
    expect(await retry.count()).toBe(0);
    // And "Try again" really loads: fail the lab while offline, then press it once online.
    await context.setOffline(true);
    await page.getByRole('tab', { name: 'Search lab' }).click();
    await retry.waitFor({ timeout: 10000 });
    await page.route(/SearchLab-[\w-]+\.js$/, (route) => route.abort()); // keeps failing after the network returns
    await context.setOffline(false);
    await retry.waitFor({ timeout: 10000 }); // the online event's retry failed too
    await page.unroute(/SearchLab-[\w-]+\.js$/);
    await retry.click();
    await page.locator('[role="tabpanel"]').getByText(/Minimax|Alpha-beta/).first().waitFor({ timeout: 10000 });
    expect(await retry.count()).toBe(0);
    expect(unexpected(errors).filter((e) => !/panel error|ChunkLoadError/.test(e))).toEqual([]);
    await context.close();
  });
});
