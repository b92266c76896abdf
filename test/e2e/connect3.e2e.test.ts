/**
 * A third game through the whole app: Connect 3 (4 columns × 3 rows) is one
 * folder plus one registry line, and the explorer, play, the search lab and
 * the arena work for it in both languages. Its code loads only when it is
 * chosen.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, openApp, selectedBoard, shot, useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

const WORDS = {
  en: { game: 'Connect 3 (4×3)', toMove: 'Red to move · Red wins with best play', lab: 'Search lab', focus: 'Position in focus: R:2 Y:2', arena: 'AI arena', toEnd: 'Jump to the end', games: 'Games per side', seed: 'Seed', start: 'Start match', asFirst: 'as Red (first)', asSecond: 'as Yellow (second)' },
  ja: { game: 'コネクト3（4×3）', toMove: '赤の手番 · 最善を尽くすと赤の勝ち', lab: '探索ラボ', focus: '選んでいる局面: R:2 Y:2', arena: 'AI 対戦場', toEnd: '最後まで進む', games: '片側の対戦数', seed: 'シード', start: '対戦開始', asFirst: '先手 赤', asSecond: '後手 黄' },
} as const;

/** The square buttons of the play board, by their square names ("2a" is column 2's bottom square). */
const square = (page: Page, name: string) => page.locator(`.playable-board .board-square[data-square="${name}"]`);

/** The scripts the page has asked for so far. */
function scriptsAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.url().endsWith('.js')) asked.push(r.url());
  });
  return asked;
}

describe.each(['en', 'ja'] as const)('Connect 3 through the whole app (%s)', (lang) => {
  const w = WORDS[lang];

  it('loads its code when chosen, then explores, plays, searches and runs a match', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: lang === 'ja' ? 'ja-JP' : 'en-US' });
    const errors = watchErrors(page);
    const asked = scriptsAskedFor(page);
    await openApp(page, suite.url, '#/');
    const before = asked.length;
    const switchButton = page.locator('.game-switch button').nth(2);
    const name = (await switchButton.textContent()) ?? '';
    expect(name).toBe(w.game);
    await switchButton.click();
    await page.waitForFunction(() => window.location.hash.startsWith('#/connect3'));
    await page.waitForSelector('[data-ready="true"]');
    // Its code came on demand: the page asked for scripts it had not needed before.
    expect(asked.length).toBeGreaterThan(before);

    // The explorer and the board: the empty 4×3 board, Red to move and winning.
    await page.locator('[role="treeitem"][aria-selected="true"]').first().waitFor();
    expect(await selectedBoard(page)).toBe('..../..../....');
    const status = page.getByTestId('play-status');
    expect(await status.textContent()).toBe(w.toMove);
    expect(await page.locator('.playable-board .board-square').count()).toBe(12);
    // Hints stand on the squares the moves land on: the bottom row.
    expect(await page.locator('.playable-board .hint-value').count()).toBe(4);
    for (const c of [1, 2, 3, 4]) expect(await square(page, `${c}a`).locator('.hint-value').count()).toBe(1);
    // Read back: each best-move dot (with its white ring) clear of its square's value text; the status line's
    // last line not a lone word (at least 40 % of its widest line).
    const drawn = await page.evaluate(() => {
      const textBox = (el: Element) => {
        const r = document.createRange();
        r.selectNodeContents(el);
        return [...r.getClientRects()];
      };
      const dots = [...document.querySelectorAll('.playable-board .best-dot')].map((d) => {
        const b = d.getBoundingClientRect();
        const t = textBox(d.parentElement!.querySelector('.hint-value')!)[0];
        const apart = b.right + 2 <= t.left || t.right <= b.left - 2 || b.bottom + 2 <= t.top || t.bottom <= b.top - 2;
        return { apart, dot: [b.left, b.top, b.right, b.bottom].map(Math.round), text: [t.left, t.top, t.right, t.bottom].map(Math.round) };
      });
      const widths = new Map<number, number>();
      for (const q of textBox(document.querySelector('[data-testid="play-status"]')!)) widths.set(Math.round(q.top), (widths.get(Math.round(q.top)) ?? 0) + q.width);
      return { dots, lines: [...widths.values()] };
    });
    expect(drawn.dots.length).toBeGreaterThan(0);
    for (const d of drawn.dots) expect(d.apart, `best-move dot ${d.dot} clear of the value ${d.text}`).toBe(true);
    console.log(`Connect 3 status line (${lang}): lines ${drawn.lines.map(Math.round).join(', ')} px wide`);
    expect(drawn.lines[drawn.lines.length - 1], 'the status line’s last line').toBeGreaterThanOrEqual(0.4 * Math.max(...drawn.lines));

    // A click anywhere in a column drops a disc to its bottom; the tree and the address follow.
    await square(page, '2c').click();
    await page.waitForFunction(() => window.location.hash === '#/connect3/2');
    expect(await selectedBoard(page)).toBe('..../..../.R..');
    await square(page, '2a').click(); // column 2 again: Yellow lands on 2b
    await page.waitForFunction(() => window.location.hash === '#/connect3/22');
    expect(await selectedBoard(page)).toBe('..../.Y../.R..');
    expect(await square(page, '2b').getAttribute('class')).toMatch(/mark-Y/);
    expect(await square(page, '2b').getAttribute('class')).toMatch(/last/);
    const violations = await axe(page);
    expect(violations.map((v) => v.id)).toEqual([]);
    await shot(page, { path: `test-results/e2e-connect3-play-${lang}.png` });

    // The search lab on this position: to the end, every node has its value.
    await page.getByRole('tab', { name: w.lab }).click();
    // The lab writes the line as the game does: columns 1 to 4.
    await page.getByText(w.focus, { exact: true }).waitFor();
    await page.getByRole('button', { name: w.toEnd }).click();
    await page.waitForFunction(() => {
      const t = document.querySelector('.lab-step-count')?.textContent ?? '';
      const [done, total] = t.split('/').map((s) => Number(s.replace(/\D/g, '')));
      return total > 0 && done === total;
    });
    expect(await page.locator('.lab-node').count()).toBeGreaterThan(1);
    await shot(page, { path: `test-results/e2e-connect3-lab-${lang}.png` });

    // The arena: Red wins with best play, so the perfect player never loses as Red (as Yellow a lucky random Red may win).
    await page.getByRole('tab', { name: w.arena }).click();
    await page.getByRole('textbox', { name: w.games }).fill('200');
    await page.getByRole('textbox', { name: w.seed }).fill('7');
    await page.getByRole('button', { name: w.start }).click();
    const table = page.locator('.arena-table');
    await page.waitForFunction(() => !document.querySelector('.arena-run[aria-busy="true"]') && document.querySelector('.arena-table') !== null, undefined, { timeout: 30000 });
    const heads = await table.getByRole('rowheader').allTextContents();
    expect(heads.slice(0, 2)).toEqual([w.asFirst, w.asSecond]);
    // Columns: win, lose, draw, games; rows: as Red, as Yellow, total.
    const counts = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td .arena-count, td.arena-count')].map((c) => Number((c.textContent ?? '').replace(/\D/g, '')))));
    expect(counts.length).toBe(3);
    for (const [win, lose, draw, games] of counts) expect(win + lose + draw).toBe(games);
    expect(counts[0][1]).toBe(0);
    expect(counts[0][0]).toBe(200); // and wins every game as Red
    expect(counts[2][3]).toBe(400);
    await shot(page, { path: `test-results/e2e-connect3-arena-${lang}.png` });
    expect(errors).toEqual([]);
    await page.close();
  });
});
