/**
 * The explorer's picture uses the screen. The whole grid of the classroom brief (2 screens × 3
 * positions × 4 depths, home view and "Reset view") is laid out in Node
 * (test/view/explorerScreens.test.ts) for the canvas box of each screen; here Chromium shows, at a
 * few of those states, that the canvas has that box, comes to rest at the layout's home transform,
 * draws each board in its value's colour where the layout puts it, and that "Reset view" brings the
 * home view back. Screenshots of each state in test-results/.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VALUE_BACKGROUND, valueClass } from '../../src/view/colors.ts';
import { nodeByMoves } from '../../src/tree/query.ts';
import { boardOnPage, canvasBoxMatches, canvasPixel, canvasState, EXPLORER_SCREENS, homeOf, inside, layoutFor, resetViewSkipped, tree, waitForTransform } from './explorerGeometry.ts';
import { shot, useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

/** The states checked in Chromium (the Node grid has all 24 per screen): a shallow and a deep view, at the root and below o:4 x:0 o:8. */
const SPOTS = [
  { moves: [], depth: 2 },
  { moves: [4, 0, 8], depth: 4 },
  { moves: [4], depth: 3 },
] as const;

async function open(hash: string, viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const page = await suite.browser.newPage({ viewport });
  const errors = watchErrors(page);
  await page.goto(suite.url + hash);
  await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
  await page.waitForSelector('canvas.tree-canvas[data-transform]');
  return { page, errors };
}

const setDepth = (page: Page, depth: number) => page.getByRole('combobox', { name: 'Levels shown' }).selectOption(String(depth));
const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

describe('the explorer uses the screen', () => {
  for (const screen of EXPLORER_SCREENS) {
    it(`home view at ${screen.width}×${screen.height}: the canvas has the box the Node grid lays out for, rests at its home transform, and every child of the focus shows its value colour where the layout puts it`, async () => {
      for (const { moves, depth } of SPOTS.slice(0, 2)) {
        const { page, errors } = await open(`#/${moves.join('')}`, screen);
        await setDepth(page, depth);
        const box = (await canvasState(page)).box;
        const what = `${screen.width}x${screen.height} #/${moves.join('')} depth ${depth}`;
        expect(canvasBoxMatches(box, screen.canvas), `${what}: the canvas box ${box.x1 - box.x0}×${box.y1 - box.y0} is not ${screen.canvas.width}×${screen.canvas.height} (update EXPLORER_SCREENS in explorerGeometry.ts if the page's chrome changed)`).toBe(true);
        const layout = layoutFor(moves, depth, box);
        const s = await waitForTransform(page, nodeByMoves(tree, [...moves]), () => homeOf(layout, box));
        await shot(page, { path: `test-results/e2e-home-${screen.width}-${moves.join('') || 'root'}-d${depth}.png` });
        const focus = layout.items[layout.focusItem];
        expect(inside(boardOnPage(layout, layout.focusItem, s), s.box), what).toBe(true);
        expect(focus.childItems.length, what).toBeGreaterThan(0);
        for (const c of focus.childItems) {
          const r = boardOnPage(layout, c, s);
          expect(inside(r, s.box), `${what}: child ${c} on screen`).toBe(true);
          expect(r.size, `${what}: child ${c} size`).toBeGreaterThanOrEqual(screen.minChild);
          // the value colour shows in the board's margin (left of the grid, half way down)
          const px = await canvasPixel(page, r.x0 + r.size * 0.05 + 1, (r.y0 + r.y1) / 2);
          const want = hex(VALUE_BACKGROUND[valueClass(tree.score.wdl[layout.items[c].node])]);
          expect(px.every((v, i) => Math.abs(v - want[i]) <= 8), `${what}: child ${c} colour ${px} vs ${want}`).toBe(true);
        }
        expect(errors).toEqual([]);
        await page.close();
      }
    });
  }

  for (const screen of EXPLORER_SCREENS) {
    it(`"Reset view" at ${screen.width}×${screen.height} brings the home view back after a zoom (the explorer's one view button: Fit gave the same picture), every board on screen and the smallest in its value's colour`, async () => {
      for (const { moves, depth } of SPOTS.filter((x) => !resetViewSkipped(screen.width, x.moves, x.depth))) {
        const { page, errors } = await open(`#/${moves.join('')}`, screen);
        await setDepth(page, depth);
        const box = (await canvasState(page)).box;
        expect(canvasBoxMatches(box, screen.canvas), `the canvas box ${box.x1 - box.x0}×${box.y1 - box.y0}`).toBe(true);
        const layout = layoutFor(moves, depth, box);
        const focusNode = nodeByMoves(tree, [...moves]);
        await waitForTransform(page, focusNode, () => homeOf(layout, box));
        // wander off first, so Reset view has something to do
        await page.mouse.move((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2);
        await page.mouse.wheel(0, -600);
        await page.getByRole('button', { name: 'Reset view' }).click();
        expect(await page.getByRole('button', { name: 'Fit' }).count()).toBe(0);
        const s = await waitForTransform(page, focusNode, () => homeOf(layout, box));
        const what = `#/${moves.join('')} depth ${depth}`;
        await shot(page, { path: `test-results/e2e-fit-${screen.width}-${moves.join('') || 'root'}-d${depth}.png` });
        for (let i = 0; i < layout.items.length; i++) {
          if (!inside(boardOnPage(layout, i, s), s.box)) throw new Error(`${what}: board ${i} off screen`);
        }
        // the smallest boards are drawn in their value's colour (mid tone at tile size)
        const last = layout.items.length - 1;
        const r = boardOnPage(layout, last, s);
        const px = await canvasPixel(page, (r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2);
        expect(px, `${what}: a smallest board is coloured, not background`).not.toEqual([248, 250, 252]);
        expect(errors).toEqual([]);
        await page.close();
      }
    });
  }

  it('a click glides to the new focus, which starts exactly where the clicked board was under the pointer', async () => {
    const { page, errors } = await open('#/', { width: 1920, height: 1080 });
    const box = (await canvasState(page)).box;
    const before = layoutFor([], 2, box);
    const s0 = await waitForTransform(page, 0, () => homeOf(before, box));
    const child = before.items[before.focusItem].childItems[4]; // o:4
    const r0 = boardOnPage(before, child, s0);
    // Record the transform of every frame the canvas draws from now on.
    await page.evaluate(() => {
      const c = document.querySelector<HTMLCanvasElement>('canvas.tree-canvas') as HTMLCanvasElement;
      const w = window as unknown as { frames_: string[] };
      w.frames_ = [];
      new MutationObserver(() => w.frames_.push(`${c.dataset.focus}|${c.dataset.transform}`)).observe(c, { attributes: true, attributeFilter: ['data-frames'] });
    });
    const point = { x: r0.x0 + r0.size * 0.3, y: r0.y0 + r0.size * 0.7 };
    await page.mouse.click(point.x, point.y);
    const o4 = nodeByMoves(tree, [4]);
    const after = layoutFor([4], 2, box);
    await waitForTransform(page, o4, () => homeOf(after, box));
    const frames = await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
    const first = frames.find((f) => f.startsWith(`${o4}|`));
    if (!first) throw new Error('no frame of the new focus');
    const [x, y, k] = first.split('|')[1].split(',').map(Number);
    const r1 = boardOnPage(after, after.focusItem, { box, transform: { x, y, k }, focus: o4, frames: 0 });
    expect(Math.abs(r1.x0 - r0.x0)).toBeLessThan(0.5);
    expect(Math.abs(r1.y0 - r0.y0)).toBeLessThan(0.5);
    expect(Math.abs(r1.size - r0.size)).toBeLessThan(0.5);
    // then it glides: several frames between there and home
    expect(frames.filter((f) => f.startsWith(`${o4}|`)).length).toBeGreaterThan(3);
    expect(errors).toEqual([]);
    await page.close();
  });
});
