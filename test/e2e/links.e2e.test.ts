// History, links and embedding: Back and Forward walk positions and tabs, "Copy link" round-trips every option, ?embed.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cell, openApp, selectedBoard, shot, useBrowserSuite, watchErrors } from './harness.ts';
import { FULL_TREE_ADDRESS } from '../../src/store/gameAddress.ts';
import { addressFields } from '../../src/store/urlFields.ts';

const suite = useBrowserSuite();

const open = (page: Page, hash: string) => openApp(page, suite.url, hash);
const hashOf = (page: Page) => page.evaluate(() => location.hash);

async function copyLink(page: Page): Promise<string> {
  // The header's button: the exercises tab has a "Copy link" of its own (the quiz's), there once its chunk has loaded.
  await page.getByRole('banner').getByRole('button', { name: 'Copy link' }).click();
  await page.getByText('Link copied.').waitFor({ timeout: 5000 });
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Every valid value of every field but the default, `embed` (the frame has no Copy link button) and `exview` (below). */
function everyValue(): [string, string][] {
  const candidates: Record<string, string[]> = {
    tab: ['lab', 'arena', 'exercises'],
    mode: ['vs-ai', 'ai-vs-ai'],
    side: ['x'],
    ai: ['random', 'minimax-d2'],
    score: ['shortest'],
    hints: ['0'],
    hide: ['1'],
    levels: ['1', '3', '4', '5'],
    order: ['value'],
    merge: ['1'],
    picture: ['overview'],
    alg: ['alphabeta'],
    lorder: ['centre', 'best'],
    tt: ['1'],
    sym: ['1'],
    depth: ['1', '2', '3', '4', '5', '6'],
    lcut: ['gt'],
    lfail: ['hard'],
    step: ['7'],
  };
  // `exview` is the exercises tab's own (the teacher's view): written only with tab=exercises, which the exercises' browser test walks.
  return addressFields(FULL_TREE_ADDRESS).filter((f) => f.key !== 'embed' && f.key !== 'exview').flatMap((f) => {
    const values = candidates[f.key];
    if (!values) throw new Error(`no test values for the address field "${f.key}"`);
    return values.map((v): [string, string] => {
      expect(f.valid(v)).toBe(true);
      return [f.key, v];
    });
  });
}

describe('history and links in Chromium', () => {
  it('Back and Forward walk through positions and tabs', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors = watchErrors(page);
    await open(page, '');
    await cell(page, 4).click();
    await cell(page, 0).click();
    await page.getByRole('tab', { name: 'Search lab' }).click();
    expect(await hashOf(page)).toBe('#/40?tab=lab');
    await page.goBack();
    await page.getByRole('tab', { name: 'Explore & play', selected: true }).waitFor();
    // The address changes first and the tree follows a frame later: wait for the tree, then read the address.
    await expect.poll(() => selectedBoard(page)).toBe('x...o....');
    await page.goBack();
    await expect.poll(() => selectedBoard(page)).toBe('....o....');
    expect(await hashOf(page)).toBe('#/4');
    await page.goBack();
    await expect.poll(() => selectedBoard(page)).toBe('.........');
    expect(await hashOf(page)).toBe('#/');
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await page.getByRole('tab', { name: 'Search lab', selected: true }).waitFor();
    expect(await hashOf(page)).toBe('#/40?tab=lab');
    // The explorer's own Back (up the tree) is a position change too: the browser's Back undoes it.
    await page.getByRole('tab', { name: 'Explore & play' }).click();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForFunction(() => location.hash === '#/4');
    await page.goBack();
    await expect.poll(() => selectedBoard(page)).toBe('x...o....');
    expect(await hashOf(page)).toBe('#/40');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('"Copy link" copies exactly what is on screen, and the link restores it on another machine', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1400, height: 1000 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const link = '#/4082?tab=lab&mode=analysis&side=x&ai=perfect&score=shortest&hints=0&hide=1&levels=4&order=value&merge=1&picture=overview&alg=alphabeta&lorder=best&tt=1&sym=1&depth=3&lcut=ge&lfail=soft&step=5';
    await open(page, link);
    expect(await copyLink(page)).toBe(`${suite.url}${link}`);
    // The screen shows it: the tab, the lab's algorithm and options, the step.
    await page.getByRole('tab', { name: 'Search lab', selected: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Alpha-beta' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Transposition table of bounds').isChecked()).toBe(true);
    expect(await page.getByLabel('Depth limit').inputValue()).toBe('3');
    await shot(page, { path: 'test-results/e2e-link-lab.png' });
    // The explorer's options on its tab.
    await page.getByRole('tab', { name: 'Explore & play' }).click();
    expect(await page.getByRole('combobox', { name: 'Mode' }).inputValue()).toBe('analysis');
    // Another machine with other saved settings opens the link: the same screen, the same link.
    const other = await suite.browser.newContext({ viewport: { width: 1400, height: 1000 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const page2 = await other.newPage();
    await page2.addInitScript(() => localStorage.setItem('minimax-explorer/settings/v1', JSON.stringify({ treeDepth: 1, playMode: 'vs-ai', side: 'o', childOrder: 'cell' })));
    await open(page2, link);
    expect(await copyLink(page2)).toBe(`${suite.url}${link}`);
    expect(errors).toEqual([]);
    await other.close();
    await context.close();
  });

  it('round-trips every value of every option through the address and "Copy link"', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await open(page, '#/4082');
    for (const [key, value] of everyValue()) {
      // A hand-edited address (or Back/Forward) loads it; the link then carries it.
      await page.evaluate((h) => (location.hash = h), `#/4082?${key}=${value}`);
      await page.waitForFunction(([k, v]) => new URLSearchParams(location.hash.split('?')[1] ?? '').get(k) === v, [key, value] as const);
      const copied = new URL(await copyLink(page));
      const params = new URLSearchParams(copied.hash.split('?')[1]);
      expect(params.get(key), `${key}=${value}`).toBe(value);
      // Back to the defaults for the next one.
      await page.evaluate(() => (location.hash = '#/4082?tab=explore&mode=analysis&side=o&ai=perfect&score=wdl&hints=1&hide=0&levels=2&order=cell&merge=0&picture=subtree&alg=minimax&lorder=cell&tt=0&sym=0&depth=all&lcut=ge&lfail=soft&step=0'));
      await page.waitForFunction(() => location.hash === '#/4082');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a bad address shows a clear notice that goes when a good address arrives', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await open(page, '#/40?levels=9&tab=lab&colour=red');
    const notice = page.getByTestId('app-notice');
    expect(await notice.textContent()).toMatch(/Part of the address could not be read and was ignored: .*colour.*levels=9/);
    await page.getByRole('tab', { name: 'Search lab', selected: true }).waitFor();
    expect(await hashOf(page)).toBe('#/40?tab=lab');
    await shot(page, { path: 'test-results/e2e-bad-address.png' });
    await page.evaluate(() => (location.hash = '#/4?levels=3'));
    await notice.waitFor({ state: 'detached' });
    // A bad line's notice goes too.
    await page.evaluate(() => (location.hash = '#/44'));
    await page.getByTestId('notice').waitFor();
    await page.evaluate(() => (location.hash = '#/2'));
    await page.getByTestId('notice').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const [w, h] of [
    [1280, 720],
    [390, 844],
  ] as const) {
    it(`?embed shows the tree and the board without the header at ${w}×${h}`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: w, height: h } });
      const errors = watchErrors(page);
      await open(page, '#/4?embed');
      expect(await page.locator('header, [role="tablist"]').count()).toBe(0);
      await page.locator('canvas.tree-canvas').waitFor();
      expect(await page.getByRole('button', { name: /^Cell 4,.*: o, last move$/ }).count()).toBe(1);
      await cell(page, 0).click();
      expect(await hashOf(page)).toBe('#/40?embed');
      expect(await page.getByRole('link', { name: 'Open in Minimax Explorer' }).getAttribute('href')).toBe('./#/40');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, { path: `test-results/e2e-embed-${w}x${h}.png` });
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('a quiz link opened while Othello is shown switches to the exercises; Back and Forward walk both ways', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${suite.url}#/othello/f5?cpu=none`);
    const othelloBoard = page.locator('.playable-board [role="grid"]');
    await othelloBoard.waitFor({ timeout: 20000 });
    const quiz = '#/quiz?kinds=minimax&level=easy&count=5&seed=5';
    await page.evaluate(() => (location.hash = '#/quiz?kinds=minimax&seed=5'));
    await page.getByRole('tab', { name: 'Exercises', selected: true }).waitFor({ timeout: 10000 });
    expect(await othelloBoard.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Tic-tac-toe', pressed: true }).count()).toBe(1);
    await page.waitForFunction((q) => location.hash === q, quiz);
    await page.goBack();
    await othelloBoard.waitFor();
    expect(await hashOf(page)).toBe('#/othello/f5?cpu=none');
    await page.goForward();
    await page.getByRole('tab', { name: 'Exercises', selected: true }).waitFor();
    expect(await hashOf(page)).toBe(quiz);
    // Leaving the quiz with the game switch, then Back, shows the quiz again.
    await page.getByRole('button', { name: 'Othello' }).click();
    await othelloBoard.waitFor();
    await page.goBack();
    await page.getByRole('tab', { name: 'Exercises', selected: true }).waitFor();
    expect(await othelloBoard.count()).toBe(0);
    expect(await hashOf(page)).toBe(quiz);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the exercises’ score and answers survive a reload (what the update notice’s "Use it now (reload)" does)', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await open(page, '#/quiz?kinds=who-wins&level=easy&count=2&seed=5');
    const score = page.getByTestId('ex-score');
    await score.waitFor();
    expect(await score.textContent()).toBe('Score 0 / 0 · streak 0 (best 0)');
    await page.locator('input[type=radio]').first().check();
    await page.locator('button.primary').click();
    await page.getByTestId('ex-feedback').waitFor();
    const after = await score.textContent();
    expect(after).toMatch(/^Score [01] \/ 1/);
    const checked = await page.locator('input[type=radio]:checked').getAttribute('value');
    await page.reload();
    await score.waitFor({ timeout: 20000 });
    expect(await score.textContent()).toBe(after);
    expect(await page.locator('input[type=radio]:checked').getAttribute('value')).toBe(checked);
    expect(await page.locator('.ex-nav-item.ex-right, .ex-nav-item.ex-wrong').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
