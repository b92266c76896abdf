// Hangs and dead ends, each reproduced as a new user would meet it: a worker that never answers,
// an app chunk that cannot load, an arena worker that dies mid-match, a lazy tab that failed once.
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { shot, useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

/** Errors the browser itself reports for requests a test blocked on purpose. */
const blocked = /Failed to load resource|net::ERR_FAILED|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/;

/**
 * Shortens the workers' watchdogs for this page (src/worker/stallTimes.ts; read once at start-up): a hang is
 * detected in a fraction of a second instead of the real 4 s (tree) and 8 s (arena), whose figures
 * test/worker/stallTimes.test.ts checks. A worker that must load and answer keeps a wider margin.
 */
const shortWatchdogs = (page: Page, ms: { tree?: number; arena?: number }) =>
  page.addInitScript((m) => void ((window as unknown as { __mxStallMs: unknown }).__mxStallMs = m), ms);

async function ready(page: Page, hash = '') {
  await page.goto(suite.url + hash);
  await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
}

describe('no hangs, no dead ends', () => {
  it('a tree worker whose script download stalls: the app says so, builds on the main thread and offers a retry', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await shortWatchdogs(page, { tree: 1500 });
    const held: Route[] = [];
    await page.route(/tree\.worker-[\w-]+\.js$/, (route) => void held.push(route)); // never answered
    await page.goto(suite.url + '#/4');
    await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    expect(await page.getByText(/did not answer for 1\.5 s/).count()).toBe(1);
    expect(await page.getByTestId('build-time').textContent()).toMatch(/on the main thread/);
    expect(await page.locator('[role="treeitem"][aria-selected="true"]').getAttribute('data-board')).toBe('....o....');
    await shot(page, { path: 'test-results/e2e-worker-stalled.png' });
    // The retry goes back to a worker, whose script now loads.
    await page.unroute(/tree\.worker-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Try the worker again' }).click();
    await page.waitForFunction(() => /in a Web Worker/.test(document.querySelector('[data-testid="build-time"]')?.textContent ?? ''), undefined, { timeout: 15000 });
    expect(await page.getByText(/did not answer/).count()).toBe(0);
    expect(errors.filter((e) => !blocked.test(e))).toEqual([]);
    await page.close();
  });

  it('a tree worker that ignores the request: the same fallback, not "Building … 0%" forever', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await shortWatchdogs(page, { tree: 300 });
    await page.route(/tree\.worker-[\w-]+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: 'self.onmessage = () => {};' }));
    await ready(page);
    expect(await page.getByText(/did not answer for 0\.3 s/).count()).toBe(1);
    expect(await page.getByTestId('node-count').textContent()).toBe('549,946');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an app chunk that cannot load turns the splash into a message with a reload button, which works', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.route(/boot-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(suite.url);
    const reload = page.getByRole('button', { name: 'Reload' });
    await reload.waitFor({ timeout: 10000 });
    expect(await page.getByRole('alert').innerText()).toMatch(/could not load/);
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText)).toBe('Reload');
    await shot(page, { path: 'test-results/e2e-boot-failed.png' });
    await page.unroute(/boot-[\w-]+\.js$/);
    await reload.click();
    await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    expect(errors.filter((e) => !blocked.test(e))).toEqual([]);
    await page.close();
  });

  it('the boot failure message is in Japanese for a Japanese browser', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' });
    await page.route(/boot-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(suite.url);
    await page.getByRole('button', { name: '再読み込み' }).waitFor({ timeout: 10000 });
    expect(await page.getByRole('alert').innerText()).toMatch(/読み込めませんでした/);
    await shot(page, { path: 'test-results/e2e-boot-failed-ja.png' });
    await page.close();
  });

  it('an arena worker that dies silently mid-match is detected: the match moves to this page and finishes; Cancel works', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await shortWatchdogs(page, { arena: 300 });
    // The real arena worker, made to close itself after its first progress message.
    await page.route(/arena\.worker-[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      const killer = 'const __post = self.postMessage.bind(self); self.postMessage = (m, t) => { __post(m, t); if (m && m.type === "match-progress") self.close(); };\n';
      await route.fulfill({ response, body: killer + (await response.text()) });
    });
    await ready(page);
    await page.getByRole('tab', { name: 'AI arena' }).click();
    await page.getByRole('button', { name: 'Start match' }).click();
    await page.getByText(/The arena worker failed \(\u2068the worker did not answer for 0\.3 s\u2069\)/).waitFor({ timeout: 20000 });
    await shot(page, { path: 'test-results/e2e-arena-worker-died.png' });
    await page.getByRole('button', { name: 'Start match' }).waitFor({ timeout: 20000 });
    expect(await page.locator('.arena-panel').innerText()).toMatch(/Ran on this page/);
    // A new match runs on this page, and Cancel stops it.
    await page.getByLabel(/Games per side|Games/).first().fill('50000000');
    await page.getByRole('button', { name: 'Start match' }).click();
    await page.getByRole('button', { name: 'Cancel match' }).click();
    await page.getByRole('button', { name: 'Start match' }).waitFor({ timeout: 5000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a tree worker that answers with an error: its text is quoted, and "Try the worker again" starts a fresh worker, which works', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    // The first worker answers every request with an error (a right-to-left override and a newline in its text); later ones are the real worker.
    let fetched = 0;
    await page.route(/tree\.worker-[\w-]+\.js$/, (route) =>
      fetched++ === 0 ? route.fulfill({ contentType: 'text/javascript', body: "self.onmessage = (e) => self.postMessage({ type: 'error', id: e.data.id, message: 'out of memory \\u202e\\n evil' });" }) : route.continue(),
    );
    await ready(page, '#/4');
    const notice = page.getByText(/The background worker failed/);
    const text = await notice.innerText();
    expect(text).toContain('out of memory \\u202e\\n evil');
    expect(text).not.toMatch(/[\u202e\n]/);
    await page.getByRole('button', { name: 'Try the worker again' }).click();
    await page.waitForFunction(() => /in a Web Worker/.test(document.querySelector('[data-testid="build-time"]')?.textContent ?? ''), undefined, { timeout: 15000 });
    expect(await notice.count()).toBe(0);
    expect(fetched).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const [how, body] of [
    ['never answers', async () => 'self.onmessage = () => {};'],
    ['dies mid-search (after its first progress message)', async (route: Route) => {
      const response = await route.fetch();
      return 'const __post = self.postMessage.bind(self); self.postMessage = (m, t) => { __post(m, t); if (m && m.type === "progress") self.close(); };\n' + (await response.text());
    }],
  ] as const) {
    it(`an Othello CPU worker that ${how}: the app says so a few seconds after its last sign of life, not after a minute`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = watchErrors(page);
      // The watchdog's wait, shortened for the test (searchClient.ts reads it at start-up); the app's own is SEARCH_STALL_MS.
      await page.addInitScript(() => ((globalThis as { __mxStallMs?: unknown }).__mxStallMs = { search: 1000 }));
      await page.route(/search\.worker-[\w-]+\.js$/, async (route) => route.fulfill({ contentType: 'text/javascript', body: await body(route) }));
      await page.goto(suite.url + '#/othello');
      await page.getByRole('button', { name: 'AI move now' }).click();
      const alert = page.getByRole('alert').filter({ hasText: /The AI stopped/ });
      await alert.waitFor({ timeout: 10000 });
      expect(await alert.innerText()).toMatch(/the worker did not answer for 1 s/);
      expect(await page.getByTestId('searched-status').innerText()).not.toMatch(/thinking/);
      await shot(page, { path: 'test-results/e2e-searched-worker-stalled.png' });
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  for (const [tab, chunk, heading] of [
    ['Search lab', /SearchLab-[\w-]+\.js$/, /Minimax|Alpha-beta/],
    ['AI arena', /Arena-[\w-]+\.js$/, /Match/],
  ] as const) {
    it(`a "${tab}" chunk that failed once loads on "Try again" and on the next visit`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = watchErrors(page);
      await ready(page);
      await page.route(chunk, (route) => route.abort());
      await page.getByRole('tab', { name: tab }).click();
      const reset = page.getByRole('button', { name: 'Try again' });
      await reset.waitFor({ timeout: 10000 });
      // Still failing: the reset shows the message again rather than a blank panel.
      await reset.click();
      await reset.waitFor({ timeout: 10000 });
      await page.unroute(chunk);
      await reset.click();
      await page.locator('[role="tabpanel"]').getByText(heading).first().waitFor({ timeout: 10000 });
      expect(await reset.count()).toBe(0);
      // Fail it again, then a visit to another tab and back loads it (reloaded on the explorer: the address holds the tab).
      await page.getByRole('tab', { name: 'Explore & play' }).click();
      await page.reload();
      await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
      await page.route(chunk, (route) => route.abort());
      await page.getByRole('tab', { name: tab }).click();
      await reset.waitFor({ timeout: 10000 });
      await page.unroute(chunk);
      await page.getByRole('tab', { name: 'Explore & play' }).click();
      await page.getByRole('tab', { name: tab }).click();
      await page.locator('[role="tabpanel"]').getByText(heading).first().waitFor({ timeout: 10000 });
      expect(await reset.count()).toBe(0);
      expect(errors.filter((e) => !blocked.test(e) && !/panel error/.test(e))).toEqual([]);
      await page.close();
    });
  }
});
