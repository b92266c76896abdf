/**
 * The Learn course in Chromium, keyboard only: the first-visit offer (not over a deep link), every step of every
 * listed chapter walked with Tab and Enter, each step's live view checked against the state its address sets (tab,
 * position, options) and its task done where it asks for a move, every checkpoint passed with the engine's own
 * answers, the done marks kept over a reload, PageDown in presentation mode, one chapter in Japanese, axe on the
 * contents, a step and a checkpoint. Few page loads: the course moves client-side. Screenshots with E2E_SHOTS=1.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHAPTERS } from '../../src/features/learn/chapters/index.ts';
import { checkpointSet } from '../../src/features/learn/ui/Checkpoint.tsx';
import type { Chapter, CourseStep } from '../../src/features/learn/state/course.ts';
import { parseHash } from '../../src/store/url.ts';
import { formatMovesWithPlayers } from '../../src/exercises/engine.ts';
import { EXERCISE_GAME_ID } from '../../src/games/exerciseGame.ts';
import { homeTabOf } from '../../src/store/tabs.ts';
import type { Exercise } from '../../src/exercises/types.ts';
import { OFFER_KEY } from '../../src/features/learn/state/learnOffer.ts';
import { axe, gotoWithSettings, shot, useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();
const SHOTS = 'test-results/learn';
mkdirSync(SHOTS, { recursive: true });

/** Presses Tab until `selector` has the focus (as a keyboard user would), then returns. */
async function tabTo(page: Page, selector: string, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Tabs to the button and presses Enter. */
async function press(page: Page, selector: string, max?: number) {
  await tabTo(page, selector, max);
  await page.keyboard.press('Enter');
}

/** Focuses the element before `selector` and presses Tab once (a long way round by Tab alone is no different). */
async function tabOnto(page: Page, selector: string) {
  await page.locator(selector).first().evaluate((el) => {
    const all = [...document.querySelectorAll<HTMLElement>('button, input, select, [tabindex="0"]')].filter((e) => !e.hasAttribute('disabled') && !e.closest('fieldset:disabled') && e.offsetParent !== null);
    const radio = (e: HTMLElement) => e instanceof HTMLInputElement && e.type === 'radio';
    let j = all.indexOf(el as HTMLElement) - 1;
    while (j >= 0 && radio(all[j]) && radio(el as HTMLElement) && (all[j] as HTMLInputElement).name === (el as HTMLInputElement).name) j--;
    all[j]?.focus();
  });
  await page.keyboard.press('Tab');
  expect(await page.locator(selector).first().evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Gives the engine's answers to the question `box` by keyboard (choices, cells, negamax's sign toggles, edges, values). */
async function answer(page: Page, box: string, ex: Exercise) {
  for (const b of ex.blanks) {
    if (b.type === 'choice') {
      await tabOnto(page, `${box} input[type=radio][value="${b.options[0]}"]`);
      await page.keyboard.press('Space');
      for (let i = 0; i < b.options.indexOf(b.answer); i++) await page.keyboard.press('ArrowDown');
    } else if (b.type === 'set') {
      for (const o of b.answer) {
        await tabOnto(page, `${box} [${b.id === 'best' ? 'data-cell' : b.id === 'flip' ? 'data-flip' : 'data-edge'}="${o}"]`);
        await page.keyboard.press('Space');
      }
    } else {
      await tabOnto(page, `${box} [data-blank="${b.id}"]`);
      await page.keyboard.type(b.answer === Infinity ? 'inf' : b.answer === -Infinity ? '-inf' : String(b.answer));
    }
  }
  await tabOnto(page, `${box} > button.primary`);
  await page.keyboard.press('Enter');
}

/** The live view's state as the page shows it: the open tab, the position (the info panel's moves or the lab's focus), the explorer's options. */
function liveState(page: Page) {
  return page.evaluate(() => {
    const live = document.querySelector('.learn-live');
    const select = [...(live?.querySelectorAll('label') ?? [])].find((l) => /Levels shown|表示する段数|段/.test(l.textContent ?? ''));
    const levels = select ? (document.getElementById(select.htmlFor) ?? select.querySelector('select')) : null;
    const picture = live?.querySelector('.explorer-panel .segmented button[aria-pressed="true"]');
    return {
      tab: live?.querySelector('[role=tab][aria-selected="true"]')?.id.replace('tab-', '') ?? null,
      moves: live?.querySelector('.info-panel dd')?.textContent ?? live?.querySelector('.lab-intro strong')?.textContent ?? null,
      levels: (levels as HTMLSelectElement | null)?.value ?? null,
      overview: picture ? picture === live?.querySelectorAll('.explorer-panel .segmented button')[1] : null,
      hash: location.hash,
    };
  });
}

/** What a step's address sets, as the page would show it in English. */
function expected(step: CourseStep) {
  const { game, moves, params } = parseHash(step.view);
  const line = [...moves].map(Number);
  const tab = params.get('tab') ?? homeTabOf(game);
  // The position is read back for tic-tac-toe (the info panel's and the lab's words); another game's tab only.
  const board = game === EXERCISE_GAME_ID;
  return { tab, board, line: line.length ? formatMovesWithPlayers(line) : '(empty board)', levels: params.get('levels') ?? '2', overview: params.get('picture') === 'overview' };
}

/** A move on the big board, by keyboard: focus the cell, Enter. */
async function playCell(page: Page, n: number) {
  const button = page.locator('.learn-live').getByRole('button', { name: new RegExp(`^Cell ${n},`) });
  await button.focus();
  await page.keyboard.press('Enter');
}

/** The moves that do each step's task, where it is a move on the board (the other tasks run jobs the arena tests cover). */
const TASK_MOVES: Record<string, number> = { 'game-tree/positions': 4, 'game-tree/subtree': 0, 'minimax/o-maximises': 2, 'minimax/x-minimises': 2, 'perfect-player/best-moves': 0 };

async function checkStep(page: Page, chapter: Chapter, step: CourseStep, lang: 'en' | 'ja', title: string) {
  const where = `${chapter.id}/${step.id}`;
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('learn-step-title');
  expect(await page.locator('#learn-step-title').textContent()).toBe(title);
  const want = expected(step);
  await expect.poll(async () => (await liveState(page)).hash, { message: where }).toBe(`#/learn/${where}`);
  await expect.poll(async () => (await liveState(page)).tab, { message: where }).toBe(want.tab);
  if (lang === 'en' && want.board && want.tab === 'explore') {
    if (want.overview) await expect.poll(async () => (await liveState(page)).overview, { message: where }).toBe(true);
    else {
      await expect.poll(async () => (await liveState(page)).moves, { message: where }).toBe(want.line);
      await expect.poll(async () => (await liveState(page)).levels, { message: where }).toBe(want.levels);
    }
  }
  // The lab names the empty board in words ("Position in focus: the empty board"), the info panel in brackets.
  if (lang === 'en' && want.board && want.tab === 'lab') await expect.poll(async () => (await liveState(page)).moves, { message: where }).toContain(want.line === '(empty board)' ? 'the empty board' : want.line);
}

describe('Learn in Chromium', () => {
  it('offers the course on a first visit only to the front page, walks every step and passes every checkpoint by keyboard, keeps the marks over a reload, steps with PageDown when presenting', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const errors = watchErrors(page);
    // A deep link to a position: no offer.
    await page.goto(`${suite.url}#/408`);
    await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    await page.waitForSelector('.app-header .learn-link');
    expect(await page.getByTestId('learn-offer').count()).toBe(0);
    // The front page, first visit: the offer, started with the keyboard.
    await page.evaluate(() => {
      location.hash = '#/';
      location.reload();
    });
    await page.waitForSelector('[data-testid="learn-offer"]', { timeout: 20000 });
    await shot(page, { path: `${SHOTS}/offer-en-1920.png` });
    await press(page, '[data-testid="learn-offer"] button.primary');
    await page.waitForSelector('#learn-contents-title');
    expect(await page.evaluate((k) => localStorage.getItem(k), OFFER_KEY)).toBe('started');
    expect(await page.evaluate(() => location.hash)).toBe('#/learn');
    expect(await axe(page)).toEqual([]);
    await shot(page, { path: `${SHOTS}/contents-en-1920.png` });
    await press(page, '.learn-contents .learn-actions button.primary');
    for (const [c, { chapter, words }] of CHAPTERS.entries()) {
      for (const step of chapter.steps) {
        await checkStep(page, chapter, step, 'en', words.en.steps[step.id].title);
        const where = `${chapter.id}/${step.id}`;
        if (c === 0 && step === chapter.steps[1]) expect(await axe(page)).toEqual([]);
        if (TASK_MOVES[where] !== undefined) {
          await playCell(page, TASK_MOVES[where]);
          await expect.poll(() => page.getByTestId('learn-task-status').textContent(), { message: where }).toMatch(/^✓ /);
          await shot(page, { path: `${SHOTS}/${chapter.id}-${step.id}-done-en-1920.png` });
          // Back to the step, by keyboard, then on.
          await press(page, '.learn-back');
          await expect.poll(async () => (await liveState(page)).moves, { message: where }).toBe(expected(step).line);
        }
        await shot(page, { path: `${SHOTS}/${chapter.id}-${step.id}-en-1920.png` });
        await press(page, '.learn-next');
      }
      // The checkpoint: the engine's own answers, by keyboard.
      await page.waitForSelector('[data-testid="learn-check"]');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('learn-check-title');
      const set = checkpointSet(chapter.checkpoint, 0);
      for (const [i, ex] of set.entries()) {
        const box = `[data-testid="learn-question"]:nth-of-type(${i + 1})`;
        await answer(page, `.learn-check > article:nth-of-type(${i + 1})`, ex);
        await expect.poll(() => page.locator(`.learn-check > article:nth-of-type(${i + 1}) [data-testid="learn-feedback"]`).textContent(), { message: `${chapter.id} ${box}` }).toMatch(/Right/);
      }
      await expect.poll(() => page.getByTestId('learn-check-result').textContent()).toBe('Passed: this chapter is done.');
      if (c === 0) expect(await axe(page)).toEqual([]);
      await shot(page, { path: `${SHOTS}/${chapter.id}-check-en-1920.png`, fullPage: true });
      await press(page, '.learn-check .learn-actions button.primary');
    }
    // The last checkpoint leads back to the contents: every chapter done, kept over a reload.
    await page.waitForSelector('#learn-contents-title');
    expect(await page.getByTestId('chapter-done').count()).toBe(CHAPTERS.length);
    await page.reload();
    await page.waitForSelector('#learn-contents-title', { timeout: 20000 });
    expect(await page.getByTestId('chapter-done').count()).toBe(CHAPTERS.length);
    expect(await page.getByTestId('learn-offer').count()).toBe(0);
    // Presentation mode: PageDown steps the course, its text at presentation size.
    await press(page, '.learn-contents .learn-actions button.primary');
    await page.waitForSelector('#learn-step-title');
    const from = await page.evaluate(() => location.hash);
    // The header's toggle is reached after the live view's controls (the last chapter's last step: an Othello game near its end, each move a button).
    await press(page, '.present-toggle', 400);
    await page.waitForSelector('.app.present');
    // (Continue opened the last step seen, the last chapter's last: PageDown leads to its checkpoint, PageUp back.)
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(from.replace(/[^/]+$/, 'check'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('learn-check-title');
    await page.keyboard.press('PageUp');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(from);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('learn-step-title');
    expect(await page.locator('#learn-step-title + p').evaluate((p) => parseFloat(getComputedStyle(p).fontSize))).toBeGreaterThanOrEqual(24);
    await shot(page, { path: `${SHOTS}/present-en-1920.png` });
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it('walks a chapter in Japanese', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const errors = watchErrors(page);
    const { chapter, words } = CHAPTERS[1];
    await gotoWithSettings(page, suite.url, `#/learn/${chapter.id}/${chapter.steps[0].id}`, { language: 'ja' });
    await page.waitForSelector('#learn-step-title', { timeout: 20000 });
    for (const step of chapter.steps) {
      await checkStep(page, chapter, step, 'ja', words.ja.steps[step.id].title);
      await shot(page, { path: `${SHOTS}/${chapter.id}-${step.id}-ja-1920.png` });
      await press(page, '.learn-next');
    }
    await page.waitForSelector('[data-testid="learn-check"]');
    expect(await page.locator('#learn-check-title').textContent()).toContain(words.ja.title);
    expect(errors).toEqual([]);
    await page.close();
  });
});
