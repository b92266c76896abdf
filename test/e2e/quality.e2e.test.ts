import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, shot, useBrowserSuite, waitForCanvasAtRest, waitForFirstDraw, waitForStill, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

async function ready(page: Page, hash = '') {
  await page.goto(suite.url + hash);
  await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
  await waitForFirstDraw(page);
  await waitForStill(page);
}

describe('accessibility and resilience in Chromium', () => {
  for (const [tab, hash] of [
    ['Explore & play', '#/40'],
    ['Search lab', '#/0148'],
    ['AI arena', '#/'],
    ['Exercises', '#/'],
  ] as const) {
    it(`axe-core finds no violations on "${tab}"`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
      const errors = watchErrors(page);
      await ready(page, hash);
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      await waitForStill(page);
      await shot(page, { path: `test-results/e2e-tab-${tab.replace(/\W+/g, '-').toLowerCase()}.png` });
      expect(await axe(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('axe-core finds no violations in Japanese', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors = watchErrors(page);
    await ready(page, '#/4');
    await page.getByRole('button', { name: '日本語' }).click();
    // Japanese loads from its own file on first use: <html lang> follows the strings on screen.
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    expect(await axe(page)).toEqual([]);
    await shot(page, { path: 'test-results/e2e-japanese.png' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Japanese wraps between phrases, never inside a word: every 引き分け and ありません on screen stays on one line', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const errors = watchErrors(page);
    await ready(page, '#/');
    await page.getByRole('button', { name: '日本語' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    const lines = async () =>
      page.evaluate(() => {
        // Each occurrence of the words as a range: more than one line box means a break inside the word.
        const out: { word: string; lines: number }[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          for (const word of ['引き分け', 'ありません']) {
            for (let i = n.textContent!.indexOf(word); i >= 0; i = n.textContent!.indexOf(word, i + 1)) {
              const r = document.createRange();
              r.setStart(n, i);
              r.setEnd(n, i + word.length);
              const tops = new Set([...r.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top)));
              if (tops.size > 0) out.push({ word, lines: tops.size });
            }
          }
        }
        return out;
      });
    const explorer = await lines();
    expect(explorer.length).toBeGreaterThan(0);
    expect(explorer.filter((w) => w.lines > 1)).toEqual([]);
    await page.getByRole('tab', { name: 'AI 対戦場' }).click();
    await page.getByText(/落とすことはありません/).first().waitFor();
    const arena = await lines();
    expect(arena.some((w) => w.word === 'ありません')).toBe(true);
    expect(arena.filter((w) => w.lines > 1)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const lang of ['English', '日本語'] as const) {
    it(`axe-core finds no violations on the whole-game overview and the 5-level view (${lang})`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
      const errors = watchErrors(page);
      await ready(page, '#/4');
      if (lang === '日本語') await page.getByRole('button', { name: '日本語' }).click();
      const ja = lang === '日本語';
      await page.getByRole('button', { name: ja ? 'ゲーム全体' : 'Whole game', exact: true }).click();
      await page.locator('canvas.overview-canvas[data-frames]').waitFor();
      expect(await axe(page)).toEqual([]);
      await shot(page, { path: `test-results/e2e-overview-${lang === 'English' ? 'en' : 'ja'}.png` });
      await page.getByRole('button', { name: ja ? '部分木' : 'Subtree', exact: true }).click();
      await page.getByRole('combobox', { name: ja ? '表示する深さ' : 'Levels shown' }).selectOption('5');
      await page.waitForSelector('canvas.tree-canvas[data-items="7842"]');
      await waitForCanvasAtRest(page);
      expect(await axe(page)).toEqual([]);
      // 7,842 boards drawn, a few in the DOM: the ancestors, the focus and its children
      expect(await page.locator('canvas.tree-canvas').getAttribute('data-items')).toBe('7842');
      expect(await page.locator('[role="treeitem"]').count()).toBe(1 + 1 + 8);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('falls back to the main thread when the worker cannot load, says so, and still works', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors = watchErrors(page);
    await page.route(/tree\.worker.*\.js/, (route) => route.abort());
    await ready(page, '#/4');
    expect(await page.getByText(/The background worker failed/).count()).toBe(1);
    expect(await page.getByTestId('build-time').textContent()).toMatch(/on the main thread/);
    expect(await page.locator('[role="treeitem"][aria-selected="true"]').getAttribute('data-board')).toBe('....o....');
    await shot(page, { path: 'test-results/e2e-worker-fallback.png' });
    // the blocked script itself is reported by the browser; nothing else may fail
    expect(errors.filter((e) => !/tree\.worker|Failed to load resource|net::ERR_FAILED/.test(e))).toEqual([]);
    await page.close();
  });

  it('turns animations off for people who prefer reduced motion', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 }, reducedMotion: 'reduce' });
    const errors = watchErrors(page);
    await ready(page, '');
    const duration = await page.locator('.progress-fill').count().then(async () => page.evaluate(() => getComputedStyle(document.querySelector('.tabs [role="tab"]') as Element).transitionDuration));
    expect(duration).toBe('0s');
    // a focus change lands at once: no glide ever starts (the stage marks a glide with data-moving from its
    // first frame to its last), and the canvas shows at most two pictures on the way: the click's first frame
    // (the new focus where the clicked board was) and the new view, which stays (a glide would pass through many).
    // Counted rather than timed: on a busy machine the new view can come a few frames after the selection.
    await page.evaluate(() => {
      const c = document.querySelector('canvas.tree-canvas') as HTMLCanvasElement;
      const w = window as unknown as { glided_: boolean; shown_: string[] };
      w.glided_ = false;
      w.shown_ = [c.dataset.transform ?? ''];
      new MutationObserver(() => {
        w.glided_ ||= c.hasAttribute('data-moving');
        const now = c.dataset.transform ?? '';
        if (w.shown_[w.shown_.length - 1] !== now) w.shown_.push(now);
      }).observe(c, { attributes: true, attributeFilter: ['data-moving', 'data-transform'] });
    });
    await page.getByRole('tree').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[role="treeitem"][aria-selected="true"]')?.getAttribute('data-board') !== '.........');
    await waitForCanvasAtRest(page);
    const t1 = await page.locator('canvas.tree-canvas').getAttribute('data-transform');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r)))));
    const t2 = await page.locator('canvas.tree-canvas').getAttribute('data-transform');
    expect(t2).toBe(t1);
    const { glided_, shown_ } = await page.evaluate(() => {
      const w = window as unknown as { glided_: boolean; shown_: string[] };
      return { glided_: w.glided_, shown_: w.shown_ };
    });
    expect(glided_).toBe(false);
    expect(shown_.length - 1, `pictures on the way from ${shown_.join(' to ')}`).toBeLessThanOrEqual(2);
    expect(shown_[shown_.length - 1]).toBe(t1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
