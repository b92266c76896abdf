// Keyboard focus never falls to <body>: each case a person can meet, read from document.activeElement.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mustBoard } from '../helpers/ttt.ts';
import { boardOnPage, canvasState, layoutFor, source } from './explorerGeometry.ts';
import { useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

async function open(hash = ''): Promise<{ page: Page; errors: string[] }> {
  const page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const errors = watchErrors(page);
  await page.goto(suite.url + hash);
  await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
  await page.waitForSelector('canvas.tree-canvas[data-boards-drawn]');
  return { page, errors };
}

/** What has focus, after the browser has had a frame to blur a disabled or removed control. */
async function focused(page: Page): Promise<string> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    if (!a || a === document.body) return 'body';
    const role = a.getAttribute('role');
    if (role === 'tree') return 'tree';
    if (a.classList.contains('cell')) return `cell ${a.dataset.cell}`;
    return `${a.tagName.toLowerCase()} ${a.innerText.trim()}`;
  });
}

describe('keyboard focus is never dropped', () => {
  it('Undo until none is left hands focus to Redo, and Redo until none is left hands it back to Undo', async () => {
    const { page, errors } = await open('#/40');
    await page.getByRole('button', { name: 'Undo' }).focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('button ↶ Undo');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('button ↷ Redo');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('button ↶ Undo');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('"AI move now" ending the game hands focus to the board', async () => {
    // One empty cell left (3): the AI's move ends the game in a draw.
    const { page, errors } = await open('#/04817625');
    await page.getByRole('button', { name: 'AI move now' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /Draw/.test(document.querySelector('[data-testid="play-status"]')?.textContent ?? ''));
    expect(await focused(page)).toBe('cell 3');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('explorer Back reaching the start hands focus to the tree', async () => {
    const { page, errors } = await open('#/4');
    await page.getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[role="treeitem"][aria-selected="true"]')?.getAttribute('data-board') === '.........');
    expect(await focused(page)).toBe('tree');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a mouse click on a board of the canvas puts focus on the tree', async () => {
    const { page, errors } = await open();
    // The board's rectangle from the layout the app draws and the transform the canvas reports.
    await page.waitForSelector('canvas.tree-canvas[data-transform]');
    const state = await canvasState(page);
    const layout = layoutFor([], 2, state.box);
    const item = layout.items.findIndex((it) => source.state(it.node) === mustBoard('....o....'));
    if (item < 0) throw new Error('the board o:4 is not in the view');
    const r = boardOnPage(layout, item, state);
    await page.mouse.click((r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2);
    await page.waitForFunction(() => document.querySelector('[role="treeitem"][aria-selected="true"]')?.getAttribute('data-board') === '....o....');
    expect(await focused(page)).toBe('tree');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Start match hands focus to Cancel, Cancel back to Start', async () => {
    const { page, errors } = await open();
    await page.getByRole('tab', { name: 'AI arena' }).click();
    await page.getByLabel(/Games/).first().fill('500000000');
    await page.getByRole('button', { name: 'Start match' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Cancel match' }).waitFor();
    expect(await focused(page)).toBe('button Cancel match');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Start match' }).waitFor();
    expect(await focused(page)).toBe('button Start match');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opening a failing position from the arena puts focus on the tree', async () => {
    const { page, errors } = await open();
    await page.getByRole('tab', { name: 'AI arena' }).click();
    await page.getByRole('button', { name: 'Start check' }).click();
    const failure = page.locator('button.arena-failure').first();
    await failure.waitFor({ timeout: 20000 });
    await page.getByRole('button', { name: 'Start check' }).waitFor({ timeout: 20000 });
    await failure.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: 'Explore & play', selected: true }).waitFor();
    expect(await focused(page)).toBe('tree');
    expect(errors).toEqual([]);
    await page.close();
  });
});
