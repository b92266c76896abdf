/**
 * A third game through the whole app: Connect 3 (4 columns × 3 rows) is one
 * folder plus one registry line, and the explorer, play, the search lab and
 * the arena work for it in both languages. Its code loads only when it is
 * chosen. And Connect Four (7×6), a searched game with an exact solver: a
 * game to its end against the solver as Red, the person (the test) playing
 * Yellow's best hinted column, every hint exact in words; and beyond the
 * solver's reach, the estimates with "solving… N nodes" until the exact
 * values replace them (in Japanese). And a whole 7×6 game from the empty
 * board against the perfect player (the solver at every move, its opening
 * table first) in both languages: Red, the solver, wins.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, gotoWithSettings, openApp, selectedBoard, shot, useBrowserSuite, watchErrors } from './harness.ts';
import opening from '../../src/games/connect/openingTable.json' with { type: 'json' };

/** Discs up to which the opening table holds every position of the perfect player's strategy as the first player. */
const TABLE_PLIES: number = opening.plies[0];

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
    const name = (await switchButton.getAttribute('aria-label')) ?? (await switchButton.textContent()) ?? '';
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
    await expect.poll(() => selectedBoard(page)).toBe('..../..../.R..');
    expect(await page.evaluate(() => window.location.hash)).toBe('#/connect3/2');
    await square(page, '2a').click(); // column 2 again: Yellow lands on 2b
    await expect.poll(() => selectedBoard(page)).toBe('..../.Y../.R..');
    expect(await page.evaluate(() => window.location.hash)).toBe('#/connect3/22');
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
      // "Step 95 of 95" / "95 ステップ中 95": the two numbers in either order, equal at the end.
      const [a, b] = (t.match(/[\d,]+/g) ?? []).map((s) => Number(s.replace(/\D/g, '')));
      return a > 0 && a === b;
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

/**
 * Connect Four lines of our own (random play, solved by the game's exact solver in Node): RED_WINS, 24 empty
 * squares, Red to move and winning with best play (score 2: with its 20th disc); BEYOND, 28 empty squares (two
 * beyond the solver's automatic reach).
 */
const RED_WINS = '542675125234214575';
const BEYOND = '54313557121457';

/** The legal squares of the play board and those whose hint is exact. */
const hintCounts = (page: Page) =>
  page.evaluate(() => ({
    legal: document.querySelectorAll('.playable-board .board-square.legal').length,
    exact: document.querySelectorAll('.playable-board .board-square.legal.hint-exact').length,
    over: document.querySelector('[data-testid="searched-status"].finished') !== null,
  }));

describe('Connect Four (7×6) against its solver', () => {
  it('the solver as Red wins the game to its end; Yellow’s hints are exact on every column, in words (en)', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await gotoWithSettings(page, suite.url, `#/connect4/${RED_WINS}?cpu=first`, { language: 'en', hintsVsAi: true });
    await page.waitForSelector('.playable-board [role="grid"]', { timeout: 20000 });
    let turns = 0;
    for (;;) {
      // The AI (Red) plays, then Yellow's turn shows an exact value on every legal column; or the game is over.
      await expect.poll(async () => {
        const c = await hintCounts(page);
        return c.over || (c.legal > 0 && c.exact === c.legal);
      }, { timeout: 30_000 }).toBe(true);
      if ((await hintCounts(page)).over) break;
      turns++;
      // Yellow loses whatever it plays: the words count Red's moves to its win; the best column is named.
      const words = (await page.locator('.board-square.legal').first().locator('.visually-hidden').textContent()) ?? '';
      expect(words).toMatch(/loses in \d+ of the opponent’s moves, exact/);
      expect(await page.getByTestId('searched-best').textContent()).toMatch(/^Best: [1-7](, [1-7])*, loses in \d+ of the opponent’s moves$/);
      if (turns === 1) await shot(page, { path: 'test-results/e2e-connect4-hints-en.png' });
      const before = await page.evaluate(() => window.location.hash);
      await page.locator('.board-square.legal.hint-best').first().click();
      await page.waitForFunction((h) => window.location.hash !== h, before);
    }
    expect(turns).toBeGreaterThan(3);
    expect(await page.getByTestId('searched-status').textContent()).toMatch(/Red wins/);
    // The discs beside words are the board's own red and yellow (the move list, the score), not Othello's black and white.
    const fills = await page.locator('.searched-moves-list .disc').evaluateAll((els) => [...new Set(els.map((e) => getComputedStyle(e).backgroundColor))].sort());
    expect(fills).toEqual(['rgb(220, 38, 38)', 'rgb(250, 204, 21)']);
    // Every AI move was the solver's: its last line says so.
    expect(await page.getByTestId('searched-line').textContent()).toMatch(/exact: it saw the end/);
    await shot(page, { path: 'test-results/e2e-connect4-won-en.png' });
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  for (const [lang, words] of [
    ['en', { yellowToMove: 'Yellow to move', redWins: /Game over: Red wins/, said: /^AI \(Red\) played [1-7]: .*\(exact: it saw the end\)$/, table: 'Exact at once: this opening is in the solver’s table', perfect: 'Perfect (solver)' }],
    ['ja', { yellowToMove: '黄の番', redWins: /終局：赤の勝ち/, said: /^AI（赤）は [1-7] に打ちました：.*（読み切り：終局まで読んでいます）$/, table: '即座に正確：この序盤はソルバーの定石表にあります', perfect: '完全（ソルバー）' }],
  ] as const) {
    it(`a whole game from the empty board against the perfect player: Red (the solver) wins; in its opening table every hint is exact at once (${lang})`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: lang === 'ja' ? 'ja-JP' : 'en-US' });
      const errors = watchErrors(page);
      await gotoWithSettings(page, suite.url, '#/connect4/?cpu=first', { language: lang, hintsVsAi: true });
      await page.waitForSelector('.playable-board [role="grid"]', { timeout: 20000 });
      // The AI is the perfect player by default.
      expect(await page.getByRole('button', { name: words.perfect }).getAttribute('aria-pressed')).toBe('true');
      const status = page.getByTestId('searched-status');
      let discs = 0;
      for (;;) {
        await expect.poll(async () => (await hintCounts(page)).over || (await status.textContent()) === words.yellowToMove, { timeout: 90_000 }).toBe(true);
        if ((await hintCounts(page)).over) break;
        discs = (await page.evaluate(() => window.location.hash.replace(/^#\/connect4\/?/, '').split('?')[0])).length;
        // Every AI move is the solver's, exact.
        expect(await page.getByTestId('searched-line').textContent()).toMatch(words.said);
        if (discs < TABLE_PLIES) {
          // Yellow's every column is in the table: exact at once, and it says so; Yellow plays the best of them.
          await expect.poll(async () => {
            const c = await hintCounts(page);
            return c.legal > 0 && c.exact === c.legal;
          }, { timeout: 10_000 }).toBe(true);
          expect(await page.getByTestId('searched-exact-from').textContent()).toBe(words.table);
          if (discs === 3) await shot(page, { path: `test-results/e2e-connect4-opening-${lang}.png` });
        }
        // Beyond the table Yellow plays the leftmost column it may (squares are named column first: "1c"): the solver punishes it.
        const names = await page.locator('.board-square.legal').evaluateAll((els) => els.map((e) => e.getAttribute('data-square') ?? ''));
        const leftmost = names.sort()[0];
        const target = discs < TABLE_PLIES ? page.locator('.board-square.legal.hint-best').first() : square(page, leftmost);
        const before = await page.evaluate(() => window.location.hash);
        await target.click();
        await page.waitForFunction((h) => window.location.hash !== h, before);
      }
      expect(discs).toBeGreaterThan(TABLE_PLIES);
      expect(await status.textContent()).toMatch(words.redWins);
      await shot(page, { path: `test-results/e2e-connect4-whole-game-${lang}.png` });
      expect(errors).toEqual([]);
      await page.close();
    }, 300_000);
  }

  for (const [lang, w] of [
    ['en', { arena: 'AI arena', a: 'First player', b: 'Opponent', games: 'Games per side', openings: 'Random opening moves', seed: 'Seed', start: 'Start match', perfect: 'Perfect (the solver)' }],
    ['ja', { arena: 'AI 対戦場', a: '先の AI', b: '相手の AI', games: '片側の対戦数', openings: 'ランダムな序盤の手数', seed: 'シード', start: '対戦開始', perfect: '完全 AI（ソルバー）' }],
  ] as const) {
    it(`the arena: the perfect player against “win or block”, a game from each side, wins both (seed 7: the command line's match too) (${lang})`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: lang === 'ja' ? 'ja-JP' : 'en-US' });
      const errors = watchErrors(page);
      await gotoWithSettings(page, suite.url, '#/connect4/', { language: lang });
      await page.getByRole('tab', { name: w.arena }).click();
      const first = page.getByRole('combobox', { name: w.a, exact: true });
      await first.selectOption('perfect-shortest');
      expect(await first.locator('option:checked').textContent()).toBe(w.perfect);
      await page.getByRole('combobox', { name: w.b, exact: true }).selectOption('win-block');
      await page.getByRole('textbox', { name: w.games }).fill('1');
      await page.getByRole('textbox', { name: w.openings }).fill('0');
      await page.getByRole('textbox', { name: w.seed }).fill('7');
      await page.getByRole('button', { name: w.start }).click();
      await page.waitForFunction(() => !document.querySelector('.arena-run[aria-busy="true"]') && document.querySelector('.arena-table') !== null, undefined, { timeout: 120_000 });
      // Rows: as Red, as Yellow, total; columns: win, lose, draw, games.
      const counts = await page.locator('.arena-table tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td .arena-count, td.arena-count')].map((c) => Number((c.textContent ?? '').replace(/\D/g, '')))));
      expect(counts).toEqual([
        [1, 0, 0, 1],
        [1, 0, 0, 1],
        [2, 0, 0, 2],
      ]);
      await shot(page, { path: `test-results/e2e-connect4-arena-${lang}.png` });
      expect(errors).toEqual([]);
      await page.close();
    }, 180_000);
  }

  it('off the table, early, the perfect player solves with its count rising and the search’s estimate shown at once; “Play the estimate now” plays it (en)', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    // Red (the AI) to move after 1 2: no table entry, a solve of minutes.
    await gotoWithSettings(page, suite.url, '#/connect4/12?cpu=first', { language: 'en' });
    const estimate = page.getByTestId('searched-estimate');
    await expect.poll(async () => (await estimate.textContent()) ?? '', { timeout: 30_000 }).toMatch(/^Meanwhile its estimate: [1-7], .+ Play the estimate now$/);
    await expect.poll(async () => (await page.getByRole('progressbar', { name: 'The AI is solving the position' }).getAttribute('aria-valuetext')) ?? '', { timeout: 30_000 }).toMatch(/^Solving to the end: [1-9][\d,]* positions? searched so far$/);
    const move = /estimate: ([1-7]),/.exec((await estimate.textContent()) ?? '')?.[1];
    await page.getByRole('button', { name: 'Play the estimate now' }).click();
    await page.waitForFunction((m) => window.location.hash.startsWith(`#/connect4/12${m}`), move);
    expect(await page.getByTestId('searched-line').textContent()).toMatch(new RegExp(`^AI \\(Red\\) played ${move}: .*estimated at depth 4`));
    expect(await page.getByTestId('searched-status').textContent()).toBe('Yellow to move');
    expect(await estimate.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('beyond the solver’s reach the hints are estimates, “solving… N nodes”, then exact values; the lab’s lesson (ja)', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'ja-JP' });
    const errors = watchErrors(page);
    // A first move in a corner, out of the opening table: the exact solve takes minutes, so it is still under way and counting.
    await gotoWithSettings(page, suite.url, '#/connect4/1?cpu=none', { language: 'ja', hintsAnalysis: true });
    await page.waitForSelector('.playable-board [role="grid"]', { timeout: 20000 });
    await expect.poll(async () => page.locator('.board-square.legal.hint-estimate').count(), { timeout: 30_000 }).toBe(7);
    await expect.poll(async () => (await page.getByTestId('searched-solving').textContent()) ?? '', { timeout: 30_000 }).toMatch(/^読み切り中… これまでに [1-9][\d,]* ノードを探索/);
    // A move cancels that solve and starts on the new position; two beyond the reach, its exact values come.
    await page.evaluate((line) => {
      window.location.hash = `#/connect4/${line}?cpu=none`;
    }, BEYOND);
    await expect.poll(async () => {
      const c = await hintCounts(page);
      return c.legal > 0 && c.exact === c.legal;
    }, { timeout: 60_000 }).toBe(true);
    expect(await page.getByTestId('searched-solving').count()).toBe(0);
    expect(await page.getByTestId('searched-best').textContent()).toMatch(/^最善手: [1-7](, [1-7])*（(あなたがあと \d+ 手で勝ち|引き分け|相手があと \d+ 手で勝ち（あなたの負け）)）$/);
    await shot(page, { path: 'test-results/e2e-connect4-solved-ja.png' });
    // The lab's lesson (its chunk's panel): why Connect Four is solved by search, two log-scale charts at the page's text
    // size (in presentation mode too), a table for a screen reader.
    await page.evaluate(() => {
      window.location.hash = '#/connect4?tab=lab';
    });
    const lesson = page.getByTestId('search-lesson');
    await lesson.locator('summary').click();
    // In presentation mode (larger text) the charts' text grows with the page's.
    await page.locator('.present-toggle').click();
    await page.waitForFunction(() => parseFloat(getComputedStyle(document.documentElement).fontSize) > 16);
    expect(await lesson.locator('summary').textContent()).toMatch(/^四目並べ.*が探索で解ける理由$/);
    const charts = await page.evaluate(() =>
      ['lesson-boards', 'lesson-steps'].map((id) => {
        const fig = document.querySelector(`[data-testid="${id}"]`) as HTMLElement;
        const svg = fig.querySelector('svg') as SVGSVGElement;
        const textPx = (svg.getBoundingClientRect().width / svg.viewBox.baseVal.width) * 16;
        return { bars: svg.querySelectorAll('rect').length, rows: fig.querySelectorAll('table tr').length, textPx, rootPx: parseFloat(getComputedStyle(document.documentElement).fontSize) };
      }),
    );
    expect(charts.map((c) => [c.bars, c.rows])).toEqual([[4, 4], [5, 5]]);
    for (const c of charts) expect(c.textPx).toBeGreaterThanOrEqual(c.rootPx - 0.01);
    expect(await lesson.locator('.lesson-opening-win').textContent()).toBe('4勝ち');
    await shot(page, { path: 'test-results/e2e-connect4-lesson-ja.png' });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});

/**
 * The small boards solved whole (Connect Four on 4×4 and 5×4, position-solved games): the first hint builds the table of
 * every position in the worker (its count of positions shown meanwhile: the play slice's test), then every column's
 * value is exact; a click plays the best column, the address holds the line, and the next hints are look-ups. 4×4 in
 * both languages; 5×4 (3,945,711 positions, about half a minute in a loaded machine's Chromium) is measured by
 * scripts/solvedPositions.ts instead.
 */
describe('Connect Four on 4×4, solved whole', () => {
  for (const [lang, best] of [
    ['en', /^Best: [1-4](, [1-4])*, draw$/],
    ['ja', /^最善手: [1-4](, [1-4])*（引き分け）$/],
  ] as const) {
    it(`the table, every column exact, a click on the best one moves and the address follows (${lang})`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: lang === 'ja' ? 'ja-JP' : 'en-US' });
      const errors = watchErrors(page);
      await gotoWithSettings(page, suite.url, '#/connect4-4x4/?cpu=none', { language: lang, hintsAnalysis: true });
      await page.waitForSelector('.playable-board [role="grid"]', { timeout: 20000 });
      const allExact = async () => {
        const c = await hintCounts(page);
        return c.legal === 4 && c.exact === 4;
      };
      await expect.poll(allExact, { timeout: 60_000 }).toBe(true);
      // The empty board is a draw with best play; the best columns say so.
      expect(await page.getByTestId('searched-best').textContent()).toMatch(best);
      await shot(page, { path: `test-results/e2e-connect4-4x4-${lang}.png` });
      const before = await page.evaluate(() => window.location.hash);
      const move = await page.locator('.board-square.legal.hint-best').first().getAttribute('data-square');
      await page.locator('.board-square.legal.hint-best').first().click();
      await page.waitForFunction((h) => window.location.hash !== h, before);
      expect(await page.evaluate(() => window.location.hash)).toMatch(new RegExp(`^#/connect4-4x4/${move?.[0]}(\\?|$)`));
      await expect.poll(allExact, { timeout: 30_000 }).toBe(true);
      expect(await page.getByTestId('searched-solving').count()).toBe(0);
      // The header shows Connect Four once, naming the size shown; the board sizes open the family's other games.
      const sw = page.getByRole('group', { name: lang === 'en' ? 'Game' : 'ゲーム' });
      expect(await sw.getByRole('button').count()).toBe(4);
      expect(await sw.getByRole('button', { pressed: true }).getAttribute('aria-label')).toMatch(/4×4/);
      const sizes = page.getByRole('group', { name: lang === 'en' ? 'Board' : '盤の大きさ' });
      expect(await sizes.getByRole('button').allTextContents()).toEqual(['7×6', '5×4', '4×4']);
      expect(await sizes.getByRole('button', { name: '4×4' }).getAttribute('aria-pressed')).toBe('true');
      await sizes.getByRole('button', { name: '7×6' }).click();
      await page.waitForFunction(() => window.location.hash.startsWith('#/connect4/'));
      await expect.poll(async () => sw.getByRole('button', { pressed: true }).getAttribute('aria-label')).toMatch(/7×6/);
      expect(await axe(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);
  }
});
