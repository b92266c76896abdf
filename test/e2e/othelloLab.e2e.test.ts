import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

/** Opens the Othello screen at `transcript` and its search lab tab. */
async function openLab(page: Page, transcript: string, tab: RegExp) {
  await page.goto(`${suite.url}#/othello/${transcript}`);
  await page.waitForSelector('.playable-board [role="grid"]', { timeout: 20000 });
  await page.getByRole('tab', { name: tab }).click();
  await page.waitForSelector('.estimate-lab .lab-tree-box', { timeout: 20000 });
}
const caption = (page: Page) => page.locator('.estimate-lab .lab-caption').textContent();
const scrubber = (page: Page) => page.getByRole('slider', { name: /^Step$|^ステップ$/ });
/** The lesson "where the whole tree returns": its table's rows (who chooses, move, exact score). */
const wholeRows = (page: Page) =>
  page.locator('.lab-whole-table tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells, (c) => (c.textContent ?? '').trim())));
const focusedIsTree = (page: Page) => page.evaluate(() => document.activeElement?.classList.contains('lab-tree-box') === true);

describe('the search lab on Othello positions, in Chromium', () => {
  it('steps through alpha-beta at depth 2 from the keyboard, then shows why the source article’s search as written picks f6 where negamax picks d6', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors = watchErrors(page);
    await openLab(page, '', /^Search lab$/);
    // The screen is a place in the address: Back returns to play, Forward to the lab.
    expect(await page.evaluate(() => location.hash)).toBe('#/othello/?tab=lab');
    await page.goBack();
    await page.getByRole('tab', { name: /^Play/, selected: true }).waitFor();
    await page.goForward();
    await page.waitForSelector('.estimate-lab .lab-tree-box');
    const lab = page.locator('.estimate-lab');
    await lab.getByRole('group', { name: 'Algorithm' }).getByRole('button', { name: 'Alpha-beta' }).click();
    await lab.getByRole('combobox', { name: 'Depth limit' }).selectOption('2');
    expect(await caption(page)).toMatch(/^Alpha-beta starts at the lab’s position/);
    // At 1280x720 the tree starts under the settings, the negamax lesson beside it (not above it).
    const [treeBox, lesson] = await Promise.all(['.estimate-lab .lab-tree-box', '.estimate-lab .lab-as-written'].map((sel) => page.locator(sel).boundingBox()));
    expect(lesson!.x, 'the lesson right of the tree').toBeGreaterThanOrEqual(treeBox!.x + treeBox!.width);
    expect(treeBox!.y, 'the tree starts beside the lesson').toBeLessThan(lesson!.y + lesson!.height);

    // The keyboard path: the tree box takes focus, → steps, ← steps back, End jumps to the last step; focus stays on the tree.
    const tree = page.getByRole('region', { name: 'Search tree' });
    await tree.focus();
    await page.keyboard.press('ArrowRight');
    expect(await caption(page)).toMatch(/^Enter the lab’s position with the window \(-∞, \+∞\)\. Black to move/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await scrubber(page).getAttribute('aria-valuetext')).toMatch(/^Step 3 of \d+$/);
    await page.keyboard.press('ArrowLeft');
    expect(await scrubber(page).getAttribute('aria-valuetext')).toMatch(/^Step 2 of \d+$/);
    expect(await focusedIsTree(page)).toBe(true);
    // Leaves are valued by the AI's evaluation (mobility and stability, Othello's default), in its units, Black's view.
    const texts: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('ArrowRight');
      texts.push((await caption(page)) ?? '');
    }
    expect(texts.some((t) => /Depth limit at [a-h][1-8] [a-h][1-8]: the game goes on, so the mobility and stability evaluation guesses [+−]?\d+/.test(t))).toBe(true);
    expect(texts.some((t) => /Cut-off at [a-h][1-8]/.test(t))).toBe(true);
    await page.keyboard.press('End');
    expect(await caption(page)).toMatch(/Search finished: the lab’s position is estimated [+−]?\d+/);
    expect(await focusedIsTree(page)).toBe(true);
    // Every node says its state in words.
    expect(await tree.getByRole('img', { name: /^the lab’s position: estimated [+−]?\d+, (Black ahead|White ahead|even), visit 1, this step$/ }).count()).toBe(1);

    // The example: one click, the CPU stops playing so 1. f5 stays, depth 3, the leaf as written.
    await lab.getByRole('button', { name: /Show the example position/ }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/othello/f5'));
    expect(await lab.getByRole('button', { name: /Always the AI’s discs/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('lab-verdict').textContent()).toBe('Correct negamax plays d6; the source article’s search as written plays f6.');
    const rows = await page
      .getByTestId('lab-root-choices')
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells, (c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim())));
    expect(rows).toEqual([
      ['f4', '0', '+4'],
      ['d6', '−2 ✓ chosen', '+4'],
      ['f6', '0', '+5 ✓ chosen'],
    ]);
    await tree.focus();
    await page.keyboard.press('ArrowRight');
    expect(await caption(page)).toMatch(/White to move, so its value will be the smallest/);
    let signGoesWrong = false;
    for (let i = 0; i < 12 && !signGoesWrong; i++) {
      await page.keyboard.press('ArrowRight');
      signGoesWrong = /Black is to move, but the article’s leaf returns the AI’s \(White’s\) disc count, \d+\..*Here the sign goes wrong\./.test((await caption(page)) ?? '');
    }
    expect(signGoesWrong).toBe(true);
    await page.keyboard.press('End');
    expect(await caption(page)).toMatch(/without negating them, which picks the best for the other side: max\(\+4, \+4, \+5\) = \+5\./);
    // The correct leaf on the same position: White keeps the smallest, d6.
    await lab.getByRole('button', { name: /From the side to move/ }).click();
    await lab.getByRole('combobox', { name: 'Evaluation' }).selectOption('discs');
    await tree.focus();
    await page.keyboard.press('End');
    expect(await caption(page)).toMatch(/At the lab’s position, White to move: min\(0, −2, 0\) = −2\./);
    // Where the whole tree returns: one click opens a real position and runs the AI's search and the exact solve in the worker.
    const whole = page.locator('.lab-whole-tree');
    await expect(whole.getByText(/This position has 59 empty squares left/).count()).resolves.toBe(1);
    await whole.getByRole('button', { name: 'Position 3: Black to move, 12 empty squares' }).click();
    await whole.getByRole('table').waitFor({ timeout: 20000 });
    expect(await wholeRows(page)).toEqual([
      ['The AI’s estimate (4 moves deep)', 'g3', '−12 discs'],
      ['The whole tree (exact)', 'a8', '+6 discs'],
    ]);
    expect(await whole.getByRole('img', { name: /^Nodes visited/ }).getAttribute('aria-label')).toMatch(/search 4 moves deep [\d,]+, the whole tree [\d,]+$/);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('speaks Japanese, and a position too big for depth 3 offers a lower depth', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' });
    const errors = watchErrors(page);
    await openLab(page, '', /^探索ラボ$/);
    const lab = page.locator('.estimate-lab');
    await lab.getByRole('button', { name: /例の局面を表示/ }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/othello/f5'));
    expect(await page.getByTestId('lab-verdict').textContent()).toBe('正しいネガマックス法は d6 を、元記事の探索はそのままでは f6 を選びます。');
    // Nothing wider than the phone's screen: the tree scrolls inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('region', { name: '探索木' }).focus();
    await page.keyboard.press('End');
    expect(await caption(page)).toMatch(/記事の探索関数は子ノードのスコアを符号を反転せずに比べる/);
    // A midgame position, linked straight to the lab: more than the lab can draw at depth 3.
    await page.goto(`${suite.url}#/othello/f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1?tab=lab`);
    await page.waitForSelector('.estimate-lab');
    await lab.getByRole('combobox', { name: '深さの上限' }).selectOption('3');
    await page.waitForSelector('.estimate-lab .lab-too-big');
    await lab.locator('.lab-too-big').getByRole('button', { name: /^\d 手先まで/ }).click();
    await page.waitForSelector('.estimate-lab .lab-tree-box');
    expect(Number(await lab.getByRole('combobox', { name: '深さの上限' }).inputValue())).toBeLessThan(3);
    // Where the whole tree returns, on a phone: out of reach here, then a real position in one click.
    const whole = page.locator('.lab-whole-tree');
    expect(await whole.textContent()).toContain('この局面は残り空きマス 42です。');
    await whole.getByRole('button', { name: '局面 2：黒の番、空きマス 12' }).click();
    await whole.getByRole('table').waitFor({ timeout: 20000 });
    expect(await wholeRows(page)).toEqual([
      ['AI の推定（4 手先まで）', 'a8', '−16 石'],
      ['ゲーム木全体（正確）', 'c1', '+2 石'],
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
