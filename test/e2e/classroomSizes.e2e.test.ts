/**
 * Sizes a class can read (issue 22, item 3), measured in Chromium in English
 * and Japanese: at 1920×1080 the explorer's value labels of the focus and two
 * levels below are at least 16 CSS px and no deeper board is a bare dot; in
 * presentation mode the tree takes at least 70 % of the screen with labels of
 * at least 24 px and the chrome folds into a small overlay; at 1280×720 the
 * legend is on the first screen; on a 390×844 phone the tree's first row is
 * reached within one screen of scrolling, labels are at least 11 px and the
 * caption covers no board. At 1200 px and wider a searched game's search tree
 * (its key, the values' unit, its children's buttons) and the search lab's
 * side panels have no words under 16 px (1 rem); a phone keeps its sizes.
 * Every figure is read back from the page: the
 * painter's own count of what it wrote (sizes, boards left unlabelled), the
 * boards' rectangles from the layout mapped through the canvas's transform
 * (no overlap, inside the canvas, each edge joining its own parent and
 * child), and the DOM boxes of the chrome. Screenshots in test-results/.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatQuiz } from '../../src/exercises/quizLink.ts';
import { KINDS } from '../../src/exercises/types.ts';
import { detailFor, DOT_FILL } from '../../src/view/shapes.ts';
import { PROJECTOR_BACKGROUND, PROJECTOR_DOT, VALUE_BACKGROUND, valueClass } from '../../src/view/colors.ts';
import { overlappingPairs, outside, type Box } from '../helpers/geometry.ts';
import { ticTacToeView } from '../../src/games/tictactoe/index.ts';
import { nodeByMoves } from '../../src/tree/query.ts';
import { boardOnPage, boxesOnPage, canvasPixel, canvasState, edgeProblems, homeOf, labelPx, layoutFor, paintStats, source, tree, waitForTransform } from './explorerGeometry.ts';
import { shot, useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

interface Screen {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly present: boolean;
  /** Smallest value text (CSS px) on the focus and the two levels below it; no label anywhere is smaller. */
  readonly label: number;
  readonly phone: boolean;
}

const SCREENS: readonly Screen[] = [
  { name: '1920x1080', width: 1920, height: 1080, present: false, label: 16, phone: false },
  { name: '1920x1080 presentation', width: 1920, height: 1080, present: true, label: 24, phone: false },
  { name: '1280x720', width: 1280, height: 720, present: false, label: 12.5, phone: false },
  { name: '390x844', width: 390, height: 844, present: false, label: 11, phone: true },
];
const LANGS = ['en', 'ja'] as const;
/** What the sizes test shows on each screen, in this order. */
const VIEWS: readonly { moves: number[]; depth: number }[] = [
  { moves: [], depth: 3 },
  { moves: [], depth: 2 },
  { moves: [], depth: 1 },
  { moves: [4, 0, 8], depth: 2 },
];
type Lang = (typeof LANGS)[number];
/** What the chrome check says of each kind of screen. */
const CHROME = {
  present: 'the tree ≥ 70 % of the screen under a small overlay, the legend on it',
  phone: "the tree's first row within one screen of scrolling",
  screen: 'the legend on the first screen',
} as const;

async function open(screen: Screen, lang: Lang, hash: string): Promise<{ page: Page; errors: string[] }> {
  const page = await suite.browser.newPage({
    viewport: { width: screen.width, height: screen.height },
    locale: lang === 'ja' ? 'ja-JP' : 'en-US',
    ...(screen.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const errors = watchErrors(page);
  await page.addInitScript((l) => localStorage.setItem('minimax-explorer/settings/v1', JSON.stringify({ language: l })), lang);
  await page.goto(`${suite.url}${screen.present ? '?present' : ''}${hash}`);
  await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
  return { page, errors };
}

/** The DOM box of the first element matching `selector` in page coordinates (scroll included), or null. */
async function boxOf(page: Page, selector: string): Promise<Box | null> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return null;
    return { id: sel, x: r.left + scrollX, y: r.top + scrollY, w: r.width, h: r.height };
  }, selector);
}

/**
 * Waits until the page's chrome has settled: presentation mode's type size applied (it arrives after
 * the first frame), the canvas at its stage's size, and still so two frames later.
 */
async function settled(page: Page, present: boolean): Promise<void> {
  const same = () =>
    page.waitForFunction((p) => {
      const c = document.querySelector<HTMLCanvasElement>('canvas.tree-canvas');
      const wrap = c?.parentElement?.getBoundingClientRect();
      return !!c && !!wrap && document.documentElement.classList.contains('present') === p && c.style.width === `${Math.round(wrap.width)}px` && c.style.height === `${Math.round(wrap.height)}px`;
    }, present);
  await same();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await same();
}

/**
 * Waits until the canvas shows `items` boards (their count does not depend on the screen) and has
 * come to rest: the same transform over three frames in a row (a glide changes it every frame).
 */
async function drawnAtRest(page: Page, items: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelector<HTMLCanvasElement>('canvas.tree-canvas')?.dataset.items === String(n), items);
  await page.evaluate(async () => {
    const c = document.querySelector<HTMLCanvasElement>('canvas.tree-canvas') as HTMLCanvasElement;
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (let same = 0, last = ''; same < 3; ) {
      await frame();
      const now = c.dataset.transform ?? '';
      same = now === last ? same + 1 : 0;
      last = now;
    }
  });
}

/** The colour a board shows at its margin: its value's background, or the mid tone on a tile. */
function fillOf(node: number, sizePx: number, present: boolean): number[] {
  const c = valueClass(tree.score.wdl[node]);
  const hex = detailFor(sizePx) === 'tile' ? (present ? PROJECTOR_DOT : DOT_FILL)[c] : (present ? PROJECTOR_BACKGROUND : VALUE_BACKGROUND)[c];
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

/**
 * The chrome around the explorer's first view (the page just opened at #/): presentation mode gives the tree
 * >= 70 % of the screen under a small overlay with the legend on it; other screens have the legend on the first
 * screen; on a phone the tree's first row is within one screen of scrolling.
 */
async function checkChrome(page: Page, screen: Screen, lang: Lang): Promise<void> {
  await settled(page, screen.present);
  const box = (await canvasState(page)).box;
  const area = ((box.x1 - box.x0) * (box.y1 - box.y0)) / (screen.width * screen.height);
  const legend = await boxOf(page, '.explorer .legend');
  if (!legend) throw new Error('no legend');
  const what = `${screen.name} ${lang}`;
  await shot(page, { path: `test-results/sizes-chrome-${screen.name.replace(' ', '-')}-${lang}.png`, fullPage: screen.phone });
  if (screen.present) expect(area, `${what}: the tree's share of the screen`).toBeGreaterThanOrEqual(0.7);
  if (!screen.phone) {
    expect(legend.y + legend.h, `${what}: legend bottom`).toBeLessThanOrEqual(screen.height);
    expect(legend.y, `${what}: legend under the canvas`).toBeGreaterThanOrEqual(box.y1 - 0.5);
    // The colour key is what the class reads: the page's 1 rem on a projector (a laptop keeps its smaller key, for the tree's sake).
    if (screen.width >= 1600) expect(await textsUnder(page, '.explorer .legend', 16), `${what}: the key's words`).toEqual([]);
  }
  if (screen.present) {
    // The overlay: exit, language, the tabs and Back on screen; the header no taller than a row; the play panel gone.
    const header = await boxOf(page, '.app-header');
    expect(header && header.h, `${what}: overlay height`).toBeLessThanOrEqual(60);
    for (const name of [lang === 'en' ? 'Present' : '発表', 'English', '日本語', lang === 'en' ? 'Back' : '戻る']) {
      const b = await page.getByRole('button', { name, exact: name !== 'Back' && name !== '戻る' }).first().boundingBox();
      expect(b && b.y >= 0 && b.y + b.height <= screen.height && b.x >= 0 && b.x + b.width <= screen.width, `${what}: ${name} on screen`).toBe(true);
    }
    expect(await page.getByRole('tab').first().isVisible()).toBe(true);
    expect(await page.locator('.play-panel').isVisible(), `${what}: play panel hidden`).toBe(false);
  }
  if (screen.phone) {
    const layout = layoutFor([], 2, box, screen.present);
    const s = await waitForTransform(page, 0, () => homeOf(layout, box));
    // Scrolled by one screen, the focus and its first row of children are wholly on it.
    const rowBottom = Math.max(boardOnPage(layout, layout.focusItem, s).y1, boardOnPage(layout, layout.items[layout.focusItem].childItems[0], s).y1);
    expect(rowBottom, `${what}: first row's bottom on the page`).toBeLessThanOrEqual(2 * screen.height);
  }
}

/** Every visible element under `selector` with words of its own, as "tag.class size px "words"", whose type is under `px` CSS px. */
async function textsUnder(page: Page, selector: string, px: number): Promise<string[] | null> {
  return page.evaluate(
    ([sel, min]) => {
      const root = document.querySelector(sel);
      if (!root) return null;
      const small: string[] = [];
      const walk = (el: Element) => {
        const cs = getComputedStyle(el);
        if (cs.display === 'none' || cs.visibility === 'hidden') return;
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
        if (own && el.getBoundingClientRect().width > 0 && parseFloat(cs.fontSize) < min) small.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${cs.fontSize} "${(el.textContent ?? '').trim().slice(0, 24)}"`);
        for (const c of el.children) walk(c);
      };
      walk(root);
      return small;
    },
    [selector, px] as const,
  );
}

describe('sizes a class can read', () => {
  for (const lang of LANGS) {
    it(`a searched game's tree, the column beside its board and the lab's side panels (${lang}): every word ≥ 16 px at 1920x1080 and 1280x720; a phone keeps its sizes`, async () => {
      const { page, errors } = await open(SCREENS[0], lang, '#/othello/f5d6c3d3c4f4?depth=2&hints=1');
      await page.getByRole('button', { name: lang === 'en' ? /Show the search tree/ : /探索木を表示/ }).click();
      await page.locator('.search-tree-children .button').first().waitFor({ timeout: 30000 });
      for (const [w, h] of [[1920, 1080], [1280, 720]]) {
        await page.setViewportSize({ width: w, height: h });
        // What the class reads (the teacher's controls above the tree keep the app's button size).
        for (const part of ['.search-tree .legend', '[data-testid="search-value-legend"]', '.search-tree-where', '.search-tree-children']) {
          expect(await textsUnder(page, part, 16), `${part} at ${w}x${h}`).toEqual([]);
        }
        // The column beside the board: status, hints, the move list, the evaluation graph (its axis labels are drawn text) and the review.
        expect(await textsUnder(page, '.searched-side', 16), `the column beside the board at ${w}x${h}`).toEqual([]);
        await page.locator('.eval-graph-label').first().waitFor({ timeout: 30000 });
        const axis = await page.locator('.eval-graph-label').evaluateAll((els) => Math.min(...els.map((e) => parseFloat(e.getAttribute('font-size') ?? '0'))));
        expect(axis, `the graph's axis labels at ${w}x${h}`).toBeGreaterThanOrEqual(16);
      }
      await page.getByRole('tab').nth(1).click();
      await page.locator('.estimate-lab .lab-side').waitFor({ timeout: 30000 });
      for (const [w, h] of [[1920, 1080], [1280, 720]]) {
        await page.setViewportSize({ width: w, height: h });
        expect(await textsUnder(page, '.lab-side', 16), `the lab's side panels at ${w}x${h}`).toEqual([]);
        expect(await textsUnder(page, '.lab-whole-tree', 16), `the lesson "where the whole tree returns" at ${w}x${h}`).toEqual([]);
      }
      // A phone keeps its smaller sizes (its side panels sit under the tree).
      await page.setViewportSize({ width: 390, height: 844 });
      expect((await textsUnder(page, '.lab-side', 16))?.length ?? 0, 'the phone keeps its sizes').toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`Connect Four's explorer (${lang}): the position in words and its moves ≥ 16 px at 1920x1080 and 1280x720, the colour key at 1920x1080`, async () => {
      const { page, errors } = await open(SCREENS[0], lang, '#/connect4-4x4/23?tab=explore&cpu=none');
      await page.locator('.solved-child.best').first().waitFor({ timeout: 30000 });
      for (const [w, h] of [[1920, 1080], [1280, 720]]) {
        await page.setViewportSize({ width: w, height: h });
        for (const part of [...(w >= 1600 ? ['.solved-tree-panel .legend'] : []), '[data-testid="solved-where"]', '.solved-children']) expect(await textsUnder(page, part, 16), `${part} at ${w}x${h}`).toEqual([]);
      }
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`the full-tree lab's side panels, its step counter and the node-count table below its tree (${lang}): every word ≥ 16 px at 1920x1080 and 1280x720`, async () => {
      const { page, errors } = await open(SCREENS[0], lang, '#/?tab=lab&alg=alphabeta&lorder=centre');
      await page.locator('.lab-compare .lab-row-current').waitFor({ timeout: 30000 });
      for (const [w, h] of [[1920, 1080], [1280, 720]]) {
        await page.setViewportSize({ width: w, height: h });
        for (const part of ['.lab-side', '.lab-compare', '.lab-step-count']) expect(await textsUnder(page, part, 16), `${part} at ${w}x${h}`).toEqual([]);
      }
      expect(errors).toEqual([]);
      await page.close();
    });

    for (const screen of SCREENS) {
      it(`${screen.name} (${lang}): ${CHROME[screen.present ? 'present' : screen.phone ? 'phone' : 'screen']}; labels of the focus and two levels ≥ ${screen.label} px and none smaller, boards apart and joined to their own parents, at 1-3 levels and below o:4 x:0 o:8`, async () => {
        const { page, errors } = await open(screen, lang, '#/');
        await page.waitForSelector('canvas.tree-canvas[data-transform]');
        // The chrome first, on the page as it opened (one page load serves both checks).
        await checkChrome(page, screen, lang);
        // The root at three depths, then a position with ancestors (their labels meet the floor too).
        for (const { moves, depth } of VIEWS) {
          if (moves.length) await page.evaluate((h) => (location.hash = h), `#/${moves.join('')}`);
          await page.locator('.explorer .toolbar select').first().selectOption(String(depth));
          const box = (await canvasState(page)).box;
          const layout = layoutFor(moves, depth, box, screen.present);
          const focus = nodeByMoves(tree, moves);
          const what = `${screen.name} ${lang} #/${moves.join('')} depth ${depth}`;
          await drawnAtRest(page, layout.items.length);
          await shot(page, { path: `test-results/sizes-${screen.name.replace(' ', '-')}-${lang}-${moves.join('') || 'root'}-d${depth}.png` });
          const drawnMin = Number(await page.evaluate(() => document.querySelector<HTMLCanvasElement>('canvas.tree-canvas')?.dataset.minLabelPx));
          expect(drawnMin, `${what}: smallest label of the first three levels, as drawn`).toBeGreaterThanOrEqual(screen.label);
          const s = await waitForTransform(page, focus, () => homeOf(layout, box));

          // What the painter wrote: every label of the focus and two levels, none under the floor.
          const stats = await paintStats(page);
          expect(stats.unlabelled, `${what}: boards of the first three levels without their value`).toBe(0);
          expect(stats.minLabelPx, `${what}: smallest label of the first three levels`).toBeGreaterThanOrEqual(screen.label);
          expect(stats.smallestLabelPx, `${what}: smallest label drawn`).toBeGreaterThanOrEqual(screen.label);
          for (let i = 0; i < layout.items.length; i++) {
            if (layout.items[i].level <= 2) expect(labelPx(layout, i, s), `${what}: label of board ${i}`).toBeGreaterThanOrEqual(screen.label);
          }

          // The drawing: boards (with their label strips) apart, inside the canvas, each edge joining its own parent and child.
          const boxes = boxesOnPage(layout, s);
          expect(overlappingPairs(boxes), `${what}: overlapping boards`).toEqual([]);
          const local = boxes.map((b) => ({ ...b, x: b.x - s.box.x0, y: b.y - s.box.y0 }));
          expect(outside(local, s.box.x1 - s.box.x0, s.box.y1 - s.box.y0), `${what}: boards outside the canvas`).toEqual([]);
          expect(edgeProblems(layout, s), `${what}: edges`).toEqual([]);

          if (screen.width === 1920) {
            // No deeper board is a bare dot: each is a tile (value colour and the last move's dot) or more.
            const smallest = Math.min(...layout.items.map((_, i) => boardOnPage(layout, i, s).size));
            expect(smallest, `${what}: smallest board`).toBeGreaterThanOrEqual(7);
            const deepest = layout.items.reduce((a, it, i) => (it.level > layout.items[a].level ? i : a), 0);
            const r = boardOnPage(layout, deepest, s);
            // The centre of an empty square shows the board's fill (a tile's last-move dot and pieces sit on played squares).
            const board = source.state(layout.items[deepest].node);
            const empty = [...Array(9).keys()].find((c) => ticTacToeView.pieceAt(board, c % 3, Math.floor(c / 3)) === -1) ?? 0;
            const cell = (r.size * 0.8) / 3;
            const px = await canvasPixel(page, r.x0 + r.size * 0.1 + ((empty % 3) + 0.5) * cell, r.y0 + r.size * 0.1 + (Math.floor(empty / 3) + 0.5) * cell);
            const want = fillOf(layout.items[deepest].node, r.size, screen.present);
            expect(px.every((v, i) => Math.abs(v - want[i]) <= 10), `${what}: deepest board's colour ${px} vs ${want}`).toBe(true);
          }

          // The caption never covers a board.
          const caption = await boxOf(page, '.stage-caption');
          if (caption) expect(overlappingPairs([...boxes, { ...caption, id: 'caption' }]).filter((p) => p.includes('caption')), `${what}: caption over a board`).toEqual([]);
        }
        expect(errors).toEqual([]);
        await page.close();
      });
    }

    it(`presentation mode's exercises (${lang}): the Check button of every kind of question, easy and hard, is on the first screen`, async () => {
      const screen = SCREENS[1];
      // One page: the first quiz link opens it, the others follow as new addresses (a new link's set replaces the
      // question; the kind changes at every step, easy ones first, so the new question is told by its data-kind).
      let opened: { page: Page; errors: string[] } | null = null;
      for (const level of ['easy', 'hard'] as const) {
        for (const kind of KINDS) {
          const hash = `#/quiz?${formatQuiz({ kinds: [kind], level, count: 1, seed: 4 })}`;
          if (!opened) opened = await open(screen, lang, hash);
          else await opened.page.evaluate((h) => (location.hash = h), hash);
          const { page } = opened;
          await page.waitForSelector(`.ex-question[data-kind="${kind}"]`);
          expect(await page.evaluate(() => scrollY), `${kind} ${level}: scrolled`).toBe(0);
          await shot(page, { path: `test-results/sizes-present-ex-${kind}-${level}-${lang}.png` });
          const check = await page.locator('.ex-actions .button.primary').boundingBox();
          expect(check && check.y + check.height, `${kind} ${level}: Check button bottom`).toBeLessThanOrEqual(screen.height);
        }
      }
      if (!opened) throw new Error('no quiz opened');
      expect(opened.errors).toEqual([]);
      await opened.page.close();
    });
  }
});
