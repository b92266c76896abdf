import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mustBoard } from '../helpers/ttt.ts';
import { nodeByMoves } from '../../src/tree/query.ts';
import { boardOnPage, canvasState, layoutFor, source, tree } from './explorerGeometry.ts';
import { selectedBoard, shot, useBrowserSuite, waitForCanvasAtRest, waitForStillAttribute, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

async function open(hash = '', viewport = { width: 1400, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  const page = await suite.browser.newPage({ viewport });
  const errors = watchErrors(page);
  await page.goto(suite.url + hash);
  await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
  await page.waitForSelector('canvas.tree-canvas[data-boards-drawn]');
  return { page, errors };
}

/** Clicks the board of a visible node on the canvas, like a person would (its rectangle from the layout and the canvas's transform). */
async function clickBoard(page: Page, focusMoves: number[], board: string, depth = 2) {
  const s = await canvasState(page);
  const layout = layoutFor(focusMoves, depth, s.box);
  const item = layout.items.findIndex((it) => source.state(it.node) === mustBoard(board));
  if (item < 0) throw new Error(`board ${board} is not in the view`);
  const r = boardOnPage(layout, item, s);
  const p = { x: (r.x0 + r.x1) / 2, y: (r.y0 + r.y1) / 2 };
  if (p.x < s.box.x0 || p.x > s.box.x1 || p.y < s.box.y0 || p.y > s.box.y1) throw new Error(`board ${board} is not on screen`);
  await page.mouse.click(p.x, p.y);
}

describe('tree explorer in Chromium', () => {
  it('draws the tree, goes two levels down by clicking boards and comes back up', async () => {
    const { page, errors } = await open();
    expect(await selectedBoard(page)).toBe('.........');
    await shot(page, { path: 'test-results/e2e-explorer-root.png' });
    await clickBoard(page, [], '....o....');
    await page.waitForFunction(() => document.querySelector('[role="treeitem"][aria-selected="true"]')?.getAttribute('data-board') === '....o....');
    await waitForCanvasAtRest(page, nodeByMoves(tree, [4]));
    await clickBoard(page, [4], '...xo....');
    await page.waitForFunction(() => document.querySelector('[role="treeitem"][aria-selected="true"]')?.getAttribute('data-board') === '...xo....');
    expect(page.url()).toMatch(/#\/43$/);
    await waitForCanvasAtRest(page, nodeByMoves(tree, [4, 3]));
    await shot(page, { path: 'test-results/e2e-explorer-two-down.png' });
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
    await waitForCanvasAtRest(page, nodeByMoves(tree, [1]));
    await shot(page, { path: 'test-results/e2e-explorer-keyboard.png' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a finished game with its winning line, and a deep zoom', async () => {
    const { page, errors } = await open('#/01326');
    expect(await selectedBoard(page)).toBe('oxxo..o..');
    expect(await page.getByTestId('play-status').textContent()).toBe('o wins!');
    await waitForCanvasAtRest(page, nodeByMoves(tree, [0, 1, 3, 2, 6]));
    await shot(page, { path: 'test-results/e2e-explorer-finished.png' });
    const canvas = page.locator('canvas.tree-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -300);
    await waitForCanvasAtRest(page);
    await shot(page, { path: 'test-results/e2e-explorer-deep-zoom.png' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('exports what is on screen as a 2× PNG, a 1920×1080 slide, and an SVG under 1 MB with each board once', async () => {
    const { page, errors } = await open('#/');
    await page.getByRole('combobox', { name: 'Levels shown' }).selectOption('4');
    await page.waitForSelector('canvas.tree-canvas[data-items="3610"]');
    await waitForCanvasAtRest(page);
    const s = await canvasState(page);
    const pngSize = (buf: Buffer) => ({ width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) });
    const [pngDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PNG' }).click()]);
    expect(pngDownload.suggestedFilename()).toBe('minimax-tree-start-d4.png');
    const png = readFileSync(await pngDownload.path());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: Math.round((s.box.x1 - s.box.x0) * 2), height: Math.round((s.box.y1 - s.box.y0) * 2) });
    const [slideDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export slide' }).click()]);
    const slide = readFileSync(await slideDownload.path());
    expect(pngSize(slide)).toEqual({ width: 1920, height: 1080 });
    writeFileSync('test-results/e2e-export-slide.png', slide);
    const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export SVG' }).click()]);
    expect(svgDownload.suggestedFilename()).toBe('minimax-tree-start-d4.svg');
    const svg = readFileSync(await svgDownload.path(), 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(Buffer.byteLength(svg)).toBeLessThan(1_000_000);
    expect(svg.match(/<use xlink:href="#b/g)?.length).toBe(3610);
    // The browser opens it as an image on its own.
    const shown = await page.evaluate(async (text) => {
      const img = new Image();
      img.src = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    }, svg);
    expect(shown.width).toBeGreaterThan(100);
    const viewer = await suite.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await viewer.setContent(`<body style="margin:0">${svg.replace(/width="[^"]+" height="[^"]+" viewBox/, 'width="1600" height="1000" viewBox')}</body>`);
    await shot(viewer, { path: 'test-results/e2e-export-svg.png' });
    await viewer.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the whole game as an icicle: click to focus, zoom into a subtree and back, export', async () => {
    const { page, errors } = await open('#/', { width: 1920, height: 1080 });
    await page.getByRole('button', { name: 'Whole game' }).click();
    const canvas = page.getByRole('img', { name: /whole game tree/ });
    await canvas.waitFor();
    await shot(page, { path: 'test-results/e2e-overview-root.png' });
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no overview canvas');
    // o:4 is the fifth of nine boxes on the second row, a little wider than a ninth of the width
    const rowH = box.height / 10;
    await page.mouse.click(box.x + box.width * 0.5, box.y + rowH * 1.5);
    await page.waitForFunction(() => location.hash === '#/4?picture=overview');
    expect(await page.getByText('You are here').count()).toBe(1);
    await page.getByRole('button', { name: 'Zoom into the current position' }).click();
    await waitForStillAttribute(page, 'canvas.overview-canvas', 'data-interval');
    const interval = (await canvas.getAttribute('data-interval'))?.split(',').map(Number) ?? [];
    expect(interval[1] - interval[0]).toBe(25872); // o:4 has 25,872 finished games below it
    await shot(page, { path: 'test-results/e2e-overview-zoomed.png' });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export slide' }).click()]);
    expect(download.suggestedFilename()).toBe('minimax-tree-4-d2-overview-slide.png');
    writeFileSync('test-results/e2e-export-overview-slide.png', readFileSync(await download.path()));
    await page.getByRole('button', { name: 'Show all moves again' }).click();
    await waitForStillAttribute(page, 'canvas.overview-canvas', 'data-interval');
    expect((await canvas.getAttribute('data-interval'))?.split(',').map(Number)).toEqual([0, 255168]);
    await page.getByRole('button', { name: 'Subtree' }).click();
    await page.waitForSelector('[role="treeitem"][aria-selected="true"][data-board="....o...."]');
    expect(errors).toEqual([]);
    await page.close();
  });
});
