/** Pages for the focus tests (focus.e2e.test.ts, soakFindings.e2e.test.ts): open one, read what has focus. */
import type { Page } from 'playwright-core';
import { watchErrors, type BrowserSuite } from './harness.ts';

/**
 * Opens the app at `hash` in a 1400×1000 page that collects errors, runs `init` before the app's
 * scripts, and waits for `ready` (by default the app's data-ready; a board's selector for Othello).
 */
export async function openAt(suite: BrowserSuite, hash: string, ready = '[data-ready="true"]', init?: () => void): Promise<{ page: Page; errors: string[] }> {
  const page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const errors = watchErrors(page);
  if (init) await page.addInitScript(init);
  await page.goto(suite.url + hash);
  await page.waitForSelector(ready, { timeout: 20000 });
  return { page, errors };
}

/** What has focus, after the browser has had a frame to blur a disabled or removed control. */
export async function focused(page: Page): Promise<string> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    if (!a || a === document.body) return 'body';
    const role = a.getAttribute('role');
    if (role === 'tree') return 'tree';
    if (a.classList.contains('board-square')) return `square ${a.dataset.square}`;
    return `${a.tagName.toLowerCase()} ${a.innerText.trim()}`;
  });
}
