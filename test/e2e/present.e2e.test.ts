/**
 * Presentation mode in Chromium at 1920x1080: `?present` turns it on; value labels on the
 * explorer's canvas at least 24 CSS px (classroomSizes.e2e.test.ts measures the rest) and the lab's at least 20; the remote's PageDown / PageUp
 * step; B blanks the screen. Screenshots of the explorer and the lab in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

/** Font sizes (CSS px) of every text in the lab's tree picture as rendered (its font size times the zoom it is drawn at). */
async function labTextSizes(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGTextElement>('svg.lab-tree text')]
      .filter((el) => (el.textContent ?? '').trim() !== '')
      .map((el) => parseFloat(getComputedStyle(el).fontSize) * (el.getScreenCTM()?.a ?? 0)),
  );
}

describe('presentation mode', () => {
  for (const lang of ['en', 'ja'] as const) {
    it(`explorer and lab at 1920x1080 with large labels (${lang})`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 }, locale: lang === 'ja' ? 'ja-JP' : 'en-US' });
      const errors = watchErrors(page);
      await page.goto(`${suite.url}?present#/4`);
      await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
      await page.waitForFunction(() => document.querySelector<HTMLCanvasElement>('canvas.tree-canvas')?.dataset.minLabelPx);
      expect(await page.evaluate(() => document.documentElement.classList.contains('present'))).toBe(true);
      const toggle = page.getByRole('button', { name: lang === 'en' ? 'Present' : '発表' });
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      const minLabel = Number(await page.evaluate(() => document.querySelector<HTMLCanvasElement>('canvas.tree-canvas')?.dataset.minLabelPx));
      expect(minLabel).toBeGreaterThanOrEqual(24);
      // The hint values on the play board and the legend are large too.
      const legend = await page.locator('.legend').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(legend).toBeGreaterThanOrEqual(20);
      await shot(page, { path: `test-results/present-explorer-${lang}.png` });

      await page.getByRole('tab', { name: lang === 'en' ? 'Search lab' : '探索ラボ' }).click();
      // The lab runs at o:4 (59,704 nodes, drawn collapsed); step with the remote.
      await page.waitForSelector('svg.lab-tree');
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      for (let i = 0; i < 12; i++) await page.keyboard.press('PageDown');
      expect(await page.locator('input.lab-scrubber').inputValue()).toBe('12');
      await page.keyboard.press('PageUp');
      expect(await page.locator('input.lab-scrubber').inputValue()).toBe('11');
      const sizes = await labTextSizes(page);
      expect(sizes.length).toBeGreaterThan(5);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(20);
      await shot(page, { path: `test-results/present-lab-${lang}.png` });

      // B blanks the screen, B again shows it.
      await page.keyboard.press('b');
      expect(await page.getByTestId('present-blank').isVisible()).toBe(true);
      await page.keyboard.press('.');
      expect(await page.getByTestId('present-blank').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('the remote walks the principal variation in the explorer and takes it back', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(`${suite.url}?present#/`);
    await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await page.waitForFunction(() => location.hash.length === 4);
    const line = await page.evaluate(() => location.hash);
    expect(line).toMatch(/^#\/\d\d$/);
    await page.keyboard.press('PageUp');
    await page.waitForFunction(() => location.hash.length === 3);
    await page.close();
  });
});
