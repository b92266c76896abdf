/**
 * Othello basics in Chromium, read back from the page: the board's
 * coordinates (legible, each over its own column or beside its own row,
 * outside the board), the move list going back and forward, values with
 * their units in both languages, and the search tree's boards labelled with
 * their moves on the canvas (the canvas's own text calls, recorded).
 * Screenshots at 1920x1080 and 390x844 in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, gotoWithSettings, shot, useBrowserSuite, waitForCanvasAtRest, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

/** Records every text the page's canvases draw (text, CSS px size, measured width), newest frame last. */
const RECORD_CANVAS_TEXT = () => {
  const w = window as unknown as { __texts: { text: string; px: number; w: number }[] };
  w.__texts = [];
  const fill = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, max?: number) {
    const m = /(\d+(?:\.\d+)?)px/.exec(this.font);
    const t = this.getTransform();
    w.__texts.push({ text, px: Number(m?.[1] ?? 0) * (t.a / (window.devicePixelRatio || 1)), w: this.measureText(text).width });
    return max === undefined ? fill.call(this, text, x, y) : fill.call(this, text, x, y, max);
  };
};

async function open(page: Page, hash: string, lang: 'en' | 'ja') {
  await gotoWithSettings(page, suite.url, hash, { language: lang });
  await page.waitForSelector('.playable-board [role="grid"]', { timeout: 20000 });
}

/** The coordinates' boxes and font sizes, and the squares' boxes. */
async function coordinates(page: Page) {
  return page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height, cx: r.x + r.width / 2, cy: r.y + r.height / 2 };
    };
    const read = (sel: string) => [...document.querySelectorAll(sel)].map((e) => ({ text: e.textContent, px: parseFloat(getComputedStyle(e).fontSize), visible: getComputedStyle(e).visibility !== 'hidden', ...box(e) }));
    return { columns: read('.coord-column'), rows: read('.coord-row'), board: box(document.querySelector('.playable-board-grid') as Element), squares: [...document.querySelectorAll('.playable-board [data-square]')].map((e) => ({ name: (e as HTMLElement).dataset.square, ...box(e) })) };
  });
}

describe('Othello basics in Chromium', () => {
  for (const [lang, width, height] of [
    ['en', 1920, 1080],
    ['ja', 1920, 1080],
    ['en', 390, 844],
    ['ja', 390, 844],
  ] as const) {
    it(`coordinates a–h and 1–8 round the board, legible and each at its own column or row (${lang}, ${width}x${height})`, async () => {
      const page = await suite.browser.newPage({ viewport: { width, height } });
      const errors = watchErrors(page);
      await open(page, '#/othello/f5d6c3?eval=weights', lang);
      const c = await coordinates(page);
      expect(c.columns.map((x) => x.text)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
      expect(c.rows.map((x) => x.text)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
      for (const k of [...c.columns, ...c.rows]) {
        expect(k.visible).toBe(true);
        expect(k.px).toBeGreaterThanOrEqual(14);
        expect(k.x).toBeGreaterThanOrEqual(0);
      }
      for (const [i, col] of c.columns.entries()) {
        const sq = c.squares.find((s) => s.name === `${col.text}1`);
        expect(Math.abs(col.cx - (sq?.cx ?? NaN))).toBeLessThan(1.5); // over its own column
        expect(col.y + col.h).toBeLessThanOrEqual(c.board.y); // above the squares, never on them
        if (i > 0) expect(col.x).toBeGreaterThan(c.columns[i - 1].x + c.columns[i - 1].w); // apart
      }
      for (const [i, row] of c.rows.entries()) {
        const sq = c.squares.find((s) => s.name === `a${row.text}`);
        expect(Math.abs(row.cy - (sq?.cy ?? NaN))).toBeLessThan(1.5);
        expect(row.x + row.w).toBeLessThanOrEqual(c.board.x);
        if (i > 0) expect(row.y).toBeGreaterThan(c.rows[i - 1].y + c.rows[i - 1].h);
      }
      // White (the AI, square weights) answers first: c4 is the person's legal move once it has (a busy machine may take a while).
      const c4 = page.getByRole('button', { name: lang === 'en' ? 'c4: empty, legal move' : 'c4：空き、打てる' });
      await c4.first().waitFor({ timeout: 20_000 });
      expect(await c4.count()).toBe(1);
      await shot(page, { path: `test-results/e2e-othello-basics-${lang}-${width}.png`, fullPage: width < 500 });
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('the move list goes back to any move and forward again; the address follows', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const errors = watchErrors(page);
    await open(page, '#/othello/f5d6c3d3', 'en'); // Black (the person) to move
    const moves = page.getByRole('navigation', { name: 'Moves' });
    expect(await moves.getByRole('button').allTextContents()).toEqual(['Start', 'f5', 'd6', 'c3', 'd3']);
    await moves.getByRole('button', { name: 'Go to move 2: White d6' }).click();
    await page.waitForFunction(() => location.hash === '#/othello/f5d6');
    expect(await page.getByRole('button', { name: /^d6: White, last move/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^c3: / }).textContent()).toMatch(/empty/);
    expect(await moves.getByRole('button').count()).toBe(5);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => location.hash === '#/othello/f5d6c3');
    expect(await moves.getByRole('button', { name: 'Go to move 3: Black c3' }).evaluate((e) => e === document.activeElement)).toBe(true);
    // White (the CPU) is to move here, but d3 is still ahead: it waits, and says so.
    expect(await moves.getByRole('status').textContent()).toMatch(/move 3 of 4/);
    expect(await page.getByTestId('searched-status').textContent()).toBe('White to move');
    await moves.getByRole('button', { name: 'Go to move 4: White d3' }).click();
    await page.waitForFunction(() => location.hash === '#/othello/f5d6c3d3');
    expect(await moves.getByRole('status').count()).toBe(0);
    // The coordinates, the move list and the review note pass axe-core.
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const lang of ['en', 'ja'] as const) {
    it(`values carry their units, and the search tree's boards their moves on the canvas, legibly (${lang})`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 } });
      await page.addInitScript(RECORD_CANVAS_TEXT);
      const errors = watchErrors(page);
      await open(page, '#/othello/f5d6c3?eval=weights', lang);
      // The CPU (White) answers c3 and says its value with a unit and a reading.
      const line = page.getByTestId('searched-line');
      await line.waitFor({ timeout: 30000 });
      const said = (await line.textContent()) ?? '';
      if (lang === 'en') expect(said).toMatch(/: weights: (\+\d+ for (Black|White) \((about even|a slight edge|a clear advantage|a big advantage)\)|even \(0\)), estimated at depth 4; [\d,]+ nodes searched$/);
      else expect(said).toMatch(/：重み：((黒|白)が \+\d+（(ほぼ互角|やや有利|はっきり有利|大きく有利)）|互角（0）)（深さ 4 での推定）、探索 [\d,]+ ノード$/);
      await page.getByRole('button', { name: lang === 'en' ? /Show the search tree/ : /探索木を表示/ }).click();
      const nav = page.getByRole('navigation', { name: lang === 'en' ? 'Search tree' : '探索木' });
      await nav.getByRole('listitem').first().waitFor({ timeout: 30000 });
      // Let the second level arrive and be painted.
      await page.waitForFunction(() => !document.querySelector('.search-tree [role="status"]'), undefined, { timeout: 30000 });
      await waitForCanvasAtRest(page);
      const children = await nav.getByRole('listitem').allTextContents();
      for (const c of children) expect(c).toMatch(lang === 'en' ? /^[a-h][1-8]: (\+\d+ weight points? for (Black|White)|even \(\d+ weight points\))/ : /^[a-h][1-8]：((黒|白)が \+\d+ 点|互角)/);
      const where = (await nav.locator('.search-tree-where').textContent()) ?? '';
      expect(where).toMatch(lang === 'en' ? /weights: / : /重み：/);
      expect(await page.getByTestId('search-value-legend').textContent()).toMatch(lang === 'en' ? /square-weight points/ : /重みの点数/);
      // The canvas: every child board's move written with its value, at 14 px or more.
      const texts = await page.evaluate(() => (window as unknown as { __texts: { text: string; px: number; w: number }[] }).__texts);
      const moveLabels = texts.filter((x) => /^[a-h][1-8] [+−]?\d/.test(x.text));
      const childMoves = children.map((c) => c.slice(0, 2));
      for (const m of childMoves) expect(moveLabels.some((x) => x.text.startsWith(`${m} `)), `${m} on the canvas`).toBe(true);
      const last = new Map<string, { px: number }>();
      for (const x of moveLabels) last.set(x.text, x);
      const smallest = Math.min(...[...last.values()].map((x) => x.px));
      expect(smallest).toBeGreaterThanOrEqual(14 - 0.05);
      await page.locator('.search-tree-stage').scrollIntoViewIfNeeded();
      await shot(page, { path: `test-results/e2e-othello-tree-labels-${lang}.png` });
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
