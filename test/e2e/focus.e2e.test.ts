// Keyboard focus never falls to <body>: each case a person can meet, read from document.activeElement.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mustBoard } from '../helpers/ttt.ts';
import { boardOnPage, canvasState, layoutFor, source } from './explorerGeometry.ts';
import { focused, openAt } from './focusPage.ts';
import { useBrowserSuite } from './harness.ts';

const suite = useBrowserSuite();

async function open(hash = ''): Promise<{ page: Page; errors: string[] }> {
  const opened = await openAt(suite, hash);
  await opened.page.waitForSelector('canvas.tree-canvas[data-boards-drawn]');
  return opened;
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
    expect(await focused(page)).toBe('square 3');
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

describe('the playable board is one Tab stop (the ARIA grid pattern)', () => {
  it('Tab reaches the last move’s square, arrows move within the board, and Tab comes back to the square left; Enter plays', async () => {
    const { page, errors } = await open('#/4');
    // Undo follows the board: one Shift+Tab reaches the board's one stop, a second leaves the board.
    await page.getByRole('button', { name: 'Undo' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('square 4');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).not.toMatch(/^square/);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('square 4');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('square 1');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button ↶ Undo');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('square 1');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#/41');
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** Opens a CPU game's address and waits for its board. */
const openSearched = (hash: string) => openAt(suite, hash, '.playable-board-grid .board-square');

/** Opens the app without waiting for the explorer's canvas (tabs other than the explorer). */
const openPlain = (hash: string, init?: () => void) => openAt(suite, hash, undefined, init);

/** Whether the CPU is between moves (not thinking). */
const searchIdle = (page: Page) => page.waitForFunction(() => !/thinking/.test(document.querySelector('[data-testid="searched-status"]')?.textContent ?? ''), undefined, { timeout: 20000 });

describe('keyboard focus is never dropped when the control that has it goes away', () => {
  it('Othello: Dismiss on a CPU notice hands focus to the board', async () => {
    // An illegal square asked for: the notice stays until dismissed (nothing else moves on the start position).
    const { page, errors } = await openSearched('#/othello');
    await page.locator('.board-square[data-square="a1"]').click();
    const dismiss = page.getByTestId('searched-notice').getByRole('button', { name: 'Dismiss' });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('searched-notice').waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('square a1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Othello: "CPU move now" (disabled while the CPU thinks) hands focus to the board', async () => {
    const { page, errors } = await openSearched('#/othello');
    await page.getByRole('button', { name: 'AI move now' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash.startsWith('#/othello/'), undefined, { timeout: 20000 });
    expect(await focused(page)).toBe('square a1');
    await searchIdle(page);
    expect(await focused(page)).toBe('square a1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Othello: Undo back to the start hands focus to the board', async () => {
    const { page, errors } = await openSearched('#/othello/f5');
    await page.waitForFunction(() => location.hash.length > '#/othello/f5'.length, undefined, { timeout: 20000 });
    await searchIdle(page);
    const undo = page.getByRole('button', { name: 'Undo' });
    await undo.focus();
    while (!(await undo.isDisabled())) {
      await page.keyboard.press('Enter');
      await searchIdle(page);
    }
    expect(await page.evaluate(() => location.hash.replace(/\?.*/, ''))).toMatch(/^#\/othello\/?$/);
    expect(await focused(page)).toBe('square a1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Othello lab: "Search only N moves ahead" hands focus to the stage that replaces it (Play)', async () => {
    const { page, errors } = await openSearched('#/othello/f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1');
    await page.getByRole('tab', { name: 'Search lab' }).click();
    const lab = page.locator('.estimate-lab');
    await lab.getByRole('combobox', { name: 'Depth limit' }).selectOption('3');
    await page.waitForSelector('.estimate-lab .lab-too-big');
    await lab.locator('.lab-too-big').getByRole('button', { name: /^Search only/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('.estimate-lab .lab-tree-box');
    expect(await focused(page)).toBe('button Play');
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const [kinds, button, heading] of [
    ['who-wins', 'Open in the explorer', 'h2 Game tree'],
    ['minimax', 'Open in the search lab', 'h2 Search lab'],
  ] as const) {
    it(`exercises: "${button}" hands focus to the heading of what it opened`, async () => {
      const { page, errors } = await openPlain(`#/quiz?kinds=${kinds}&seed=5`);
      await page.getByRole('button', { name: button }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('tab', { name: button.endsWith('explorer') ? 'Explore & play' : 'Search lab', selected: true }).waitFor();
      expect(await focused(page)).toBe(heading);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('exercises: Dismiss on the quiz link’s problems hands focus to the question’s heading', async () => {
    const { page, errors } = await openPlain('#/quiz?kinds=nonsense&seed=5');
    const problems = page.getByTestId('ex-link-problems');
    await problems.getByRole('button', { name: 'Dismiss' }).focus();
    await page.keyboard.press('Enter');
    await problems.waitFor({ state: 'detached' });
    expect(await focused(page)).toMatch(/^h3 Question 1 of \d+/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the update notice’s "Later" hands focus to the open tab', async () => {
    // A stand-in service worker with an update waiting (the offline tests install a real one).
    const { page, errors } = await openPlain('#/4', () => {
      const registration = { waiting: { postMessage() {} }, addEventListener() {} };
      const sw = { controller: {}, addEventListener() {}, register: () => Promise.resolve(registration) };
      Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => sw, configurable: true });
    });
    const notice = page.getByTestId('update-notice');
    await notice.waitFor({ timeout: 10000 });
    await notice.getByRole('button', { name: 'Later' }).focus();
    await page.keyboard.press('Enter');
    await notice.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('button Explore & play');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('presentation mode: PageUp taking back the focused breadcrumb’s move hands focus to the breadcrumb before it', async () => {
    const { page, errors } = await open('?present#/40');
    await page.getByRole('button', { name: 'x:0', exact: true }).focus();
    await page.keyboard.press('PageUp');
    await page.waitForFunction(() => location.hash.replace(/\?.*/, '') === '#/4');
    expect(await focused(page)).toBe('button o:4');
    expect(errors).toEqual([]);
    await page.close();
  });
});
