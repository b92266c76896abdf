/**
 * The explorer's picture uses the screen, for every state of the classroom brief (2 screens × 3
 * positions × 4 depths, each canvas box within 1 px): the home view and "Reset view" lay the boards out so that they are on
 * the canvas, legible and covering half of it both ways. The layout is a pure function of the
 * position, depth and canvas box, and the app's home transform is `homeOf` (the canvas reports it),
 * so the grid runs here; explorerView.e2e.test.ts checks in Chromium, at a few of these states,
 * that the canvas has the box used here, settles at this transform and draws the boards' colours.
 */
import { describe, expect, it } from 'vitest';
import { LABEL_TEXT } from '../../src/view/layout.ts';
import { nodeByMoves } from '../../src/tree/query.ts';
import { boardOnPage, covered, EXPLORER_DEPTHS, EXPLORER_POSITIONS, EXPLORER_SCREENS, homeOf, inside, layoutFor, resetViewSkipped, tree, type CanvasState } from '../e2e/explorerGeometry.ts';

/** Each screen's canvas box, and the boxes 1 px smaller and larger each way (the stage's sub-pixel rounding). */
const boxes = EXPLORER_SCREENS.flatMap((screen) => [-1, 0, 1].flatMap((dw) => [-1, 0, 1].map((dh) => ({ ...screen, canvas: { width: screen.canvas.width + dw, height: screen.canvas.height + dh } }))));
const states = boxes.flatMap((screen) => EXPLORER_POSITIONS.flatMap((moves) => EXPLORER_DEPTHS.map((depth) => ({ screen, moves, depth }))));
const name = (x: (typeof states)[number]) => `${x.screen.width}×${x.screen.height} (canvas ${x.screen.canvas.width}×${x.screen.canvas.height}) #/${x.moves.join('')} depth ${x.depth}`;

/** The canvas at rest in its home view: the layout for its box, at the home transform. */
function home(moves: readonly number[], depth: number, canvas: { width: number; height: number }) {
  const box = { x0: 0, y0: 0, x1: canvas.width, y1: canvas.height };
  const layout = layoutFor(moves, depth, box);
  const s: CanvasState = { box, transform: homeOf(layout, box), focus: nodeByMoves(tree, [...moves]), frames: 1 };
  return { layout, s };
}

describe('the explorer uses the screen (every state, laid out in Node)', () => {
  it.each(states.map((x) => [name(x), x] as const))(
    'home view at %s: the focus and every child on screen and legible, the drawing covering half the canvas both ways',
    (what, { screen, moves, depth }) => {
      const { layout, s } = home(moves, depth, screen.canvas);
      const focus = layout.items[layout.focusItem];
      expect(inside(boardOnPage(layout, layout.focusItem, s), s.box), what).toBe(true);
      expect(focus.childItems.length, what).toBeGreaterThan(0);
      for (const c of focus.childItems) {
        const r = boardOnPage(layout, c, s);
        expect(inside(r, s.box), `${what}: child ${c} on screen`).toBe(true);
        expect(r.size, `${what}: child ${c} size`).toBeGreaterThanOrEqual(screen.minChild);
      }
      const cover = covered(layout, s);
      expect(cover.width, `${what}: width covered`).toBeGreaterThanOrEqual(0.5);
      expect(cover.height, `${what}: height covered`).toBeGreaterThanOrEqual(0.5);
      if (screen.width === 1920) {
        // value labels of the focus and the two levels below it: at least 16 CSS px (classroomSizes.e2e.test.ts checks what is drawn)
        const labels = layout.items.filter((it) => it.level >= 0 && it.level <= 2).map((it) => it.label * LABEL_TEXT * s.transform.k);
        expect(Math.min(...labels), `${what}: labels`).toBeGreaterThanOrEqual(16);
      }
    },
  );

  // At 1280×720 the canvas is 820×400 px: four levels below the root (3,024 boards) or o:4 (1,680) do not
  // fit at 6 px each with their labels and edges (the layout reaches 2-3 px); presentation mode has the room.
  it.each(states.filter((x) => !resetViewSkipped(x.screen.width, x.moves, x.depth)).map((x) => [name(x), x] as const))(
    '"Reset view" at %s shows every board on screen, each at least 6 px (5 four levels below the root), covering half the canvas both ways',
    (what, { moves, depth, screen }) => {
      const { layout, s } = home(moves, depth, screen.canvas);
      let smallest = Infinity;
      for (let i = 0; i < layout.items.length; i++) {
        const r = boardOnPage(layout, i, s);
        if (!inside(r, s.box)) throw new Error(`${what}: board ${i} off screen`);
        smallest = Math.min(smallest, r.size);
      }
      // At 1920×1080 the 16 px labels of the root's 72 grandchildren leave its 3,024 boards four levels down 5.2 px (coloured dots).
      expect(smallest, what).toBeGreaterThanOrEqual(depth === 4 && moves.length === 0 ? 5 : 6);
      const w = (layout.bounds.x1 - layout.bounds.x0) * s.transform.k;
      const h = (layout.bounds.y1 - layout.bounds.y0) * s.transform.k;
      expect(Math.min(w / (s.box.x1 - s.box.x0), h / (s.box.y1 - s.box.y0)), what).toBeGreaterThanOrEqual(0.5);
    },
  );
});
