/**
 * The CPU worker and the Othello arena as a person uses them: Undo / New
 * game while the CPU searches at depth 8 stops the search at once (its
 * worker is terminated) and no stale move lands; a short arena match shows
 * its progress and table, and Cancel mid-match keeps the focus on the
 * match button and the app usable (English and Japanese); the search
 * tree's SVG export; presentation mode's keys on the play screen.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoWithSettings, shot, useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

async function open(page: Page, hash: string, lang: 'en' | 'ja' = 'en') {
  await gotoWithSettings(page, suite.url, hash, { language: lang });
  await page.waitForSelector('.playable-board [role="grid"]', { timeout: 20000 });
}
const statusText = async (page: Page) => (await page.getByTestId('searched-status').textContent()) ?? '';
const transcript = (page: Page) => /#\/othello\/([a-h1-8]*)/.exec(page.url())?.[1] ?? null;

/**
 * The page's search workers (the script the AI thinks in; the page's other workers, such as the tree's, are left
 * out), recorded in the page as it makes them: each one's entry says whether the app has terminated it. While
 * `__holdSearch` is set, what the page posts to them is held back, so a search stays in flight until the app stops
 * it (a depth-8 search here takes about half a second: on a loaded machine it finished before the test's Undo, and
 * the test then saw an idle worker, rightly not terminated). The search watchdog waits 60 s meanwhile.
 */
const TRACK_SEARCH_WORKERS = () => {
  const w = window as unknown as { __searchWorkers: { terminated: boolean }[]; __holdSearch: boolean; __releaseSearch: () => void; __mxStallMs: object };
  w.__searchWorkers = [];
  w.__holdSearch = true;
  w.__mxStallMs = { search: 60_000 };
  const held: (() => void)[] = [];
  w.__releaseSearch = () => {
    w.__holdSearch = false;
    for (const send of held.splice(0)) send();
  };
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      if (!/search\.worker/.test(String(url))) return;
      const entry = { terminated: false };
      w.__searchWorkers.push(entry);
      const terminate = this.terminate.bind(this);
      const post = this.postMessage.bind(this) as (message: unknown) => void;
      this.terminate = () => {
        entry.terminated = true;
        terminate();
      };
      this.postMessage = (message: unknown) => {
        if (!w.__holdSearch) return post(message);
        held.push(() => {
          if (!entry.terminated) post(message);
        });
      };
    }
  };
};

/** How many search workers the page has made, and whether the `i`-th is terminated. */
const searchWorkers = (page: Page) => page.evaluate(() => (window as unknown as { __searchWorkers: { terminated: boolean }[] }).__searchWorkers.map((e) => e.terminated));

describe('CPU worker in Chromium: cancelling a search', () => {
  it('Undo and New game while the CPU searches at depth 8 stop it at once: the board is usable, its worker is gone, no stale move lands', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors = watchErrors(page);
    await page.addInitScript(TRACK_SEARCH_WORKERS);
    await open(page, '#/othello/f5d6c3d3c4f4');
    await page.getByRole('combobox', { name: /Depth/ }).selectOption('8');
    await page.getByRole('combobox', { name: 'Evaluation' }).selectOption('mobility');
    // Black (the person) plays f6: White (the CPU) searches 8 plies (its request held back, so it is still searching).
    await page.getByRole('button', { name: 'f6: empty, legal move' }).click();
    await page.waitForFunction(() => /thinking/.test(document.querySelector('[data-testid="searched-status"]')?.textContent ?? ''));
    // The search worker it thinks in, made by the page (once the search's code has loaded) and still running.
    await expect.poll(() => searchWorkers(page), { timeout: 20_000 }).toEqual([false]);
    await page.getByRole('button', { name: /Undo/ }).click();
    // At once: Black to move again, legal squares offered, the CPU not thinking, its worker terminated.
    expect(await statusText(page)).not.toMatch(/thinking/);
    expect(transcript(page)).toBe('f5d6c3d3c4f4');
    await page.getByRole('button', { name: 'f6: empty, legal move' }).waitFor({ timeout: 2000 });
    // Its worker terminated by the app at once.
    await expect.poll(() => searchWorkers(page), { timeout: 20_000 }).toEqual([true]);
    // Play again, and New game while it thinks: the start position, usable at once.
    await page.getByRole('button', { name: 'f6: empty, legal move' }).click();
    await page.waitForFunction(() => /thinking/.test(document.querySelector('[data-testid="searched-status"]')?.textContent ?? ''));
    // A fresh worker thinks (the terminated one is not reused).
    await expect.poll(() => searchWorkers(page), { timeout: 20_000 }).toEqual([true, false]);
    await page.getByRole('button', { name: 'New game' }).click();
    expect(transcript(page)).toBe('');
    expect(await statusText(page)).not.toMatch(/thinking/);
    await expect.poll(() => searchWorkers(page), { timeout: 20_000 }).toEqual([true, true]);
    // The searches stopped get their requests now (a terminated worker gets nothing) and would have answered by now;
    // none of their moves lands.
    await page.evaluate(() => (window as unknown as { __releaseSearch: () => void }).__releaseSearch());
    await page.waitForTimeout(3000);
    expect(transcript(page)).toBe('');
    expect(await page.getByTestId('searched-line').count()).toBe(0);
    // The board plays, and the CPU (back at depth 1) answers from a fresh worker.
    await page.getByRole('combobox', { name: /Depth/ }).selectOption('1');
    await page.getByRole('button', { name: 'f5: empty, legal move' }).click();
    await page.getByTestId('searched-line').waitFor({ timeout: 20000 });
    expect(transcript(page)).toMatch(/^f5[a-h][1-8]$/);
    await shot(page, { path: 'test-results/e2e-searched-cancelled.png' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('Othello arena in Chromium', () => {
  for (const lang of ['en', 'ja'] as const) {
    it(`plays a short match with progress and the Black / White / total table; Cancel mid-match keeps the focus and the app usable (${lang})`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
      const errors = watchErrors(page);
      await open(page, '#/othello/', lang);
      const w = lang === 'en'
        ? { arena: 'AI arena', a: 'First player', b: 'Opponent', evaluation: 'Evaluation', depth: 'Depth', games: 'Games per side', start: 'Start match', cancel: 'Cancel match', progress: 'Match progress', cancelled: /^Cancelled after [\d,]+ of 200 games\.$/, total: 'Total', black: /as Black/, white: /as White/, play: /^Play & see/ }
        : { arena: 'AI 対戦場', a: '先の AI', b: '相手の AI', evaluation: '評価関数', depth: '深さ', games: '片側の対戦数', start: '対戦開始', cancel: '対戦を中止', progress: '対戦の進み具合', cancelled: /^[\d,]+\/200 局の時点で中止しました。$/, total: '合計', black: /先手 黒/, white: /後手 白/, play: /^対戦・AI/ };
      await page.getByRole('tab', { name: w.arena }).click();
      // One arena for every game: the searched game's players are its depth-limited searches, with a depth and an evaluation.
      const menu = (player: string, what: string) => page.getByRole('combobox', { name: `${player}: ${what}` });
      await menu(w.a, w.evaluation).selectOption('weights');
      await menu(w.a, w.depth).selectOption('1');
      await menu(w.b, w.evaluation).selectOption('discs');
      await menu(w.b, w.depth).selectOption('1');
      await page.getByRole('textbox', { name: w.games }).fill('2');
      await page.getByRole('button', { name: w.start }).click();
      // The result table (the cost table follows it).
      const table = page.getByRole('table').first();
      await table.waitFor({ timeout: 30000 });
      await page.getByRole('button', { name: w.start }).waitFor({ timeout: 30000 });
      const text = (await table.textContent()) ?? '';
      expect(text).toContain(w.total);
      expect(text).toMatch(w.black);
      expect(text).toMatch(w.white);
      // It ran in the arena worker (which loads the game on demand), not on this page.
      expect(await page.locator('.arena').innerText()).not.toMatch(/Ran on this page|このページ上で実行/);
      await shot(page, { path: `test-results/e2e-searched-arena-${lang}.png` });
      // A long match: progress shows, Cancel stops it with the focus on the match button (Start again).
      await menu(w.a, w.depth).selectOption('4');
      await menu(w.b, w.depth).selectOption('4');
      await page.getByRole('textbox', { name: w.games }).fill('100');
      await page.getByRole('button', { name: w.start }).click();
      const progress = page.getByRole('progressbar', { name: w.progress });
      await progress.waitFor({ timeout: 10000 });
      await page.waitForFunction(() => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? 0) > 0, undefined, { timeout: 60000 });
      await shot(page, { path: `test-results/e2e-searched-arena-running-${lang}.png` });
      await page.getByRole('button', { name: w.cancel, exact: true }).click();
      await page.getByRole('button', { name: w.start }).waitFor();
      // The bar stops: the match is no longer running, and says where it was cancelled.
      expect(await page.locator('.arena-run[aria-busy="true"]').count()).toBe(0);
      expect(await progress.getAttribute('aria-valuenow')).not.toBe('100');
      await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(w.cancelled);
      expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(w.start);
      expect(await table.count()).toBe(1); // the tally so far stays
      // The app is usable: back to play, a move plays.
      await page.getByRole('tab', { name: w.play }).click();
      await page.locator('.board-square.legal').first().click();
      await expect.poll(() => transcript(page)?.length ?? 0, { timeout: 20000 }).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('The CPU’s search tree in Chromium: exports and presentation mode', () => {
  it('exports the tree on screen as a well-formed SVG in the estimated palette, and as PNG', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 }, acceptDownloads: true });
    const errors = watchErrors(page);
    await open(page, '#/othello/f5d6c3?depth=3&cpu=none&eval=weights');
    await page.getByRole('button', { name: /Show the search tree/ }).click();
    await page.getByRole('navigation', { name: 'Search tree' }).getByRole('button', { name: /chosen line/ }).first().waitFor({ timeout: 30000 });
    await page.waitForFunction(() => !document.querySelector('.search-tree [role="status"]'), undefined, { timeout: 30000 });
    const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export SVG' }).click()]);
    expect(svgDownload.suggestedFilename()).toBe('othello-search-f5d6c3-d3-weights.svg');
    const path = 'test-results/e2e-searched-tree.svg';
    await svgDownload.saveAs(path);
    const svg = readFileSync(path, 'utf8');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return { error: doc.querySelector('parsererror')?.textContent ?? null, root: doc.documentElement.nodeName, title: doc.querySelector('title')?.textContent ?? '', boards: doc.querySelectorAll('svg > use').length };
    }, svg);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe('svg');
    expect(parsed.title).toBe('The AI’s search tree after f5 d6 c3 (depth 3, square weights)');
    expect(parsed.boards).toBeGreaterThan(5);
    expect(svg).toContain('Estimated values (depth-limited):');
    expect(svg).not.toMatch(/id="v[odx]"/); // not the exact values' colours
    const [pngDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PNG' }).click()]);
    expect(pngDownload.suggestedFilename()).toBe('othello-search-f5d6c3-d3-weights.png');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('presentation mode: the shown tree takes the first screen, the board large below it; PageDown plays the CPU’s move, PageUp undoes it, B blanks', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const errors = watchErrors(page);
    await open(page, '#/othello/f5d6c3?depth=2&cpu=none');
    await page.getByRole('button', { name: 'Present', exact: true }).click();
    await page.getByRole('button', { name: /Show the search tree/ }).click();
    const board = await page.locator('.playable-board').boundingBox();
    const stage = await page.locator('.search-tree-stage').boundingBox();
    expect(board && stage).toBeTruthy();
    if (!board || !stage) return;
    expect(board.width).toBeGreaterThan(500);
    expect(stage.y + stage.height).toBeLessThanOrEqual(board.y); // the tree first, the board below it
    expect((stage.width * stage.height) / (1920 * 1080)).toBeGreaterThanOrEqual(0.7);
    expect(stage.y + stage.height).toBeLessThanOrEqual(1080);
    await shot(page, { path: 'test-results/e2e-searched-present.png' });
    await page.locator('body').press('PageDown');
    await expect.poll(() => transcript(page), { timeout: 20000 }).toMatch(/^f5d6c3[a-h][1-8]$/);
    await page.locator('body').press('PageUp');
    await expect.poll(() => transcript(page)).toBe('f5d6c3');
    await page.locator('body').press('b');
    await page.getByTestId('present-blank').waitFor();
    await page.locator('body').press('PageDown');
    await page.waitForTimeout(500);
    expect(transcript(page)).toBe('f5d6c3'); // nothing moves behind a blank screen
    await page.locator('body').press('b');
    expect(errors).toEqual([]);
    await page.close();
  });
});
