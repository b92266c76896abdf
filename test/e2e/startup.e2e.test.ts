// Start-up as a flaky network, a course platform's frame and a slow phone meet it: any start-up script that
// fails turns the splash into a message with a Reload button (in the splash's language); a sandboxed frame
// says what its host must add; "Present" inside a frame logs no error; the favicon is fetched once; the
// initial JavaScript stays within its budget.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Frame, Page, Route } from 'playwright-core';
import { INITIAL_JS_BUDGET_KIB, initialJs } from '../../scripts/initialJs.ts';
import { DIST, shot, startServer, useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

/** What the browser itself logs for a script a test broke on purpose. */
const expected = /Failed to load resource|net::ERR_FAILED|SyntaxError|Unexpected|CORS policy|Failed to fetch dynamically imported module|entry broke/;

const ENTRY = /\/assets\/index-[\w-]+\.js$/;
/**
 * A script the start-up loads besides the entry and the app chunk: a chunk they share when the bundler makes one
 * (its name depends on how it splits), else the bundler's runtime the app chunk imports.
 */
const initialFiles = initialJs(DIST).map((f) => f.file);
const staticImport = initialFiles.find((f) => !ENTRY.test(`/${f}`) && !/\/boot-|rolldown-runtime/.test(`/${f}`)) ?? initialFiles.find((f) => /rolldown-runtime/.test(f));
if (!staticImport) throw new Error('the build has no script the start-up imports besides the entry and the app chunk');
const STATIC_IMPORT = new RegExp(`/${staticImport.replace(/[.]/g, '\\.')}$`);

const FAILURES: readonly [string, RegExp, (route: Route) => Promise<void>][] = [
  ['the entry script answers 404', ENTRY, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' })],
  ['the entry script fails on the network', ENTRY, (route) => route.abort('failed')],
  ['the entry script has a syntax error', ENTRY, (route) => route.fulfill({ contentType: 'text/javascript', body: 'export const broken = ;' })],
  ['the entry script throws as it runs', ENTRY, (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("entry broke");' })],
  ['a script the start-up imports fails on the network', STATIC_IMPORT, (route) => route.abort('failed')],
];

/**
 * A course platform's page holding the app in an iframe, on another origin: a server of the test's own on
 * another port (a page answered by page.route has no address and Chromium's local-network checks would then
 * refuse the frame).
 */
async function hostPage(page: Page, iframeAttributes: string): Promise<Frame> {
  const html = `<!doctype html><title>Course</title><iframe ${iframeAttributes} src="${suite.url}#/4" width="1200" height="660"></iframe>`;
  const server = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  page.once('close', () => void server.close());
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/lesson.html`);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  if (!frame) throw new Error('the host page has no frame');
  return frame;
}

describe('start-up failures', () => {
  for (const [name, pattern, fail] of FAILURES) {
    it(`${name}: the splash becomes a message with a Reload button, focused`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
      const errors = watchErrors(page);
      await page.route(pattern, fail);
      await page.goto(suite.url);
      const reload = page.getByRole('button', { name: 'Reload' });
      await reload.waitFor({ timeout: 10000 });
      expect(await page.getByRole('alert').innerText()).toMatch(/could not load/);
      expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText)).toBe('Reload');
      expect(await page.locator('.splash-bar').count()).toBe(0);
      expect(errors.filter((e) => !expected.test(e))).toEqual([]);
      await page.close();
    });
  }

  it('the message is in the splash\'s language, and Reload brings the app once the script loads', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'ja-JP' });
    await page.route(ENTRY, (route) => route.abort('failed'));
    await page.goto(suite.url);
    const reload = page.getByRole('button', { name: '再読み込み' });
    await reload.waitFor({ timeout: 10000 });
    expect(await page.getByRole('alert').innerText()).toMatch(/読み込めませんでした/);
    await shot(page, { path: 'test-results/e2e-entry-failed-ja.png' });
    await page.unroute(ENTRY);
    await reload.click();
    await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    await page.close();
  });

  it('a 404 entry in English, as a screenshot', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.route(ENTRY, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto(suite.url);
    await page.getByRole('button', { name: 'Reload' }).waitFor({ timeout: 10000 });
    await shot(page, { path: 'test-results/e2e-entry-failed-en.png' });
    await page.close();
  });
});

describe('embedded in a frame', () => {
  for (const [locale, words] of [
    ['en-US', /sandboxed frame[\s\S]*allow-same-origin/],
    ['ja-JP', /sandbox[\s\S]*allow-same-origin を加えてください/],
  ] as const) {
    it(`in <iframe sandbox="allow-scripts"> the frame says what the host page must add (${locale})`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 }, locale });
      const frame = await hostPage(page, 'sandbox="allow-scripts"');
      const alert = frame.getByRole('alert');
      await alert.waitFor({ timeout: 10000 });
      expect(await alert.innerText()).toMatch(words);
      expect(await frame.getByRole('button', { name: locale === 'en-US' ? 'Reload' : '再読み込み' }).count()).toBe(1);
      await shot(page, { path: `test-results/e2e-sandboxed-frame-${locale}.png` });
      await page.close();
    });
  }

  it('with sandbox="allow-scripts allow-same-origin" the frame starts', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const frame = await hostPage(page, 'sandbox="allow-scripts allow-same-origin"');
    await frame.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    expect(await frame.locator('[role="alert"]').count()).toBe(0);
    await page.close();
  });

  it('"Present" in a frame of another origin (no fullscreen permission) turns presentation mode on with no console error', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors = watchErrors(page);
    const frame = await hostPage(page, '');
    await frame.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    const toggle = frame.getByRole('button', { name: 'Present' });
    await toggle.click();
    await frame.waitForFunction(() => document.documentElement.classList.contains('present'));
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await frame.evaluate(() => document.fullscreenElement)).toBeNull();
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('first load', () => {
  it('requests favicon.svg once, the offline worker\'s precache included', async () => {
    const { server, url } = await startServer();
    const requests: string[] = [];
    server.httpServer.on('request', (req: { url?: string }) => void requests.push(req.url ?? ''));
    const context = await suite.browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${url}#/4`);
    await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    // The offline worker registers when the page is idle and precaches the build before it takes the page over.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20000 });
    // The offline worker's own script, by its path (a hashed chunk such as search.worker-…Tsw.js also contains "sw.js").
    expect(requests.filter((r) => r.split('?')[0] === '/sw.js')).toHaveLength(1);
    expect(requests.filter((r) => r.includes('favicon'))).toEqual(['/favicon.svg']);
    await context.close();
    await server.close();
  });

  it(`keeps the initial JavaScript within ${INITIAL_JS_BUDGET_KIB} KiB gzipped`, () => {
    const files = initialJs(DIST);
    const total = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
    expect(files.length).toBeGreaterThan(0);
    expect(total, files.map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KiB`).join(', ')).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KIB);
  });
});
