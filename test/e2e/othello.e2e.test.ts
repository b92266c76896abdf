import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

async function open(page: Page, hash: string) {
  await page.goto(suite.url + hash);
  await page.waitForSelector('.playable-board [role="grid"]', { timeout: 20000 });
}
const status = (page: Page) => page.getByTestId('searched-status').textContent();
const notThinking = (page: Page) => page.waitForFunction(() => !/thinking/.test(document.querySelector('[data-testid="searched-status"]')?.textContent ?? ''), undefined, { timeout: 30000 });

describe('Othello in Chromium', () => {
  it('opens #/othello/f5d6c3 at that transcript, and a bad transcript keeps its longest legal start with a precise notice', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors = watchErrors(page);
    await open(page, '#/othello/f5d6c3');
    expect(await page.getByRole('button', { name: 'f5: Black' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^c3: Black/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^d6: White|^d6: Black/ }).count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Game' }).getByRole('button', { name: 'Othello' }).getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${suite.url}#/othello/f5d6z9`);
    await page.waitForSelector('[data-testid="searched-notice"]');
    const notice = (await page.getByTestId('searched-notice').textContent()) ?? '';
    expect(notice).toMatch(/f5d6z9/);
    expect(notice).toMatch(/longest legal start, f5 d6/);
    expect(page.url()).toMatch(/#\/othello\/f5d6$/);
    await page.getByRole('group', { name: 'Game' }).getByRole('button', { name: 'Tic-tac-toe' }).click();
    await page.waitForSelector('.playable-board');
    expect(page.url()).toMatch(/#\/$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('plays a whole game against the AI to the end with hints on: legal moves marked, the AI says its move, value and nodes, passes announced, the hints turn exact, final score, the evaluation graph and the review', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const errors = watchErrors(page);
    await open(page, '#/othello/');
    await page.getByRole('combobox', { name: /Depth/ }).selectOption('2');
    await page.getByRole('checkbox', { name: 'Hints' }).check();
    const legend = () => page.locator('.searched-hints-legend').textContent();
    let aiLineSeen = false;
    let exactSeen = false;
    let estimateHintsSeen = false;
    let exactHintsSeen = false;
    for (let turn = 0; turn < 80; turn++) {
      await notThinking(page);
      const text = (await status(page)) ?? '';
      if (/Game over/.test(text)) break;
      // The hints: estimates far from the end; within the solver's reach ("Exact from here"), exact values, waited for once.
      if (!exactHintsSeen && (await page.getByTestId('searched-exact-from').count()) > 0 && (await page.getByRole('button', { name: /legal move/ }).count()) > 0) {
        await expect.poll(legend, { timeout: 30_000 }).toMatch(/^✓ exact values in discs, from Black’s side/);
        exactHintsSeen = true;
      } else if (/^≈ estimates at depth 2/.test((await legend().catch(() => '')) ?? '')) estimateHintsSeen = true;
      if ((await page.getByTestId('searched-line').count()) > 0) {
        const line = (await page.getByTestId('searched-line').textContent()) ?? '';
        // Within the solver's reach (the endgame) the AI solves: its line says its value is exact.
        if (/\(exact: it saw the end\)/.test(line)) {
          expect(line).toMatch(/^AI \(White\) played ([a-h][1-8]|pass): with best play(, a draw| (Black|White) wins by \d+ discs?) \(exact: it saw the end\)$/);
          exactSeen = true;
        } else expect(line).toMatch(/^AI \(White\) played ([a-h][1-8]|pass): (blended evaluation: (\+\d+ for (Black|White) \((about even|a slight edge|a clear advantage|a big advantage)\)|even \(0\)), estimated at depth \d|with best play, ((Black|White) wins by \d+ discs?|a draw) \(exact: the search saw the end\) \(depth \d\)); [\d,]+ nodes? searched$/);
        aiLineSeen = true;
      }
      const pass = page.getByRole('button', { name: /no legal move: pass/ });
      if ((await pass.count()) > 0) {
        await pass.click();
        continue;
      }
      const legal = page.getByRole('button', { name: /legal move/ });
      if ((await legal.count()) === 0) continue; // the CPU is about to move
      await legal.first().click();
    }
    await page.waitForFunction(() => /Game over/.test(document.querySelector('[data-testid="searched-status"]')?.textContent ?? ''), undefined, { timeout: 30000 });
    const final = (await status(page)) ?? '';
    const m = final.match(/(\d+)–(\d+)/);
    expect(m).not.toBeNull();
    expect(Number(m?.[1]) + Number(m?.[2])).toBeLessThanOrEqual(64);
    expect(aiLineSeen).toBe(true);
    expect(exactSeen).toBe(true);
    expect(estimateHintsSeen).toBe(true);
    expect(exactHintsSeen).toBe(true);
    // The move list shows its last move, the one on the board (its box scrolls to it).
    const inView = await page.evaluate(() => {
      const list = document.querySelector('[data-testid="searched-moves"]')!.getBoundingClientRect();
      const shown = document.querySelector('[data-testid="searched-moves"] [aria-current="step"]')!.getBoundingClientRect();
      return shown.top >= list.top - 1 && shown.bottom <= list.bottom + 1;
    });
    expect(inView, 'the current move in the move list is in view').toBe(true);
    // The game over: its evaluation graph (a point a move, and the start) and the review's largest mistakes.
    const review = page.getByTestId('game-review');
    await review.getByRole('heading', { name: 'Evaluation graph' }).waitFor();
    await review.getByTestId('review-mistakes').or(review.getByText(/no mistakes/)).first().waitFor({ timeout: 30_000 });
    await shot(page, { path: 'test-results/e2e-othello-finished.png' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on a laptop the board leaves the side column its room: the status, hints, moves and graph stay between the board and the AI settings', async () => {
    for (const [width, height] of [[1280, 900], [1280, 720], [1024, 768], [1920, 1080]]) {
      const page = await suite.browser.newPage({ viewport: { width, height } });
      await open(page, '#/othello/f5d6c3?cpu=none&hints=1');
      await page.getByTestId('game-review').waitFor();
      const box = await page.evaluate(() => {
        const rect = (sel: string) => document.querySelector(sel)?.getBoundingClientRect() ?? null;
        const wide = [...document.querySelectorAll('.searched-side *')].reduce((m, el) => Math.max(m, el.getBoundingClientRect().right), 0);
        return { board: rect('.searched-board-wrap'), side: rect('.searched-side'), panel: rect('.searched-board-panel'), settings: rect('.search-controls-panel'), wide };
      });
      const { board, side, panel, settings } = box;
      if (!board || !side || !panel || !settings) throw new Error(`missing boxes at ${width}x${height}`);
      const at = `${width}x${height}`;
      expect(side.left, `side column right of the board at ${at}`).toBeGreaterThanOrEqual(board.right - 1);
      expect(box.wide, `nothing in the side column past its card at ${at}`).toBeLessThanOrEqual(panel.right + 1);
      expect(side.width, `the side column at least 15rem at ${at}`).toBeGreaterThanOrEqual(15 * 16 - 1);
      // The AI settings beside the card (from 1101 px) or under it: never over the side column.
      if (settings.top < side.bottom && settings.bottom > side.top) expect(settings.left, `settings clear of the side column at ${at}`).toBeGreaterThanOrEqual(panel.right - 1);
      await page.close();
    }
  });

  it('shows the CPU’s search tree with estimated values, the chosen line and children to step into', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const errors = watchErrors(page);
    await open(page, '#/othello/f5d6c3');
    await page.getByRole('combobox', { name: /Depth/ }).selectOption('3');
    await page.getByRole('button', { name: /Show the search tree/ }).click();
    const nav = page.getByRole('navigation', { name: 'Search tree' });
    await nav.getByRole('button', { name: /chosen line/ }).first().waitFor({ timeout: 30000 });
    expect(await page.getByText('Estimated values (depth-limited):').count()).toBe(1);
    const children = nav.getByRole('listitem');
    expect(await children.count()).toBeGreaterThan(1);
    await shot(page, { path: 'test-results/e2e-othello-tree.png' });
    await nav.getByRole('button', { name: /chosen line/ }).first().click();
    await nav.getByRole('button', { name: /Up/ }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
