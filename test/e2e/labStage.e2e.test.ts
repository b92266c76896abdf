/**
 * The search lab's stage in Chromium at 1920x1080: alpha-beta in cell order
 * from the empty board (18,297 nodes visited of 549,946), "Jump to the end"
 * shows the root and its value, a step in the middle shows the step's node,
 * and every label of the tree measures at least 14 CSS px (24 in
 * presentation mode), read in the browser (computed font size times the
 * zoom). The whole-tree and follow buttons, the zoom keys, and an opened
 * subtree. Screenshots in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, shot, useBrowserSuite, watchErrors } from './harness.ts';
import { nodeInBox, visibleLabelSizes } from './labPage.ts';

const suite = useBrowserSuite();


async function openEmptyBoardLab(page: Page, query = '') {
  await page.goto(`${suite.url}${query}#/?tab=lab&alg=alphabeta`);
  await page.waitForSelector('svg.lab-tree .lab-node', { timeout: 30000 });
}

describe('the lab stage at 1920x1080', () => {
  it('steps through alpha-beta from the empty board: the end shows the root and its value, the middle the step’s node, labels >= 14 px', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const errors = watchErrors(page);
    await openEmptyBoardLab(page);
    expect(await page.getByRole('heading', { name: 'Too big to watch step by step' }).count()).toBe(0);
    expect(await page.getByTestId('lab-visited').textContent()).toBe('0 of 549,946');
    // The stage is on the first screen and takes most of its width.
    const box = await page.locator('.lab-tree-box').boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(1080);
    expect(box && box.width * box.height).toBeGreaterThan(0.4 * 1920 * 1080);

    await page.getByRole('button', { name: 'Jump to the end' }).click();
    expect(await page.getByTestId('lab-visited').textContent()).toBe('18,297 of 549,946');
    // The step counter writes its thousands as the counts beside it do.
    expect(await page.locator('.lab-step-count').textContent()).toMatch(/^Step \d{1,3}(,\d{3})+ of \d{1,3}(,\d{3})+$/);
    await nodeInBox(page, '[data-node="0"] > [role="img"]');
    expect(await page.locator('[data-node="0"] .lab-badge text').textContent()).toBe('0');
    expect(await page.locator('[data-node="0"] > [role="img"]').getAttribute('aria-label')).toMatch(/^the lab’s position: value 0 \(draw\)/);
    expect(Math.min(...(await visibleLabelSizes(page)))).toBeGreaterThanOrEqual(14);
    await shot(page, { path: 'test-results/lab-1920-end.png' });

    // The middle of the search: the step's node on screen, and its search path drawn.
    const last = Number(await page.locator('input.lab-scrubber').getAttribute('max'));
    await page.locator('input.lab-scrubber').fill(String(Math.floor(last / 2)));
    await nodeInBox(page, '[aria-current="step"]');
    const sizes = await visibleLabelSizes(page);
    expect(sizes.length).toBeGreaterThan(10);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
    expect(await page.locator('.lab-tree-box').getAttribute('data-camera')).toBe('follow');
    await shot(page, { path: 'test-results/lab-1920-middle.png' });

    // Whole tree zooms out (labels may be small then); Follow comes back to the step at a readable size.
    await page.getByRole('button', { name: 'Whole tree' }).click();
    await page.waitForFunction(() => document.querySelector('.lab-tree-box')?.getAttribute('data-camera') === 'fit');
    await page.getByRole('button', { name: 'Follow the step' }).click();
    await page.waitForFunction(() => document.querySelector('.lab-tree-box')?.getAttribute('data-camera') === 'follow');
    await nodeInBox(page, '[aria-current="step"]');
    // Keys on the focused tree: → steps and the camera follows.
    await page.getByRole('region', { name: 'Search tree' }).focus();
    const before = await page.locator('input.lab-scrubber').inputValue();
    await page.keyboard.press('ArrowRight');
    expect(Number(await page.locator('input.lab-scrubber').inputValue())).toBe(Number(before) + 1);
    await nodeInBox(page, '[aria-current="step"]');
    // Open a collapsed subtree with the keyboard: its children appear, focus stays on its button.
    const toggle = page.locator('.lab-toggle[aria-expanded="false"]').first();
    const name = (await toggle.getAttribute('aria-label')) ?? '';
    await toggle.focus();
    await page.keyboard.press('Enter');
    const closeName = name.replace(/^Open (.*), [\d,]+ nodes? below$/, 'Close $1');
    expect(await page.getByRole('button', { name: closeName, exact: true }).getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('true');
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const lang of ['en', 'ja'] as const) {
    it(`in presentation mode the labels measure >= 24 px, at the end and in the middle (${lang})`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 }, locale: lang === 'ja' ? 'ja-JP' : 'en-US' });
      const errors = watchErrors(page);
      await openEmptyBoardLab(page, '?present');
      await page.getByRole('button', { name: lang === 'en' ? 'Jump to the end' : '最後まで進む' }).click();
      await nodeInBox(page, '[data-node="0"] > [role="img"]');
      expect(Math.min(...(await visibleLabelSizes(page)))).toBeGreaterThanOrEqual(24);
      const last = Number(await page.locator('input.lab-scrubber').getAttribute('max'));
      await page.locator('input.lab-scrubber').fill(String(Math.floor(last / 2)));
      await nodeInBox(page, '[aria-current="step"]');
      expect(Math.min(...(await visibleLabelSizes(page)))).toBeGreaterThanOrEqual(24);
      await shot(page, { path: `test-results/lab-present-${lang}.png` });
      expect(await axe(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
