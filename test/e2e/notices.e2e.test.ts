// Notices a person can meet from a link or a browser's storage: readable, not spoofable, all shown.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, useBrowserSuite, watchErrors } from './harness.ts';

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
    await shot(page.getByTestId('notice'), { path: 'test-results/e2e-notice-bidi.png' });
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
    await shot(page, { path: 'test-results/e2e-two-notices.png' });
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
      await shot(page, { path: `test-results/e2e-storage-${what}.png` });
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('text from a quiz link is quoted like the address’s: controls escaped, isolated, clipped by code points', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    const long = `${'1'.repeat(23)}😀😀`;
    await open(page, `#/quiz?kinds=%E2%80%AEabc&level=a%00b%1Bc&count=${encodeURIComponent(long)}&seed=1`);
    await page.getByTestId('ex-link-problems').waitFor();
    const text = (await page.getByTestId('ex-link-problems').textContent()) ?? '';
    expect(text).toContain('kinds “\u2068\\u202eabc\u2069”');
    expect(text).toContain('level “\u2068a\\x00b\\x1bc\u2069”');
    expect(text).toContain(`count “\u2068${'1'.repeat(23)}😀…\u2069”`);
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000\u001b\u202e]/);
    expect(text).not.toMatch(/\p{Cs}/u); // no half emoji
    await shot(page.getByTestId('ex-link-problems'), { path: 'test-results/e2e-quiz-link-quoted.png' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('100 KB pasted into every number box: each "not a number" names the start of it, quoted', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await open(page, '#/quiz?kinds=minimax&level=easy&count=1&seed=5');
    const boxes = page.locator('input.ex-value');
    await boxes.first().waitFor();
    const n = await boxes.count();
    expect(n).toBeGreaterThan(2);
    const pasted = `\u202e${'x'.repeat(100_000)}`;
    for (let i = 0; i < n; i++) await boxes.nth(i).fill(pasted);
    const alert = page.locator('.ex-problems[role="alert"]');
    await expect.poll(() => alert.locator('p').count()).toBe(n);
    const text = (await alert.textContent()) ?? '';
    expect(text.length).toBeLessThan(250 * n);
    expect(text).toContain(`“\u2068\\u202e${'x'.repeat(23)}…\u2069”`);
    expect(text).not.toContain('\u202e');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('15,000 unknown keys in the address: the notice names five and counts the rest', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await open(page, `#/4?${Array.from({ length: 15_000 }, (_, i) => `k${i}=1`).join('&')}`);
    const text = (await page.getByTestId('app-notice').textContent()) ?? '';
    expect(text).toMatch(/^Part of the address could not be read and was ignored: \u2068k0\u2069.*\u2068k4\u2069 and 14,995 more\./);
    expect(text.length).toBeLessThan(300);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('20,000 unknown fields in a quiz link: the problems list five and count the rest', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await open(page, `#/quiz?kinds=minimax&seed=1&${Array.from({ length: 20_000 }, (_, i) => `u${i}`).join('&')}`);
    const problems = page.getByTestId('ex-link-problems');
    await problems.waitFor();
    expect(await problems.locator('li').allTextContents()).toEqual([...['u0', 'u1', 'u2', 'u3', 'u4'].map((u) => `“\u2068${u}\u2069” is not part of a quiz link`), '…and 19,995 more']);
    expect(((await problems.textContent()) ?? '').length).toBeLessThan(600);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the embed frame says, in its small way, that it ignored a bad option', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 800, height: 600 } });
    const errors = watchErrors(page);
    await open(page, '#/4?embed&levels=99');
    expect(await page.locator('header, [role="tablist"]').count()).toBe(0);
    const notice = page.getByTestId('app-notice');
    expect(await notice.textContent()).toMatch(/ignored: \u2068levels=99\u2069\./);
    expect(parseFloat(await notice.evaluate((e) => getComputedStyle(e).fontSize))).toBeLessThan(14);
    await shot(page, { path: 'test-results/e2e-embed-notice.png' });
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await notice.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('embed-open');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a key given twice: the last value, in the address as in a quiz link, and a notice says so', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await open(page, '#/4?levels=3&levels=4');
    expect(await page.getByRole('combobox', { name: 'Levels shown' }).inputValue()).toBe('4');
    expect(await page.getByTestId('app-notice').textContent()).toMatch(/The address gives \u2068levels\u2069 more than once: the last value of each is used\./);
    await page.evaluate(() => (location.hash = '#/quiz?kinds=minimax&seed=5&seed=6'));
    const problems = page.getByTestId('ex-link-problems');
    await problems.waitFor();
    expect(await problems.textContent()).toMatch(/“\u2068seed\u2069” is given more than once \(the last value is used\)/);
    expect(await problems.textContent()).not.toMatch(/fresh/);
    await page.waitForFunction(() => location.hash.endsWith('&seed=6'));
    expect(errors).toEqual([]);
    await page.close();
  });
});
