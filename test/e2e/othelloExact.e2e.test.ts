/**
 * Othello near its end, as a person sees it with hints on: within the solver's
 * reach the AI plays exactly (its line says so) and every legal square of the
 * person's move shows its exact value (✓), the best ringed, with "exact from
 * here: N empty squares", in English and in Japanese. The line is the slice
 * test's (test/store/playExact.test.ts): 12 empties, White (the AI) to move,
 * whose exact best is g5 where a depth-4 search plays h8.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoWithSettings, shot, useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();
const LINE = 'c4c3c2d6e6f6d7b4a4c8f7e7d8g7h7e8f4f8g8c7b7a6a7e3d2c5f5b8b5e2d3c6a8b6f2a5g1f3f1g2g3h4a3b3g4h5h3h2';

const WORDS = {
  en: { said: /played g5: with best play White wins by 12 discs \(exact: it saw the end\)/, from: /Exact from here: 11 empty squares/, exact: /exact/, legend: /✓ exact values/ },
  ja: { said: /g5 に打ちました：最善なら白の 12 石勝ち（読み切り/, from: /ここから読み切り：空きマス 11/, exact: /読み切り/, legend: /✓ は正確な値/ },
} as const;

async function openNearTheEnd(page: Page, lang: 'en' | 'ja') {
  await gotoWithSettings(page, suite.url, `#/othello/${LINE}`, { language: lang, hintsVsAi: true });
  await page.waitForSelector('.playable-board [role="grid"]', { timeout: 20000 });
}

describe('Othello’s exact endgame in Chromium', () => {
  for (const lang of ['en', 'ja'] as const) {
    it(`the AI plays the exact best move and the hints show ✓ exact values on every legal square (${lang})`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 } });
      const errors = watchErrors(page);
      await openNearTheEnd(page, lang);
      const words = WORDS[lang];
      // White (the AI) solves and plays g5; its line says the value is exact.
      await expect.poll(async () => (await page.getByTestId('searched-line').textContent()) ?? '', { timeout: 30_000 }).toMatch(words.said);
      // Black to move with 11 empties: every legal square gets its exact value.
      await expect.poll(async () => page.locator('.board-square.legal').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      const legal = await page.locator('.board-square.legal').count();
      await expect.poll(async () => page.locator('.board-square.legal [data-testid^="hint-value-"]').count(), { timeout: 30_000 }).toBe(legal);
      const texts = await page.locator('.board-square.legal [data-testid^="hint-value-"]').allTextContents();
      for (const text of texts) expect(text).toMatch(/^✓(?:[+-]?\d+)$/);
      expect(await page.locator('.board-square.legal.hint-best').count()).toBeGreaterThan(0);
      expect(await page.locator('.board-square.legal.hint-exact').count()).toBe(legal);
      expect(await page.locator('.board-square.legal').first().locator('.visually-hidden').textContent()).toMatch(words.exact);
      expect(await page.getByTestId('searched-exact-from').textContent()).toMatch(words.from);
      expect(await page.getByTestId('searched-hints').textContent()).toMatch(words.legend);
      await shot(page, { path: `/tmp/othello-exact-${lang}.png` });
      expect(errors).toEqual([]);
      await page.close();
    }, 90_000);
  }
});
