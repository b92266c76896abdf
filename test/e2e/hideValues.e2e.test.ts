/**
 * "Hide values" in Chromium at 1920x1080: turned on from the header, the
 * status line has no verdict, the play board no hints, the explorer's canvas
 * no value labels and no value colours (read back from its pixels), the
 * accessible tree no values; a click on one board reveals that board's value
 * only; the switch survives a reload; "Reveal all" shows everything.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, useBrowserSuite, watchErrors } from './harness.ts';
import { canvasState, layoutFor, source, tree } from './explorerGeometry.ts';
import { nodeByMoves } from '../../src/tree/query.ts';
import { VALUE_BACKGROUND } from '../../src/view/colors.ts';
import { DOT_FILL } from '../../src/view/shapes.ts';

const suite = useBrowserSuite();

/** Pixels of the explorer's canvas painted in a value colour (backgrounds and small-board tones of o wins, draw, x wins). */
async function valuePixels(page: Page): Promise<number> {
  const colours = [VALUE_BACKGROUND.firstWin, VALUE_BACKGROUND.draw, VALUE_BACKGROUND.secondWin, DOT_FILL.firstWin, DOT_FILL.draw, DOT_FILL.secondWin];
  return page.evaluate((hexes) => {
    const c = document.querySelector<HTMLCanvasElement>('canvas.tree-canvas');
    const ctx = c?.getContext('2d');
    if (!c || !ctx) throw new Error('no canvas');
    const rgb = hexes.map((h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)));
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (rgb.some(([r, g, b]) => d[i] === r && d[i + 1] === g && d[i + 2] === b)) n++;
    return n;
  }, colours);
}

const labelPx = (page: Page) => page.evaluate(() => document.querySelector<HTMLCanvasElement>('canvas.tree-canvas')?.dataset.minLabelPx ?? null);
const valuedItems = (page: Page) => page.locator('[role="treeitem"] > span').evaluateAll((spans) => spans.filter((s) => /\([+−-]?\d\)/.test(s.textContent ?? '')).length);
const frames = (page: Page) => page.evaluate(() => Number(document.querySelector<HTMLCanvasElement>('canvas.tree-canvas')?.dataset.frames ?? 0));

describe('hide values', () => {
  it('at 1920x1080: nothing on the canvas, the status line or the board tells a value until one board is clicked', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const errors = watchErrors(page);
    await page.goto(`${suite.url}#/4`);
    await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    await page.waitForFunction(() => document.querySelector<HTMLCanvasElement>('canvas.tree-canvas')?.dataset.minLabelPx);
    // Shown: the verdict, hints, labels and colours.
    await expect.poll(() => page.getByTestId('play-status').textContent()).toContain('draw with best play');
    expect(await page.locator('.hint-value').count()).toBeGreaterThan(0);
    const shownPixels = await valuePixels(page);
    expect(shownPixels).toBeGreaterThan(1000);
    expect(await valuedItems(page)).toBe(10);

    // On, from the header.
    const before = await frames(page);
    await page.getByRole('button', { name: 'Hide values' }).click();
    await page.waitForFunction((n) => Number(document.querySelector<HTMLCanvasElement>('canvas.tree-canvas')?.dataset.frames) > n, before);
    expect(await page.getByRole('button', { name: 'Hide values' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => location.hash)).toBe('#/4?hide=1');
    expect(await page.getByTestId('play-status').textContent()).toBe('x to move · value hidden');
    expect(await page.locator('.hint-value').count()).toBe(0);
    expect(await page.locator('.playable-board .best-dot').count()).toBe(0);
    expect(await labelPx(page)).toBe('');
    expect(await valuePixels(page)).toBe(0);
    expect(await valuedItems(page)).toBe(0);
    expect(await page.getByTestId('info-panel').textContent()).toContain('value hidden');

    // A click on the board after x:1 shows its value (o wins, +1) and nothing else; the line stays.
    const state = await canvasState(page);
    const layout = layoutFor([4], 2, state.box);
    const it1 = layout.items[layout.itemOfNode.get(nodeByMoves(tree, [4, 1])) as number];
    const t = state.transform;
    const x = state.box.x0 + (it1.x + it1.size / 2) * t.k + t.x;
    const y = state.box.y0 + (it1.y + it1.size / 2) * t.k + t.y;
    const drawn = await frames(page);
    await page.mouse.click(x, y);
    await page.waitForFunction((n) => Number(document.querySelector<HTMLCanvasElement>('canvas.tree-canvas')?.dataset.frames) > n, drawn);
    expect(await page.evaluate(() => location.hash)).toBe('#/4?hide=1');
    expect(await valuedItems(page)).toBe(1);
    expect(await page.locator('[role="treeitem"] > span', { hasText: 'o wins (1)' }).count()).toBe(1);
    expect(Number(await labelPx(page))).toBeGreaterThan(0);
    const onePixels = await valuePixels(page);
    expect(onePixels).toBeGreaterThan(0);
    expect(onePixels).toBeLessThan(shownPixels / 3);
    expect(await page.getByTestId('play-status').textContent()).toBe('x to move · value hidden');
    expect(source.value(it1.node, 'wdl')).toBe(1);
    await page.mouse.move(5, 5); // no hover card over the picture
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await shot(page, { path: 'test-results/hide-values-1920.png' });

    // Kept over a reload (saved and in the address); what was revealed is not.
    await page.reload();
    await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    await page.waitForFunction(() => document.querySelector<HTMLCanvasElement>('canvas.tree-canvas')?.dataset.frames);
    expect(await page.getByTestId('play-status').textContent()).toBe('x to move · value hidden');
    expect(await valuedItems(page)).toBe(0);

    // Reveal all.
    await page.getByRole('button', { name: 'Reveal all' }).click();
    await expect.poll(() => page.getByTestId('play-status').textContent()).toBe('x to move · draw with best play');
    await expect.poll(() => valuePixels(page)).toBe(shownPixels);
    expect(await valuedItems(page)).toBe(10);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a pressed header toggle (Hide values, Present) stays legible under the pointer: its words at least 4.5:1 on its background', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors = watchErrors(page);
    await page.goto(`${suite.url}#/`);
    await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    /** The contrast ratio of the element's text colour on its background (WCAG's relative luminance). */
    const contrast = (selector: string) =>
      page.locator(selector).evaluate((e) => {
        const s = getComputedStyle(e);
        const lum = (c: string) => {
          const [r, g, b] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => Number(v) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const [hi, lo] = [lum(s.color), lum(s.backgroundColor)].sort((a, b) => b - a);
        return { pressed: e.getAttribute('aria-pressed'), ratio: (hi + 0.05) / (lo + 0.05) };
      });
    for (const selector of ['.hide-toggle', '.present-toggle']) {
      await page.locator(selector).click();
      await page.locator(selector).hover();
      await expect.poll(() => page.locator(selector).evaluate((e) => e.matches(':hover'))).toBe(true);
      const { pressed, ratio } = await contrast(selector);
      expect(pressed, selector).toBe('true');
      expect(ratio, selector).toBeGreaterThanOrEqual(4.5);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('in the search lab: at the end of the search no value shows until a board is clicked; then that board only', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const errors = watchErrors(page);
    await page.goto(`${suite.url}#/4082?tab=lab&step=471&hide=1`);
    await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    await page.waitForSelector('svg.lab-tree .lab-node');
    expect(await page.locator('input.lab-scrubber').inputValue()).toBe('471');
    expect(await page.locator('.lab-node .lab-badge').count()).toBe(0);
    expect(await page.locator('.lab-caption').textContent()).toContain('what do you predict?');
    const rootNode = page.locator('.lab-node[data-node="0"]');
    const root = rootNode.locator(':scope > [role="img"]');
    expect(await root.getAttribute('aria-label')).toMatch(/: value hidden/);
    await root.scrollIntoViewIfNeeded();
    const box = await root.boundingBox();
    if (!box) throw new Error('the lab root is not on screen');
    await page.mouse.click(box.x + 10, box.y + box.height - 10);
    await expect.poll(() => page.locator('.lab-node .lab-badge').count()).toBe(1);
    expect(await rootNode.locator('.lab-badge').count()).toBe(1);
    expect(await root.getAttribute('aria-label')).toMatch(/: value 0 \(draw\)/);
    await page.getByRole('button', { name: 'Reveal all' }).click();
    await expect.poll(() => page.locator('.lab-node .lab-badge').count()).toBeGreaterThan(100);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('in Japanese the switch, the status line and the help say it in Japanese (screenshot); at 1280x720 the header stays one line', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 }, locale: 'ja-JP' });
    await page.goto(`${suite.url}#/40?hide=1`);
    await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    await page.waitForFunction(() => document.querySelector<HTMLCanvasElement>('canvas.tree-canvas')?.dataset.frames);
    expect(await page.getByRole('button', { name: '評価値を隠す' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('play-status').textContent()).toBe('〇の手番 · 評価値は非表示');
    await shot(page, { path: 'test-results/hide-values-1920-ja.png' });
    // At 1280x720 the header, with "Reveal all" beside the switch, stays one line: the name on one line, every switch in one row.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByTestId('reveal-all').waitFor();
    const header = await page.evaluate(() => {
      const h1 = document.querySelector('.app-header h1') as HTMLElement;
      const tops = [...document.querySelectorAll('.header-actions button')].map((b) => b.getBoundingClientRect().top);
      return { height: document.querySelector('.app-header')!.getBoundingClientRect().height, title: h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).fontSize), rows: Math.max(...tops) - Math.min(...tops), wide: document.documentElement.scrollWidth };
    });
    console.log(`header at 1280x720 (ja, values hidden): ${header.height.toFixed(1)} px, title ${header.title.toFixed(2)} lines of its size`);
    expect(header.title, 'the title on one line').toBeLessThan(1.6);
    expect(header.rows, 'the switches in one row').toBeLessThan(4);
    expect(header.height, 'the header height').toBeLessThanOrEqual(60);
    expect(header.wide, 'nothing wider than the window').toBeLessThanOrEqual(1280);
    await page.close();
  });
});
