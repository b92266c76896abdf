/**
 * Browser-test harness: serves the production build (dist/) with Vite's
 * preview server on a free localhost port and drives Debian's Chromium
 * through playwright-core. Never downloads a browser: Chromium is found (or
 * installed with apt) by scripts/chromium.mts, and if it is missing this
 * throws with the one line saying what to install.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, inject } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { findChromium, MISSING_LINE, type Purpose } from '../../scripts/chromium.mts';

// New headless Chromium loads its omnibox popup (a WebUI page, ~0.5 s of CPU on this machine) with every
// new window, beside the page under test: nothing a visitor's page load pays, so it is switched off.
const NO_OMNIBOX_POPUP = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', NO_OMNIBOX_POPUP];

/** The build under test: dist/, or E2E_DIST (to check that a test fails on another build, say today's main). */
export const DIST = process.env.E2E_DIST ?? 'dist';

export async function startServer(): Promise<{ server: PreviewServer; url: string }> {
  if (!existsSync(`${DIST}/index.html`)) throw new Error(`${DIST}/ is missing: run \`npm run build\` before the browser tests`);
  const server = await preview({ build: { outDir: DIST }, preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'error' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server did not report a URL');
  return { server, url };
}

/** Debian's Chromium: for the browser tests its headless shell first, for the rest Chromium itself first (scripts/chromium.mts). */
export async function launchBrowser(purpose: Purpose = 'browser'): Promise<Browser> {
  const executablePath = findChromium(process.env, purpose);
  if (!executablePath) throw new Error(MISSING_LINE);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Waits for the app's first frame of the tree (the mx:first-draw mark) by polling with plain
 * evaluations: waitForSelector would inject Playwright's selector engine (~20 ms of script) into
 * the page's start-up, which the start-up measurements must not see.
 */
export async function waitForFirstDraw(page: Page, timeoutMs = 20000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(() => performance.getEntriesByName('mx:first-draw').length > 0))) {
    if (Date.now() > deadline) throw new Error(`the tree was not drawn within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Screenshots of the browser tests' states are for a person to look at (no test reads them back), so they are
 * taken only with E2E_SHOTS=1 (`E2E_SHOTS=1 npm run test:e2e`): the ~200 PNGs of a run cost about a minute of the
 * machine's two cores. The pictures to review after a change come from `npm run gallery`.
 */
const SHOTS = process.env.E2E_SHOTS === '1';

/** `target.screenshot(options)` when SHOTS is on; nothing otherwise. */
export async function shot(target: { screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown> }, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (SHOTS) await target.screenshot(options);
}

/** Collects console errors and page errors so a test can fail on any. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page: ${err.message}`));
  return errors;
}

export interface BrowserSuite {
  /** The preview server's base URL (valid inside tests). */
  readonly url: string;
  readonly browser: Browser;
}

/**
 * The browser, whose new pages and contexts block service workers unless a
 * test asks for them (`serviceWorkers: 'allow'`, the offline tests): a page
 * the offline worker controls answers from its cache, out of reach of
 * page.route, which the failure tests rely on.
 */
function withoutServiceWorkers(browser: Browser): Browser {
  return new Proxy(browser, {
    get(target, key, receiver) {
      if (key === 'newPage' || key === 'newContext') {
        const f = target[key].bind(target) as (options?: BrowserContextOptions) => unknown;
        return (options: BrowserContextOptions = {}) => f({ serviceWorkers: 'block', ...options });
      }
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The vitest worker's Chromium, launched by its first browser-test file and kept for the worker's next files (see useBrowserSuite). */
const WORKER_BROWSER = Symbol.for('minimax-explorer/e2e-browser');

/**
 * The shared preview server (test/e2e/globalSetup.ts) and the vitest worker's own Chromium for the file's tests.
 * The worker's first file launches Chromium (over a pipe) and its later files reuse it: the e2e project shares one
 * module cache and one global scope a worker (isolate: false), and a worker runs one file at a time, so when a file
 * ends every context of that browser is its own, and closing them keeps files apart. Playwright closes the browser
 * when the worker exits. A pipe rather than one Chromium for all connected over CDP (its DevTools websocket): that
 * socket deflates every message, which cost ~1/3 of the lane's CPU time in zlib, Node's and Chromium's. Run
 * without that setup (another config), the file starts its own server.
 */
export function useBrowserSuite(): BrowserSuite {
  let server: PreviewServer | undefined;
  let browser: Browser | undefined;
  let url = '';
  beforeAll(async () => {
    const shared = inject('e2eUrl');
    if (shared) url = shared;
    else ({ server, url } = await startServer());
    const scope = globalThis as { [WORKER_BROWSER]?: Promise<Browser> };
    const launched = (scope[WORKER_BROWSER] ??= launchBrowser('tests'));
    browser = await launched.catch((e: unknown) => {
      // A failed launch is not kept: the next file tries again (and says why).
      if (scope[WORKER_BROWSER] === launched) delete scope[WORKER_BROWSER];
      throw e;
    });
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((c) => c.close()) ?? []);
    await server?.close();
  });
  return {
    get url() {
      return url;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not running (use inside a test)');
      return withoutServiceWorkers(browser);
    },
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (page.evaluate is not subject to the page's CSP), loaded once a page load. */
export async function axe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const w = window as unknown as { axe: { run(ctx: Document, opts: unknown): Promise<{ violations: AxeViolation[] }> } };
    return w.axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })) }));
}


/** Opens the app at `hash` and waits until it is ready (the position table is in hand). */
export async function openApp(page: Page, url: string, hash: string): Promise<void> {
  await page.goto(url + hash);
  await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
}

/** The play board's cell n, by its accessible name. */
export const cell = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Cell ${n},`) });

/** The board code of the explorer's selected tree item. */
export const selectedBoard = (page: Page) => page.locator('[role="treeitem"][aria-selected="true"]').first().getAttribute('data-board');

/**
 * Waits until the tree canvas has come to rest: no glide running (the stage's data-moving is
 * absent), `focus` drawn when given, and the same transform on three frames in a row.
 */
export async function waitForCanvasAtRest(page: Page, focus?: number, timeoutMs = 10000): Promise<void> {
  await page.waitForFunction(
    (f) => {
      const c = document.querySelector<HTMLCanvasElement>('canvas.tree-canvas');
      return !!c?.dataset.transform && !c.hasAttribute('data-moving') && (f === null || c.dataset.focus === String(f));
    },
    focus ?? null,
    { timeout: timeoutMs },
  );
  await page.evaluate(async () => {
    const c = document.querySelector<HTMLCanvasElement>('canvas.tree-canvas') as HTMLCanvasElement;
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (let same = 0, last = ''; same < 3; ) {
      await frame();
      const now = c.hasAttribute('data-moving') ? '' : (c.dataset.transform ?? '');
      same = now !== '' && now === last ? same + 1 : 0;
      last = now;
    }
  });
}

/** Waits until `attribute` of the element matching `selector` holds the same (non-empty) value on three frames in a row (an animation has ended). */
export async function waitForStillAttribute(page: Page, selector: string, attribute: string, timeoutMs = 10000): Promise<void> {
  await page.waitForSelector(`${selector}[${attribute}]`, { timeout: timeoutMs });
  await page.evaluate(
    async ([sel, attr]) => {
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      for (let same = 0, last = ''; same < 3; ) {
        await frame();
        const now = document.querySelector(sel)?.getAttribute(attr) ?? '';
        same = now !== '' && now === last ? same + 1 : 0;
        last = now;
      }
    },
    [selector, attribute] as const,
  );
}

/**
 * Waits until the page is still: no lazy part showing its "Loading…" placeholder, no CSS transition
 * running, no picture gliding (data-moving), and two frames drawn since.
 */
export async function waitForStill(page: Page, timeoutMs = 10000): Promise<void> {
  await page.waitForFunction(
    () => {
      const loading = [...document.querySelectorAll('p')].some((p) => /^(Loading…|読み込み中…)$/.test(p.textContent?.trim() ?? ''));
      const transition = document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running');
      return !loading && !transition && !document.querySelector('[data-moving]');
    },
    undefined,
    { timeout: timeoutMs },
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Goes to the app at `hash` with `settings` already saved, as a returning visitor's (their language, say), in
 * one app load: the settings are written on a blank page of the app's origin before the app starts, rather than
 * loading the app, writing them and reloading it (each app load costs about a second of the machine's CPU).
 */
export async function gotoWithSettings(page: Page, url: string, hash: string, settings: Record<string, unknown>): Promise<void> {
  const blank = `${url}blank.html`;
  // An icon of its own, so the blank page asks the server for nothing (a 404 would be a console error a test fails on).
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,"><title>blank</title>' }));
  await page.goto(blank);
  await page.evaluate((s) => localStorage.setItem('minimax-explorer/settings/v1', JSON.stringify(s)), settings);
  await page.unroute(blank);
  await page.goto(url + hash);
}
