/**
 * The whole game of Connect Four 4×4 and 5×4 in the explorer (#26), read back
 * from the built app: the picture switch shows tic-tac-toe's whole-game
 * overview, built in its worker; every row labelled (move number and side)
 * at a legible size inside the gutter, labels apart; the outlined boxes
 * inside the icicle; "you are here" on the focus and its ancestors, at least
 * 14 px wide; the text alternative (the finished games below each position
 * of the path, by how they end) and the canvas's name; a click goes to a
 * position and keeps the picture; the switch keeps the keyboard's focus; 7×6
 * (not solved whole) has no switch.
 * 1920×1080, 1280×720 and 390×844, English and Japanese; 5×4 once. The canvas
 * reports what it drew (CSS px) in its data-geometry attribute.
 */
import { describe, expect, it } from 'vitest';
import { axe, gotoWithSettings, shot, useBrowserSuite, watchErrors } from './harness.ts';
import { drawn, type Drawn } from './overviewPage.ts';
import { outside, overlappingPairs, type Box } from '../helpers/geometry.ts';

const suite = useBrowserSuite();

const WORDS = {
  en: { whole: 'Whole game', subtree: 'Subtree', red: 'Red', games: /47,982,540 finished games/, path: /^Move 4, Y:2: [\d,]+ finished games? below — Red wins \d+%, draw \d+%, Yellow wins \d+%$/ },
  ja: { whole: 'ゲーム全体', subtree: '部分木', red: '赤', games: /47,982,540 通り/, path: /^4 手目 Y:2: その先の決着 [\d,]+ 試合 — 赤の勝ち \d+%、引き分け \d+%、黄の勝ち \d+%$/ },
} as const;

/** What every drawing must satisfy: labelled rows, boxes inside, "you are here" on the focus's path. */
function checkDrawing(g: Drawn, levels: number, depth: number, minFont: number, red: string) {
  expect(g.labels.map((l) => l.level)).toEqual(Array.from({ length: levels }, (_, i) => i));
  expect(g.labels[1].text).toContain(red);
  const labels: Box[] = g.labels.map((l) => ({ id: `label ${l.level}: ${l.text}`, x: l.x, y: l.y, w: l.w, h: l.h }));
  expect(outside(labels, g.gutter, g.height)).toEqual([]);
  expect(overlappingPairs(labels)).toEqual([]);
  for (const l of g.labels) expect(l.font, l.text).toBeGreaterThanOrEqual(minFont);
  expect(g.boxes).toBeGreaterThan(levels);
  expect(g.boxesX[0]).toBeGreaterThanOrEqual(g.gutter - 0.5);
  expect(g.boxesX[1]).toBeLessThanOrEqual(g.width + 0.5);
  expect(g.here.map((m) => m.level).sort((a, b) => a - b)).toEqual(Array.from({ length: depth + 1 }, (_, i) => i));
  const here: Box[] = g.here.map((m) => ({ id: `here ${m.level}`, x: m.x, y: m.y, w: m.w, h: m.h }));
  expect(outside(here, g.width, g.height)).toEqual([]);
  for (const m of g.here) {
    expect(m.w).toBeGreaterThanOrEqual(14 - 0.01);
    expect(m.x).toBeGreaterThanOrEqual(g.gutter - 0.01);
  }
}

describe('the whole game of Connect Four in the explorer', () => {
  for (const [width, height, minFont] of [
    [1920, 1080, 14],
    [1280, 720, 14],
    [390, 844, 14],
  ] as const) {
    for (const lang of ['en', 'ja'] as const) {
      const w = WORDS[lang];
      it(`${width}x${height} ${lang}: 4×4's seventeen labelled rows, boxes inside, "you are here" at move 4, its text alternative; a click goes there`, async () => {
        const page = await suite.browser.newPage({ viewport: { width, height }, deviceScaleFactor: width < 500 ? 2 : 1 });
        const errors = watchErrors(page);
        await gotoWithSettings(page, suite.url, '#/connect4-4x4/2312?tab=explore&picture=overview', { language: lang });
        await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
        const g = await drawn(page, 4);
        const canvas = page.locator('canvas.overview-canvas');
        const box = await canvas.boundingBox();
        expect(box && Math.abs(box.width - g.width) < 1 && Math.abs(box.height - g.height) < 1).toBe(true);
        checkDrawing(g, 17, 4, minFont, w.red);
        // The switch says which picture is shown; the canvas is named; the path is written out, the focus last.
        expect(await page.getByRole('button', { name: w.whole }).getAttribute('aria-pressed')).toBe('true');
        expect(await canvas.getAttribute('aria-label')).toMatch(w.games);
        const path = page.locator('.overview-here li');
        expect(await path.count()).toBe(5);
        expect(await path.last().getAttribute('aria-current')).toBe('location');
        expect(await path.last().textContent()).toMatch(w.path);
        expect(await page.locator('.overview-legend li').count()).toBe(6);
        await canvas.scrollIntoViewIfNeeded();
        await shot(page, { path: `test-results/e2e-solved-overview-4x4-${width}-${lang}.png` });
        if (width === 1920) {
          expect(await axe(page)).toEqual([]);
          // A click on the first move's frame goes to that position; the picture stays.
          const first = g.here.find((m) => m.level === 1);
          if (!first || !box) throw new Error('no frame at move 1');
          await page.mouse.click(box.x + first.x + first.w / 2, box.y + first.y + first.h / 2);
          await page.waitForFunction((h) => window.location.hash === h, '#/connect4-4x4/2?tab=explore&picture=overview');
          await drawn(page, 1);
          // The keyboard: the switch keeps the focus on the button pressed, both ways.
          await page.getByRole('button', { name: w.subtree }).focus();
          await page.keyboard.press('Enter');
          await page.getByTestId('solved-stage').waitFor();
          expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(w.subtree);
          await page.keyboard.press('Tab');
          expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(w.whole);
          await page.keyboard.press('Enter');
          await drawn(page, 1);
          expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(w.whole);
          expect(await page.evaluate(() => window.location.hash)).toBe('#/connect4-4x4/2?tab=explore&picture=overview');
        }
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }

  it('7×6 has no whole game: no switch, the tree below the position (the address’s picture ignored)', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors = watchErrors(page);
    await gotoWithSettings(page, suite.url, '#/connect4/44444411111122?tab=explore&picture=overview', { language: 'en' });
    await page.getByTestId('solved-stage').waitFor({ timeout: 20000 });
    expect(await page.getByRole('button', { name: 'Whole game' }).count()).toBe(0);
    expect(await page.locator('canvas.overview-canvas').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws 5×4 whole: twenty-one labelled rows, built in its worker with progress meanwhile', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors = watchErrors(page);
    await gotoWithSettings(page, suite.url, '#/connect4-5x4/33?tab=explore&picture=overview', { language: 'en' });
    await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    await page.locator('.solved-overview-building').waitFor({ timeout: 20000 });
    const g = await drawn(page, 2, 120_000);
    checkDrawing(g, 21, 2, 14, 'Red');
    expect(await page.locator('canvas.overview-canvas').getAttribute('aria-label')).toMatch(/152,505,051,772 finished games/);
    await shot(page, { path: 'test-results/e2e-solved-overview-5x4-1280-en.png' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
