/**
 * The explorer of Connect Four, a game solved on demand (#26): on 4×4 it opens on the line in the address, the
 * worker's table gives every move's exact value (the same as the solver's in Node), a click on a move (mouse) and
 * Enter on another (keyboard) go there and the address follows, "up" goes back; Hide values hides the values until
 * revealed; a presenter remote walks a best move and back; in both languages, with axe. On
 * 7×6 the empty board's solve shows "solving…" with a growing count at once, Stop stops it, and a position near
 * the end has its values.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { exactMoveValues, stateAfter, type Game } from '../../src/games/game.ts';
import { loadGame } from '../../src/games/index.ts';
import { signedValue } from '../../src/features/solvedExplorer/ui/solvedScene.ts';
import { axe, gotoWithSettings, shot, useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

const WORDS = {
  en: { tab: 'Explore', hide: 'Hide values', present: 'Present' },
  ja: { tab: 'ゲーム木を探索', hide: '評価値を隠す', present: '発表' },
} as const;

/** The move buttons' texts ("2: 0"), in column order. */
const childTexts = (page: Page) => page.locator('.solved-child strong').allTextContents();

/** What the buttons should say after `transcript`: each column's exact value from the solver here in Node. */
async function expectedTexts(gameId: string, transcript: string): Promise<string[]> {
  const game = (await loadGame(gameId)).game as Game<unknown>;
  const state = stateAfter(game, game.parseMoves(transcript).moves);
  return exactMoveValues(game, state)!
    .sort((a, b) => a.move - b.move)
    .map((m) => `${game.formatMove(m.move)}: ${signedValue(m.value)}`);
}

describe('the explorer of Connect Four solved on demand', () => {
  for (const lang of ['en', 'ja'] as const) {
    const w = WORDS[lang];
    it(`opens the explorer on a 4×4 board: exact values, a click and Enter go there, up goes back, hidden values, the remote (${lang})`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 }, locale: lang === 'ja' ? 'ja-JP' : 'en-US' });
      const errors = watchErrors(page);
      await gotoWithSettings(page, suite.url, '#/connect4-4x4/24241?tab=explore', { language: lang });
      await page.getByTestId('solved-stage').waitFor({ timeout: 20000 });
      expect(await page.locator('#tab-explore').getAttribute('aria-selected')).toBe('true');
      // Its own label after play's (tic-tac-toe's explorer, with its play board, is "Explore & play").
      expect(await page.getByRole('tab').allTextContents()).toEqual([lang === 'en' ? 'Play & see the AI think' : '対戦・AI の読み', w.tab, lang === 'en' ? 'Search lab' : '探索ラボ', lang === 'en' ? 'AI arena' : 'AI 対戦場']);
      const want = await expectedTexts('connect4-4x4', '24241');
      await expect.poll(() => childTexts(page), { timeout: 60_000 }).toEqual(want);
      expect(await page.getByTestId('solved-where').textContent()).toMatch(lang === 'en' ? /^Yellow to move\. With best play: Yellow wins in 6 moves \(−1\)\.$/ : /^黄の手番。最善を尽くすと: 黄が6手で勝ち \(−1\)。$/);
      expect(await page.locator('.solved-child.best').count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('solved-solving').count(), { timeout: 30_000 }).toBe(0);
      await page.waitForTimeout(400); // the canvas's glide home
      await shot(page, { path: `test-results/e2e-solved-4x4-${lang}.png` });
      expect(await axe(page)).toEqual([]);

      // A click on the first best move: the address follows, its moves get their values.
      const best = page.locator('.solved-child.best').first();
      const move = await best.getAttribute('data-move');
      await best.click();
      await page.waitForFunction((h) => window.location.hash === h, `#/connect4-4x4/24241${move}?tab=explore`);
      await expect.poll(() => childTexts(page), { timeout: 30_000 }).toEqual(await expectedTexts('connect4-4x4', `24241${move}`));

      // The keyboard: Enter on the second move's button goes there; Enter on "up" comes back.
      const second = page.locator('.solved-child').nth(1);
      const next = await second.getAttribute('data-move');
      await second.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction((h) => window.location.hash === h, `#/connect4-4x4/24241${move}${next}?tab=explore`);
      await expect.poll(() => childTexts(page), { timeout: 30_000 }).toEqual(await expectedTexts('connect4-4x4', `24241${move}${next}`));
      await page.locator('.solved-up').focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction((h) => window.location.hash === h, `#/connect4-4x4/24241${move}?tab=explore`);
      // The path back to the start.
      await page.getByRole('navigation', { name: lang === 'en' ? 'Moves played' : '打った手' }).getByRole('button', { name: lang === 'en' ? 'Start' : '開始' }).click();
      await page.waitForFunction(() => window.location.hash === '#/connect4-4x4/?tab=explore' || window.location.hash === '#/connect4-4x4?tab=explore');
      const empty = await expectedTexts('connect4-4x4', '');
      await expect.poll(() => childTexts(page), { timeout: 30_000 }).toEqual(empty);

      // Hide values: every move's value hidden; a first press shows one, the next goes there.
      await page.getByRole('button', { name: w.hide, exact: true }).click();
      await expect.poll(() => childTexts(page)).toEqual(empty.map((x) => x.replace(/: .*/, ': ?')));
      expect(await page.locator('.solved-child.best').count()).toBe(0);
      expect(await axe(page)).toEqual([]);
      await page.locator('.solved-child').first().click();
      await expect.poll(() => childTexts(page)).toEqual([empty[0], ...empty.slice(1).map((x) => x.replace(/: .*/, ': ?'))]);
      expect(await page.evaluate(() => window.location.hash)).toMatch(/^#\/connect4-4x4\/?\?/);
      await page.locator('.solved-child').first().click();
      await page.waitForFunction(() => window.location.hash.startsWith('#/connect4-4x4/1?'));
      await page.getByRole('button', { name: w.hide, exact: true }).click();
      await page.locator('.solved-up').click();
      await page.waitForFunction(() => /^#\/connect4-4x4\/?\?tab=explore$/.test(window.location.hash));

      // Presentation mode: the remote's forward goes to a best move, back to the parent.
      await page.getByRole('button', { name: w.present }).click();
      await expect.poll(() => childTexts(page), { timeout: 30_000 }).toEqual(empty);
      await page.keyboard.press('PageDown');
      await page.waitForFunction(() => /^#\/connect4-4x4\/[1-4]\?/.test(window.location.hash));
      const walked = (await page.evaluate(() => window.location.hash)).match(/4x4\/([1-4])\?/)?.[1];
      expect(await page.locator(`.solved-child.best`).count()).toBeGreaterThan(0);
      expect(empty.find((x) => x.startsWith(`${walked}:`))).toBe(`${walked}: 0`);
      await page.keyboard.press('PageUp');
      await page.waitForFunction(() => !/^#\/connect4-4x4\/[1-4]\?/.test(window.location.hash));
      await page.getByRole('button', { name: w.present }).click();
      expect(await axe(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);
  }

  it('7×6: a corner first (off the opening table) shows "solving…" with a growing count at once, Stop stops it; near the end the values come', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors = watchErrors(page);
    await gotoWithSettings(page, suite.url, '#/connect4/1?tab=explore', { language: 'en' });
    const solving = page.getByTestId('solved-solving');
    await solving.waitFor({ timeout: 20000 });
    const count = async () => Number(((await solving.textContent()) ?? '').replace(/[^\d]/g, ''));
    await expect.poll(count, { timeout: 20000 }).toBeGreaterThan(0);
    const first = await count();
    await expect.poll(count, { timeout: 20000 }).toBeGreaterThan(first);
    await shot(page, { path: 'test-results/e2e-solved-7x6-solving-en.png' });
    await page.getByRole('button', { name: 'Stop solving' }).click();
    await page.getByText('Solving stopped.').waitFor();
    expect(await solving.count()).toBe(0);
    await page.evaluate(() => (window.location.hash = '#/connect4/4444441111112222?tab=explore'));
    await expect.poll(() => childTexts(page), { timeout: 60_000 }).toEqual(await expectedTexts('connect4', '4444441111112222'));
    await shot(page, { path: 'test-results/e2e-solved-7x6-en.png' });
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
