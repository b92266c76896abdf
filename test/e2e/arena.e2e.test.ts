/**
 * The AI arena in the built app: a match's cost of thinking (minimax depth 9
 * against alpha-beta: nodes and time per move, visibly apart), a long match
 * whose progress bar is seen moving and whose Cancel is reached by mouse and
 * by keyboard while it runs, and the sample game replayed on the board.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, shot, useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

async function openArena(page: Page): Promise<void> {
  await openApp(page, suite.url, '#/');
  await page.getByRole('tab', { name: 'AI arena' }).click();
  await page.waitForSelector('.arena-section');
}

async function choose(page: Page, games: string): Promise<void> {
  await page.getByRole('combobox', { name: 'First player', exact: true }).selectOption('minimax');
  await page.getByRole('combobox', { name: 'First player: Depth' }).selectOption('9');
  await page.getByRole('combobox', { name: 'Opponent', exact: true }).selectOption('alphabeta');
  await page.getByRole('textbox', { name: 'Games per side' }).fill(games);
  await page.getByRole('textbox', { name: 'Seed' }).fill('7');
}

/**
 * Runs `body` on a new page of `viewport` with the arena open and minimax
 * depth 9 against alpha-beta chosen for `games` games per side; then checks
 * that the page logged no error, and closes it.
 */
async function inArena(viewport: { width: number; height: number }, games: string, body: (page: Page) => Promise<void>): Promise<void> {
  const page = await suite.browser.newPage({ viewport });
  const errors = watchErrors(page);
  await openArena(page);
  await choose(page, games);
  await body(page);
  expect(errors).toEqual([]);
  await page.close();
}

const number = (s: string | null) => Number((s ?? '').replace(/[^\d.]/g, ''));

describe('AI arena in the browser', () => {
  it('shows what thinking costs: minimax depth 9 searches hundreds of times more nodes per move than alpha-beta', async () => {
    await inArena({ width: 1920, height: 1080 }, '100000', async (page) => {
      await page.getByRole('button', { name: 'Start match' }).click();
      const table = page.getByRole('table', { name: 'Cost of thinking, per move' });
      await page.getByRole('button', { name: 'Replay a sample game on the board' }).waitFor({ timeout: 30000 });
      const cols = await table.getByRole('columnheader').allTextContents();
      expect(cols).toEqual(['Measure', 'Minimax, depth 9', 'Alpha-beta']);
      const row = async (name: string) => (await table.getByRole('row', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }).getByRole('cell').allTextContents()).map(number);
      const [mmNodes, abNodes] = await row('Nodes searched (mean)');
      const [mmMax] = await row('Nodes (max)');
      const [mmMs, abMs] = await row('Time, ms (mean)');
      expect(mmMax).toBe(549946); // its largest search: the empty board, the whole tree
      expect(mmNodes).toBeGreaterThan(50 * abNodes); // mean nodes per move
      // times are shown (no assertion on their size: tests do not time)
      expect(Number.isFinite(mmMs) && Number.isFinite(abMs)).toBe(true);
      mkdirSync('test-results', { recursive: true });
      await table.scrollIntoViewIfNeeded();
      await shot(page, { path: 'test-results/arena-1920.png' });
    });
  });

  it('at 1280x720 the results table is whole: no column cut off, nothing to scroll sideways', async () => {
    // The default match (perfect against random, a million games a side): the widest figures.
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors = watchErrors(page);
    await openArena(page);
    await page.getByRole('button', { name: 'Start match' }).click();
    await page.getByRole('button', { name: 'Replay a sample game on the board' }).waitFor({ timeout: 30000 });
    {
      const fit = await page.evaluate(() => {
        const scroll = document.querySelector('.arena-table-scroll');
        return scroll ? { scrollWidth: scroll.scrollWidth, clientWidth: scroll.clientWidth } : null;
      });
      expect(fit, 'the results table').not.toBeNull();
      expect(fit?.scrollWidth, 'the table’s width against its box').toBeLessThanOrEqual((fit?.clientWidth ?? 0) + 1);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a long match: the bar moves, Cancel is reached by mouse while it runs, and the sample game opens on the board', async () => {
    await inArena({ width: 1920, height: 1080 }, '200000000', async (page) => {
      const start = page.getByRole('button', { name: 'Start match' });
      const startBox = await start.boundingBox();
      await start.click();
      const bar = page.getByRole('progressbar', { name: 'Match progress' });
      await bar.waitFor();
      // the bar moves: some games done, not all
      await page.waitForFunction(() => {
        const v = Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
        return v >= 1 && v < 100;
      }, undefined, { timeout: 60000 });
      const cancel = page.getByRole('button', { name: 'Cancel match' });
      expect(await cancel.isVisible()).toBe(true);
      // Cancel sits where Start was: a second click at the same point reaches it
      const cancelBox = await cancel.boundingBox();
      expect(startBox && cancelBox && Math.abs(startBox.x - cancelBox.x) < 1 && Math.abs(startBox.y - cancelBox.y) < 1).toBe(true);
      await page.mouse.click((startBox?.x ?? 0) + 10, (startBox?.y ?? 0) + 10);
      await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/^Cancelled after [\d,]+ of 400,000,000 games\.$/);
      await shot(page, { path: 'test-results/e2e-arena-cancelled.png' });
      expect(await page.getByRole('table', { name: 'Cost of thinking, per move' }).isVisible()).toBe(true);
      // the sample game: the match's first game, on the board and in the explorer
      await page.getByRole('button', { name: 'Replay a sample game on the board' }).click();
      await expect.poll(() => page.getByRole('tab', { name: 'Explore & play' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => location.hash)).toMatch(/^#\/[0-8]{5,9}(\?|$)/);
      await shot(page, { path: 'test-results/e2e-arena-sample.png' });
    });
  });

  it('Cancel by keyboard: Start by Enter, focus moves to Cancel, Enter stops the match', async () => {
    await inArena({ width: 1280, height: 720 }, '200000000', async (page) => {
      await page.getByRole('button', { name: 'Start match' }).focus();
      await page.keyboard.press('Enter');
      const cancel = page.getByRole('button', { name: 'Cancel match' });
      await cancel.waitFor();
      await expect.poll(() => cancel.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.waitForFunction(() => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) >= 1, undefined, { timeout: 60000 });
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/^Cancelled after/);
      expect(await page.getByRole('button', { name: 'Start match' }).evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });
});
