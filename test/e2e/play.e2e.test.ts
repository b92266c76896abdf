import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cell, openApp, selectedBoard, shot, useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

const open = (page: Page, hash: string) => openApp(page, suite.url, hash);

describe('playing in Chromium', () => {
  it('opens #/4 on the board and in the tree, plays a whole game against the AI, and survives a reload', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors = watchErrors(page);
    await open(page, '#/4');
    expect(await page.getByRole('button', { name: /^Cell 4,.*: o, last move$/ }).count()).toBe(1);
    expect(await selectedBoard(page)).toBe('....o....');
    await page.getByRole('combobox', { name: 'Mode' }).selectOption('vs-ai');
    await page.getByRole('button', { name: /x \(second\)/ }).click();
    // The person plays x; the AI (o) has moved already (4). Play the first empty cell each turn.
    for (let turn = 0; turn < 5; turn++) {
      await page.waitForFunction(() => !/thinking/.test(document.querySelector('[data-testid="play-status"]')?.textContent ?? ''));
      const status = (await page.getByTestId('play-status').textContent()) ?? '';
      if (/You win|You lost|Draw/.test(status)) break;
      const free = await page.evaluate(() => [...document.querySelectorAll<HTMLButtonElement>('.board-square')].find((b) => /: empty/.test(b.textContent ?? ''))?.dataset.square);
      await cell(page, Number(free)).click();
    }
    await page.waitForFunction(() => /You win|You lost|Draw/.test(document.querySelector('[data-testid="play-status"]')?.textContent ?? ''), undefined, { timeout: 10000 });
    const status = await page.getByTestId('play-status').textContent();
    expect(status).not.toMatch(/^x wins/); // the perfect AI never loses
    expect(await page.getByTestId('ai-line').textContent()).toMatch(/AI “Perfect” \(o\) chose \d \(value -?\d\)/);
    await shot(page, { path: 'test-results/e2e-play-finished.png' });
    const before = page.url();
    const board = await selectedBoard(page);
    await page.reload();
    await page.waitForSelector('[data-ready="true"]');
    expect(page.url()).toBe(before);
    expect(await selectedBoard(page)).toBe(board);
    expect(await page.getByTestId('play-status').textContent()).toBe(status);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a malformed address shows a clear message and keeps the longest legal start', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors = watchErrors(page);
    await open(page, '#/4084x');
    expect(await selectedBoard(page)).toBe('x...o...o');
    const notice = page.getByTestId('notice');
    expect(await notice.textContent()).toMatch(/The moves “\u20684084x\u2069” in the address are not a legal game \(\u2068move 4: cell 4 is already taken by o\u2069\); showing the longest legal start, o:4 x:0 o:8\./);
    expect(page.url()).toMatch(/#\/408$/);
    await shot(page, { path: 'test-results/e2e-bad-url.png' });
    // editing the address by hand loads the new line
    await page.evaluate(() => {
      window.location.hash = '#/22';
    });
    await page.waitForFunction(() => document.querySelector('[role="treeitem"][aria-selected="true"]')?.getAttribute('data-board') === '..o......');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('ignores corrupt saved settings and restores defaults with a note', async () => {
    const page = await suite.browser.newPage();
    const errors = watchErrors(page);
    await page.goto(suite.url);
    await page.evaluate(() => localStorage.setItem('minimax-explorer/settings/v1', '{"treeDepth": 99, "playMode": "chess"'));
    await open(page, '');
    expect(await page.getByRole('combobox', { name: 'Levels shown' }).inputValue()).toBe('2');
    expect(await page.getByTestId('app-notice').textContent()).toMatch(/defaults were restored/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
