import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

async function open(hash = '', viewport = { width: 1400, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  const page = await suite.browser.newPage({ viewport });
  const errors = watchErrors(page);
  await page.goto(suite.url + hash);
  await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
  await page.waitForSelector('canvas.tree-canvas[data-boards-drawn]');
  return { page, errors };
}

const selectedBoard = (page: Page) => page.locator('[role="treeitem"][aria-selected="true"]').first().getAttribute('data-board');

/** Clicks the board of a visible node on the canvas, like a person would (world position from the treeitem, transform from the canvas). */
async function clickBoard(page: Page, board: string) {
  const point = await page.evaluate((b) => {
    const item = [...document.querySelectorAll<HTMLElement>('[role="treeitem"]')].find((el) => el.dataset.board === b);
    const canvas = document.querySelector<HTMLCanvasElement>('canvas.tree-canvas');
    if (!item || !canvas?.dataset.transform) return null;
    const [x, y, k] = canvas.dataset.transform.split(',').map(Number);
    const r = canvas.getBoundingClientRect();
    const p = { x: r.left + (Number(item.dataset.wx) + 27) * k + x, y: r.top + (Number(item.dataset.wy) + 27) * k + y };
    return p.x > r.left && p.x < r.right && p.y > r.top && p.y < r.bottom ? p : null;
  }, board);
  if (!point) throw new Error(`board ${board} is not on screen`);
  await page.mouse.click(point.x, point.y);
}

describe('tree explorer in Chromium', () => {
  it('draws the tree, goes two levels down by clicking boards and comes back up', async () => {
    const { page, errors } = await open();
    expect(await selectedBoard(page)).toBe('.........');
    await page.screenshot({ path: 'test-results/e2e-explorer-root.png' });
    await clickBoard(page, '....o....');
    await page.waitForFunction(() => document.querySelector('[role="treeitem"][aria-selected="true"]')?.getAttribute('data-board') === '....o....');
    await page.waitForTimeout(600);
    await clickBoard(page, '...xo....');
    await page.waitForFunction(() => document.querySelector('[role="treeitem"][aria-selected="true"]')?.getAttribute('data-board') === '...xo....');
    expect(page.url()).toMatch(/#\/43$/);
    await page.waitForTimeout(600);
    await page.screenshot({ path: 'test-results/e2e-explorer-two-down.png' });
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForFunction(() => document.querySelector('[role="treeitem"][aria-selected="true"]')?.getAttribute('data-board') === '.........');
    expect(page.url()).toMatch(/#\/$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('explores by keyboard', async () => {
    const { page, errors } = await open();
    await page.getByRole('tree').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // the accessible tree follows the canvas in a background render
    await page.waitForFunction(() => document.querySelector('[role="treeitem"][aria-selected="true"]')?.getAttribute('data-board') === '.o.......');
    await page.waitForTimeout(600);
    await page.screenshot({ path: 'test-results/e2e-explorer-keyboard.png' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a finished game with its winning line, and a deep zoom', async () => {
    const { page, errors } = await open('#/01326');
    expect(await selectedBoard(page)).toBe('oxxo..o..');
    expect(await page.getByTestId('play-status').textContent()).toBe('o wins!');
    await page.waitForTimeout(600);
    await page.screenshot({ path: 'test-results/e2e-explorer-finished.png' });
    const canvas = page.locator('canvas.tree-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -300);
    await page.waitForTimeout(300);
    await page.screenshot({ path: 'test-results/e2e-explorer-deep-zoom.png' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('exports the visible subtree as SVG and PNG', async () => {
    const { page, errors } = await open('#/4');
    const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export SVG' }).click()]);
    expect(svgDownload.suggestedFilename()).toBe('minimax-tree-4-d2.svg');
    const svgPath = await svgDownload.path();
    const svg = readFileSync(svgPath, 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<rect x="[^"]+" y="[^"]+" width="54" height="54"/g)?.length).toBe(2 + 8 + 8 * 7);
    const [pngDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PNG' }).click()]);
    expect(pngDownload.suggestedFilename()).toBe('minimax-tree-4-d2.png');
    const png = readFileSync(await pngDownload.path());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(10_000);
    expect(errors).toEqual([]);
    await page.close();
  });
});
