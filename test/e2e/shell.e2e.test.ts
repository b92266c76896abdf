import { describe, expect, it } from 'vitest';
import { useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

describe('app shell in Chromium', () => {
  it('shows progress, then the built tree, under the Content-Security-Policy, with no console errors', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(suite.url, { waitUntil: 'domcontentloaded' });
    // first the splash (static, while the worker builds), then the app
    expect(await page.locator('.splash[role="status"]').count()).toBe(1);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("script-src 'self'");
    await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    expect(await page.getByTestId('node-count').textContent()).toBe('549,946');
    expect(await page.getByTestId('build-time').textContent()).toMatch(/in a Web Worker/);
    await page.screenshot({ path: 'test-results/e2e-shell.png' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
