import { describe, expect, it } from 'vitest';
import { shot, useBrowserSuite, waitForFirstDraw, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

describe('app shell in Chromium', () => {
  it.each([
    ['en-US', 'Building the game tree…'],
    ['ja-JP', 'ゲーム木を作成中…'],
  ])('shows the splash in one language, the browser\'s (%s), before the app arrives', async (locale, text) => {
    const page = await suite.browser.newPage({ viewport: { width: 900, height: 500 }, locale });
    // Hold the app back (its request never answered) so the static splash stays on screen.
    await page.route(/boot-[\w-]+\.js$/, () => undefined);
    await page.goto(suite.url);
    await page.waitForSelector('.splash');
    expect(await page.locator('.splash-text').innerText()).toBe(text);
    await shot(page, { path: `test-results/e2e-splash-${locale}.png` });
    await page.close();
  });

  it('shows progress, then the built tree, under the Content-Security-Policy, with no console errors', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    // Count the workers the page creates (this runs before any of the page's scripts).
    await page.addInitScript(`{
      const Native = window.Worker;
      window.__workers = [];
      window.Worker = class extends Native {
        constructor(url, options) {
          super(url, options);
          window.__workers.push(options && options.name);
        }
      };
    }`);
    const response = await page.goto(suite.url, { waitUntil: 'commit' });
    // first the splash (static in the page, shown while the worker builds), then the app replaces it
    expect(await response?.text()).toMatch(/<div class="splash" role="status"[^>]*>[\s\S]*Building the game tree/);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    // Scripts from the app's own origin, plus exactly one inline script allowed by its hash:
    // the start-up script that starts the tree worker while the page is parsed.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
    expect(csp).not.toContain('unsafe-inline');
    // Workers only from the app's own files (no blob: workers), and no source maps shipped.
    expect(csp).toMatch(/worker-src 'self';/);
    const entry = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '');
    expect(await (await page.request.get(entry)).text()).not.toContain('sourceMappingURL');
    await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    // The app adopted that worker: the inline script made the only tree worker, and the app took it.
    expect(await page.evaluate(() => (window as unknown as { __workers: string[] }).__workers)).toEqual(['minimax-tree']);
    expect(await page.evaluate(() => '__minimaxExplorerTreeWorker' in window)).toBe(false);
    const workerFetches = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /tree\.worker-[\w-]+\.js$/.test(e.name)).length);
    expect(workerFetches).toBe(1);
    expect(await page.locator('.splash').count()).toBe(0);
    // The first view is drawn once, in the mount's own task, at the canvas's own size (no redraw
    // when the resize observer reports the size the mount already measured).
    // Waited for: the first frame, the fonts, and three frames more (a resize reported after the mount redraws on the next frame).
    await waitForFirstDraw(page);
    await page.evaluate(async () => {
      await document.fonts.ready;
      for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
    });
    const canvas = await page.evaluate(() => {
      const c = document.querySelector('canvas.tree-canvas') as HTMLCanvasElement;
      const r = c.getBoundingClientRect();
      return { frames: c.dataset.frames, width: c.width, height: c.height, box: [Math.round(r.width * devicePixelRatio), Math.round(r.height * devicePixelRatio)] };
    });
    expect(canvas.frames).toBe('1');
    expect([canvas.width, canvas.height]).toEqual(canvas.box);
    expect(await page.getByTestId('node-count').textContent()).toBe('549,946');
    expect(await page.getByTestId('build-time').textContent()).toMatch(/in a Web Worker/);
    await shot(page, { path: 'test-results/e2e-shell.png' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('makes the board playable before the tree arrives: the AI answers while the explorer still shows progress', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    // The real tree worker, its finished tree held back (the test ends before the watchdog would give up on it).
    await page.route(/tree\.worker-[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      const hold = 'const __p = self.postMessage.bind(self); self.postMessage = (m, t) => { if (m && m.type !== "built") __p(m, t); };\n';
      await route.fulfill({ response, body: hold + (await response.text()) });
    });
    await page.goto(suite.url + '#/');
    await page.locator('.playable-board').waitFor();
    expect(await page.locator('canvas.tree-canvas').count()).toBe(0);
    expect(await page.getByRole('progressbar', { name: 'Build progress' }).count()).toBe(1);
    expect(await page.evaluate(() => performance.getEntriesByName('mx:playable').length)).toBe(1);
    await page.getByRole('combobox', { name: 'Mode' }).selectOption('vs-ai');
    await page.locator('.board-square[data-square="4"]').click();
    await page.waitForFunction(() => document.querySelectorAll('.board-square.mark-x').length === 1, undefined, { timeout: 10000 });
    await shot(page, { path: 'test-results/e2e-playable-before-tree.png' });
    expect(await page.locator('canvas.tree-canvas').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
