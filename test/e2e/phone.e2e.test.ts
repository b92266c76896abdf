/**
 * Phones: at 390x844 and 360x800, in English and Japanese, the header fits (the language switch
 * is on screen), no tab overflows sideways, and the board comes before the tree. Screenshots of
 * every tab.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, useBrowserSuite, waitForStill, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

const TABS = { en: ['Explore & play', 'Search lab', 'AI arena', 'Exercises'], ja: ['探索と対戦', '探索ラボ', 'AI 対戦場', '演習'] } as const;

/** How far the page reaches past the viewport's right edge (0 when nothing overflows), and the widest culprit (content clipped by a box that fits, such as the lab's zoomed tree, is not one). */
async function overflow(page: Page): Promise<{ excess: number; culprit: string }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const excess = document.documentElement.scrollWidth - width;
    const clippedInside = (el: Element) => {
      for (let a = el.parentElement; a; a = a.parentElement) {
        const o = getComputedStyle(a).overflowX;
        if (o === 'hidden' || o === 'clip') return a.getBoundingClientRect().right <= width + 0.5;
      }
      return false;
    };
    let culprit = '';
    let right = width;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > right + 0.5 && r.width > 0 && !clippedInside(el)) {
        right = r.right;
        culprit = `${el.tagName.toLowerCase()}.${el.className}`;
      }
    }
    return { excess, culprit };
  });
}

describe('phone layout', () => {
  for (const [width, height] of [
    [390, 844],
    [360, 800],
  ] as const) {
    for (const lang of ['en', 'ja'] as const) {
      it(`${width}x${height} (${lang}): header fits, no sideways overflow on any tab, the board above the tree`, async () => {
        const page = await suite.browser.newPage({ viewport: { width, height }, locale: lang === 'ja' ? 'ja-JP' : 'en-US', isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
        const errors = watchErrors(page);
        await page.goto(`${suite.url}#/40`);
        await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
        await page.waitForSelector('canvas.tree-canvas');
        const other = page.getByRole('button', { name: lang === 'en' ? '日本語' : 'English' });
        const box = await other.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        const board = await page.getByRole('grid').first().boundingBox();
        const tree = await page.locator('canvas.tree-canvas').boundingBox();
        expect(board && tree && board.y + board.height <= tree.y).toBe(true);
        expect(board && board.y + board.height <= height).toBe(true); // the whole board on the first screen
        for (const [i, tab] of TABS[lang].entries()) {
          await page.getByRole('tab', { name: tab }).click();
          await waitForStill(page);
          if (i === 1) await page.waitForSelector('.lab-intro');
          if (i === 2) await page.waitForSelector('.arena-section');
          expect(await overflow(page), `${tab} at ${width} px`).toEqual({ excess: 0, culprit: '' });
          await shot(page, { path: `test-results/phone-${width}-${lang}-tab${i}.png`, fullPage: i !== 0 });
        }
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }
});
