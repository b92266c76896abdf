/**
 * The whole-game overview read back as boxes: row labels inside the drawing,
 * apart from each other and from the icicle they label; the boxes inside the
 * icicle; "you are here" at least its minimum width at any depth, on its row,
 * and over its own node. Pure layout, at the canvas sizes of 1920×1080,
 * 1280×720 and a 390×844 phone (CSS px at device-pixel ratios 1 and 2), in
 * both languages.
 */
import { describe, expect, it } from 'vitest';
import { buildGameTree } from '../../src/tree/build.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { nodeByMoves } from '../../src/tree/query.ts';
import { gameTreeSource } from '../../src/view/gameTreeSource.ts';
import { extentOf, overviewGeometry, overviewHereMarks, overviewMix, overviewRowTexts, rasterizeOverview, startOf, type OverviewGeometry } from '../../src/view/overview.ts';
import { ja } from '../../src/i18n/ja.ts';
import { registerLanguage, translate, type Language } from '../../src/i18n/translate.ts';
import { OVERVIEW_HERE_MIN_PX, OVERVIEW_LABEL_PX, OVERVIEW_PRESENT_LABEL_PX } from '../../src/features/explorer/ui/overviewCanvas.ts';
import { outside, overlappingPairs, type Box } from '../helpers/geometry.ts';

registerLanguage('ja', ja);
const tree = buildGameTree(ticTacToe);
const source = gameTreeSource(tree);
const mix = overviewMix(source, 'wdl', 'games');
const total = extentOf(source, source.root, 'games');

/** Text width without font metrics: 0.62 em a Latin character, 1 em a CJK one (a little wider than system-ui, so the test errs on the safe side). */
const measure = (text: string, px: number) => [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? px : px * 0.62), 0);

function rowTexts(lang: Language) {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate(lang, key, params);
  const sides = [t('player.o'), t('player.x')] as const;
  return {
    long: overviewRowTexts(source, mix.levels, t('explorer.root'), sides, (n, side) => t('overview.row', { n, side })),
    short: overviewRowTexts(source, mix.levels, t('overview.row.start.short'), sides, (n, side) => t('overview.row.short', { n, side })),
  };
}

/** CSS sizes of the overview canvas (measured in the built app) at 1920×1080, 1280×720 and 390×844. */
const SIZES = [
  { name: '1920x1080', w: 1460, h: 660, font: OVERVIEW_LABEL_PX, min: 14 },
  { name: '1920x1080 presenting', w: 1244, h: 660, font: OVERVIEW_PRESENT_LABEL_PX, min: 24 },
  { name: '1280x720', w: 820, h: 320, font: OVERVIEW_LABEL_PX, min: 14 },
  { name: '390x844', w: 340, h: 424, font: OVERVIEW_LABEL_PX, min: 11 },
];

function labelBoxes(g: OverviewGeometry): Box[] {
  return g.labels.map((l) => ({ id: `label ${l.level}`, x: l.x, y: l.y, w: l.w, h: l.h }));
}

describe('whole-game overview geometry', () => {
  for (const lang of ['en', 'ja'] as const) {
    for (const { name, w: cssW, h: cssH, font, min } of SIZES) {
      for (const dpr of [1, 2]) {
        it(`${lang} ${name} @${dpr}x: one label per row, inside the gutter, apart, legible, and the boxes inside the icicle`, () => {
          const w = cssW * dpr;
          const h = cssH * dpr;
          const g = overviewGeometry(w, h, mix.levels, rowTexts(lang), font * dpr, measure);
          expect(g.labels).toHaveLength(10);
          expect(new Set(g.labels.map((l) => l.text)).size).toBe(10);
          expect(g.labels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
          const labels = labelBoxes(g);
          expect(outside(labels, g.gutter, h)).toEqual([]);
          expect(overlappingPairs(labels)).toEqual([]);
          for (const l of g.labels) {
            // each label sits in its own row, and is big enough to read (>= 14 CSS px)
            expect(l.y).toBeGreaterThanOrEqual(l.level * g.rowH - 0.5);
            expect(l.y + l.h).toBeLessThanOrEqual((l.level + 1) * g.rowH + 0.5);
            expect(l.font / dpr).toBeGreaterThanOrEqual(min);
            expect(measure(l.text, l.font)).toBeLessThanOrEqual(l.w + 0.5);
          }
          // the icicle keeps most of the width
          expect(g.gutter).toBeLessThanOrEqual(w / 4);
          const raster = rasterizeOverview(source, mix, 0, total, w - g.gutter, 3 * dpr);
          const boxes: Box[] = raster.boxes.map((b, i) => ({ id: `box ${i}`, x: g.gutter + Math.max(0, b.x0), y: b.level * g.rowH, w: Math.min(w - g.gutter, b.x1) - Math.max(0, b.x0), h: g.rowH }));
          expect(boxes.length).toBeGreaterThan(9);
          expect(outside(boxes, w, h)).toEqual([]);
          // no label overlaps a box (boxes start right of the gutter)
          expect(overlappingPairs([...labels, ...boxes]).filter(([p, q]) => p.startsWith('label') !== q.startsWith('label'))).toEqual([]);
        });
      }
    }
  }

  it('names each row with its move number and the side that played it: o moves first', () => {
    expect(rowTexts('en').long).toEqual(['Start', 'Move 1 · o', 'Move 2 · x', 'Move 3 · o', 'Move 4 · x', 'Move 5 · o', 'Move 6 · x', 'Move 7 · o', 'Move 8 · x', 'Move 9 · o']);
    expect(rowTexts('ja').long[1]).toBe('1 手目 · 〇');
  });

  const g = overviewGeometry(1460, 660, mix.levels, rowTexts('en'), OVERVIEW_LABEL_PX, measure);
  for (const moves of [[], [4], [4, 0], [4, 0, 8], [4, 0, 8, 1, 3, 5], [4, 0, 8, 1, 3, 5, 2, 6, 7], [0, 1, 2, 3, 4, 5, 6], [0, 4, 8, 2, 6, 3, 5, 7]]) {
    it(`"you are here" at ${moves.join('') || 'the start'} (depth ${moves.length}): at least ${OVERVIEW_HERE_MIN_PX} px wide, on its row, over its node, inside the icicle`, () => {
      const focus = nodeByMoves(tree, moves);
      expect(focus).toBeGreaterThanOrEqual(0);
      const marks = overviewHereMarks(source, 'games', focus, 0, total, g, OVERVIEW_HERE_MIN_PX);
      expect(marks).toHaveLength(moves.length + 1); // the focus and each ancestor
      const f = marks.find((m) => m.focus);
      expect(f?.node).toBe(focus);
      for (const m of marks) {
        expect(m.w).toBeGreaterThanOrEqual(OVERVIEW_HERE_MIN_PX - 1e-9);
        expect(m.level).toBe(source.depth(m.node));
        expect(m.y).toBeCloseTo(m.level * g.rowH, 6);
        expect(outside([{ id: 'here', x: m.x, y: m.y, w: m.w, h: m.h }], g.width, g.height)).toEqual([]);
        expect(m.x).toBeGreaterThanOrEqual(g.gutter - 1e-9);
        // the frame covers the node's own span (or is centred on it when widened)
        const mid = (m.x0 + m.x1) / 2;
        expect(mid).toBeGreaterThanOrEqual(m.x - 1e-6);
        expect(mid).toBeLessThanOrEqual(m.x + m.w + 1e-6);
        if (m.x1 - m.x0 >= OVERVIEW_HERE_MIN_PX) expect([m.x, m.x + m.w]).toEqual([Math.max(g.gutter, m.x0), Math.min(g.width, m.x1)]);
      }
    });
  }

  it('a focus of less than a pixel (a game lost at move 9) is still drawn 14 px wide, where its node is', () => {
    const moves = [0, 1, 2, 3, 4, 5, 7, 6, 8];
    const focus = nodeByMoves(tree, moves);
    const s = startOf(source, focus, 'games');
    const trueW = (extentOf(source, focus, 'games') / total) * (g.width - g.gutter);
    expect(trueW).toBeLessThan(0.01);
    const [m] = overviewHereMarks(source, 'games', focus, 0, total, g, OVERVIEW_HERE_MIN_PX);
    expect(m.w).toBeCloseTo(OVERVIEW_HERE_MIN_PX, 6);
    const at = g.gutter + (s / total) * (g.width - g.gutter);
    expect(at).toBeGreaterThanOrEqual(m.x); // the game's sliver lies inside the widened frame (here at the left edge)
    expect(at + trueW).toBeLessThanOrEqual(m.x + m.w);
    expect(m.x).toBeGreaterThanOrEqual(g.gutter);
  });

  it('leaves out marks of nodes zoomed out of the picture', () => {
    const shown = nodeByMoves(tree, [0]);
    const a = startOf(source, shown, 'games');
    const marks = overviewHereMarks(source, 'games', nodeByMoves(tree, [8, 4]), a, a + extentOf(source, shown, 'games'), g, OVERVIEW_HERE_MIN_PX);
    expect(marks.map((m) => m.level)).toEqual([0]); // only the root spans the zoomed interval
  });
});
