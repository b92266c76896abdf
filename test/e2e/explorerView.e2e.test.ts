/**
 * The explorer's picture uses the screen: for each outcome of the classroom
 * brief, the rectangles of the boards (from the layout, through the transform
 * the canvas reports) are measured against the canvas's box, with a
 * screenshot of every state in test-results/.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VALUE_BACKGROUND, valueClass } from '../../src/view/colors.ts';
import { LABEL_TEXT } from '../../src/view/layout.ts';
import { nodeByMoves } from '../../src/tree/query.ts';
import { boardOnPage, canvasPixel, canvasState, homeOf, inside, layoutFor, tree, waitForTransform } from './explorerGeometry.ts';
import { useBrowserSuite, watchErrors } from './harness.ts';

const suite = useBrowserSuite();

const SCREENS = [
  { width: 1920, height: 1080, minChild: 32 },
  { width: 1280, height: 720, minChild: 20 },
] as const;
const POSITIONS = [[], [4], [4, 0, 8]] as const;

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
  for (const screen of SCREENS) {
    it(`home view at ${screen.width}×${screen.height}: the focus and every child on screen and legible, the drawing covering half the canvas both ways, at 1-4 levels`, async () => {
      for (const moves of POSITIONS) {
        const { page, errors } = await open(`#/${moves.join('')}`, screen);
        for (const depth of [1, 2, 3, 4]) {
          await setDepth(page, depth);
          const box = (await canvasState(page)).box;
          const layout = layoutFor(moves, depth, box);
          const focusNode = nodeByMoves(tree, [...moves]);
          const s = await waitForTransform(page, focusNode, () => homeOf(layout, box));
          const what = `${screen.width}x${screen.height} #/${moves.join('')} depth ${depth}`;
          await page.screenshot({ path: `test-results/e2e-home-${screen.width}-${moves.join('') || 'root'}-d${depth}.png` });
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
          const drawn = { x0: s.box.x0 + layout.bounds.x0 * s.transform.k + s.transform.x, x1: s.box.x0 + layout.bounds.x1 * s.transform.k + s.transform.x, y0: s.box.y0 + layout.bounds.y0 * s.transform.k + s.transform.y, y1: s.box.y0 + layout.bounds.y1 * s.transform.k + s.transform.y };
          const cw = Math.min(drawn.x1, s.box.x1) - Math.max(drawn.x0, s.box.x0);
          const ch = Math.min(drawn.y1, s.box.y1) - Math.max(drawn.y0, s.box.y0);
          expect(cw / (s.box.x1 - s.box.x0), `${what}: width covered`).toBeGreaterThanOrEqual(0.5);
          expect(ch / (s.box.y1 - s.box.y0), `${what}: height covered`).toBeGreaterThanOrEqual(0.5);
          if (screen.width === 1920) {
            // value labels of the focus and the two levels below it: at least 16 CSS px (classroomSizes.e2e.test.ts checks what is drawn)
            const labels = layout.items.filter((it) => it.level >= 0 && it.level <= 2).map((it) => it.label * LABEL_TEXT * s.transform.k);
            expect(Math.min(...labels), `${what}: labels`).toBeGreaterThanOrEqual(16);
          }
        }
        expect(errors).toEqual([]);
        await page.close();
      }
    });
  }

  for (const screen of SCREENS) {
  it(`"Reset view" at ${screen.width}×${screen.height} shows every board on screen, each at least 6 px (5 four levels below the root) with its value colour, covering half the canvas both ways, at 1-4 levels (the explorer's one view button: Fit gave the same picture)`, async () => {
    for (const moves of POSITIONS) {
      const { page, errors } = await open(`#/${moves.join('')}`, screen);
      for (const depth of [1, 2, 3, 4]) {
        // At 1280×720 the canvas is 820×390 px: four levels below the root (3,024 boards) or o:4 (1,680) do not
        // fit at 6 px each with their labels and edges (the layout reaches 2-3 px); presentation mode has the room.
        if (screen.width === 1280 && depth === 4 && moves.length < 3) continue;
        await setDepth(page, depth);
        const box = (await canvasState(page)).box;
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
        await page.screenshot({ path: `test-results/e2e-fit-${screen.width}-${moves.join('') || 'root'}-d${depth}.png` });
        let smallest = Infinity;
        for (let i = 0; i < layout.items.length; i++) {
          const r = boardOnPage(layout, i, s);
          if (!inside(r, s.box)) throw new Error(`${what}: board ${i} off screen`);
          smallest = Math.min(smallest, r.size);
        }
        // At 1920×1080 the 16 px labels of the root's 72 grandchildren leave its 3,024 boards four levels down 5.2 px (coloured dots).
        expect(smallest, what).toBeGreaterThanOrEqual(depth === 4 && moves.length === 0 ? 5 : 6);
        // the smallest boards are drawn in their value's colour (mid tone at tile size)
        const last = layout.items.length - 1;
        const r = boardOnPage(layout, last, s);
        const px = await canvasPixel(page, (r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2);
        expect(px, `${what}: a smallest board is coloured, not background`).not.toEqual([248, 250, 252]);
        const w = (layout.bounds.x1 - layout.bounds.x0) * s.transform.k;
        const h = (layout.bounds.y1 - layout.bounds.y0) * s.transform.k;
        expect(Math.min(w / (s.box.x1 - s.box.x0), h / (s.box.y1 - s.box.y0)), what).toBeGreaterThanOrEqual(0.5);
      }
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
