/**
 * The whole-game overview read back from the built app: every row labelled
 * (move number and side) at a legible size inside the canvas, labels apart
 * from each other and left of the icicle, the icicle's outlined boxes inside
 * it, and "you are here" at least 14 px wide even for a finished game at move
 * 9; the legend names the colours really drawn. 1920×1080, 1280×720 and
 * 390×844, English and Japanese. The canvas reports what it drew (CSS px) in
 * its data-geometry attribute.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gotoWithSettings, shot, useBrowserSuite, watchErrors } from './harness.ts';
import { drawn } from './overviewPage.ts';
import { outside, overlappingPairs, type Box } from '../helpers/geometry.ts';

const suite = useBrowserSuite();

// A whole game: o wins with its ninth move (0-4-8).
const GAME = '012345768';

describe('whole-game overview in the browser', () => {
  for (const [width, height, minFont] of [
    [1920, 1080, 14],
    [1280, 720, 14],
    [390, 844, 11],
  ] as const) {
    for (const lang of ['en', 'ja'] as const) {
      it(`${width}x${height} ${lang}: ten labelled rows, legible and apart; boxes inside; "you are here" visible at move 9`, async () => {
        const page = await suite.browser.newPage({ viewport: { width, height }, deviceScaleFactor: width < 500 ? 2 : 1 });
        const errors = watchErrors(page);
        await gotoWithSettings(page, suite.url, `#/${GAME}?picture=overview`, { language: lang });
        await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
        const g = await drawn(page, 9);
        const box = await page.locator('canvas.overview-canvas').boundingBox();
        expect(box && Math.abs(box.width - g.width) < 1 && Math.abs(box.height - g.height) < 1).toBe(true);
        expect(g.labels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect(g.labels[1].text).toContain(lang === 'en' ? '1 · o' : '1');
        const labels: Box[] = g.labels.map((l) => ({ id: `label ${l.level}: ${l.text}`, x: l.x, y: l.y, w: l.w, h: l.h }));
        expect(outside(labels, g.gutter, g.height)).toEqual([]);
        expect(overlappingPairs(labels)).toEqual([]);
        for (const l of g.labels) expect(l.font, l.text).toBeGreaterThanOrEqual(minFont);
        // the outlined boxes lie right of the labels, inside the canvas
        expect(g.boxes).toBeGreaterThan(9);
        expect(g.boxesX[0]).toBeGreaterThanOrEqual(g.gutter - 0.5);
        expect(g.boxesX[1]).toBeLessThanOrEqual(g.width + 0.5);
        // you are here: the game's node and its nine ancestors, each at least 14 px wide, inside the icicle
        expect(g.here).toHaveLength(10);
        const here: Box[] = g.here.map((m) => ({ id: `here ${m.level}`, x: m.x, y: m.y, w: m.w, h: m.h }));
        expect(outside(here, g.width, g.height)).toEqual([]);
        for (const m of g.here) {
          expect(m.w).toBeGreaterThanOrEqual(14 - 0.01);
          expect(m.x).toBeGreaterThanOrEqual(g.gutter - 0.01);
        }
        // the legend names what is drawn: three colours, the blended stripes, the two frames
        const legend = page.locator('.overview-legend li');
        expect(await legend.count()).toBe(6);
        mkdirSync('test-results', { recursive: true });
        await page.locator('canvas.overview-canvas').scrollIntoViewIfNeeded();
        await shot(page, { path: `test-results/e2e-overview-${width}-${lang}.png` });
        if (width === 1920 && lang === 'en') {
          mkdirSync('test-results', { recursive: true });
          await page.goto(`${suite.url}#/408135?picture=overview`);
          await drawn(page, 6);
          await shot(page, { path: 'test-results/overview-1920.png' });
        }
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }
});
