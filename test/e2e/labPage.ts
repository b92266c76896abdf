/**
 * Reading the search lab's tree back in the browser: the sizes of its labels
 * on screen (through the zoom stage) and waiting for the camera to settle on a
 * node. Shared by the lab's browser tests.
 */
import type { Page } from 'playwright-core';

/** Every non-empty text of the lab tree on screen (inside the tree box): its size in CSS px. */
export async function visibleLabelSizes(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const box = (document.querySelector('.lab-tree-box') as HTMLElement).getBoundingClientRect();
    return [...document.querySelectorAll<SVGTextElement>('svg.lab-tree text')]
      .filter((el) => (el.textContent ?? '').trim() !== '')
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;
      })
      .map((el) => parseFloat(getComputedStyle(el).fontSize) * (el.getScreenCTM()?.a ?? 0));
  });
}

/** Resolves once the camera has settled with node `selector`'s board (its role=img group) wholly inside the tree box. */
export function nodeInBox(page: Page, selector: string) {
  return page.waitForFunction(
    (sel) => {
      const box = document.querySelector('.lab-tree-box')?.getBoundingClientRect();
      const node = document.querySelector(sel)?.getBoundingClientRect();
      const moving = document.querySelector('.lab-tree-box')?.hasAttribute('data-moving');
      return !!box && !!node && !moving && node.width > 0 && node.left >= box.left && node.right <= box.right && node.top >= box.top && node.bottom <= box.bottom;
    },
    selector,
    { timeout: 10000 },
  );
}
