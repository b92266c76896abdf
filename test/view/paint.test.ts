import { describe, expect, it } from 'vitest';
import { buildGameTree } from '../../src/tree/build.ts';
import { nodeByMoves } from '../../src/tree/query.ts';
import { VALUE_BACKGROUND, INK } from '../../src/view/colors.ts';
import { BOARD } from '../../src/view/geometry.ts';
import { edgeSegments, layoutTree } from '../../src/view/layout.ts';
import { paintTree, type Ctx2D } from '../../src/view/paint.ts';
import { treeToSvg } from '../../src/view/svgExport.ts';
import { boardShapes } from '../../src/view/shapes.ts';
import { mustBoard } from '../helpers/ttt.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

/** A 2D context that records filled and stroked rectangles with their styles. */
class Recorder implements Ctx2D {
  fillStyle: unknown = '';
  strokeStyle: unknown = '';
  lineWidth = 1;
  font = '';
  textAlign = '';
  textBaseline = '';
  lineCap = '';
  path: { x: number; y: number; w: number; h: number }[] = [];
  filled: { style: string; x: number; y: number; w: number; h: number }[] = [];
  stroked: { style: string; x: number; y: number; w: number; h: number }[] = [];
  texts: string[] = [];
  setTransform() {}
  fillRect() {}
  beginPath() {
    this.path = [];
  }
  moveTo() {}
  lineTo() {}
  arc() {}
  rect(x: number, y: number, w: number, h: number) {
    this.path.push({ x, y, w, h });
  }
  stroke() {
    for (const r of this.path) this.stroked.push({ style: String(this.strokeStyle), ...r });
  }
  fill() {
    for (const r of this.path) this.filled.push({ style: String(this.fillStyle), ...r });
  }
  fillText(text: string) {
    this.texts.push(text);
  }
  measureText(text: string) {
    return { width: text.length * 6 };
  }
}

const tree = buildGameTree(ticTacToe);

function paint(focusMoves: number[], k: number, depth = 1) {
  const layout = layoutTree(tree, nodeByMoves(tree, focusMoves), { depth, order: 'cell', mergeSymmetry: false, mode: 'wdl' });
  const ctx = new Recorder();
  const f = layout.items[layout.focusItem];
  const t = { k, x: 300 - f.x * k, y: 300 - f.y * k };
  const stats = paintTree(ctx, { tree, layout, segments: edgeSegments(layout), mode: 'wdl', transform: t, width: 1200, height: 800 });
  return { ctx, layout, t, stats };
}

describe('canvas painter', () => {
  it('fills each board with the colour of its value: after o:4, x corners draw, x edges lose', () => {
    const { ctx, layout, t } = paint([4], 1);
    for (const i of layout.items[layout.focusItem].childItems) {
      const it = layout.items[i];
      const fill = ctx.filled.find((r) => Math.abs(r.x - (it.x * t.k + t.x)) < 1e-6 && Math.abs(r.y - (it.y * t.k + t.y)) < 1e-6 && r.w === BOARD);
      const corner = [0, 2, 6, 8].includes(tree.move[it.node]);
      expect(fill?.style).toBe(corner ? VALUE_BACKGROUND.draw : VALUE_BACKGROUND.oWin);
    }
    expect(ctx.texts).toContain('+1');
  });

  it('frames the focus board in red, and only the focus', () => {
    const { ctx, layout, t } = paint([4, 0], 1);
    const frames = ctx.stroked.filter((r) => r.style === INK.frame);
    expect(frames).toHaveLength(1);
    const f = layout.items[layout.focusItem];
    expect(frames[0].x).toBeCloseTo(f.x * t.k + t.x - 2);
  });

  it('culls boards outside the viewport and lowers the detail when zoomed out', () => {
    const near = paint([], 1, 2);
    expect(near.stats.boards).toBeLessThan(near.layout.items.length);
    expect(near.stats.detail).toBe('full');
    const far = paint([], 0.05, 2);
    expect(far.stats.detail).toBe('dot');
    expect(far.stats.boards).toBe(far.layout.items.length);
    expect(far.ctx.texts).toEqual([]);
  });
});

describe('board shapes', () => {
  it('draw the winning line of a finished game in red across its end cells, and the last move in red', () => {
    const look = { board: mustBoard('ooo.xx...'), value: 1, lastMove: 2, focus: false };
    const shapes = boardShapes(look, 0, 0, 'full');
    const win = shapes.filter((s) => s.kind === 'line' && s.stroke === INK.winLine && s.lineWidth > 2.5);
    expect(win).toHaveLength(1);
    const line = win[0];
    if (line.kind !== 'line') throw new Error('not a line');
    expect(line.y0).toBeCloseTo(line.y1); // row 0: horizontal
    expect(line.x1 - line.x0).toBeGreaterThan(BOARD / 2);
    expect(shapes.some((s) => s.kind === 'circle' && s.stroke === INK.last)).toBe(true);
    expect(shapes.filter((s) => s.kind === 'circle' && s.stroke === INK.o)).toHaveLength(2);
    expect(boardShapes({ ...look, board: mustBoard('o...x....') }, 0, 0, 'full').some((s) => s.kind === 'line' && s.stroke === INK.winLine && s.lineWidth > 2.5)).toBe(false);
  });
});

describe('SVG export', () => {
  it('draws every visible board with its value colour, the edges and a legend', () => {
    const layout = layoutTree(tree, nodeByMoves(tree, [4]), { depth: 1, order: 'cell', mergeSymmetry: false, mode: 'wdl' });
    const svg = treeToSvg(tree, layout, 'wdl', { oWin: 'o wins', draw: 'draw', xWin: 'x <wins>', title: 'Game tree' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(svg.match(new RegExp(`width="${BOARD}" height="${BOARD}" fill="${VALUE_BACKGROUND.draw}"`, 'g'))?.length).toBe(1 + 1 + 4); // the root, o:4 and the four corner replies
    expect(svg.match(new RegExp(`fill="${VALUE_BACKGROUND.oWin}"`, 'g'))?.length).toBeGreaterThanOrEqual(4);
    expect(svg).toContain('x &lt;wins&gt;');
    expect(svg).not.toContain('<wins>');
  });
});
