/**
 * Exercises in Chromium: one set of each kind answered by keyboard alone
 * (focus moves with Tab / arrow keys; answers are typed, toggled with Space,
 * chosen with arrows), the score checked; screenshots of every kind in both
 * languages after a wrong answer and "show me"; a bad quiz link; the
 * worksheet and answer key as PDFs; the phone layout.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generateExercise, generateSet } from '../../src/exercises/generate.ts';
import { DEFAULT_CONVENTIONS } from '../../src/exercises/conventions.ts';
import { parseTree } from '../../src/exercises/treeText.ts';
import { CURRENT_VERSION, formatQuiz, type QuizSpec } from '../../src/exercises/quizLink.ts';
import { KINDS, type Exercise, type Kind } from '../../src/exercises/types.ts';
import { axe, gotoWithSettings, shot, useBrowserSuite, watchErrors } from './harness.ts';
import { overlappingPairs, type Box } from '../helpers/geometry.ts';

const suite = useBrowserSuite();
mkdirSync('test-results', { recursive: true });

async function openQuiz(page: Page, spec: QuizSpec | string, lang?: 'en' | 'ja') {
  const query = typeof spec === 'string' ? spec : formatQuiz(spec);
  // The saved language, written on a blank page of the app's origin before the app starts (one app load, not three).
  if (lang) await gotoWithSettings(page, suite.url, `#/quiz?${query}`, { language: lang });
  else await page.goto(`${suite.url}#/quiz?${query}`);
  await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
  await page.waitForSelector('.ex-question', { timeout: 20000 });
}

const f = (v: number) => (v === Infinity ? 'inf' : v === -Infinity ? '-inf' : String(v));

/** Focuses `selector` by pressing Tab from the element before it, as a keyboard user would, then returns. */
async function tabTo(page: Page, selector: string) {
  await page.locator(selector).first().evaluate((el) => {
    // Focus the previous focusable element so that one Tab lands on the target.
    const all = [...document.querySelectorAll<HTMLElement>('button, input, select, [tabindex="0"]')].filter((e) => !e.hasAttribute('disabled') && e.offsetParent !== null);
    const radios = (e: HTMLElement) => e instanceof HTMLInputElement && e.type === 'radio';
    const i = all.indexOf(el as HTMLElement);
    let j = i - 1;
    // Tab enters a radio group once: step back past the group's other radios.
    while (j >= 0 && radios(all[j]) && radios(el as HTMLElement) && (all[j] as HTMLInputElement).name === (el as HTMLInputElement).name) j--;
    all[j]?.focus();
  });
  await page.keyboard.press('Tab');
  expect(await page.locator(selector).first().evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Chooses `value` in a radio group by keyboard: Tab into the group, arrows to the option. */
async function choose(page: Page, options: readonly string[], value: string) {
  await tabTo(page, `input[type=radio][value="${options[0]}"]`);
  await page.keyboard.press('Space');
  for (let i = 0; i < options.indexOf(value); i++) await page.keyboard.press('ArrowDown');
  expect(await page.locator(`input[type=radio][value="${value}"]`).isChecked()).toBe(true);
}

/** Types the engine's answers (or `wrong` ones) with the keyboard. */
async function answer(page: Page, ex: Exercise, wrong = false) {
  for (const b of ex.blanks) {
    if (b.type === 'choice') {
      const pick = wrong ? (b.options.find((o) => o !== b.answer) ?? b.answer) : b.answer;
      await choose(page, b.options, pick);
    } else if (b.type === 'set') {
      const attr = b.id === 'best' ? 'data-cell' : b.id === 'flip' ? 'data-flip' : 'data-edge';
      const marks = wrong ? b.options.filter((o) => !b.answer.includes(o)).slice(0, 1) : b.answer;
      for (const o of marks) {
        await tabTo(page, `[${attr}="${o}"]`);
        await page.keyboard.press('Space');
      }
    } else {
      await tabTo(page, `[data-blank="${b.id}"]`);
      const v = b.type === 'estimate' ? b.answer : b.answer;
      await page.keyboard.type(wrong ? 'abc' : f(v));
    }
  }
}

async function check(page: Page) {
  await tabTo(page, 'button.primary');
  await page.keyboard.press('Enter');
}

describe('exercises in Chromium', () => {
  it('completes one set of each kind by keyboard, and the score counts them', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    // The numeric trees have their own keyboard-only test below (a teacher's tree), which walks the page's Tab order.
    for (const kind of KINDS.filter((k) => !k.startsWith('numeric-'))) {
      const spec: QuizSpec = { kinds: [kind], level: 'medium', count: 2, seed: 31 + KINDS.indexOf(kind) };
      const set = generateSet(spec);
      await openQuiz(page, spec);
      for (let i = 0; i < set.length; i++) {
        await answer(page, set[i]);
        await check(page);
        await expect.poll(() => page.getByTestId('ex-feedback').textContent()).toMatch(/Right!/);
        if (i + 1 < set.length) {
          await tabTo(page, 'button:text("Next question")');
          await page.keyboard.press('Enter');
        }
      }
      expect(await page.getByTestId('ex-score').textContent()).toBe('Score 2 / 2 · streak 2 (best 2)');
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  // English: the test above answers two questions of every kind, these three included, by keyboard.
  for (const lang of ['ja'] as ('en' | 'ja')[]) {
    it(`depth limit, the table's probe and negamax signs (${lang}): one question of each answered right by keyboard alone, in one page load`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = watchErrors(page);
      const spec: QuizSpec = { kinds: ['depth-limit', 'tt-probe', 'negamax'], level: 'medium', count: 3, seed: 25, version: 2 };
      const set = generateSet(spec);
      await openQuiz(page, spec, lang);
      for (let i = 0; i < set.length; i++) {
        expect(await page.locator('.ex-question').getAttribute('data-kind')).toBe(set[i].kind);
        await answer(page, set[i]);
        await check(page);
        await expect.poll(() => page.getByTestId('ex-feedback').textContent()).toMatch(lang === 'en' ? /Right!/ : /正解/);
        await shot(page, { path: `test-results/e2e-ex-new-${set[i].kind}-${lang}.png`, fullPage: true });
        if (i + 1 < set.length) {
          await tabTo(page, '.ex-actions button:last-child');
          await page.keyboard.press('Enter');
        }
      }
      expect(await page.getByTestId('ex-score').textContent()).toMatch(lang === 'en' ? /Score 3 \/ 3/ : /得点 3 \/ 3/);
      expect(await axe(page), lang).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('the hand-worked trees answered by mouse: each click lands on the node or edge drawn there, and is graded right', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const errors = watchErrors(page);
    for (const kind of ['minimax', 'alpha-beta'] as const)
      for (const level of ['easy', 'medium', 'hard'] as const) {
        const spec: QuizSpec = { kinds: [kind], level, count: 1, seed: 7 };
        const [ex] = generateSet(spec);
        await openQuiz(page, spec);
        // The boards as the browser laid them out: one per node, no two overlapping.
        const boxes: Box[] = await page.$$eval('.ex-tree g[data-node]', (gs) =>
          gs.map((g) => {
            const r = (g.querySelector('svg') ?? g).getBoundingClientRect();
            return { id: g.getAttribute('data-node') ?? '', x: r.x, y: r.y, w: r.width, h: r.height };
          }),
        );
        expect(boxes.length, `${kind} ${level}`).toBe(ex.shown.kind === kind ? ex.shown.tree.length : -1);
        expect(overlappingPairs(boxes), `${kind} ${level}`).toEqual([]);
        /** Clicks the middle of `selector` with the mouse, after checking that it is what is drawn there. */
        const clickAt = async (selector: string) => {
          const target = page.locator(selector).first();
          await target.scrollIntoViewIfNeeded();
          const r = await target.boundingBox();
          if (!r) throw new Error(`${selector} is not drawn`);
          const x = r.x + r.width / 2;
          const y = r.y + r.height / 2;
          expect(await target.evaluate((el, [px, py]) => document.elementFromPoint(px, py) === el, [x, y]), `${selector} is on top at its middle`).toBe(true);
          await page.mouse.click(x, y);
        };
        for (const b of ex.blanks) {
          if (b.type === 'set') for (const o of b.answer) await clickAt(`[data-edge="${o}"]`);
          else if (b.type === 'value') {
            await clickAt(`[data-blank="${b.id}"]`);
            await page.keyboard.type(f(b.answer));
          } else throw new Error(`unexpected blank ${b.type}`);
        }
        await clickAt('button.primary');
        await expect.poll(() => page.getByTestId('ex-feedback').textContent(), { message: `${kind} ${level}` }).toMatch(/Right!/);
      }
    expect(errors).toEqual([]);
    await page.close();
  });

  // One test per kind and language (one test for all of them ran past the time limit on a busy machine), in one tab a
  // language: each quiz opened from its link in that tab, as a student follows one teacher's link after another (a
  // fresh tab a quiz cost a page load, about a second of the machine's CPU, 28 times; the fresh tab's first load is
  // the malformed-link test's and the keyboard tests').
  for (const lang of ['en', 'ja'] as const) {
    describe(`every kind of question (${lang})`, () => {
      let tab: { page: Page; errors: string[] } | undefined;
      afterAll(() => tab?.page.close());
      for (const kind of KINDS) {
        it(`${kind} (${lang}): a wrong answer, its correction and "show me", looked at`, async () => {
          const opened = tab !== undefined;
          if (!tab) {
            const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
            tab = { page, errors: watchErrors(page) };
          }
          const { page, errors } = tab;
          const spec: QuizSpec = { kinds: [kind], level: 'easy', count: 1, seed: 5 };
          const [ex] = generateSet(spec);
          // The language is saved once, before the tab's first load; later links only change the address.
          await openQuiz(page, spec, opened ? undefined : lang);
          await page.locator(`.ex-question[data-kind="${kind}"]`).waitFor();
          // A new quiz starts unanswered and unscored: nothing of the last link's quiz is left.
          expect(await page.getByTestId('ex-feedback').textContent()).toBe('');
          expect(await page.getByTestId('ex-score').textContent()).toMatch(lang === 'en' ? /Score 0 \/ 0/ : /得点 0 \/ 0/);
          await answer(page, ex, true);
          await check(page);
          await expect.poll(() => page.getByTestId('ex-feedback').textContent()).toMatch(/✗/);
          expect(await page.getByTestId('ex-score').textContent()).toMatch(lang === 'en' ? /Score 0 \/ 1/ : /得点 0 \/ 1/);
          const showMe = page.locator('.ex-actions button').nth(1);
          for (let s = 0; s < Math.min(3, ex.steps.length); s++) await showMe.click();
          await shot(page, { path: `test-results/e2e-ex-${kind}-${lang}.png`, fullPage: true });
          expect(await axe(page), `${kind} ${lang}`).toEqual([]);
          expect(errors.splice(0), `${kind} ${lang}`).toEqual([]);
        });
      }
    });
  }

  for (const lang of ['en', 'ja'] as const) {
    it(`stated rules, partial credit and full-width numbers (${lang}): the ≥-rule quiz names a strict-rule cut as the mistake; the options switch to the strict rule and the link carries it`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = watchErrors(page);
      // A set whose first tree cuts differently under the two tie rules.
      let seed = 0;
      while (!generateSet({ kinds: ['alpha-beta'], level: 'medium', count: 1, seed })[0].traps.length) seed++;
      const spec: QuizSpec = { kinds: ['alpha-beta'], level: 'medium', count: 1, seed };
      const [ex] = generateSet(spec);
      await openQuiz(page, spec, lang);
      expect(await page.getByTestId('ex-rules').textContent()).toContain(lang === 'en' ? 'Cut when v ≥ β (or v ≤ α), equality included.' : 'v ≥ β (または v ≤ α) で枝刈り (等しいときも刈る)。');
      // The strict rule's cuts, by keyboard; the windows typed with full-width digits and signs.
      for (const o of ex.traps[0].answer as string[]) {
        await tabTo(page, `[data-edge="${o}"]`);
        await page.keyboard.press('Space');
      }
      const full = (v: number) => (v === Infinity ? 'ｉｎｆ' : v === -Infinity ? '－ｉｎｆ' : String(v).replace('-', '－').replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))));
      for (const b of ex.blanks) {
        if (b.type !== 'value') continue;
        await tabTo(page, `[data-blank="${b.id}"]`);
        await page.keyboard.type(full(b.answer));
      }
      expect(await page.locator('.ex-problems').count()).toBe(0);
      await check(page);
      const n = ex.blanks.length;
      await expect.poll(() => page.getByTestId('ex-feedback').textContent()).toContain(lang === 'en' ? `${n - 1} of ${n} right. Wrong: the cut edges.` : `${n} 個中 ${n - 1} 個が正解です。違っている答え: 枝刈りされる枝。`);
      expect(await page.getByTestId('ex-mistake').textContent()).toContain(lang === 'en' ? 'You cut only on strict inequality here' : '不等号が厳密なときだけ刈っています');
      expect(await page.getByTestId('ex-credit-total').textContent()).toBe(lang === 'en' ? `Blanks right ${n - 1} / ${n}` : `正解した空欄 ${n - 1} / ${n}`);
      await shot(page, { path: `test-results/e2e-ex-rules-${lang}.png`, fullPage: true });
      expect(await axe(page), lang).toEqual([]);
      await page.locator('.ex-rules-options select').first().selectOption('gt');
      await expect.poll(() => page.url()).toMatch(/&cut=gt&v=3$/);
      expect(await page.getByTestId('ex-rules').textContent()).toContain(lang === 'en' ? 'Cut only when v > β (or v < α), never on equality.' : 'v > β (または v < α) のときだけ枝刈り');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('a non-number where a value is asked gets a clear message that goes when fixed', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const spec: QuizSpec = { kinds: ['minimax'], level: 'easy', count: 1, seed: 8 };
    const [ex] = generateSet(spec);
    await openQuiz(page, spec);
    const first = page.locator(`[data-blank="${ex.blanks[0].id}"]`);
    await first.fill('abc');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/“\u2068abc\u2069” .* is not a number: type one of -1, 0, 1\./);
    await first.fill('7');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/\u20687\u2069 .* cannot be the answer here/);
    await first.fill('1');
    await expect.poll(() => page.locator('.ex-problems').count()).toBe(0);
    await page.close();
  });

  it('a malformed quiz link gets a clear message and a fresh valid set; "New set" draws another seed', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await openQuiz(page, 'kinds=minimax,bogus&level=hard&count=x9&seed=12ab');
    const text = (await page.getByTestId('ex-link-problems').textContent()) ?? '';
    expect(text).toMatch(/kinds “\u2068minimax,bogus\u2069”/);
    expect(text).toMatch(/count “\u2068x9\u2069”/);
    expect(text).toMatch(/seed “\u206812ab\u2069”/);
    expect(text).toMatch(/fresh, valid set/);
    expect(await page.locator('.ex-nav-item').count()).toBe(5);
    // Every kind (the registry's order) when the kinds cannot be read.
    expect(page.url()).toMatch(new RegExp(`#/quiz\\?kinds=${KINDS.join(',')}&level=hard&count=5&seed=\\d+$`));
    await shot(page, { path: 'test-results/e2e-ex-bad-link.png' });
    const before = page.url();
    await page.getByRole('button', { name: 'New set' }).click();
    await expect.poll(() => page.url()).not.toBe(before);
    // the link in the address reproduces the set after a reload
    const link = page.url();
    const firstBoard = await page.locator('.ex-question').getAttribute('data-kind');
    await page.reload();
    await page.waitForSelector('.ex-question');
    expect(page.url()).toBe(link);
    expect(await page.locator('.ex-question').getAttribute('data-kind')).toBe(firstBoard);
    expect(await page.getByTestId('ex-link-problems').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('prints a worksheet and a separate answer key (PDF), and opens a position in the lab', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    const spec: QuizSpec = { kinds: [...KINDS], level: 'easy', count: 6, seed: 2026 };
    await openQuiz(page, spec);
    for (const [button, file] of [['Worksheet', 'worksheet'], ['Answer key', 'answer-key']] as const) {
      await page.getByRole('button', { name: button }).click();
      await page.waitForSelector('[data-testid="ex-sheet"]');
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      writeFileSync(`test-results/e2e-ex-${file}.pdf`, pdf);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await page.getByRole('button', { name: 'Back to the exercises' }).click();
    }
    // question 3 is minimax by hand: its link opens the search lab on the same position
    const set = generateSet(spec);
    await page.locator('.ex-nav-item').nth(2).click();
    await page.getByRole('button', { name: 'Open in the search lab' }).click();
    await page.waitForSelector('[role="tab"][aria-selected="true"]:text("Search lab")');
    expect(page.url()).toMatch(new RegExp(`#/${set[2].moves?.join('')}\\?tab=lab$`));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fits a phone (390x844) in both languages: no sideways scrolling of the page (the tree scrolls in its box)', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const errors = watchErrors(page);
    for (const [kind, lang] of [['best-moves', 'ja'], ['alpha-beta', 'ja'], ['minimax', 'en'], ['which-case', 'en']] as [Kind, 'en' | 'ja'][]) {
      await openQuiz(page, { kinds: [kind], level: 'medium', count: 3, seed: 4 }, lang);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${kind} ${lang}`).toBeLessThanOrEqual(0);
      await page.locator('.ex-question').scrollIntoViewIfNeeded();
      await shot(page, { path: `test-results/e2e-ex-phone-${kind}-${lang}.png`, fullPage: false });
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  // A tree a teacher types in the options; a student answers its alpha-beta (α, β, values, cuts) with the mouse, then with the keyboard alone.
  for (const lang of ['en', 'ja'] as const) {
    it(`a teacher's numeric tree (${lang}): typed in the options, carried by the link, answered by mouse and by keyboard alone, handed in and read in the teacher's view`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = watchErrors(page);
      await openQuiz(page, { kinds: ['numeric-alpha-beta'], level: 'easy', count: 2, seed: 3, version: 2 }, lang);
      // Typed as a Japanese keyboard in full-width mode would, in the Japanese run.
      const typed = lang === 'en' ? 'min: [[3,[5,-2]],[2,9],[0,4,1]]' : 'ｍｉｎ：［［３，［５，－２］］，［２，９］，［０，４，１］］';
      const option = page.locator('.ex-tree-text');
      await option.click();
      await page.keyboard.type(typed.slice(0, -1));
      expect(await page.getByTestId('ex-tree-status').textContent()).toBe(lang === 'en' ? 'At character 31: expected “,” or “]”, found the end of the text.' : '30 文字目: 「,」か「]」があるはずのところに文の終わりがあります。');
      await page.keyboard.type(typed.slice(-1));
      expect(await page.getByTestId('ex-tree-status').textContent()).toContain(lang === 'en' ? 'A tree 3 levels deep with 8 leaves, MIN at the root' : '深さ 3 段、葉 8 枚、根は MIN');
      await expect.poll(() => page.url()).toContain(`&tree=min:((3,(5,-2)),(2,9),(0,4,1))&v=${CURRENT_VERSION}`);
      const parsed = parseTree(typed);
      if (!parsed.ok) throw new Error('the typed tree does not read');
      const ex = generateExercise('numeric-alpha-beta', 'easy', 0, DEFAULT_CONVENTIONS, 2, parsed.tree);
      const cuts = ex.blanks.find((b) => b.type === 'set');
      expect(cuts?.answer).toEqual(['22']);
      const right = lang === 'en' ? /Right!/ : /正解!/;

      // Question 1 with the mouse: click each box, type; click the edge to cut; click Check.
      for (const b of ex.blanks) {
        if (b.type === 'set') for (const o of b.answer) await page.locator(`[data-edge="${o}"]`).click();
        else if (b.type === 'value') {
          await page.locator(`[data-blank="${b.id}"]`).click();
          await page.keyboard.type(f(b.answer));
        }
      }
      await page.locator('.ex-actions button.primary').click();
      await expect.poll(() => page.getByTestId('ex-feedback').textContent()).toMatch(right);

      // Question 2 with the keyboard alone: Tab from the Check button to "Next question", then through the tree in page order.
      const tabUntil = async (selector: string) => {
        for (let n = 0; n < 80; n++) {
          await page.keyboard.press('Tab');
          if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
        }
        throw new Error(`Tab never reached ${selector}`);
      };
      await tabUntil('.ex-actions button:last-child');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('h3:focus').textContent()).toContain('2');
      // Inputs come first (the nodes top-down), then the edges' toggles: the answers are typed in that order.
      const order = await page.$$eval('.ex-tree [data-blank]', (els) => els.map((e) => e.getAttribute('data-blank') ?? ''));
      for (const id of order) {
        const b = ex.blanks.find((x) => x.id === id);
        if (!b || b.type !== 'value') continue;
        await tabUntil(`[data-blank="${id}"]`);
        await page.keyboard.type(f(b.answer));
      }
      for (const o of cuts?.type === 'set' ? cuts.answer : []) {
        await tabUntil(`[data-edge="${o}"]`);
        await page.keyboard.press('Space');
        expect(await page.locator(`[data-edge="${o}"]`).getAttribute('aria-pressed')).toBe('true');
      }
      await tabUntil('.ex-actions button.primary');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('ex-feedback').textContent()).toMatch(right);
      expect(await page.getByTestId('ex-score').textContent()).toMatch(/2 \/ 2/);
      // "Show me", node by node: the first steps enter the root and its first child.
      for (let s = 0; s < 4; s++) await page.locator('.ex-actions button').nth(1).click();
      expect(await page.locator('.ex-steps li').count()).toBe(4);
      expect(await axe(page), lang).toEqual([]);
      for (const [w, h] of [
        [1920, 1080],
        [1280, 720],
        [390, 844],
      ]) {
        await page.setViewportSize({ width: w, height: h });
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${w}x${h}`).toBeLessThanOrEqual(0);
        await page.locator('.ex-question h3').scrollIntoViewIfNeeded();
        await page.evaluate(() => document.querySelector('.ex-question h3')?.scrollIntoView({ block: 'start' }));
        await shot(page, { path: `test-results/e2e-ex-numeric-${lang}-${w}x${h}.png`, fullPage: false });
      }
      // Handed in, the result carries the teacher's tree in its quiz link; the teacher's view reads it back, every blank right.
      const hw = lang === 'en' ? { handIn: 'Hand in', teacher: 'Teacher view' } : { handIn: '提出する', teacher: '先生用' };
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.locator('button', { hasText: hw.handIn }).first().click();
      const result = await page.getByTestId('ex-result-text').inputValue();
      expect(result).toMatch(/tree=min:/);
      expect(result).toMatch(/^q1: (\d+)\/\1 /m);
      expect(result).toMatch(/^q2: (\d+)\/\1 /m);
      await page.locator('button', { hasText: hw.teacher }).first().click();
      await page.getByTestId('ex-teacher-paste').fill(result);
      await expect.poll(() => page.locator('[data-testid="ex-teacher-table"] tbody tr').count()).toBe(1);
      expect(await page.locator('[data-testid="ex-teacher-table"] tfoot td').evaluateAll((tds) => tds.slice(0, 2).map((td) => td.textContent))).toEqual(['100 %', '100 %']);
      expect(await page.getByTestId('ex-teacher-problems').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);
  }
});

describe('handing in a result and the teacher view (#25)', () => {
  // Two small questions; the first answered right, the second wrong, by keyboard.
  const spec: QuizSpec = { kinds: ['who-wins', 'which-case'], level: 'medium', count: 2, seed: 77, version: 2, conventions: { cut: 'gt', fail: 'soft', best: 'wdl' } };
  const set = generateSet(spec);
  const WORDS = {
    en: { handIn: 'Hand in', teacher: 'Teacher view', back: 'Back to the quiz', name: 'Your name (optional)', paste: 'Paste results here', notTamper: /not tamper-proof/, q: 'Q1' },
    ja: { handIn: '提出する', teacher: '先生用', back: 'クイズに戻る', name: '名前 (書かなくてもかまいません)', paste: '結果をここに貼り付け', notTamper: /書き換えを防げません/, q: '問1' },
  } as const;

  it.each(['en', 'ja'] as const)('answers a quiz, hands in a result and reads it in the teacher view, by keyboard (%s)', async (lang) => {
    const w = WORDS[lang];
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors = watchErrors(page);
    await openQuiz(page, spec, lang);
    await answer(page, set[0]);
    await check(page);
    await tabTo(page, `button:text("${lang === 'en' ? 'Next question' : '次の問題'}")`);
    await page.keyboard.press('Enter');
    await answer(page, set[1], true);
    // Hand in by keyboard: the panel opens with its heading focused; the name typed goes into the result.
    await tabTo(page, `button:text("${w.handIn}")`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');
    await page.keyboard.type('Aiko 山田');
    const text = await page.getByTestId('ex-result-text').inputValue();
    expect(text).toMatch(/^Minimax Explorer quiz result 1\n# /);
    expect(text).toContain(`#/quiz?${formatQuiz(spec)}\n`);
    expect(text).toContain('name: Aiko 山田\n');
    const n1 = set[1].blanks.length;
    expect(text).toMatch(new RegExp(`^q1: 1/1 `, 'm'));
    expect(text).toMatch(new RegExp(`^q2: 0/${n1} `, 'm'));
    expect(text).toContain(`score: 1/${1 + n1}\n`);
    expect(await axe(page), `hand-in ${lang}`).toEqual([]);
    await shot(page, { path: `test-results/ex-handin-${lang}.png`, fullPage: true });
    // The teacher view: one click away, with its own address (to bookmark).
    await tabTo(page, `button:text("${w.teacher}")`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="ex-teacher"]');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/?tab=exercises&exview=teacher');
    expect(await page.getByTestId('ex-teacher-trust').textContent()).toMatch(w.notTamper);
    // A good result and an edited one (its score raised), and one cut off while copying: precise messages, the good ones kept.
    const edited = text.replace('name: Aiko 山田', 'name: Ben').replace(`score: 1/`, 'score: 2/');
    const cut = text.slice(0, text.indexOf('score:'));
    await tabTo(page, '[data-testid="ex-teacher-paste"]');
    await page.keyboard.insertText(`${text}\n${edited}\n${cut}`);
    await expect.poll(() => page.getByTestId('ex-teacher-problems').textContent()).toContain(lang === 'en' ? 'Result 3, line' : '結果 3、');
    expect(await page.getByTestId('ex-teacher-notices').textContent()).toContain(lang === 'en' ? 'Result 2: the score written is' : '結果 2: 記載された得点は');
    const rows = await page.locator('[data-testid="ex-teacher-table"] tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    expect(rows.map((r) => r.slice(0, 4))).toEqual([
      ['Aiko 山田', '1/1', `0/${n1}`, `1/${1 + n1}`],
      ['Ben', '1/1', `0/${n1}`, `1/${1 + n1}${lang === 'en' ? ` (written 2/${1 + n1})` : ` (記載 2/${1 + n1})`}`],
    ]);
    expect(await page.locator('[data-testid="ex-teacher-table"] thead th').nth(1).textContent()).toContain(w.q);
    expect(await page.locator('[data-testid="ex-teacher-table"] tfoot td').first().textContent()).toBe('100 %');
    expect(await page.getByTestId('ex-teacher-wrong').textContent()).toContain(set[1].blanks[0].id);
    expect(await axe(page), `teacher ${lang}`).toEqual([]);
    for (const [width, height] of [[1920, 1080], [1280, 720], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      await shot(page, { path: `test-results/ex-teacher-${lang}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    // The cut-off result fixed (the paste made whole): its message goes.
    await page.getByTestId('ex-teacher-paste').fill(`${text}\n${edited}`);
    await expect.poll(() => page.getByTestId('ex-teacher-problems').count()).toBe(0);
    // Back to the quiz: its link is the address again, its answers kept.
    await page.getByRole('button', { name: w.back }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#/quiz?${formatQuiz(spec)}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
