// Notices a person can meet from a link or a browser's storage: readable, not spoofable, all shown.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

async function open(page: Page, hash: string) {
  await page.goto(suite.url + hash);
  await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
}

describe('notices in Chromium', () => {
  it('a link with a right-to-left override cannot reverse the notice: the control is shown escaped, isolated', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await open(page, '#/%E2%80%AE408');
    const text = await page.getByTestId('notice').textContent();
    expect(text).toMatch(/^The moves “\u2068\\u202e408\u2069” in the address are not a legal game/);
    expect(text).not.toContain('\u202e');
    await page.getByTestId('notice').screenshot({ path: 'test-results/e2e-notice-bidi.png' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a long link is clipped by code points: no half emoji', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, `#/${'1'.repeat(19)}${encodeURIComponent('😀😀')}`);
    const text = (await page.getByTestId('notice').textContent()) ?? '';
    expect(text).toContain(`“\u2068${'1'.repeat(19)}😀…\u2069”`);
    expect(text).not.toMatch(/\p{Cs}/u); // no lone surrogate
    await page.close();
  });

  it('unreadable saved settings and a cut-short link: both notices show', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.addInitScript(() => localStorage.setItem('minimax-explorer/settings/v1', '{"treeDepth": 99'));
    await open(page, '#/4099');
    expect(await page.getByTestId('app-notice').textContent()).toMatch(/defaults were restored/);
    expect(await page.getByTestId('notice').textContent()).toMatch(/not a legal game/);
    await page.screenshot({ path: 'test-results/e2e-two-notices.png' });
    // Dismissing the first keeps the other, and keeps focus on the page.
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await page.getByTestId('app-notice').count()).toBe(0);
    expect(await page.getByTestId('notice').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const [what, script] of [
    ['full', "Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };"],
    ['disabled', "Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });"],
  ] as const) {
    it(`storage ${what}: changing settings says once that they cannot be saved, and they still apply`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors = watchErrors(page);
      await page.addInitScript(script);
      await open(page, '#/4');
      expect(await page.getByTestId('app-notice').count()).toBe(0);
      const levels = page.getByRole('combobox', { name: 'Levels shown' });
      await levels.selectOption('3');
      await levels.selectOption('1');
      expect(await levels.inputValue()).toBe('1');
      const notices = await page.getByTestId('app-notice').allTextContents();
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatch(/cannot be saved/);
      await page.getByRole('button', { name: '日本語' }).click();
      // Japanese loads from its own file on first use: <html lang> follows the strings on screen.
      await page.waitForFunction(() => document.documentElement.lang === 'ja');
      expect(await page.getByTestId('app-notice').textContent()).toMatch(/保存できません/);
      await page.screenshot({ path: `test-results/e2e-storage-${what}.png` });
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
